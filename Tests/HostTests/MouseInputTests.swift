import Testing
import OpenUIKit
import SegueSDL
import SegueTesting

/// The window host's mouse: every press, move and release counts, however
/// many of them one frame brings (issue 35). The events are made as the window
/// host makes them from SDL's and handed to the host's frame driver.
@MainActor
@Suite(.checksDiagnostics) struct MouseInputTests {
    @Test func aPressAndReleaseWithinOneFrameAreATap() throws {
        let host = TestHost()
        let button = UIButton(frame: CGRect(x: 100, y: 200, width: 120, height: 44))
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        host.window.addSubview(button)
        try host.runUntilIdle()
        var mouse = MouseTouches()
        let point = CGPoint(x: 160, y: 222), center = host.window.center
        let t = host.time
        host.clock.driver.enqueue([mouse.down(at: point, pinching: false, center: center, time: t),
                                   mouse.up(at: point, center: center, time: t + 0.004)])
        host.advance(by: 1.0 / 60)
        #expect(taps == 1, "the press and the release, both in one frame, make one tap")
        #expect(!mouse.isDown)
    }

    @Test func aFastEdgeDragWhoseFirstMoveSharesTheFrameOfThePressStillPops() throws {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let host = TestHost()
        host.window.rootViewController = navigation
        navigation.pushViewController(UIViewController(), animated: false)
        try host.runUntilIdle()
        var mouse = MouseTouches()
        let y = host.window.bounds.midY, center = host.window.center
        var t = host.time
        // Pressed at the edge and moved 40 points within the same frame, then five
        // more moves 50 ms apart (as a script sends them), released far right.
        host.clock.driver.enqueue([mouse.down(at: CGPoint(x: 2, y: y), pinching: false, center: center, time: t),
                                   mouse.move(to: CGPoint(x: 42, y: y), center: center, time: t + 0.008)])
        host.advance(by: 0.05)
        for x in [90.0, 140, 190, 240, 290] {
            t = host.time
            host.clock.driver.enqueue([mouse.move(to: CGPoint(x: x, y: y), center: center, time: t)])
            host.advance(by: 0.05)
        }
        #expect(navigation.transitionCoordinator?.isInteractive == true, "the back swipe began from the first moves")
        host.clock.driver.enqueue([mouse.up(at: CGPoint(x: 300, y: y), center: center, time: host.time)])
        try host.runUntilIdle()
        #expect(navigation.viewControllers.count == 1, "released past half way: popped")
    }
}
