extension UIView {
    /// The window the view is in (itself, when it is one), or nil.
    public var window: UIWindow? { windowStorage }

    /// Adds `view` on top of the subviews (moving it here from its old superview).
    public func addSubview(_ view: UIView) {
        insert(view, at: subviews.count)
    }

    /// Inserts `view` at `index` among the subviews (clamped).
    public func insertSubview(_ view: UIView, at index: Int) {
        insert(view, at: index)
    }

    /// Inserts `view` just above `siblingSubview`.
    public func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        guard let index = subviews.index(ofIdentical: siblingSubview) else { addSubview(view); return }
        insert(view, at: index + 1)
    }

    /// Inserts `view` just below `siblingSubview`.
    public func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        guard let index = subviews.index(ofIdentical: siblingSubview) else { insert(view, at: 0); return }
        insert(view, at: index)
    }

    /// Moves `view` to the top of the subviews.
    public func bringSubviewToFront(_ view: UIView) {
        guard let index = subviews.index(ofIdentical: view) else { return }
        subviews.remove(at: index)
        subviews.append(view)
        syncLayer(of: view)
    }

    /// Moves `view` to the bottom of the subviews.
    public func sendSubviewToBack(_ view: UIView) {
        guard let index = subviews.index(ofIdentical: view) else { return }
        subviews.remove(at: index)
        subviews.insert(view, at: 0)
        syncLayer(of: view)
    }

    /// Swaps the subviews at two indices.
    public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviews.indices.contains(index1), subviews.indices.contains(index2), index1 != index2 else { return }
        subviews.swapAt(index1, index2)
        syncLayer(of: subviews[index1])
        syncLayer(of: subviews[index2])
    }

    /// Removes the view from its superview (and its window).
    public func removeFromSuperview() {
        guard let superview else { return }
        superview.layer.enterRuntime()
        if LayoutConstraintCensus.activeConstraints > 0 { autoLayoutWillLeaveSuperview() }
        let oldWindow = window
        superview.willRemoveSubview(self)
        willMove(toSuperview: nil)
        if oldWindow != nil { notifyWillMove(toWindow: nil) }
        superview.subviews.remove(identical: self)
        self.superview = nil
        if oldWindow != nil { setWindowOfSubtree(nil) }
        layer.removeFromSuperlayer()
        if oldWindow != nil { notifyDidMoveToWindow() }
        didMoveToSuperview()
    }

    /// Whether the view is `view` or one of its descendants.
    public func isDescendant(of view: UIView) -> Bool {
        // Up by unretained links: the hierarchy keeps every ancestor alive.
        unowned(unsafe) var node = self
        while node !== view {
            guard let parent = node.superview else { return false }
            node = parent
        }
        return true
    }

    private func insert(_ view: UIView, at requestedIndex: Int) {
        layer.enterRuntime()
        guard view !== self else {
            SegueDiagnostics.report("[UIView insertSubview:atIndex:] \(self): a view cannot be its own subview")
            return
        }
        guard !isDescendant(of: view) else {
            SegueDiagnostics.report("[UIView insertSubview:atIndex:] \(self): \(view) is an ancestor; adding it would make a cycle")
            return
        }
        if view.superview === self {
            // Only the order changes; no move hooks.
            let current = subviews.index(ofIdentical: view)!
            subviews.remove(at: current)
            subviews.insert(view, at: min(max(requestedIndex > current ? requestedIndex - 1 : requestedIndex, 0), subviews.count))
            syncLayer(of: view)
            return
        }
        let usesAutoLayout = LayoutConstraintCensus.activeConstraints > 0
        if usesAutoLayout, view.superview != nil { view.autoLayoutWillLeaveSuperview() }
        let oldWindow = view.window
        let newWindow = window
        let windowChanges = oldWindow !== newWindow
        view.willMove(toSuperview: self)
        if windowChanges { view.notifyWillMove(toWindow: newWindow) }
        if let oldSuperview = view.superview {
            oldSuperview.willRemoveSubview(view)
            oldSuperview.subviews.remove(identical: view)
        }
        let index = min(max(requestedIndex, 0), subviews.count)
        subviews.insert(view, at: index)
        view.superview = self
        if windowChanges { view.setWindowOfSubtree(newWindow) }
        syncLayer(of: view)
        if windowChanges { view.notifyDidMoveToWindow() }
        if usesAutoLayout { view.autoLayoutDidJoinSuperview() }
        view.didMoveToSuperview()
        if TraitEnvironmentState.overridesInUse { view.traitsMayHaveChangedAfterMove() }
        didAddSubview(view)
        if view.storedTintIsInherited { view.tintColorDidChange() }
    }

    /// Places `view`'s layer among this layer's sublayers to match `subviews`.
    private func syncLayer(of view: UIView) {
        guard let index = subviews.index(ofIdentical: view) else { return }
        if index + 1 < subviews.count {
            layer.insertSublayer(view.layer, below: subviews[index + 1].layer)
        } else if index > 0 {
            layer.insertSublayer(view.layer, above: subviews[index - 1].layer)
        } else {
            layer.addSublayer(view.layer)
        }
    }

    private func notifyWillMove(toWindow newWindow: UIWindow?) {
        // A first responder leaving its window resigns, whatever it answers (as in UIKit).
        if let oldWindow = window, oldWindow.firstResponder === self, !resignFirstResponder() {
            oldWindow.firstResponder = nil
            oldWindow.keyboardFollowsFirstResponder()
        }
        willMove(toWindow: newWindow)
        for subview in subviews { subview.notifyWillMove(toWindow: newWindow) }
    }

    /// Records `newWindow` as the window of the view and its descendants; a
    /// window inside stays the window of its own subtree.
    func setWindowOfSubtree(_ newWindow: UIWindow?) {
        guard !(self is UIWindow) else { return }
        windowStorage = newWindow
        for subview in subviews { subview.setWindowOfSubtree(newWindow) }
    }

    private func notifyDidMoveToWindow() {
        didMoveToWindow()
        for subview in subviews { subview.notifyDidMoveToWindow() }
    }
}

extension UIView: RuntimeOwned {
    /// The view's runtime: its layer's.
    package var owningRuntime: SegueRuntime { layer.owningRuntime }
}
