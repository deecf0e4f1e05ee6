/// What a real device's screen keeps clear of content whether or not the
/// status bar shows — in portrait and in landscape: sensor housing or Dynamic
/// Island, rounded corners, home indicator — and its status bar's height,
/// which the window adds while the bar shows (R18.8).
/// A screen without them (a generic host) has only a 20-point status bar.
package struct ScreenSafeAreas: Sendable, Equatable {
    /// The safe area's insets when the screen is taller than wide.
    package var portrait: UIEdgeInsets
    /// The safe area's insets when the screen is wider than tall.
    package var landscape: UIEdgeInsets
    /// The height of the status bar when it shows.
    package var statusBarHeight: CGFloat

    package init(portrait: UIEdgeInsets, landscape: UIEdgeInsets, statusBarHeight: CGFloat) {
        self.portrait = portrait
        self.landscape = landscape
        self.statusBarHeight = statusBarHeight
    }

    /// The insets for a screen of `size`: landscape when it is wider than tall.
    package func insets(for size: CGSize) -> UIEdgeInsets {
        size.width > size.height ? landscape : portrait
    }
}
