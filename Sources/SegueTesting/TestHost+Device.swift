import OpenUIKit

extension TestHost {
    /// A real device a host models (R18.8): its screen in points, its native
    /// scale, what its safe area keeps clear in each orientation — status bar,
    /// sensor housing or Dynamic Island, rounded corners, home indicator — and
    /// its status bar's height. Size classes and the system's minimum layout
    /// margins follow from the screen's size, as on iOS.
    ///
    /// `TestHost(device:)` uses the device's points and safe areas but renders
    /// at 2× unless given a `scale` (as `TestHost(screenSize:)` does): layout in
    /// points is the same at every scale (text included, R18.9), and 2× images
    /// are half the pixels of 3× ones. Pass `scale: device.scale` for the
    /// device's own pixels.
    public struct Device: Sendable, Equatable, CustomStringConvertible {
        /// The device's marketing name.
        public let name: String
        /// The screen in points, in portrait.
        public let screenSize: CGSize
        /// The device's own pixels per point.
        public let scale: CGFloat
        /// The safe area's insets in portrait, with the status bar shown.
        public let portraitSafeAreaInsets: UIEdgeInsets
        /// The safe area's insets in landscape (either way round).
        public let landscapeSafeAreaInsets: UIEdgeInsets
        /// The status bar's height in portrait (phones hide it in landscape).
        public let statusBarHeight: CGFloat
        /// Whether a sensor housing or a Dynamic Island keeps the top of the
        /// screen clear even while the status bar is hidden (without one, the
        /// top inset is the status bar's and goes when it hides).
        public let hasSensorHousing: Bool
        /// The radius of the screen's rounded corners in points, as iOS reports
        /// it (0 for a square screen). A property only: the compositor draws
        /// square screens.
        public let displayCornerRadius: CGFloat
        /// The size classes of a full-screen app in portrait.
        public let portraitSizeClasses: SizeClasses
        /// The size classes of a full-screen app in landscape.
        public let landscapeSizeClasses: SizeClasses

        /// A horizontal and a vertical size class.
        public struct SizeClasses: Sendable, Equatable, CustomStringConvertible {
            public let horizontal: UIUserInterfaceSizeClass
            public let vertical: UIUserInterfaceSizeClass
            public init(horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass) {
                self.horizontal = horizontal
                self.vertical = vertical
            }
            /// Compact width, regular height: an iPhone in portrait.
            public static let compactRegular = SizeClasses(horizontal: .compact, vertical: .regular)
            /// Compact both ways: most iPhones in landscape.
            public static let compactCompact = SizeClasses(horizontal: .compact, vertical: .compact)
            /// Regular width, compact height: the largest iPhones in landscape.
            public static let regularCompact = SizeClasses(horizontal: .regular, vertical: .compact)
            /// Regular both ways: an iPad at full screen.
            public static let regularRegular = SizeClasses(horizontal: .regular, vertical: .regular)
            public var description: String { "\(horizontal)/\(vertical)" }
        }

        /// A device with these measurements. Size classes not given are those
        /// iOS gives a full-screen app of that size (a phone is compact wide in
        /// portrait and compact tall in landscape; a screen 700 points or more
        /// across both ways is an iPad's, regular both ways).
        public init(name: String, screenSize: CGSize, scale: CGFloat, portraitSafeAreaInsets: UIEdgeInsets,
                    landscapeSafeAreaInsets: UIEdgeInsets, statusBarHeight: CGFloat, hasSensorHousing: Bool,
                    displayCornerRadius: CGFloat = 0, portraitSizeClasses: SizeClasses? = nil,
                    landscapeSizeClasses: SizeClasses? = nil) {
            self.name = name
            self.screenSize = screenSize
            self.scale = scale
            self.portraitSafeAreaInsets = portraitSafeAreaInsets
            self.landscapeSafeAreaInsets = landscapeSafeAreaInsets
            self.statusBarHeight = statusBarHeight
            self.hasSensorHousing = hasSensorHousing
            self.displayCornerRadius = displayCornerRadius
            func derived(_ size: CGSize) -> SizeClasses {
                let isPad = min(size.width, size.height) >= 700
                return SizeClasses(horizontal: isPad || size.width >= 896 ? .regular : .compact,
                                   vertical: isPad || size.height > size.width ? .regular : .compact)
            }
            self.portraitSizeClasses = portraitSizeClasses ?? derived(screenSize)
            self.landscapeSizeClasses = landscapeSizeClasses ?? derived(CGSize(width: screenSize.height, height: screenSize.width))
        }

        /// The size classes in portrait, or in landscape when `landscape`.
        public func sizeClasses(landscape: Bool) -> SizeClasses {
            landscape ? landscapeSizeClasses : portraitSizeClasses
        }

        /// Whether the device has a home indicator (rather than a home button):
        /// its safe area keeps clear of the bottom edge in portrait.
        public var hasHomeIndicator: Bool { portraitSafeAreaInsets.bottom > 0 }

        /// The screen in landscape, in points.
        public var landscapeScreenSize: CGSize { CGSize(width: screenSize.height, height: screenSize.width) }

        public var description: String { "\(name) (\(Int(screenSize.width))×\(Int(screenSize.height)) pt)" }

        /// iPhone 12, 13 and 14 (and their Pro models of 2020–21): a 6.1" screen
        /// of 390×844 points at 3×, a sensor housing, a home indicator.
        public static let iPhone14 = Device(
            name: "iPhone 14", screenSize: CGSize(width: 390, height: 844), scale: 3,
            portraitSafeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
            landscapeSafeAreaInsets: UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47), statusBarHeight: 47,
            hasSensorHousing: true, displayCornerRadius: 47.33,
            portraitSizeClasses: .compactRegular, landscapeSizeClasses: .compactCompact)

        /// iPhone 15 and 16 (and 14 Pro, 15 Pro): a 6.1" screen of 393×852
        /// points at 3× with a Dynamic Island and a home indicator.
        public static let iPhone16 = Device(
            name: "iPhone 16", screenSize: CGSize(width: 393, height: 852), scale: 3,
            portraitSafeAreaInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
            landscapeSafeAreaInsets: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59), statusBarHeight: 54,
            hasSensorHousing: true, displayCornerRadius: 55,
            portraitSizeClasses: .compactRegular, landscapeSizeClasses: .compactCompact)

        /// iPhone SE (2nd and 3rd generation): a 4.7" screen of 375×667 points
        /// at 2×, a 20-point status bar and a home button (nothing else to keep clear).
        public static let iPhoneSE = Device(
            name: "iPhone SE", screenSize: CGSize(width: 375, height: 667), scale: 2,
            portraitSafeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
            landscapeSafeAreaInsets: .zero, statusBarHeight: 20, hasSensorHousing: false, displayCornerRadius: 0,
            portraitSizeClasses: .compactRegular, landscapeSizeClasses: .compactCompact)

        /// iPad Air 11-inch (2024; the 10.9" 4th and 5th generation alike): 820×1180
        /// points at 2×, a 24-point status bar shown either way round, a home
        /// indicator; regular width and height, so popovers and form sheets are real.
        public static let iPadAir11 = Device(
            name: "iPad Air 11-inch", screenSize: CGSize(width: 820, height: 1180), scale: 2,
            portraitSafeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
            landscapeSafeAreaInsets: UIEdgeInsets(top: 0, left: 0, bottom: 20, right: 0), statusBarHeight: 24,
            hasSensorHousing: false, displayCornerRadius: 18,
            portraitSizeClasses: .regularRegular, landscapeSizeClasses: .regularRegular)

        /// iPhone 16 Pro Max: a 6.9" screen of 440×956 points at 3× with a
        /// Dynamic Island (a 62-point top inset in portrait, 62 at the side in
        /// landscape) and a home indicator; regular width in landscape, like
        /// every Plus and Pro Max.
        public static let iPhone16ProMax = Device(
            name: "iPhone 16 Pro Max", screenSize: CGSize(width: 440, height: 956), scale: 3,
            portraitSafeAreaInsets: UIEdgeInsets(top: 62, left: 0, bottom: 34, right: 0),
            landscapeSafeAreaInsets: UIEdgeInsets(top: 0, left: 62, bottom: 20, right: 62), statusBarHeight: 62,
            hasSensorHousing: true, displayCornerRadius: 62,
            portraitSizeClasses: .compactRegular, landscapeSizeClasses: .regularCompact)

        /// iPad Pro 11-inch (1st to 4th generation): 834×1194 points at 2×, a
        /// 24-point status bar shown either way round, a 20-point home-indicator
        /// inset; regular width and height either way round.
        public static let iPadPro11 = Device(
            name: "iPad Pro 11-inch", screenSize: CGSize(width: 834, height: 1194), scale: 2,
            portraitSafeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
            landscapeSafeAreaInsets: UIEdgeInsets(top: 0, left: 0, bottom: 20, right: 0), statusBarHeight: 24,
            hasSensorHousing: false, displayCornerRadius: 18,
            portraitSizeClasses: .regularRegular, landscapeSizeClasses: .regularRegular)

        /// Every preset, the default first.
        public static let all: [Device] = [.iPhone14, .iPhone16, .iPhone16ProMax, .iPhoneSE, .iPadAir11, .iPadPro11]

        /// The preset called `name`, however it is written: "iPhone 16 Pro Max",
        /// "iphone16promax" and "iPhone-16-Pro-Max" name the same one, and a
        /// name's start names it when only one preset starts so ("ipadair11").
        /// Nil when none (or several) match.
        public static func preset(named name: String) -> Device? {
            func key(_ text: String) -> String { text.lowercased().filter { $0.isLetter || $0.isNumber } }
            let wanted = key(name)
            if let exact = all.first(where: { key($0.name) == wanted }) { return exact }
            let starting = all.filter { key($0.name).hasPrefix(wanted) }
            return wanted.isEmpty || starting.count != 1 ? nil : starting[0]
        }
    }

    /// A host modelling `device` (an iPhone 14 unless given, R18.8), in
    /// portrait, or in landscape when `landscape`. It renders at `scale` (2×
    /// unless given; see `Device`), which `UIScreen.main.scale` reports.
    public convenience init(device: Device = .iPhone14, landscape: Bool = false, scale: CGFloat = 2, framesPerSecond: Int = 60) {
        // What the screen keeps clear without the status bar, which adds itself while it shows.
        var portrait = device.portraitSafeAreaInsets
        if !device.hasSensorHousing { portrait.top = 0 }
        self.init(screenSize: landscape ? device.landscapeScreenSize : device.screenSize, scale: scale,
                  framesPerSecond: framesPerSecond,
                  safeAreas: ScreenSafeAreas(portrait: portrait, landscape: device.landscapeSafeAreaInsets,
                                             statusBarHeight: device.statusBarHeight,
                                             portraitSizeClasses: (device.portraitSizeClasses.horizontal,
                                                                   device.portraitSizeClasses.vertical),
                                             landscapeSizeClasses: (device.landscapeSizeClasses.horizontal,
                                                                    device.landscapeSizeClasses.vertical)),
                  device: device)
    }
}
