extension CALayer {
    /// The transform from this layer's coordinates to its superlayer's, as Core
    /// Animation composes it: bounds origin and anchor, `transform` about the
    /// anchor, `position`, then the superlayer's `sublayerTransform` about its anchor.
    func transformToSuperlayer(_ p: LayerProperties, parent: LayerProperties?) -> CATransform3D {
        let anchor = CGPoint(x: p.bounds.minX + p.anchorPoint.x * p.bounds.width,
                             y: p.bounds.minY + p.anchorPoint.y * p.bounds.height)
        var m = CATransform3DMakeTranslation(-anchor.x, -anchor.y, -p.anchorPointZ)
        if !CATransform3DIsIdentity(p.transform) { m = CATransform3DConcat(m, p.transform) }
        m = CATransform3DConcat(m, CATransform3DMakeTranslation(p.position.x, p.position.y, p.zPosition + p.anchorPointZ))
        if let parent, !CATransform3DIsIdentity(parent.sublayerTransform) {
            let parentAnchor = CGPoint(x: parent.bounds.minX + parent.anchorPoint.x * parent.bounds.width,
                                       y: parent.bounds.minY + parent.anchorPoint.y * parent.bounds.height)
            m = CATransform3DConcat(m, CATransform3DMakeTranslation(-parentAnchor.x, -parentAnchor.y, 0))
            m = CATransform3DConcat(m, parent.sublayerTransform)
            m = CATransform3DConcat(m, CATransform3DMakeTranslation(parentAnchor.x, parentAnchor.y, 0))
        }
        return m
    }

    /// The transform from this layer's coordinates to the root of its tree.
    private func transformToRoot() -> (CATransform3D, CALayer) {
        var m = CATransform3DIdentity
        var node = self
        while let parent = node.superlayerStorage {
            m = CATransform3DConcat(m, node.transformToSuperlayer(node.modelValues, parent: parent.modelValues))
            node = parent
        }
        return (m, node)
    }

    private static func map(_ point: CGPoint, _ m: CATransform3D) -> CGPoint {
        let r = m.apply(to: (point.x, point.y, 0))
        guard r.w != 0 else { return CGPoint(x: r.x, y: r.y) }
        return CGPoint(x: r.x / r.w, y: r.y / r.w)
    }

    /// The transform mapping points of `layer` (nil: the root's space) into this layer.
    private func transform(from layer: CALayer?) -> CATransform3D? {
        let (mine, myRoot) = transformToRoot()
        var fromTheirs = CATransform3DIdentity
        if let layer {
            let (theirs, theirRoot) = layer.transformToRoot()
            guard theirRoot === myRoot else { return nil }
            fromTheirs = theirs
        }
        guard let inverse = mine.inverse else { return nil }
        return CATransform3DConcat(fromTheirs, inverse)
    }

    /// Converts a point from `layer`'s coordinates (nil: the root's) to this layer's.
    public func convert(_ p: CGPoint, from layer: CALayer?) -> CGPoint {
        guard let m = transform(from: layer) else { return p }
        return CALayer.map(p, m)
    }

    /// Converts a point from this layer's coordinates to `layer`'s (nil: the root's).
    public func convert(_ p: CGPoint, to layer: CALayer?) -> CGPoint {
        guard let layer else { return CALayer.map(p, transformToRoot().0) }
        return layer.convert(p, from: self)
    }

    /// Converts a rectangle from `layer`'s coordinates; the result bounds the mapped corners.
    public func convert(_ r: CGRect, from layer: CALayer?) -> CGRect {
        CALayer.boundingBox(of: r) { convert($0, from: layer) }
    }

    /// Converts a rectangle to `layer`'s coordinates.
    public func convert(_ r: CGRect, to layer: CALayer?) -> CGRect {
        CALayer.boundingBox(of: r) { convert($0, to: layer) }
    }

    /// The rectangle bounding `r`'s corners mapped by `map` (a conversion between coordinate spaces).
    package static func boundingBox(of r: CGRect, mappedBy map: (CGPoint) -> CGPoint) -> CGRect {
        let points = [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                      CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.maxX, y: r.maxY)].map(map)
        let xs = points.map(\.x), ys = points.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    func defaultHitTest(_ p: CGPoint) -> CALayer? {
        guard !isHidden else { return nil }
        let local: CGPoint
        if let parent = superlayerStorage {
            guard let inverse = transformToSuperlayer(modelValues, parent: parent.modelValues).inverse else { return nil }
            local = CALayer.map(p, inverse)
        } else {
            guard let inverse = transformToSuperlayer(modelValues, parent: nil).inverse else { return nil }
            local = CALayer.map(p, inverse)
        }
        let inside = contains(local)
        if masksToBounds && !inside { return nil }
        let ordered = sublayerStorage.enumerated().sorted {
            $0.element.zPosition != $1.element.zPosition ? $0.element.zPosition < $1.element.zPosition : $0.offset < $1.offset
        }
        for (_, sublayer) in ordered.reversed() {
            if let hit = sublayer.hitTest(local) { return hit }
        }
        return inside ? self : nil
    }

    // MARK: Time

    /// The layer whose time this one's is derived from: the superlayer, or the
    /// layer this one masks (a mask keeps its layer's time, so pausing a layer
    /// pauses its mask's animations too).
    final var timeParent: CALayer? { superlayerStorage ?? maskedLayer }

    /// This layer's local time for a global media time.
    func localTime(forGlobal t: CFTimeInterval) -> CFTimeInterval {
        if keepsGlobalTime { return t }
        let parentTime = timeParent?.localTime(forGlobal: t) ?? t
        return timeMapping.localTime(parentTime: parentTime)
    }

    /// Whether this layer and every time parent up the tree keep the default
    /// timing (begin time 0, speed 1, no offset): local time is global time,
    /// as for nearly every layer. Asked every frame for every animating layer's
    /// parent, so it is worked out again only after a timing or a tree changed.
    final var keepsGlobalTime: Bool {
        if globalTimeCheck.version == CALayer.timeTreeVersion { return globalTimeCheck.keeps }
        let keeps = timeMapping == LayerTimeMapping() && (timeParent?.keepsGlobalTime ?? true)
        globalTimeCheck = (CALayer.timeTreeVersion, keeps)
        return keeps
    }

    /// A layer's timing, parent or mask changed: every layer's `keepsGlobalTime` is asked again.
    static func timeTreeChanged() { timeTreeVersion &+= 1 }

    /// The global media time for a time in this layer's space.
    func globalTime(forLocal t: CFTimeInterval) -> CFTimeInterval {
        let parentTime = speed == 0 ? beginTime : (t - timeOffset) / Double(speed) + beginTime
        return timeParent?.globalTime(forLocal: parentTime) ?? parentTime
    }

    /// Whether this layer or an ancestor has speed 0 (its time stands still).
    var isTimeFrozen: Bool {
        if keepsGlobalTime { return false }
        var node: CALayer? = self
        while let layer = node {
            if layer.timeMapping.speed == 0 { return true }
            node = layer.timeParent
        }
        return false
    }

    /// Converts `t` from `layer`'s time space (nil: global media time) to this layer's.
    public func convertTime(_ t: CFTimeInterval, from layer: CALayer?) -> CFTimeInterval {
        let global = layer?.globalTime(forLocal: t) ?? t
        return localTime(forGlobal: global)
    }

    /// Converts `t` from this layer's time space to `layer`'s (nil: global media time).
    public func convertTime(_ t: CFTimeInterval, to layer: CALayer?) -> CFTimeInterval {
        let global = globalTime(forLocal: t)
        return layer?.localTime(forGlobal: global) ?? global
    }
}
