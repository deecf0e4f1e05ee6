/// A display: its size in points, scale and refresh rate.
@preconcurrency @MainActor
public final class UIScreen: NSObject {
    /// The screen the hosts show windows on.
    public static var main: UIScreen { UIKitRuntimeState.forUnownedState.screen }
    package static var current: UIScreen {
        get { UIKitRuntimeState.current.screen }
        set { UIKitRuntimeState.current.replace(\.screen, with: newValue) }
    }

    /// The screen's rectangle in points. (Read whenever traits or the status
    /// bar are resolved: no dynamic exclusivity check.)
    @exclusivity(unchecked) public internal(set) var bounds: CGRect
    /// Pixels per point.
    public let scale: CGFloat
    /// The physical pixels per point (the same as `scale` here).
    public var nativeScale: CGFloat { scale }
    /// The refresh rate.
    public let maximumFramesPerSecond: Int
    /// The screen's rectangle in pixels.
    public var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
    }

    /// A real device's safe areas and status bar (nil: a generic screen with a 20-point status bar).
    package let safeAreas: ScreenSafeAreas?

    package init(bounds: CGRect, scale: CGFloat, maximumFramesPerSecond: Int, safeAreas: ScreenSafeAreas? = nil) {
        self.bounds = bounds
        self.scale = scale
        self.maximumFramesPerSecond = maximumFramesPerSecond
        self.safeAreas = safeAreas
    }

    /// The screen's traits: its device's size classes for the way round it
    /// is (R18.8), else those iOS gives a full-screen interface of its size.
    public var traitCollection: UITraitCollection {
        // Made once per size: every controller and view asks for it when it
        // resolves its traits (a presentation's do, several times).
        if let traits, traits.size == bounds.size { return traits.collection }
        let collection = makeTraitCollection()
        traits = (bounds.size, collection)
        return collection
    }
    @exclusivity(unchecked) private var traits: (size: CGSize, collection: UITraitCollection)?

    private func makeTraitCollection() -> UITraitCollection {
        let derived = UITraitCollection.screen(size: bounds.size, scale: scale)
        let landscape = bounds.width > bounds.height
        guard let classes = landscape ? safeAreas?.landscapeSizeClasses : safeAreas?.portraitSizeClasses else { return derived }
        return UITraitCollection(traitsFrom: [derived, UITraitCollection(horizontalSizeClass: classes.0),
                                              UITraitCollection(verticalSizeClass: classes.1)])
    }

    /// The screen's traits changed (its size classes, after a rotation). Does nothing.
    public func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// A display link for this screen calling `sel` on `target` each frame
    /// once added to a run loop (Segue's hosts show one screen, so it is
    /// `CADisplayLink(target:selector:)`).
    public func displayLink(withTarget target: Any, selector sel: Selector) -> CADisplayLink? {
        CADisplayLink(target: target, selector: sel)
    }

    /// Changes the size (a resized window or a rotation); hosts call it.
    package func resize(to size: CGSize) {
        bounds = CGRect(origin: .zero, size: size)
    }
}
