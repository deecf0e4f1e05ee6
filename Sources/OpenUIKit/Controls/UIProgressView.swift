import Foundation

/// A bar that shows how far a task has got: a 4-point rounded track, filled
/// from the leading end in the tint colour up to `progress`.
///
/// `setProgress(_:animated:)` grows or shrinks the fill over
/// ``animationDuration`` seconds on the ease-in-ease-out curve.
@preconcurrency @MainActor
open class UIProgressView: UIView {
    /// The look of the bar.
    public enum Style: Int, Sendable {
        /// The standard rounded bar.
        case `default` = 0
        /// A square-ended bar for a toolbar, its unfilled track clear.
        case bar = 1
    }

    /// The bar's height (iOS 13 and later).
    static let barHeight: CGFloat = 4
    /// How long an animated change of progress takes.
    static let animationDuration: TimeInterval = 0.25
    /// The default track colour: iOS's translucent gray fill (120, 120, 128 at 20 %).
    static let defaultTrackColor = UIColor(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.2)

    /// The look (default `.default`).
    open var progressViewStyle: Style {
        get { styleStorage }
        set { styleStorage = newValue; updateAppearance() }
    }
    private var styleStorage: Style = .default

    /// The fraction done, 0…1 (values outside are clamped). Setting it does not animate.
    open var progress: Float {
        get { progressStorage }
        set { setProgress(newValue, animated: false) }
    }
    private var progressStorage: Float = 0

    /// The fill's colour (nil: the tint colour).
    open var progressTintColor: UIColor? {
        get { progressTintStorage }
        set { progressTintStorage = newValue; updateAppearance() }
    }
    private var progressTintStorage: UIColor?

    /// The unfilled track's colour (nil: a translucent gray; clear for `.bar`).
    open var trackTintColor: UIColor? {
        get { trackTintStorage }
        set { trackTintStorage = newValue; updateAppearance() }
    }
    private var trackTintStorage: UIColor?

    private let fill = UIView()

    /// A bar of `style`, 4 points high.
    public convenience init(progressViewStyle style: Style) {
        self.init(frame: CGRect(x: 0, y: 0, width: 0, height: Self.barHeight))
        styleStorage = style
        updateAppearance()
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        clipsToBounds = true
        fill.isUserInteractionEnabled = false
        addSubview(fill)
        updateAppearance()
        layOutFill()
    }

    /// Sets the fraction done (clamped to 0…1), growing the fill when `animated`.
    open func setProgress(_ progress: Float, animated: Bool) {
        progressStorage = progress.isFinite ? min(max(progress, 0), 1) : 0
        if animated {
            UIView.animate(withDuration: Self.animationDuration, delay: 0, options: .curveEaseInOut,
                           animations: { self.layOutFill() })
        } else {
            UIView.performWithoutAnimation { layOutFill() }
        }
    }

    /// No width of its own, 4 points high.
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: Self.barHeight) }

    /// The width it is given, 4 points high.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: Self.barHeight) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutFill()
        updateCorners()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateAppearance()
    }

    private func layOutFill() {
        fill.frame = CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width * CGFloat(progressStorage), height: bounds.height)
    }

    private func updateCorners() {
        let radius = styleStorage == .default ? bounds.height / 2 : 0
        layer.cornerRadius = radius
        fill.layer.cornerRadius = radius
    }

    private func updateAppearance() {
        fill.backgroundColor = progressTintStorage ?? tintColor
        backgroundColor = trackTintStorage ?? (styleStorage == .bar ? .clear : Self.defaultTrackColor)
        updateCorners()
    }
}
