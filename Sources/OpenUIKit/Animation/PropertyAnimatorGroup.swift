/// The animations one `addAnimations` call of a property animator made: they
/// share a progress source that the animator moves, starting at `start`.
@MainActor
final class PropertyAnimatorGroup {
    /// One animated property.
    struct Record {
        let layer: CALayer
        let key: String
        let keyPath: String
        let startValue: Any
        let endValue: Any
    }

    let source = AnimationProgressSource()
    /// The animator progress at which the group starts (and runs to 1 from).
    let start: Double
    private(set) var records: [Record] = []
    /// Whether the moving views are hit-tested where they are shown (the animator's
    /// `isManualHitTestingEnabled` is false, R9.9).
    var hitTestsShownGeometry: Bool {
        didSet {
            guard hitTestsShownGeometry != oldValue else { return }
            for view in movedViews { view.shownGeometryHitTests += hitTestsShownGeometry ? 1 : -1 }
        }
    }
    /// The views the group's animations move, until they go.
    private var movedViews: [UIView] = []

    init(start: Double, hitTestsShownGeometry: Bool = false) {
        self.start = start
        self.hitTestsShownGeometry = hitTestsShownGeometry
    }

    /// The group's animations are gone: hit-testing uses the model again.
    private func endShownGeometryHitTesting() {
        if hitTestsShownGeometry { for view in movedViews { view.shownGeometryHitTests -= 1 } }
        movedViews.removeAll()
    }

    /// Updates the group's progress from the animator's.
    func update(animatorProgress p: Double) {
        source.progress = start >= 1 ? 1 : (p - start) / (1 - start)
        if source.progress < 0 { source.progress = 0 }
    }

    /// Takes an animation made in the group's block: its progress now comes from the animator.
    func adopt(_ animation: CAAnimation, key: String, layer: CALayer, keyPath: String, start: Any, end: Any) {
        animation.progressSource = source
        if let view = layer.delegate as? UIView, !movedViews.contains(where: { $0 === view }) {
            movedViews.append(view)
            if hitTestsShownGeometry { view.shownGeometryHitTests += 1 }
        }
        records.append(Record(layer: layer, key: key, keyPath: keyPath, startValue: start, endValue: end))
    }

    /// Removes the group's animations, leaving each property at `position`'s value.
    func finish(at position: UIViewAnimatingPosition) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        for record in records {
            switch position {
            case .start: record.layer.setValue(record.startValue, forKeyPath: record.keyPath)
            case .end: record.layer.setValue(record.endValue, forKeyPath: record.keyPath)
            case .current:
                if let onScreen = record.layer.presentation()?.value(forKeyPath: record.keyPath) {
                    record.layer.setValue(onScreen, forKeyPath: record.keyPath)
                }
            }
            record.layer.removeAnimation(forKey: record.key)
        }
        CATransaction.commit()
        records.removeAll()
        endShownGeometryHitTesting()
    }

    /// Stops the group where it is: the on-screen values become the model values
    /// and the animations go; the records stay for `settle(at:)`.
    func freeze() {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        for record in records {
            if let onScreen = record.layer.presentation()?.value(forKeyPath: record.keyPath) {
                record.layer.setValue(onScreen, forKeyPath: record.keyPath)
            }
            record.layer.removeAnimation(forKey: record.key)
        }
        CATransaction.commit()
        endShownGeometryHitTesting()
    }

    /// After `freeze()`, puts every property at `position`'s value.
    func settle(at position: UIViewAnimatingPosition) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        for record in records {
            switch position {
            case .start: record.layer.setValue(record.startValue, forKeyPath: record.keyPath)
            case .end: record.layer.setValue(record.endValue, forKeyPath: record.keyPath)
            case .current: break
            }
        }
        CATransaction.commit()
        records.removeAll()
    }
}

/// What an animation block needs from a property animator.
typealias PropertyAnimatorDriver = PropertyAnimatorGroup
