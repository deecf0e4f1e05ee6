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
    /// The device's size classes in portrait and in landscape, as (horizontal,
    /// vertical); nil derives them from the screen's size (R18.8).
    package var portraitSizeClasses: (UIUserInterfaceSizeClass, UIUserInterfaceSizeClass)?
    package var landscapeSizeClasses: (UIUserInterfaceSizeClass, UIUserInterfaceSizeClass)?

    package init(portrait: UIEdgeInsets, landscape: UIEdgeInsets, statusBarHeight: CGFloat,
                 portraitSizeClasses: (UIUserInterfaceSizeClass, UIUserInterfaceSizeClass)? = nil,
                 landscapeSizeClasses: (UIUserInterfaceSizeClass, UIUserInterfaceSizeClass)? = nil) {
        self.portrait = portrait
        self.landscape = landscape
        self.statusBarHeight = statusBarHeight
        self.portraitSizeClasses = portraitSizeClasses
        self.landscapeSizeClasses = landscapeSizeClasses
    }

    package static func == (lhs: ScreenSafeAreas, rhs: ScreenSafeAreas) -> Bool {
        lhs.portrait == rhs.portrait && lhs.landscape == rhs.landscape && lhs.statusBarHeight == rhs.statusBarHeight
            && lhs.portraitSizeClasses?.0 == rhs.portraitSizeClasses?.0 && lhs.portraitSizeClasses?.1 == rhs.portraitSizeClasses?.1
            && lhs.landscapeSizeClasses?.0 == rhs.landscapeSizeClasses?.0 && lhs.landscapeSizeClasses?.1 == rhs.landscapeSizeClasses?.1
    }

    /// The insets for a screen of `size`: landscape when it is wider than tall.
    package func insets(for size: CGSize) -> UIEdgeInsets {
        size.width > size.height ? landscape : portrait
    }
}
