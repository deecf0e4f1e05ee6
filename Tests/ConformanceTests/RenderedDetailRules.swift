import Foundation
import Testing
import OpenUIKit
import SegueTesting

/// Spec R18.6 and R18.10: details checked in rendered pixels.
@MainActor
@Suite(.serialized, .checksDiagnostics) struct RenderedDetailRules {
    typealias RGBA = (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)

    /// Whether every channel of `actual` is within `tolerance` of `expected`.
    static func near(_ actual: RGBA, _ expected: RGBA, tolerance: Int = 2) -> Bool {
        abs(Int(actual.red) - Int(expected.red)) <= tolerance && abs(Int(actual.green) - Int(expected.green)) <= tolerance
            && abs(Int(actual.blue) - Int(expected.blue)) <= tolerance && abs(Int(actual.alpha) - Int(expected.alpha)) <= tolerance
    }

    /// R18.6: behind a page sheet's receded presenter (iPhone, portrait) the
    /// window shows black, also where the window itself is white (the test host's
    /// is); the presenter stays visible, dimmed.
    @Test func R18_6_onAnIPadAFormSheetsPresenterStaysInPlaceDimmedWithNoBlackAroundIt() throws {
        let host = TestHost(device: .iPadAir11)
        let root = NamedController("A", color: .red)
        host.window.rootViewController = root
        let sheet = NamedController("B", color: .blue)
        sheet.modalPresentationStyle = .formSheet
        root.present(sheet, animated: true)
        try host.runUntilIdle()
        #expect(root.view.transform == .identity && root.view.frame == host.window.bounds)
        // The corner of the screen: the presenter's red under the 40 % dimming, not black.
        let corner = host.render().premultipliedRGBA(x: 4, y: Int(host.window.bounds.height * 2) - 4)
        #expect(Self.near(corner, (UInt8((255 * (1 - 0.4)).rounded()), 0, 0, 255)), "\(corner)")
    }

    @Test func R18_6_behindARecededPageSheetPresenterTheWindowShowsBlack() throws {
        let (host, root) = hostWithRoot(NamedController("A", color: .red))
        #expect(host.window.backgroundColor == .white)
        let sheet = NamedController("B", color: .blue)
        sheet.modalPresentationStyle = .pageSheet
        root.present(sheet, animated: true)
        try host.runUntilIdle()
        let image = host.render()
        if let directory = ProcessInfo.processInfo.environment["SEGUE_TEST_PNG_DIR"] {
            try image.writePNG(to: URL(fileURLWithPath: directory).appendingPathComponent("R18_6.png"))
        }
        let scale = 2.0   // the host's default, pixels per point
        func pixel(_ x: Double, _ y: Double) -> RGBA {
            image.premultipliedRGBA(x: Int(x * scale), y: Int(y * scale))
        }
        // The presenter recedes to 92 % about the centre, its top at the safe-area
        // line (at least 20 pt): x 15.6…374.4, with its corners rounded by 10 pt,
        // shrunk with it to 9.2 pt. The full-width sheet starts 10 pt below that line.
        let scaleBack = 0.92, top = max(Double(host.window.safeAreaInsets.top), 20)
        let left = 195 - 195 * scaleBack, right = 195 + 195 * scaleBack, radius = 10 * scaleBack
        let black: RGBA = (0, 0, 0, 255)
        // Above the presenter, and beside its visible top strip.
        for point in [(195.0, top / 2), (5.0, top / 2), (385.0, top / 2), (left / 2, top + 5), ((right + 390) / 2, top + 5)] {
            let found = pixel(point.0, point.1)
            #expect(Self.near(found, black), "black at \(point): \(found)")
        }
        // In the gaps the rounded top corners leave (outside the corner arcs, inside their squares).
        let inset = radius * 0.15
        for point in [(left + inset, top + inset), (right - inset, top + inset)] {
            let centre = (point.0 < 195 ? left + radius : right - radius, top + radius)
            #expect(hypot(point.0 - centre.0, point.1 - centre.1) > radius + 1, "the point is outside the arc")
            let found = pixel(point.0, point.1)
            #expect(Self.near(found, black), "black beside the rounded corner at \(point): \(found)")
        }
        // The presenter's strip above the sheet (the sheet starts 10 pt lower): red under 40 % black.
        let dimmedRed: RGBA = (UInt8((255 * (1 - 0.4)).rounded()), 0, 0, 255)
        let strip = pixel(195, top + 5)
        #expect(Self.near(strip, dimmedRed), "the dimmed presenter stays visible: \(strip)")
    }

    /// R7.2: under a push or pop the view beneath is darkened by black at up to
    /// 10 % (UIKit's parallax dimming view defaults to black at alpha 0.1), in
    /// proportion to how far the top view covers it, and the top view casts a
    /// soft shadow a few points wide on its leading edge. Checked on a held edge
    /// swipe (linear while the finger drives it) and after it ends (no dimming left).
    @Test func R7_2_theViewBeneathAPopIsDimmedByTheUncoveredFractionOfTenPercentBlack() throws {
        let root = NamedController("A", color: .white)
        let navigation = UINavigationController(rootViewController: root)
        let host = TestHost()
        host.window.rootViewController = navigation
        navigation.pushViewController(NamedController("B", color: .blue), animated: false)
        try host.runUntilIdle()
        let y = host.window.bounds.midY
        host.drag(from: CGPoint(x: 1, y: y), to: CGPoint(x: 150, y: y), duration: 0.25, release: false)
        let coordinator = try #require(navigation.transitionCoordinator)
        let progress = Double(coordinator.percentComplete)
        #expect(progress > 0.2 && progress < 0.6)
        let image = host.render()
        saveFrame(image, "pop-dimming", in: "navigation")
        let scale = 2.0
        func pixel(_ x: Double) -> RGBA { image.premultipliedRGBA(x: Int(x * scale), y: Int(y * scale)) }
        // The top view's leading edge sits at progress × width; A (white) is beneath, to its left.
        let edge = progress * 390
        let dimmed = UInt8((255 * (1 - 0.1 * (1 - progress))).rounded())
        let farFromTheEdge = pixel(edge - 40)
        #expect(Self.near(farFromTheEdge, (dimmed, dimmed, dimmed, 255)), "A at \(1 - progress) of 10 %: \(farFromTheEdge)")
        // The shadow: darker right beside the edge than farther out, gone 20 pt out.
        let besideTheEdge = pixel(edge - 1.5)
        #expect(Int(besideTheEdge.red) <= Int(dimmed) - 6, "the edge shadow: \(besideTheEdge) against \(dimmed)")
        #expect(Self.near(pixel(edge - 20), (dimmed, dimmed, dimmed, 255)), "the shadow is a few points wide")
        // Released back: A on top, undimmed, no overlay or shadow left.
        host.drag(from: CGPoint(x: 150, y: y), to: CGPoint(x: 300, y: y), duration: 0.1)
        try host.runUntilIdle()
        #expect(navigation.viewControllers.count == 1)
        let after = host.render().premultipliedRGBA(x: Int(195 * scale), y: Int(y * scale))
        #expect(Self.near(after, (255, 255, 255, 255), tolerance: 0), "\(after)")
        #expect(root.view.superview?.subviews.count == 1, "the overlay is gone")
    }

    /// `path` filled red on white in `rect`, through a shape layer and the compositor, at 1×.
    static func renderFilled(_ path: UIBezierPath, in rect: CGRect) -> CGImage {
        let root = CALayer()
        root.frame = rect
        root.backgroundColor = CGColor(gray: 1, alpha: 1)
        let shape = CAShapeLayer()
        shape.frame = rect
        shape.path = path.cgPath
        shape.fillColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        root.addSublayer(shape)
        return Compositor().render(root, size: rect.size, scale: 1)
    }

    /// R18.10: `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)` rounds
    /// only the chosen corners, by circles of radius `cornerRadii.width` (the
    /// height is not used); the other corners stay square.
    @Test func R18_10_byRoundingCornersRoundsTheChosenCornersWithTheRadiiWidth() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 100)
        let path = UIBezierPath(roundedRect: rect, byRoundingCorners: [.topLeft, .bottomRight],
                                cornerRadii: CGSize(width: 20, height: 5))
        let image = Self.renderFilled(path, in: rect)
        let red: RGBA = (255, 0, 0, 255), white: RGBA = (255, 255, 255, 255)
        /// Whether the centre of pixel (x, y) lies outside a circle of radius 20 in the corner at (cx, cy).
        func outsideArc(_ x: Int, _ y: Int, corner: (Double, Double)) -> Bool {
            let centre = (corner.0 == 0 ? 20.0 : corner.0 - 20, corner.1 == 0 ? 20.0 : corner.1 - 20)
            return hypot(Double(x) + 0.5 - centre.0, Double(y) + 0.5 - centre.1) > 20
        }
        // Rounded corners: clear of a radius-20 arc (an ellipse 20 × 5 would cover these pixels).
        for (x, y, corner) in [(3, 3, (0.0, 0.0)), (4, 2, (0.0, 0.0)), (2, 4, (0.0, 0.0)),
                               (96, 96, (100.0, 100.0)), (95, 97, (100.0, 100.0)), (97, 95, (100.0, 100.0))] {
            #expect(outsideArc(x, y, corner: corner))
            let found = image.premultipliedRGBA(x: x, y: y)
            #expect(Self.near(found, white), "pixel (\(x), \(y)) lies outside the radius-20 corner: \(found)")
        }
        // Just inside the arc, and along the edges beyond it: filled.
        for (x, y) in [(8, 8), (91, 91), (21, 0), (0, 21), (78, 99), (99, 78)] {
            let found = image.premultipliedRGBA(x: x, y: y)
            #expect(Self.near(found, red), "pixel (\(x), \(y)) is filled: \(found)")
        }
        // Square corners: filled to the very corner pixel.
        for (x, y) in [(99, 0), (0, 99)] {
            let found = image.premultipliedRGBA(x: x, y: y)
            #expect(Self.near(found, red), "square corner pixel (\(x), \(y)): \(found)")
        }
    }

    @Test func R18_10_aRadiusOverHalfTheShorterSideIsLimitedToIt() {
        // 200 × 40 with radius 30: the corners are half circles' quarters of radius 20, the half height.
        let rect = CGRect(x: 0, y: 0, width: 200, height: 40)
        let path = UIBezierPath(roundedRect: rect, byRoundingCorners: [.topLeft], cornerRadii: CGSize(width: 30, height: 30))
        let image = Self.renderFilled(path, in: rect)
        // Pixel (12, 3) is inside a radius-20 corner (its centre 8.5 and 16.5 pt from (20, 20): 18.6 < 20)
        // and outside a radius-30 one (25.5 and 25.5 from (30, 30): 36.1 > 30).
        #expect(hypot(12.5 - 20, 3.5 - 20) < 20 && hypot(12.5 - 30, 3.5 - 30) > 30)
        let found = image.premultipliedRGBA(x: 12, y: 3)
        #expect(Self.near(found, (255, 0, 0, 255)), "filled, as a radius-20 corner leaves it: \(found)")
        // And just outside the radius-20 arc (3.5 and 3.5 from the corner): clear.
        #expect(Self.near(image.premultipliedRGBA(x: 3, y: 3), (255, 255, 255, 255)))
    }
}
