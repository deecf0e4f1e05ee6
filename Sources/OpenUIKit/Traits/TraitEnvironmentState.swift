/// What a view, view controller or window scene keeps about its traits: its
/// overrides, the collection it last heard about, whether an update is
/// pending, and its trait change registrations. Made on first use.
@MainActor
final class TraitEnvironmentState {
    /// The object's `traitOverrides`.
    var overrides = UITraitOverrides()
    /// The traits the object last heard about (nil: it has never been asked;
    /// its first update records them without calling anything).
    var delivered: UITraitCollection?
    /// A change may be waiting: the next update (before layout, or
    /// `updateTraitsIfNeeded()`) compares and delivers it.
    var needsUpdate = false
    /// `registerForTraitChanges` registrations, in the order they were made.
    var registrations: [TraitChangeRegistration] = []
    /// A controller's `setOverrideTraitCollection(_:forChild:)` entries.
    var childOverrides: [ChildTraitOverride] = []

    /// Whether any override has been set: until one is, every environment
    /// has its screen's traits, so moving a view cannot change them.
    static var overridesInUse = false
}

/// A parent's override of a child's traits.
@MainActor
struct ChildTraitOverride {
    weak var child: UIViewController?
    let traits: UITraitCollection
}

/// What hears about trait changes: controllers, views, presentation
/// controllers and window scenes.
@MainActor
protocol TraitEnvironmentNode: AnyObject {
    var currentTraits: UITraitCollection { get }
    /// The traits the node last heard about (its current ones when it never did).
    var deliveredTraits: UITraitCollection { get }
    /// Delivers a change from `previous` to the current traits.
    func notifyTraitChange(from previous: UITraitCollection)
}

/// A trait environment that keeps a `TraitEnvironmentState`.
@MainActor
protocol TraitStateOwner: TraitEnvironmentNode {
    var traitStateIfPresent: TraitEnvironmentState? { get }
    var traitState: TraitEnvironmentState { get }
    /// The object's own reaction to a change (`traitCollectionDidChange(_:)` and what UIKit does with it).
    func traitsDidChange(from previous: UITraitCollection)
}

extension TraitStateOwner {
    var deliveredTraits: UITraitCollection { traitStateIfPresent?.delivered ?? currentTraits }

    /// Records the current traits, then calls `traitCollectionDidChange(_:)`
    /// and the registrations that observe a trait that changed, in the order made.
    func notifyTraitChange(from previous: UITraitCollection) {
        let state = traitState
        let current = currentTraits
        state.needsUpdate = false
        state.delivered = current
        traitsDidChange(from: previous)
        for registration in state.registrations where registration.observesChange(from: previous, to: current) {
            registration.fire(self, previous)
        }
    }

    /// Delivers a pending change, if there is one.
    func updateTraitsNow() {
        guard let state = traitStateIfPresent, state.needsUpdate else { return }
        state.needsUpdate = false
        guard let previous = state.delivered else {
            state.delivered = currentTraits
            return
        }
        if currentTraits != previous { notifyTraitChange(from: previous) }
    }

    /// Before something this object inherits from changes: it keeps its
    /// current traits as those it last heard about, and will update.
    func prepareForTraitChange() {
        let state = traitState
        if state.delivered == nil { state.delivered = currentTraits }
        state.needsUpdate = true
    }
}

extension UITraitCollection {
    /// This collection with `overrides` on top.
    func applying(_ overrides: UITraitOverrides?) -> UITraitCollection {
        guard let overrides, !overrides.values.entries.isEmpty else { return self }
        return UITraitCollection(values: values.merging(overrides.values))
    }

    /// This collection with `traits` on top.
    func applying(_ traits: UITraitCollection?) -> UITraitCollection {
        guard let traits, !traits.values.entries.isEmpty else { return self }
        return UITraitCollection(values: values.merging(traits.values))
    }
}

extension UIPresentationController: TraitEnvironmentNode {
    var currentTraits: UITraitCollection { traitCollection }
    var deliveredTraits: UITraitCollection { traitCollection }
    func notifyTraitChange(from previous: UITraitCollection) { traitCollectionDidChange(previous) }
}
