extension UIView: TraitStateOwner {
    var currentTraits: UITraitCollection { traitCollection }

    var traitState: TraitEnvironmentState {
        if let traitStateIfPresent { return traitStateIfPresent }
        let state = TraitEnvironmentState()
        traitStateIfPresent = state
        return state
    }

    func traitsDidChange(from previous: UITraitCollection) { traitCollectionDidChange(previous) }

    /// The traits this view sets for itself and its subviews.
    public var traitOverrides: UITraitOverrides {
        get { traitStateIfPresent?.overrides ?? UITraitOverrides() }
        set {
            traitsWillChangeInSubtree()
            traitState.overrides = newValue
        }
    }

    /// The traits the view inherits: its controller's when it is a
    /// controller's view, else its superview's, else (a window) its scene's
    /// on its screen, else (a view in no hierarchy) the main screen's.
    var inheritedTraits: UITraitCollection {
        if let controller = viewControllerOwningView { return controller.traitCollection }
        if let superview { return superview.traitCollection }
        if let window = self as? UIWindow {
            return window.screen.traitCollection.applying(window.windowScene?.traitStateIfPresent?.overrides)
        }
        return UIScreen.main.traitCollection
    }

    /// Before a change above or at this view: every view and controller in
    /// the subtree (and what their controllers present) keeps the traits it
    /// has now as those it last heard about, and updates before its next layout.
    func traitsWillChangeInSubtree() {
        TraitEnvironmentState.overridesInUse = true
        if let controller = viewControllerOwningView {
            controller.prepareForTraitChange()
            controller.presentedControllerInContext?.traitsWillChangeInHierarchy()
        }
        prepareForTraitChange()
        setNeedsLayout()
        for subview in subviews { subview.traitsWillChangeInSubtree() }
    }

    /// The view moved: views and controllers in the subtree that heard about
    /// traits other than those they now have update before their next layout.
    func traitsMayHaveChangedAfterMove() {
        if let controller = viewControllerOwningView { controller.markIfTraitsChanged() }
        if markIfTraitsChanged() { setNeedsLayout() }
        for subview in subviews { subview.traitsMayHaveChangedAfterMove() }
    }

    /// Delivers this view's pending change (its scene's and controller's first), then its subviews', top down.
    func updateTraitsInSubtree() {
        (self as? UIWindow)?.windowScene?.updateTraitsNow()
        viewControllerOwningView?.updateTraitsNow()
        updateTraitsNow()
        for subview in subviews { subview.updateTraitsInSubtree() }
        if let presented = viewControllerOwningView?.presentedControllerInContext { presented.updateTraitsInHierarchy() }
    }

    /// Before the view lays out: its scene's pending trait change (a
    /// window's), its controller's, then its own.
    func updateTraitsBeforeLayout() {
        (self as? UIWindow)?.windowScene?.updateTraitsNow()
        viewControllerOwningView?.updateTraitsNow()
        updateTraitsNow()
    }
}

extension TraitStateOwner {
    /// Marks a pending update when the current traits differ from those last heard about.
    @discardableResult
    func markIfTraitsChanged() -> Bool {
        guard let state = traitStateIfPresent, let delivered = state.delivered, !state.needsUpdate,
              currentTraits != delivered else { return false }
        state.needsUpdate = true
        return true
    }
}
