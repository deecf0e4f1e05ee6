/// Several animations run together in one time space: each child's
/// `beginTime` is relative to the group's start, and the group's `duration`
/// cuts the children off.
@preconcurrency @MainActor
open class CAAnimationGroup: CAAnimation {
    /// The animations of the group.
    public var animations: [CAAnimation]?

    public override init() { super.init() }

    public required init(copying other: CAAnimation) {
        super.init(copying: other)
        if let other = other as? CAAnimationGroup {
            animations = other.animations?.map { $0.copy() as! CAAnimation }
        }
    }

    override func compile(for layer: CALayer) throws(AnimationCompileError) -> AnimationProgram {
        var children: [(timing: TimingSnapshot, timingFunction: CAMediaTimingFunction?, program: AnimationProgram)] = []
        for child in animations ?? [] {
            children.append((child.timingSnapshot, child.timingFunction, try child.compile(for: layer)))
        }
        return .group(children)
    }
}
