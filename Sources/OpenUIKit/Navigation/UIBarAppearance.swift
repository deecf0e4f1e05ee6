/// The look every bar shares: its background (an effect, a colour, or both,
/// the colour over the effect) and the hairline along its edge.
///
/// Segue draws the default material (`.systemChromeMaterial`, what
/// `configureWithDefaultBackground()` sets) as a flat translucent tint, as
/// bars always looked here; any other effect is a real blur of what is behind
/// the bar (see docs/Differences.md).
@preconcurrency @MainActor
open class UIBarAppearance: NSObject, NSCopying {
    /// The blur behind the bar's background colour (nil: none).
    open var backgroundEffect: UIBlurEffect?
    /// The bar's background colour, over `backgroundEffect` (nil: none).
    open var backgroundColor: UIColor?
    /// The colour of the hairline along the bar's edge (nil: none).
    open var shadowColor: UIColor?

    /// Counts the changes of any appearance's text attributes (titles, buttons):
    /// a bar keeps the style it worked out from an appearance while this is unchanged.
    static var textAttributesGeneration: UInt64 = 0

    /// The default look: the system material with a hairline.
    public override init() {
        super.init()
        configureWithDefaultBackground()
    }

    /// The default look for a device of `idiom` (the same look for every idiom here).
    public convenience init(idiom: UIUserInterfaceIdiom) {
        self.init()
    }

    /// A copy of `barAppearance`'s background and shadow.
    public required init(barAppearance: UIBarAppearance) {
        super.init()
        backgroundEffect = barAppearance.backgroundEffect
        backgroundColor = barAppearance.backgroundColor
        shadowColor = barAppearance.shadowColor
    }

    /// The system material behind the bar, and a hairline.
    open func configureWithDefaultBackground() {
        backgroundEffect = UIBlurEffect(style: .systemChromeMaterial)
        backgroundColor = nil
        shadowColor = UIColor(white: 0, alpha: 0.3)
    }

    /// An opaque background of the system background colour, with a hairline.
    open func configureWithOpaqueBackground() {
        backgroundEffect = nil
        backgroundColor = .systemBackground
        shadowColor = UIColor(white: 0, alpha: 0.3)
    }

    /// No background and no hairline: the content shows through.
    open func configureWithTransparentBackground() {
        backgroundEffect = nil
        backgroundColor = nil
        shadowColor = nil
    }

    /// A copy of the appearance, of the same class.
    nonisolated public func copy(with zone: NSZone? = nil) -> Any {
        MainActor.assumeIsolated { type(of: self).init(barAppearance: self) }
    }

    /// Whether the background is the default material and nothing else.
    var hasDefaultBackground: Bool {
        backgroundColor == nil && backgroundEffect?.style == .systemChromeMaterial
    }

    /// Whether the appearance draws nothing behind the bar's content.
    var hasTransparentBackground: Bool { backgroundColor == nil && backgroundEffect == nil }
}
