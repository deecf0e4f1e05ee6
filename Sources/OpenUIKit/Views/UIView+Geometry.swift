extension UIView {
    // MARK: Conversion

    /// Converts a point from this view's coordinates to `view`'s (nil: the window's).
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        layer.convert(point, to: (view ?? window)?.layer)
    }

    /// Converts a point from `view`'s coordinates (nil: the window's) to this view's.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        layer.convert(point, from: (view ?? window)?.layer)
    }

    /// Converts a rectangle to `view`'s coordinates; the result bounds the converted corners.
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        layer.convert(rect, to: (view ?? window)?.layer)
    }

    /// Converts a rectangle from `view`'s coordinates.
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        layer.convert(rect, from: (view ?? window)?.layer)
    }

    // MARK: Hit-testing

    /// UIKit's rules: hidden views, views with alpha below 0.01 and views that
    /// do not take touches are skipped; subviews are tried front to back.
    func defaultHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard isUserInteractionEnabled, interactionBlockingAnimations == 0, !isHidden, alpha >= 0.01,
              self.point(inside: point, with: event) else { return nil }
        for subview in subviews.reversed() {
            let converted = subview.shownGeometryHitTests > 0 ? subview.pointAsShown(fromSuperview: point)
                : subview.convert(point, from: self)
            if let hit = subview.hitTest(converted, with: event) { return hit }
        }
        return self
    }

    /// `point` (in the superview's coordinates) in this view's, as the view is
    /// shown: a property animator moving it hit-tests it at its visible position (R9.9).
    private func pointAsShown(fromSuperview point: CGPoint) -> CGPoint {
        guard let shown = layer.presentation() else { return convert(point, from: superview) }
        let bounds = shown.bounds
        let anchor = CGPoint(x: bounds.minX + shown.anchorPoint.x * bounds.width,
                             y: bounds.minY + shown.anchorPoint.y * bounds.height)
        let offset = CGPoint(x: point.x - shown.position.x, y: point.y - shown.position.y)
            .applying(shown.affineTransform().inverted())
        return CGPoint(x: anchor.x + offset.x, y: anchor.y + offset.y)
    }

    // MARK: Layout

    /// Marks the view as needing `layoutSubviews()` before the next frame.
    public func setNeedsLayout() { layer.setNeedsLayout() }

    /// Solves the constraints, then lays the view and its subtree out now, where marked.
    public func layoutIfNeeded() {
        layer.enterRuntime()
        solveConstraintsIfNeeded()
        layer.layoutIfNeeded()
    }

    /// Tells the subtree that the safe area changed (a bar appeared or went, the
    /// status bar changed): each view hears `safeAreaInsetsDidChange()` and is
    /// laid out again, and the guides pinned to the safe area solve again.
    func safeAreaInsetsDidChangeInSubtree() {
        layoutState?.memberEngine?.setNeedsSolve()
        safeAreaInsetsDidChange()
        setNeedsLayout()
        for subview in subviews { subview.safeAreaInsetsDidChangeInSubtree() }
    }

    /// Called by the bounds and frame setters: lays out again and autoresizes subviews.
    func boundsSizeChanged(from oldSize: CGSize) {
        let newSize = bounds.size
        guard newSize != oldSize else { return }
        setNeedsLayout()
        if contentMode == .redraw { setNeedsDisplay() }
        guard autoresizesSubviews else { return }
        for subview in subviews where !subview.autoresizingMask.isEmpty {
            subview.autoresize(fromSuperviewSize: oldSize, to: newSize)
        }
    }

    /// Applies the autoresizing mask for a superview resized from `old` to `new`:
    /// the change is shared among the flexible parts in proportion to their size.
    func autoresize(fromSuperviewSize old: CGSize, to new: CGSize) {
        let mask = autoresizingMask
        // The untransformed frame (bounds about the anchor): a transformed view
        // (a presenter receded behind a sheet) resizes as if it were not.
        let size = bounds.size, anchor = layer.anchorPoint, position = center
        let f = CGRect(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height,
                       width: size.width, height: size.height)
        func distribute(_ parts: [CGFloat], _ flexible: [Bool], delta: CGFloat) -> [CGFloat] {
            let flexibleTotal = zip(parts, flexible).filter(\.1).map { max($0.0, 0) }.reduce(0, +)
            let count = CGFloat(flexible.filter { $0 }.count)
            guard count > 0 else { return parts }
            return zip(parts, flexible).map { part, isFlexible in
                guard isFlexible else { return part }
                return part + (flexibleTotal > 0 ? delta * max(part, 0) / flexibleTotal : delta / count)
            }
        }
        let x = distribute([f.minX, f.width, old.width - f.maxX],
                           [mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)],
                           delta: new.width - old.width)
        let y = distribute([f.minY, f.height, old.height - f.maxY],
                           [mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)],
                           delta: new.height - old.height)
        let width = max(0, x[1]), height = max(0, y[1])
        bounds = CGRect(origin: bounds.origin, size: CGSize(width: width, height: height))
        center = CGPoint(x: x[0] + anchor.x * width, y: y[0] + anchor.y * height)
    }
}
