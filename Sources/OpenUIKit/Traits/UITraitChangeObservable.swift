/// What calls code when chosen traits change: views, view controllers and
/// window scenes. A registration fires once per trait update in which one of
/// its traits changed (after `traitCollectionDidChange(_:)`, before the
/// object's layout), with the collection from before the change.
@preconcurrency @MainActor
public protocol UITraitChangeObservable {
    /// A closure called with the object whose traits changed and its previous traits.
    typealias TraitChangeHandler<TraitEnvironment: UITraitEnvironment> = (TraitEnvironment, UITraitCollection) -> Void

    /// Calls `handler` when one of `traits` changes. Refer to the object
    /// through the handler's first parameter, not by capturing it.
    @discardableResult
    func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping TraitChangeHandler<TraitEnvironment>) -> any UITraitChangeRegistration

    /// Calls `action` on `target` (held weakly) when one of `traits` changes;
    /// the method receives the object whose traits changed.
    @discardableResult
    func registerForTraitChanges(_ traits: [UITrait], target: Any, action: Selector) -> any UITraitChangeRegistration

    /// Calls `action` on the object itself when one of `traits` changes.
    @discardableResult
    func registerForTraitChanges(_ traits: [UITrait], action: Selector) -> any UITraitChangeRegistration

    /// Stops a registration (needed only to stop early: registrations end with their object).
    func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration)
}

/// The token a trait change registration returns.
public protocol UITraitChangeRegistration: NSCopying, NSObjectProtocol {}

/// One registration: the traits it observes and what it calls.
final class TraitChangeRegistration: NSObject, UITraitChangeRegistration, @unchecked Sendable {
    // @unchecked: made and fired on the main actor only.
    let traits: [UITrait]
    let fire: @MainActor (AnyObject, UITraitCollection) -> Void

    init(traits: [UITrait], fire: @escaping @MainActor (AnyObject, UITraitCollection) -> Void) {
        self.traits = traits
        self.fire = fire
    }

    /// Whether one of the observed traits differs between the collections.
    func observesChange(from previous: UITraitCollection, to current: UITraitCollection) -> Bool {
        traits.contains { previous.values.differs(in: $0, from: current.values) }
    }

    /// The registration itself: it is immutable.
    func copy(with zone: NSZone? = nil) -> Any { self }
}

extension TraitEnvironmentState {
    /// Registers `handler` for `traits` of `environment`.
    func register<TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait], of environment: some TraitEnvironmentNode,
        handler: @escaping (TraitEnvironment, UITraitCollection) -> Void) -> any UITraitChangeRegistration {
        if delivered == nil { delivered = environment.currentTraits }
        let registration = TraitChangeRegistration(traits: traits) { object, previous in
            guard let object = object as? TraitEnvironment else {
                SegueDiagnostics.report("registerForTraitChanges: \(object) is not a \(TraitEnvironment.self); the handler was not called")
                return
            }
            handler(object, previous)
        }
        registrations.append(registration)
        return registration
    }

    /// Registers `action`, sent to `target` with the object as its argument.
    func register(_ traits: [UITrait], of environment: some TraitEnvironmentNode, target: AnyObject,
                  action: Selector) -> any UITraitChangeRegistration {
        if delivered == nil { delivered = environment.currentTraits }
        let registration = TraitChangeRegistration(traits: traits) { [weak target] object, _ in
            guard let target else { return }
            _ = action.invoke(target, object)
        }
        registrations.append(registration)
        return registration
    }

    func unregister(_ registration: any UITraitChangeRegistration) {
        registrations.removeAll { $0 === registration }
    }
}

extension UIView: UITraitChangeObservable {
    @discardableResult
    public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping TraitChangeHandler<TraitEnvironment>) -> any UITraitChangeRegistration {
        traitState.register(traits, of: self, handler: handler)
    }

    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], target: Any, action: Selector) -> any UITraitChangeRegistration {
        traitState.register(traits, of: self, target: target as AnyObject, action: action)
    }

    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], action: Selector) -> any UITraitChangeRegistration {
        traitState.register(traits, of: self, target: self, action: action)
    }

    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        traitStateIfPresent?.unregister(registration)
    }
}

extension UIViewController: UITraitChangeObservable {
    @discardableResult
    public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping TraitChangeHandler<TraitEnvironment>) -> any UITraitChangeRegistration {
        traitState.register(traits, of: self, handler: handler)
    }

    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], target: Any, action: Selector) -> any UITraitChangeRegistration {
        traitState.register(traits, of: self, target: target as AnyObject, action: action)
    }

    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], action: Selector) -> any UITraitChangeRegistration {
        traitState.register(traits, of: self, target: self, action: action)
    }

    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        traitStateIfPresent?.unregister(registration)
    }
}

extension UIWindowScene: UITraitChangeObservable {
    @discardableResult
    public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping TraitChangeHandler<TraitEnvironment>) -> any UITraitChangeRegistration {
        traitState.register(traits, of: self, handler: handler)
    }

    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], target: Any, action: Selector) -> any UITraitChangeRegistration {
        traitState.register(traits, of: self, target: target as AnyObject, action: action)
    }

    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], action: Selector) -> any UITraitChangeRegistration {
        traitState.register(traits, of: self, target: self, action: action)
    }

    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        traitStateIfPresent?.unregister(registration)
    }
}
