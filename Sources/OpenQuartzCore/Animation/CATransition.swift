/// The kind of a layer transition.
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The new content fades in over the old (the default).
    public static let fade = CATransitionType(rawValue: "fade")
    /// The new content slides in over the old.
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    /// The new content pushes the old out.
    public static let push = CATransitionType(rawValue: "push")
    /// The old content slides away to reveal the new.
    public static let reveal = CATransitionType(rawValue: "reveal")
    /// A 3-D flip about the layer's centre (Apple's private "oglFlip", used by
    /// UIKit's `transitionFlipFrom…` options; subtype gives the direction).
    public static let flip = CATransitionType(rawValue: "oglFlip")
    /// The old content curls up from the bottom like a page (UIKit's `transitionCurlUp`).
    public static let pageCurl = CATransitionType(rawValue: "pageCurl")
    /// The new content uncurls down over the old (UIKit's `transitionCurlDown`).
    public static let pageUnCurl = CATransitionType(rawValue: "pageUnCurl")
}

/// The direction of a move-in, push or reveal transition.
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
    public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
    public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
    public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}

/// An animated change of a layer's whole appearance: added with key
/// `kCATransition`, it animates from how the layer looked when the
/// transaction began to how it looks after.
@preconcurrency @MainActor
open class CATransition: CAAnimation {
    public var type: CATransitionType = .fade
    public var subtype: CATransitionSubtype?
    /// Where the transition starts, 0…1.
    public var startProgress: Float = 0
    /// Where the transition ends, 0…1.
    public var endProgress: Float = 1

    public override init() { super.init() }

    public required init(copying other: CAAnimation) {
        super.init(copying: other)
        if let other = other as? CATransition {
            type = other.type
            subtype = other.subtype
            startProgress = other.startProgress
            endProgress = other.endProgress
        }
    }

    override func compile(for layer: CALayer) throws(AnimationCompileError) -> AnimationProgram {
        guard startProgress >= 0, endProgress <= 1, startProgress <= endProgress else {
            throw AnimationCompileError("CATransition progress must satisfy 0 ≤ startProgress (\(startProgress)) ≤ endProgress (\(endProgress)) ≤ 1")
        }
        return .transition(TransitionProgram(type: type, subtype: subtype,
                                             startProgress: Double(startProgress), endProgress: Double(endProgress)))
    }
}

/// The key under which layer transitions are stored.
public let kCATransition = "transition"
