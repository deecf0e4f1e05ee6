extension UIViewController: TraitStateOwner {
    var currentTraits: UITraitCollection { traitCollection }

    var traitState: TraitEnvironmentState {
        if let traitStateIfPresent { return traitStateIfPresent }
        let state = TraitEnvironmentState()
        traitStateIfPresent = state
        return state
    }

    func traitsDidChange(from previous: UITraitCollection) {
        // A new width class can change the system's minimum margins (R18.7).
        if previous.horizontalSizeClass != traitCollection.horizontalSizeClass, viewRespectsSystemMinimumLayoutMargins {
            viewIfLoaded?.layoutMarginsChanged()
        }
        traitCollectionDidChange(previous)
    }

    /// The traits this controller sets for itself, its view and everything
    /// below it: its views, its children and what it presents.
    public var traitOverrides: UITraitOverrides {
        get { traitStateIfPresent?.overrides ?? UITraitOverrides() }
        set {
            traitsWillChangeInHierarchy()
            traitState.overrides = newValue
        }
    }

    /// The traits the controller inherits: its parent's (with the parent's
    /// override for it), else its presentation controller's when presented,
    /// else its view's window's, else the main screen's.
    var inheritedTraits: UITraitCollection {
        if let parent { return parent.traitCollection.applying(parent.overrideTraitCollection(forChild: self)) }
        if presentingStorage != nil, let presentation = activePresentation {
            return presentation.presentationController.traitCollection
        }
        if let window = viewIfLoaded?.window { return window.traitCollection }
        return UIScreen.main.traitCollection
    }

    /// The controller this one presents (nil when it presents nothing itself).
    var presentedControllerInContext: UIViewController? {
        guard let presented = presentedStorage, presented.activePresentation != nil else { return nil }
        return presented
    }

    /// Before a change at this controller: it, its view's subtree and what it
    /// presents keep their current traits as those they last heard about and update before their next layout.
    func traitsWillChangeInHierarchy() {
        TraitEnvironmentState.overridesInUse = true
        if let view = viewIfLoaded {
            // The view's walk covers this controller, its children's views and what it presents.
            view.traitsWillChangeInSubtree()
            return
        }
        prepareForTraitChange()
        for child in children { child.traitsWillChangeInHierarchy() }
        presentedControllerInContext?.traitsWillChangeInHierarchy()
    }

    /// Delivers pending changes here, in the view's subtree and in what this controller presents, top down.
    func updateTraitsInHierarchy() {
        updateTraitsNow()
        if let view = viewIfLoaded {
            view.updateTraitsInSubtree()
        } else {
            presentedControllerInContext?.updateTraitsInHierarchy()
        }
    }

    /// Stores `collection` as the override of `child`'s traits (nil removes it).
    func storeOverrideTraitCollection(_ collection: UITraitCollection?, forChild child: UIViewController) {
        child.traitsWillChangeInHierarchy()
        let state = traitState
        state.childOverrides.removeAll { $0.child == nil || $0.child === child }
        if let collection { state.childOverrides.append(ChildTraitOverride(child: child, traits: collection)) }
    }

    /// The override stored for `child`, if any.
    func storedOverrideTraitCollection(forChild child: UIViewController) -> UITraitCollection? {
        traitStateIfPresent?.childOverrides.first { $0.child === child }?.traits
    }
}

extension UIWindowScene: TraitStateOwner {
    var currentTraits: UITraitCollection { traitCollection }

    var traitState: TraitEnvironmentState {
        if let traitStateIfPresent { return traitStateIfPresent }
        let state = TraitEnvironmentState()
        traitStateIfPresent = state
        return state
    }

    func traitsDidChange(from previous: UITraitCollection) { traitCollectionDidChange(previous) }

    /// The traits this scene sets for its windows and everything in them.
    public var traitOverrides: UITraitOverrides {
        get { traitStateIfPresent?.overrides ?? UITraitOverrides() }
        set {
            prepareForTraitChange()
            for window in windows { window.traitsWillChangeInSubtree() }
            traitState.overrides = newValue
        }
    }
}
