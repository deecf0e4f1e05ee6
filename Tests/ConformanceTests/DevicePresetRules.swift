import Foundation
import Testing
import OpenUIKit
import SegueTesting

/// R18.8: every preset is a real device, with Apple's figures. iPhone 16 Pro
/// Max: 440×956 pt at 3×, Dynamic Island, 62/0/34/0 clear in portrait and
/// 0/62/20/62 in landscape, regular width in landscape. iPad Pro 11-inch:
/// 834×1194 pt at 2×, a 24-pt status bar either way round, a 20-pt home
/// indicator inset, regular/regular. Display corner radii as iOS reports them.
@MainActor
@Suite(.serialized, .checksDiagnostics) struct DevicePresetRules {

    @Test func R18_8_theProMaxHasItsDynamicIslandAndRegularWidthInLandscape() throws {
        let device = TestHost.Device.iPhone16ProMax
        #expect(device.screenSize == CGSize(width: 440, height: 956) && device.scale == 3 && device.hasHomeIndicator)
        #expect(device.displayCornerRadius == 62)
        let (_, portrait) = try showOnDevice(device)
        #expect(UIScreen.main.bounds.size == CGSize(width: 440, height: 956))
        #expect(portrait.view.safeAreaInsets == UIEdgeInsets(top: 62, left: 0, bottom: 34, right: 0))
        // 956 − 62 − 34 = 860 tall.
        #expect(portrait.view.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 62, width: 440, height: 860))
        #expect(portrait.traitCollection.horizontalSizeClass == .compact && portrait.traitCollection.verticalSizeClass == .regular)
        #expect(portrait.systemMinimumLayoutMargins.leading == 16)

        let (_, landscape) = try showOnDevice(device, landscape: true)
        #expect(landscape.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 62, bottom: 20, right: 62))
        // 956 − 2·62 = 832 wide, 440 − 20 = 420 tall.
        #expect(landscape.view.safeAreaLayoutGuide.layoutFrame == CGRect(x: 62, y: 0, width: 832, height: 420))
        #expect(landscape.traitCollection.horizontalSizeClass == .regular && landscape.traitCollection.verticalSizeClass == .compact)
        #expect(landscape.systemMinimumLayoutMargins.leading == 20, "regular width: 20-pt system margins (R18.7)")
        // Layout margins from the safe area: 62 + 20 at each side.
        #expect(landscape.view.layoutMarginsGuide.layoutFrame.minX == 82)
    }

    @Test func R18_8_theIPadPro11IsRegularBothWaysWithA24PointStatusBar() throws {
        let device = TestHost.Device.iPadPro11
        #expect(device.screenSize == CGSize(width: 834, height: 1194) && device.scale == 2 && device.displayCornerRadius == 18)
        let (host, portrait) = try showOnDevice(device)
        #expect(portrait.view.safeAreaInsets == UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
        #expect(host.window.windowScene?.statusBarManager?.statusBarFrame == CGRect(x: 0, y: 0, width: 834, height: 24))
        #expect(portrait.traitCollection.horizontalSizeClass == .regular && portrait.traitCollection.verticalSizeClass == .regular)
        #expect(portrait.traitCollection.userInterfaceIdiom == .pad)
        // 20-pt system margins: 834 − 40 = 794 wide.
        #expect(portrait.view.layoutMarginsGuide.layoutFrame.minX == 20 && portrait.view.layoutMarginsGuide.layoutFrame.width == 794)

        let (_, landscape) = try showOnDevice(device, landscape: true)
        #expect(landscape.view.safeAreaInsets == UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
                "an iPad keeps its status bar in landscape")
        #expect(landscape.view.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 24, width: 1194, height: 834 - 44))
        #expect(landscape.traitCollection.horizontalSizeClass == .regular && landscape.traitCollection.verticalSizeClass == .regular)
    }

    @Test func R18_8_everyPresetHasItsCornerRadiusAndSizeClassesPerOrientation() throws {
        let expected: [(TestHost.Device, CGFloat, TestHost.Device.SizeClasses, TestHost.Device.SizeClasses)] = [
            (.iPhone14, 47.33, .compactRegular, .compactCompact),
            (.iPhone16, 55, .compactRegular, .compactCompact),
            (.iPhone16ProMax, 62, .compactRegular, .regularCompact),
            (.iPhoneSE, 0, .compactRegular, .compactCompact),
            (.iPadAir11, 18, .regularRegular, .regularRegular),
            (.iPadPro11, 18, .regularRegular, .regularRegular),
        ]
        #expect(TestHost.Device.all == expected.map(\.0))
        for (device, radius, portrait, landscape) in expected {
            #expect(device.displayCornerRadius == radius, "\(device)")
            #expect(device.sizeClasses(landscape: false) == portrait, "\(device)")
            #expect(device.sizeClasses(landscape: true) == landscape, "\(device)")
            for isLandscape in [false, true] {
                let (_, controller) = try showOnDevice(device, landscape: isLandscape)
                let classes = device.sizeClasses(landscape: isLandscape)
                #expect(controller.traitCollection.horizontalSizeClass == classes.horizontal, "\(device) landscape \(isLandscape)")
                #expect(controller.traitCollection.verticalSizeClass == classes.vertical, "\(device) landscape \(isLandscape)")
            }
        }
    }

    @Test func R18_8_theHostsTraitsFollowThePresetsSizeClassesNotTheScreensSize() throws {
        // 414×896 in landscape is 896 wide, which iOS's rule of thumb makes regular;
        // a device stating compact in landscape keeps compact, through a rotation too.
        let device = TestHost.Device(name: "Compact phone", screenSize: CGSize(width: 414, height: 896), scale: 2,
                                     portraitSafeAreaInsets: UIEdgeInsets(top: 48, left: 0, bottom: 34, right: 0),
                                     landscapeSafeAreaInsets: UIEdgeInsets(top: 0, left: 48, bottom: 21, right: 48),
                                     statusBarHeight: 48, hasSensorHousing: true, displayCornerRadius: 41.5,
                                     landscapeSizeClasses: .compactCompact)
        #expect(device.portraitSizeClasses == .compactRegular, "derived from the portrait screen")
        let (host, controller) = try showOnDevice(device)
        host.resize(to: device.landscapeScreenSize)
        try host.runUntilIdle()
        #expect(controller.traitCollection.horizontalSizeClass == .compact && controller.traitCollection.verticalSizeClass == .compact)
        #expect(host.window.windowScene?.traitCollection.horizontalSizeClass == .compact)
        #expect(controller.systemMinimumLayoutMargins.leading == 16)

        let derived = TestHost.Device(name: "Derived", screenSize: CGSize(width: 414, height: 896), scale: 2,
                                      portraitSafeAreaInsets: .zero, landscapeSafeAreaInsets: .zero,
                                      statusBarHeight: 20, hasSensorHousing: false)
        #expect(derived.landscapeSizeClasses == .regularCompact && derived.displayCornerRadius == 0)
    }
}
