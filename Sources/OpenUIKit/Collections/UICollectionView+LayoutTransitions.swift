import Foundation

extension UICollectionView {
    /// The completion of an interactive change of layout: whether it completed
    /// (went to the new layout) and whether its animation finished.
    public typealias LayoutInteractiveTransitionCompletion = (_ completed: Bool, _ finished: Bool) -> Void

    /// Changes to `layout`, animating every visible element from its old attributes to its new ones (R16.1).
    public func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        setCollectionViewLayout(layout, animated: animated, completion: nil)
    }

    /// Changes to `layout`, animated or not; `completion` hears whether the animation finished.
    /// Inside an animation block the change takes that block's duration.
    public func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil) {
        guard layout !== collectionViewLayout else {
            completion?(true)
            return
        }
        if let interactive = interactiveLayoutTransition {
            SegueDiagnostics.report("\(self): setCollectionViewLayout during the interactive transition to "
                + "\(interactive.layout.nextLayout); it is cancelled first")
            cancelInteractiveTransition()
        }
        let old = collectionViewLayout
        old.prepareForTransition(to: layout)
        layout.prepareForTransition(from: old)
        change(to: layout, animated: animated) { finished in
            old.finalizeLayoutTransition()
            layout.finalizeLayoutTransition()
            completion?(finished)
        }
    }

    /// Installs `layout` and moves every element to it: each view from where it
    /// is, each new one from where the old layout had it (or the new layout's
    /// initial attributes, or transparent), each one leaving to the old layout's
    /// final attributes.
    private func change(to layout: UICollectionViewLayout, animated: Bool, completion: @escaping (Bool) -> Void) {
        if heldLayoutPasses == 0 { layoutIfNeeded() }
        let old = collectionViewLayout
        for view in visibleViews.values { view.willTransition(from: old, to: layout) }
        layoutStorage = layout
        if old.collectionView === self { old.collectionView = nil }
        adopt(layout)
        prepareLayoutIfNeeded()
        var proposed = layout.targetContentOffset(forProposedContentOffset: contentOffset)
        proposed = collectionDelegate?.collectionView(self, targetContentOffsetForProposedContentOffset: proposed) ?? proposed
        let target = clampedOffset(proposed)
        let newRect = CGRect(origin: target, size: bounds.size)

        var plan = ElementAnimationPlan()
        let previous = visibleViews
        visibleViews = [:]
        for (key, view) in previous {
            if let end = layout.layoutAttributes(for: key) {
                visibleViews[key] = view
                plan.move(view, to: end)
            } else {
                plan.remove(view, key: key, to: old.finalAttributes(forDisappearing: key)
                    ?? old.layoutAttributes(for: key).map(Self.transparent))
            }
        }
        for attributes in layout.layoutAttributesForElements(in: newRect) ?? [] where attributes.frame.overlaps(newRect) {
            let key = attributes.elementKey
            guard visibleViews[key] == nil, key.category != .cell || isValid(key.indexPath),
                  let view = makeView(for: attributes) else { continue }
            let start = old.layoutAttributes(for: key) ?? layout.initialAttributes(forAppearing: key) ?? Self.transparent(attributes)
            plan.appear(view, from: start, to: attributes)
        }
        let finish: (Bool) -> Void = { [weak self] finished in
            if let self { for view in visibleViews.values { view.didTransition(from: old, to: layout) } }
            completion(finished)
        }
        guard animated, UIView.areAnimationsEnabled else {
            UIView.performWithoutAnimation { run(plan, duration: 0, contentOffset: target, completion: finish) }
            return
        }
        let inherited = UIView.inheritedAnimationDuration
        run(plan, duration: inherited > 0 ? inherited : Self.updateAnimationDuration, contentOffset: target, completion: finish)
    }

    // MARK: Interactive changes (R16.2)

    /// Starts a change to `layout` that follows `transitionProgress` of the
    /// returned transition layout (the delegate's, or a plain one), until
    /// `finishInteractiveTransition()` or `cancelInteractiveTransition()`.
    @discardableResult
    public func startInteractiveTransition(to layout: UICollectionViewLayout,
                                           completion: LayoutInteractiveTransitionCompletion? = nil) -> UICollectionViewTransitionLayout {
        if let running = interactiveLayoutTransition {
            SegueDiagnostics.report("\(self): startInteractiveTransition(to: \(layout)) while the interactive transition to "
                + "\(running.layout.nextLayout) runs; the running one goes on")
            return running.layout
        }
        layoutIfNeeded()
        let old = collectionViewLayout
        let transition = collectionDelegate?.collectionView(self, transitionLayoutForOldLayout: old, newLayout: layout)
            ?? UICollectionViewTransitionLayout(currentLayout: old, nextLayout: layout)
        old.prepareForTransition(to: layout)
        layout.prepareForTransition(from: old)
        layout.collectionView = self
        layout.prepare()
        transition.startOffset = contentOffset
        var proposed = layout.targetContentOffset(forProposedContentOffset: contentOffset)
        proposed = collectionDelegate?.collectionView(self, targetContentOffsetForProposedContentOffset: proposed) ?? proposed
        transition.endOffset = clampedOffset(proposed, contentSize: layout.collectionViewContentSize)
        transition.begin(visibleSize: bounds.size)
        for view in visibleViews.values { view.willTransition(from: old, to: transition) }
        interactiveLayoutTransition = (transition, completion)
        layoutStorage = transition
        adopt(transition)
        old.collectionView = self
        return transition
    }

    /// Animates the interactive change on to its new layout, which stays.
    public func finishInteractiveTransition() { endInteractiveTransition(installingNewLayout: true) }

    /// Animates the interactive change back to the layout it started from.
    public func cancelInteractiveTransition() { endInteractiveTransition(installingNewLayout: false) }

    /// Animates to the new layout or back to the old one; the completion gets
    /// (whether the animations ran to their end, whether the new layout is installed) (R18.5).
    private func endInteractiveTransition(installingNewLayout: Bool) {
        guard let (transition, completion) = interactiveLayoutTransition else {
            return SegueDiagnostics.report("\(self): \(installingNewLayout ? "finish" : "cancel")InteractiveTransition() "
                + "with no interactive transition running; ignored")
        }
        interactiveLayoutTransition = nil
        let destination = installingNewLayout ? transition.nextLayout : transition.currentLayout
        let other = installingNewLayout ? transition.currentLayout : transition.nextLayout
        change(to: destination, animated: true) { finished in
            if other.collectionView === self { other.collectionView = nil }
            transition.currentLayout.finalizeLayoutTransition()
            transition.nextLayout.finalizeLayoutTransition()
            completion?(finished, installingNewLayout)
        }
    }

    /// Keeps the content offset between the two layouts' while a transition layout is installed.
    func followInteractiveContentOffset() {
        guard let transition = collectionViewLayout as? UICollectionViewTransitionLayout else { return }
        let offset = transition.interpolatedContentOffset
        if contentOffset != offset { contentOffset = offset }
    }
}
