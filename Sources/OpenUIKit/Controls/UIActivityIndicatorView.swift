import Foundation

/// The spinner that shows a task is in progress: eight rounded spokes around a
/// centre, the leading one darkest and the trailing ones fading, stepping a
/// spoke clockwise every eighth of a second while animating.
///
/// The spinning is a repeating `transform.rotation.z` keyframe animation (key
/// `"spin"`) on a layer inside the view; it runs while the view is animating
/// and in a window. It never ends by itself, so a `TestHost`'s
/// `runUntilIdle()` does not return while a spinner spins on screen: stop it,
/// or step time with `advance(by:)`.
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
    /// The look of the indicator.
    public enum Style: Int, Sendable {
        /// The large white indicator of iOS 12 and earlier (now `.large` in white).
        @available(*, deprecated, renamed: "large")
        case whiteLarge = 0
        /// The small white indicator of iOS 12 and earlier (now `.medium` in white).
        @available(*, deprecated, renamed: "medium")
        case white = 1
        /// The small gray indicator of iOS 12 and earlier (now `.medium`).
        @available(*, deprecated, renamed: "medium")
        case gray = 2
        /// The 20-point indicator (the default).
        case medium = 100
        /// The 37-point indicator.
        case large = 101
    }

    /// How many spokes, and the time a full turn takes (a spoke a step).
    static let spokeCount = 8
    static let revolutionDuration: TimeInterval = 1
    /// The default colour of the spokes: a medium gray.
    static let defaultColor = UIColor.systemGray
    /// The key of the spinning animation.
    static let spinKey = "spin"

    /// The look (default `.medium`); it sets the size and, for the legacy white styles, the colour.
    open var style: Style {
        get { styleStorage }
        set {
            styleStorage = newValue
            rebuildSpokes()
            invalidateIntrinsicContentSize()
        }
    }
    private var styleStorage: Style

    /// The spokes' colour (by default a gray, white for the legacy white styles).
    open var color: UIColor! {
        get { colorStorage ?? Self.color(for: styleStorage) }
        set {
            colorStorage = newValue
            rebuildSpokes()
        }
    }
    private var colorStorage: UIColor?

    /// Whether the view hides itself when not animating (default true).
    open var hidesWhenStopped: Bool {
        get { hidesWhenStoppedStorage }
        set { hidesWhenStoppedStorage = newValue; updateVisibility() }
    }
    private var hidesWhenStoppedStorage = true

    /// Whether `startAnimating()` was called and `stopAnimating()` has not been since.
    open var isAnimating: Bool { isAnimatingStorage }
    private var isAnimatingStorage = false

    /// The layer the spokes sit in; it is the one that turns.
    private let spokesLayer = CALayer()

    /// An indicator of `style`, sized for it (20 or 37 points), stopped and hidden.
    public init(style: Style) {
        styleStorage = style
        super.init(frame: CGRect(origin: .zero, size: Self.size(for: style)))
        setUp()
    }

    /// A `.medium` indicator at `frame`, stopped and hidden.
    public override init(frame: CGRect) {
        styleStorage = .medium
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        styleStorage = .medium
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        isUserInteractionEnabled = false
        spokesLayer.name = "UIActivityIndicatorView spokes"
        layer.addSublayer(spokesLayer)
        rebuildSpokes()
        updateVisibility()
    }

    /// 37 points for `.large` and the legacy `.whiteLarge` (raw value 0), else 20.
    private static func size(for style: Style) -> CGSize {
        style == .large || style.rawValue == 0 ? CGSize(width: 37, height: 37) : CGSize(width: 20, height: 20)
    }

    /// White for the legacy white styles (raw values 0 and 1), else the gray.
    private static func color(for style: Style) -> UIColor {
        style.rawValue == 0 || style.rawValue == 1 ? .white : defaultColor
    }

    /// The style's size: 20×20 points for `.medium`, 37×37 for `.large`.
    open override var intrinsicContentSize: CGSize { Self.size(for: styleStorage) }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size(for: styleStorage) }

    /// Starts spinning and shows the view.
    open func startAnimating() {
        guard !isAnimatingStorage else { return }
        isAnimatingStorage = true
        updateVisibility()
        updateSpin()
    }

    /// Stops spinning and, when `hidesWhenStopped`, hides the view.
    open func stopAnimating() {
        guard isAnimatingStorage else { return }
        isAnimatingStorage = false
        updateSpin()
        updateVisibility()
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        updateSpin()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        spokesLayer.position = CGPoint(x: bounds.midX, y: bounds.midY)
        CATransaction.commit()
    }

    /// Hidden when stopped and hiding when stopped; shown otherwise.
    private func updateVisibility() {
        isHidden = hidesWhenStoppedStorage && !isAnimatingStorage
    }

    /// Adds the spin while animating in a window; removes it otherwise.
    private func updateSpin() {
        let spins = isAnimatingStorage && window != nil
        if spins, spokesLayer.animation(forKey: Self.spinKey) == nil {
            let spin = CAKeyframeAnimation(keyPath: "transform.rotation.z")
            spin.values = (0..<Self.spokeCount).map { CGFloat($0) * 2 * .pi / CGFloat(Self.spokeCount) }
            spin.calculationMode = .discrete
            spin.duration = Self.revolutionDuration
            spin.repeatCount = .infinity
            spokesLayer.add(spin, forKey: Self.spinKey)
        } else if !spins {
            spokesLayer.removeAnimation(forKey: Self.spinKey)
        }
    }

    /// Draws the spokes: spoke 0 points up and is the darkest; each spoke
    /// further counterclockwise (behind it as it turns) is fainter.
    private func rebuildSpokes() {
        let size = Self.size(for: styleStorage)
        let scale = size.width / 20
        let spokeWidth = 2 * scale
        let inner = 4.5 * scale, outer = 9.5 * scale
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        spokesLayer.sublayers?.forEach { $0.removeFromSuperlayer() }
        spokesLayer.bounds = CGRect(origin: .zero, size: size)
        spokesLayer.position = CGPoint(x: bounds.midX, y: bounds.midY)
        let color = colorStorage ?? Self.color(for: styleStorage)
        for index in 0..<Self.spokeCount {
            let spoke = CALayer()
            spoke.bounds = CGRect(x: 0, y: 0, width: spokeWidth, height: outer - inner)
            spoke.cornerRadius = spokeWidth / 2
            spoke.backgroundColor = color.cgColor
            // Behind the leading spoke by `index` steps, fading from full strength to 30 %.
            spoke.opacity = Float(1 - 0.7 * Double(index) / Double(Self.spokeCount - 1))
            let angle = -CGFloat(index) * 2 * .pi / CGFloat(Self.spokeCount)
            let radius = (inner + outer) / 2
            spoke.position = CGPoint(x: size.width / 2 + radius * sin(angle), y: size.height / 2 - radius * cos(angle))
            spoke.setAffineTransform(CGAffineTransform(rotationAngle: angle))
            spokesLayer.addSublayer(spoke)
        }
    }
}
