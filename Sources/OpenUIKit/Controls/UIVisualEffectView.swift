/// A visual effect.
@preconcurrency @MainActor
open class UIVisualEffect: NSObject {
    public override init() {
        super.init()
    }
}

/// A blur of what is behind a view, with a tint.
@preconcurrency @MainActor
public final class UIBlurEffect: UIVisualEffect {
    /// The looks of a blur.
    public enum Style: Int, Sendable {
        case extraLight, light, dark, regular, prominent
        case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial

        /// The blur radius (points) and the tint laid over it.
        var appearance: (radius: CGFloat, tint: UIColor) {
            switch self {
            case .extraLight: return (20, UIColor(white: 0.97, alpha: 0.6))
            case .light: return (20, UIColor(white: 1, alpha: 0.3))
            case .dark: return (20, UIColor(white: 0.11, alpha: 0.73))
            case .regular, .systemMaterial: return (20, UIColor(white: 0.97, alpha: 0.45))
            case .prominent, .systemThickMaterial: return (20, UIColor(white: 0.97, alpha: 0.6))
            case .systemUltraThinMaterial: return (15, UIColor(white: 0.97, alpha: 0.15))
            case .systemThinMaterial: return (18, UIColor(white: 0.97, alpha: 0.3))
            case .systemChromeMaterial: return (20, UIColor(white: 0.97, alpha: 0.5))
            }
        }
    }

    public let style: Style

    public init(style: Style) {
        self.style = style
    }
}

/// A view that blurs what is behind it (a real blur, by the compositor) and
/// shows its `contentView` on top.
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
    /// Holds the subviews shown over the effect.
    public let contentView = UIView()
    private let tintLayer = CALayer()

    /// The effect (nil: none).
    open var effect: UIVisualEffect? {
        get { effectStorage }
        set { effectStorage = newValue; applyEffect() }
    }
    private var effectStorage: UIVisualEffect?

    /// A view showing `effect` (nil: none, as `UIVisualEffectView()` makes).
    public init(effect: UIVisualEffect?) {
        effectStorage = effect
        super.init(frame: .zero)
        layer.addSublayer(tintLayer)
        addSubview(contentView)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        applyEffect()
    }

    /// A view with no effect and the given frame.
    public override convenience init(frame: CGRect) {
        self.init(effect: nil)
        self.frame = frame
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        layer.addSublayer(tintLayer)
        addSubview(contentView)
    }

    open override func layoutSubviews() {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        tintLayer.frame = bounds
        tintLayer.cornerRadius = layer.cornerRadius
        contentView.frame = bounds
        CATransaction.commit()
    }

    private func applyEffect() {
        let appearance = (effect as? UIBlurEffect)?.style.appearance
        layer.backdropBlurRadius = appearance?.radius ?? 0
        tintLayer.backgroundColor = appearance?.tint.cgColor
        setNeedsLayout()
    }
}
