extension UIView {
    // MARK: State

    /// The view's Auto Layout state, made on first use.
    var layoutStateOrMake: ViewLayoutState {
        if let layoutState { return layoutState }
        let made = ViewLayoutState()
        layoutState = made
        return made
    }

    /// The engine of this view's hierarchy, if one has been built.
    var layoutEngineIfBuilt: LayoutEngine? {
        var root = self
        while let parent = root.superview { root = parent }
        return root.layoutState?.engine
    }

    // MARK: Constraints

    /// The constraints installed on this view (active ones whose items' nearest common ancestor it is).
    public var constraints: [NSLayoutConstraint] { layoutState?.constraints ?? [] }

    /// Activates `constraint` (UIKit's older form; the items must be this view or its descendants).
    public func addConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = true }
    /// Activates each of `constraints`.
    public func addConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.activate(constraints) }
    /// Deactivates `constraint` when it is installed on this view.
    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        if constraint.installedOn === self { constraint.isActive = false }
    }
    /// Deactivates each of `constraints` installed on this view.
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) { for constraint in constraints { removeConstraint(constraint) } }

    func install(_ constraint: NSLayoutConstraint) {
        layoutStateOrMake.constraints.append(constraint)
        constraint.installedOn = self
        LayoutConstraintCensus.activeConstraints += 1
        if let engine = layoutEngineIfBuilt {
            engine.add(constraint)   // the engine asks for the layout it needs (`setNeedsSolve`)
        } else {
            setNeedsLayout()         // the next layout builds the engine
        }
    }

    func uninstall(_ constraint: NSLayoutConstraint) {
        layoutState?.constraints.removeAll { $0 === constraint }
        constraint.installedOn = nil
        LayoutConstraintCensus.activeConstraints -= 1
        layoutEngineIfBuilt?.remove(constraint)
    }

    /// Whether this view's subtree has installed constraints.
    var subtreeHasConstraints: Bool {
        if layoutState?.constraints.isEmpty == false { return true }
        return subviews.contains { $0.subtreeHasConstraints }
    }

    /// Called before the view leaves its superview: constraints that tie its
    /// subtree to views outside it are deactivated (as UIKit does), and the
    /// engines of both hierarchies are dropped to be built again.
    func autoLayoutWillLeaveSuperview() {
        guard let superview else { return }
        var ancestor: UIView? = superview
        while let current = ancestor {
            for constraint in current.layoutState?.constraints ?? [] where constraint.references(insideOf: self) {
                constraint.isActive = false
            }
            ancestor = current.superview
        }
        dropLayoutEngines()
    }

    /// Called after the view joined a superview: the engines are built again with it.
    func autoLayoutDidJoinSuperview() {
        dropLayoutEngines()
        if subtreeHasConstraints { setNeedsLayout(); superview?.setNeedsLayout() }
    }

    private func dropLayoutEngines() {
        layoutState?.engine = nil
        var root = self
        while let parent = root.superview { root = parent }
        if root.layoutState?.engine != nil {
            root.layoutState?.engine = nil
            root.setNeedsLayout()
        }
    }

    // MARK: Intrinsic size and priorities

    /// How strongly the view resists growing beyond its intrinsic size along `axis` (default 250).
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        let priorities = layoutState?.huggingPriorities ?? (.defaultLow, .defaultLow)
        return axis == .horizontal ? priorities.horizontal : priorities.vertical
    }

    /// Sets the content hugging priority along `axis`.
    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal { layoutStateOrMake.huggingPriorities.horizontal = priority } else {
            layoutStateOrMake.huggingPriorities.vertical = priority
        }
        layoutState?.memberEngine?.viewNeedsSync(self)
    }

    /// How strongly the view resists shrinking below its intrinsic size along `axis` (default 750).
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        let priorities = layoutState?.compressionPriorities ?? (.defaultHigh, .defaultHigh)
        return axis == .horizontal ? priorities.horizontal : priorities.vertical
    }

    /// Sets the compression resistance priority along `axis`.
    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal { layoutStateOrMake.compressionPriorities.horizontal = priority } else {
            layoutStateOrMake.compressionPriorities.vertical = priority
        }
        layoutState?.memberEngine?.viewNeedsSync(self)
    }

    /// Tells Auto Layout that `intrinsicContentSize` changed.
    public func invalidateIntrinsicContentSize() {
        setNeedsLayout()
        if let engine = layoutState?.memberEngine {
            engine.viewNeedsSync(self)
            superview?.setNeedsLayout()
        }
    }

    // MARK: The update cycle

    /// Asks for `updateConstraints()` before the next layout pass.
    public func setNeedsUpdateConstraints() {
        guard layoutState?.needsUpdateConstraints != true else { return }
        layoutStateOrMake.needsUpdateConstraints = true
        LayoutConstraintCensus.pendingConstraintUpdates += 1
        setNeedsLayout()
        var root = self
        while let parent = root.superview { root = parent }
        root.setNeedsLayout()
    }

    /// Whether `updateConstraints()` is pending.
    public func needsUpdateConstraints() -> Bool { layoutState?.needsUpdateConstraints ?? false }

    /// Runs `updateConstraints()` now if it is pending (for a controller's view,
    /// the controller's `updateViewConstraints()`).
    public func updateConstraintsIfNeeded() {
        guard layoutState?.needsUpdateConstraints == true else { return }
        layoutState?.needsUpdateConstraints = false
        LayoutConstraintCensus.pendingConstraintUpdates -= 1
        if let controller = viewControllerOwningView {
            controller.updateViewConstraints()
        } else {
            updateConstraints()
        }
    }

    // MARK: Solving and applying

    /// Solves the hierarchy's constraints, so `layoutSubviews` can apply them
    /// (`layoutIfNeeded()` does this first, as in UIKit).
    func solveConstraintsIfNeeded() {
        updateConstraintsInSubtreeIfNeeded()
        // Without active constraints there is nothing to solve: skip the walks.
        guard LayoutConstraintCensus.activeConstraints > 0 else { return }
        guard layoutState?.memberEngine != nil || layoutEngineIfBuilt != nil || subtreeHasConstraints else { return }
        LayoutEngine.engine(for: self).solveIfNeeded()
    }

    /// Runs the pending `updateConstraints()` of this subtree, deepest first.
    func updateConstraintsInSubtreeIfNeeded() {
        guard LayoutConstraintCensus.pendingConstraintUpdates > 0 else { return }
        for subview in subviews { subview.updateConstraintsInSubtreeIfNeeded() }
        updateConstraintsIfNeeded()
    }

    /// Sets the frames of the subviews placed by constraints (part of `layoutSubviews`).
    func applyConstraintLayoutToSubviews() {
        updateConstraintsInSubtreeIfNeeded()
        guard LayoutConstraintCensus.activeConstraints > 0 else { return }
        let placesSubviews = layoutState?.constraints.isEmpty == false
            || subviews.contains { !$0.translatesAutoresizingMaskIntoConstraints }
        guard placesSubviews || layoutState?.memberEngine != nil || layoutEngineIfBuilt != nil else { return }
        let engine = LayoutEngine.engine(for: self)
        engine.solveIfNeeded()
        var moved = false
        for subview in subviews where !subview.translatesAutoresizingMaskIntoConstraints {
            if let frame = engine.frame(of: subview) { moved = subview.applyLayoutFrame(frame) || moved }
        }
        // The safe areas under the moved views changed: the guides pinned to them solve again.
        if moved && engine.hasSystemGuides { engine.setNeedsSolve() }
    }

    /// The frame Auto Layout sees: the untransformed rectangle around the centre.
    var layoutFrameIgnoringTransform: CGRect {
        let size = bounds.size
        let anchor = layer.anchorPoint
        return CGRect(x: center.x - size.width * anchor.x, y: center.y - size.height * anchor.y,
                      width: size.width, height: size.height)
    }

    /// Places the view at `frame` through its bounds and centre (keeping any
    /// transform); returns whether it moved.
    @discardableResult
    func applyLayoutFrame(_ frame: CGRect) -> Bool {
        guard !frame.isApproximatelyEqual(to: layoutFrameIgnoringTransform) else { return false }
        let anchor = layer.anchorPoint
        if bounds.size != frame.size { bounds = CGRect(origin: bounds.origin, size: frame.size) }
        center = CGPoint(x: frame.minX + frame.width * anchor.x, y: frame.minY + frame.height * anchor.y)
        return true
    }

    // MARK: Fitting

    /// The largest size the constraints allow (a fitting target).
    public static let layoutFittingExpandedSize = CGSize(width: 100_000, height: 100_000)

    /// The size the view's constraints give it closest to `targetSize`.
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
                                verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size the view's constraints give it, held near `targetSize` with the given priorities.
    public func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                        verticalFittingPriority: UILayoutPriority) -> CGSize {
        let engine = LayoutEngine.fittingEngine(for: self)
        engine.fit(targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
        let size = engine.rootSize
        // The fitting engine borrowed this view's membership; give it back to the hierarchy's.
        layoutState?.memberEngine = layoutEngineIfBuilt
        return size
    }

    // MARK: Ambiguity

    /// Whether the constraints leave the view's frame undetermined.
    public var hasAmbiguousLayout: Bool { LayoutEngine.engine(for: self).isAmbiguous(self) }

    /// Moves an ambiguous view to another frame its constraints allow (a debugging aid).
    public func exerciseAmbiguityInLayout() { LayoutEngine.engine(for: self).exerciseAmbiguity(of: self) }

    // MARK: Guides

    /// The guides added to this view.
    public var layoutGuides: [UILayoutGuide] { layoutState?.guides ?? [] }

    /// Adds `layoutGuide` to the view; its constraints may then relate it to the view's hierarchy.
    public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        layoutGuide.owningView = self
        layoutStateOrMake.guides.append(layoutGuide)
    }

    /// Removes `layoutGuide`, deactivating its constraints.
    public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        var ancestor: UIView? = self
        while let current = ancestor {
            for constraint in current.constraints
            where constraint.firstLayoutItem === layoutGuide || constraint.secondLayoutItem === layoutGuide {
                constraint.isActive = false
            }
            ancestor = current.superview
        }
        layoutState?.guides.removeAll { $0 === layoutGuide }
        layoutGuide.owningView = nil
    }

    /// The view inset by its safe area.
    public var safeAreaLayoutGuide: UILayoutGuide {
        if let guide = layoutState?.safeAreaGuide { return guide }
        let guide = UILayoutGuide(kind: .safeArea, owningView: self, identifier: "UIViewSafeAreaLayoutGuide")
        layoutStateOrMake.safeAreaGuide = guide
        return guide
    }

    /// The view inset by its layout margins.
    public var layoutMarginsGuide: UILayoutGuide {
        if let guide = layoutState?.marginsGuide { return guide }
        let guide = UILayoutGuide(kind: .margins, owningView: self, identifier: "UIViewLayoutMarginsGuide")
        layoutStateOrMake.marginsGuide = guide
        return guide
    }

    /// The part of the view the keyboard covers; with no keyboard, the strip
    /// below the safe area (iOS 15).
    public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
        if let guide = layoutState?.keyboardGuide { return guide }
        let guide = UIKeyboardLayoutGuide(owningView: self)
        layoutStateOrMake.keyboardGuide = guide
        return guide
    }

    /// The margins, narrowed to a readable line width.
    public var readableContentGuide: UILayoutGuide {
        if let guide = layoutState?.readableGuide { return guide }
        let guide = UILayoutGuide(kind: .readableContent, owningView: self, identifier: "UIViewReadableContentGuide")
        layoutStateOrMake.readableGuide = guide
        return guide
    }

    /// The layout margins, plus the safe area when `insetsLayoutMarginsFromSafeArea` (the default).
    /// With `preservesSuperviewLayoutMargins`, each edge lying inside the
    /// superview's (effective) margin is at least the rest of that margin.
    var effectiveLayoutMargins: UIEdgeInsets {
        var margins = layoutMargins
        if insetsLayoutMarginsFromSafeArea {
            let safe = safeAreaInsets
            margins = UIEdgeInsets(top: margins.top + safe.top, left: margins.left + safe.left,
                                   bottom: margins.bottom + safe.bottom, right: margins.right + safe.right)
        }
        guard preservesSuperviewLayoutMargins, let superview else { return margins }
        let outer = superview.effectiveLayoutMargins
        let frame = layoutFrameIgnoringTransform, size = superview.bounds.size
        let origin = superview.bounds.origin
        let minX = frame.minX - origin.x, minY = frame.minY - origin.y
        let maxX = frame.maxX - origin.x, maxY = frame.maxY - origin.y
        margins.left = max(margins.left, outer.left - minX)
        margins.top = max(margins.top, outer.top - minY)
        margins.right = max(margins.right, outer.right - (size.width - maxX))
        margins.bottom = max(margins.bottom, outer.bottom - (size.height - maxY))
        return margins
    }

    // MARK: Anchors

    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
}

extension NSLayoutConstraint {
    /// Whether an item of the constraint is `view`, a view inside it, or a guide of one.
    func references(insideOf view: UIView) -> Bool {
        [firstLayoutItem, secondLayoutItem].contains { item in
            guard let placed = item?.hierarchyView else { return false }
            return placed.isDescendant(of: view)
        }
    }
}
