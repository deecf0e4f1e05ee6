extension UIView {
    /// A view showing how this view looks now (`afterScreenUpdates`: after
    /// pending changes are laid out and drawn), which does not change afterwards.
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        guard let image = snapshotImage(afterScreenUpdates: afterUpdates) else { return nil }
        let snapshot = UIView(frame: CGRect(origin: .zero, size: bounds.size))
        snapshot.layer.contents = image
        snapshot.layer.contentsScale = UIView.contentScale
        return snapshot
    }

    /// A snapshot of `rect` (in this view's coordinates) whose `capInsets`
    /// keep their size when the snapshot view is resized.
    public func resizableSnapshotView(from rect: CGRect, afterScreenUpdates afterUpdates: Bool,
                                      withCapInsets capInsets: UIEdgeInsets) -> UIView? {
        guard let whole = snapshotImage(afterScreenUpdates: afterUpdates) else { return nil }
        let scale = UIView.contentScale
        let pixels = CGRect(x: (rect.minX - bounds.minX) * scale, y: (rect.minY - bounds.minY) * scale,
                            width: rect.width * scale, height: rect.height * scale)
        guard let image = whole.cropping(to: pixels), rect.width > 0, rect.height > 0 else { return nil }
        let snapshot = UIView(frame: CGRect(origin: .zero, size: rect.size))
        snapshot.layer.contents = image
        snapshot.layer.contentsScale = scale
        snapshot.layer.contentsCenter = CGRect(
            x: capInsets.left / rect.width, y: capInsets.top / rect.height,
            width: max(0, rect.width - capInsets.left - capInsets.right) / rect.width,
            height: max(0, rect.height - capInsets.top - capInsets.bottom) / rect.height)
        return snapshot
    }

    /// Draws the view hierarchy into the current context, scaled into `rect`.
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        guard let context = UIGraphicsGetCurrentContext(), let image = snapshotImage(afterScreenUpdates: afterUpdates) else {
            return false
        }
        // The current context has UIKit's top-left origin; images draw upright in a y-up space.
        context.saveGState()
        context.translateBy(x: 0, y: rect.maxY)
        context.scaleBy(x: 1, y: -1)
        context.draw(image, in: CGRect(x: rect.minX, y: 0, width: rect.width, height: rect.height))
        context.restoreGState()
        return true
    }

    private func snapshotImage(afterScreenUpdates afterUpdates: Bool) -> CGImage? {
        if afterUpdates {
            FrameLoop.shared.layoutNow()
            displayPendingContent(in: self)
        }
        return Compositor(usesPresentationValues: !afterUpdates, cachesSubtrees: false)
            .renderInside(layer, scale: Double(UIView.contentScale))
    }

    private func displayPendingContent(in view: UIView) {
        view.layer.displayIfNeeded()
        for subview in view.subviews { displayPendingContent(in: subview) }
    }
}
