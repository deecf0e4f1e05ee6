import UIKit

/// A device to render a view controller on: its screen size, safe area and
/// traits. The same names and values as swift-snapshot-testing's iOS
/// `ViewImageConfig` (which it compiles on iOS and tvOS only).
public struct ViewImageConfig: Sendable {
    public enum Orientation: Sendable { case landscape, portrait }

    public var safeArea: UIEdgeInsets
    public var size: CGSize?
    public var traits: UITraitCollection

    public init(safeArea: UIEdgeInsets = .zero, size: CGSize? = nil, traits: UITraitCollection = .init()) {
        self.safeArea = safeArea
        self.size = size
        self.traits = traits
    }

    /// An iPhone: `portrait` size and safe area, swapped for landscape.
    private static func phone(_ orientation: Orientation, width: CGFloat, height: CGFloat, top: CGFloat, bottom: CGFloat,
                              side: CGFloat, scale: CGFloat) -> ViewImageConfig {
        let traits = UITraitCollection(traitsFrom: [
            UITraitCollection(displayScale: scale),
            UITraitCollection(horizontalSizeClass: .compact),
            UITraitCollection(verticalSizeClass: orientation == .portrait ? .regular : .compact),
            UITraitCollection(userInterfaceIdiom: .phone),
        ])
        switch orientation {
        case .portrait:
            return ViewImageConfig(safeArea: UIEdgeInsets(top: top, left: 0, bottom: bottom, right: 0),
                                   size: CGSize(width: width, height: height), traits: traits)
        case .landscape:
            return ViewImageConfig(safeArea: UIEdgeInsets(top: 0, left: side, bottom: bottom > 0 ? 21 : 0, right: side),
                                   size: CGSize(width: height, height: width), traits: traits)
        }
    }

    public static let iPhoneSe = ViewImageConfig.iPhoneSe(.portrait)
    public static func iPhoneSe(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 320, height: 568, top: 20, bottom: 0, side: 0, scale: 2)
    }

    public static let iPhone8 = ViewImageConfig.iPhone8(.portrait)
    public static func iPhone8(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 375, height: 667, top: 20, bottom: 0, side: 0, scale: 2)
    }

    public static let iPhoneX = ViewImageConfig.iPhoneX(.portrait)
    public static func iPhoneX(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 375, height: 812, top: 44, bottom: 34, side: 44, scale: 3)
    }

    public static let iPhone13 = ViewImageConfig.iPhone13(.portrait)
    public static func iPhone13(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 390, height: 844, top: 47, bottom: 34, side: 47, scale: 3)
    }

    public static let iPhone13Pro = ViewImageConfig.iPhone13Pro(.portrait)
    public static func iPhone13Pro(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 390, height: 844, top: 47, bottom: 34, side: 47, scale: 3)
    }

    public static let iPhone13ProMax = ViewImageConfig.iPhone13ProMax(.portrait)
    public static func iPhone13ProMax(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 428, height: 926, top: 47, bottom: 34, side: 47, scale: 3)
    }

    public static let iPadPro11 = ViewImageConfig(
        safeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0), size: CGSize(width: 834, height: 1194),
        traits: UITraitCollection(traitsFrom: [UITraitCollection(displayScale: 2), UITraitCollection(horizontalSizeClass: .regular),
                                               UITraitCollection(verticalSizeClass: .regular),
                                               UITraitCollection(userInterfaceIdiom: .pad)]))
}
