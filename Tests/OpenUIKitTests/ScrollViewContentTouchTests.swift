import Foundation
import Testing
import OpenUIKit
import SegueTesting

/// A view on a scroll view's content that records what touches it hears, and when.
@MainActor
private final class TouchLog: UIView {
    var events: [String] = []
    var beganAt: CFTimeInterval?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        events.append("began")
        beganAt = CACurrentMediaTime()
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        if events.last != "moved" { events.append("moved") }
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { events.append("ended") }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { events.append("cancelled") }
}

/// Notes when a finger comes down (recognizers hear it at once, whatever the scroll view holds back).
@MainActor
private final class FingerDown: UIGestureRecognizer {
    var at: CFTimeInterval?
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { at = CACurrentMediaTime() }
}

/// A scroll view that says what it is asked about its content's touches.
@MainActor
private final class AskingScrollView: UIScrollView {
    var allowsBegin = true
    var cancelsControls = false
    var asked: [String] = []
    override func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool {
        asked.append("shouldBegin")
        return allowsBegin
    }
    override func touchesShouldCancel(in view: UIView) -> Bool {
        asked.append("shouldCancel")
        return cancelsControls || super.touchesShouldCancel(in: view)
    }
}

/// A window-filling vertical scroll view with tall content and a 200 × 200
/// content view at (95, 200), and a recognizer noting when fingers come down.
@MainActor
private func contentHost(_ content: UIView = TouchLog()) throws -> (TestHost, AskingScrollView, UIView, FingerDown) {
    let host = TestHost()
    let controller = UIViewController()
    host.window.rootViewController = controller
    let scrollView = AskingScrollView(frame: host.window.bounds)
    scrollView.contentInsetAdjustmentBehavior = .never
    scrollView.contentSize = CGSize(width: host.window.bounds.width, height: 5_000)
    content.frame = CGRect(x: 95, y: 200, width: 200, height: 200)
    scrollView.addSubview(content)
    let down = FingerDown(target: nil, action: nil)
    down.cancelsTouchesInView = false
    scrollView.addGestureRecognizer(down)
    controller.view.addSubview(scrollView)
    try host.runUntilIdle()
    return (host, scrollView, content, down)
}

/// `delaysContentTouches`, `canCancelContentTouches` and the two questions a
/// scroll view is asked about its content's touches, as UIKit: a finger on the
/// content reaches it after 150 ms still, or when it lifts, and never if it scrolls first.
@MainActor
@Suite(.serialized, .checksDiagnostics) struct ScrollViewContentTouchTests {
    private let finger = CGPoint(x: 195, y: 300)

    @Test func aQuickTapReachesTheContentWhenTheFingerLifts() throws {
        let (host, scrollView, content, _) = try contentHost()
        let log = try #require(content as? TouchLog)
        #expect(scrollView.delaysContentTouches && scrollView.canCancelContentTouches, "UIKit's defaults")
        host.tap(at: finger)
        #expect(log.events == ["began", "ended"], "both at the lift")
        #expect(scrollView.asked == ["shouldBegin"])
    }

    @Test func aStillFingerReachesTheContentAfterOneHundredAndFiftyMilliseconds() throws {
        let (host, _, content, down) = try contentHost()
        let log = try #require(content as? TouchLog)
        host.drag(from: finger, to: finger, duration: 0.1, release: false)
        #expect(log.events.isEmpty, "held back while the scroll view decides")
        host.advance(by: 0.1)
        #expect(log.events == ["began"])
        let held = try #require(log.beganAt) - #require(down.at)
        #expect(held > 0.15 - 1e-9 && held < 0.15 + 1.0 / 60 - 1e-9, "the first frame at or after 150 ms: \(held)")
        host.drag(from: finger, to: finger, duration: 0.05)
        #expect(log.events == ["began", "moved", "ended"])
    }

    @Test func aFingerThatScrollsAtOnceNeverReachesTheContent() throws {
        let (host, scrollView, content, _) = try contentHost()
        let log = try #require(content as? TouchLog)
        host.drag(from: finger, to: CGPoint(x: finger.x, y: finger.y - 100), duration: 0.1)
        #expect(scrollView.contentOffset.y > 50, "it scrolled")
        #expect(log.events.isEmpty, "no began, no cancel")
        #expect(scrollView.asked.isEmpty)
    }

    @Test func scrollingTakesAFingerTheContentHasWithACancel() throws {
        let (host, scrollView, content, _) = try contentHost()
        let log = try #require(content as? TouchLog)
        host.drag(from: finger, to: finger, duration: 0.25, release: false)
        host.drag(from: finger, to: CGPoint(x: finger.x, y: finger.y - 100), duration: 0.1)
        #expect(log.events == ["began", "moved", "cancelled"])
        #expect(scrollView.contentOffset.y > 50)
        #expect(scrollView.asked == ["shouldBegin", "shouldCancel"])
    }

    @Test func withoutCanCancelContentTouchesAFingerTheContentHasDoesNotScroll() throws {
        let (host, scrollView, content, _) = try contentHost()
        let log = try #require(content as? TouchLog)
        scrollView.canCancelContentTouches = false
        host.drag(from: finger, to: finger, duration: 0.25, release: false)
        host.drag(from: finger, to: CGPoint(x: finger.x, y: finger.y - 100), duration: 0.1)
        #expect(log.events == ["began", "moved", "ended"])
        #expect(scrollView.contentOffset.y == 0)
        // A quick drag still scrolls: the content never had the finger.
        host.drag(from: finger, to: CGPoint(x: finger.x, y: finger.y - 100), duration: 0.1)
        #expect(scrollView.contentOffset.y > 50)
        #expect(log.events == ["began", "moved", "ended"])
    }

    @Test func aControlKeepsItsFingerUnlessTheScrollViewSaysOtherwise() throws {
        let (host, scrollView, content, _) = try contentHost(UIControl())
        let control = try #require(content as? UIControl)
        host.drag(from: finger, to: finger, duration: 0.25, release: false)
        #expect(control.isTracking, "the control has the finger")
        host.drag(from: finger, to: CGPoint(x: finger.x, y: finger.y - 100), duration: 0.1)
        #expect(scrollView.contentOffset.y == 0, "touchesShouldCancel(in:) is false for a control")
        scrollView.cancelsControls = true
        host.drag(from: finger, to: finger, duration: 0.25, release: false)
        host.drag(from: finger, to: CGPoint(x: finger.x, y: finger.y - 100), duration: 0.1)
        #expect(scrollView.contentOffset.y > 50)
        #expect(!control.isTracking, "cancelled")
    }

    @Test func withoutDelaysContentTouchesTheContentHearsAtOnce() throws {
        let (host, scrollView, content, down) = try contentHost()
        let log = try #require(content as? TouchLog)
        scrollView.delaysContentTouches = false
        host.drag(from: finger, to: finger, duration: 1.0 / 60, release: false)
        #expect(log.events.first == "began")
        #expect(log.beganAt == down.at, "in the same event")
        host.drag(from: finger, to: CGPoint(x: finger.x, y: finger.y - 100), duration: 0.1)
        #expect(log.events.last == "cancelled")
        #expect(scrollView.contentOffset.y > 50)
    }

    @Test func contentTheScrollViewRefusesHearsNothing() throws {
        let (host, scrollView, content, _) = try contentHost()
        let log = try #require(content as? TouchLog)
        scrollView.allowsBegin = false
        host.tap(at: finger)
        host.drag(from: finger, to: finger, duration: 0.3)
        #expect(log.events.isEmpty)
        #expect(scrollView.asked == ["shouldBegin", "shouldBegin"])
    }

    @Test func aScrollViewThatCannotScrollHoldsNothingBack() throws {
        let (host, scrollView, content, down) = try contentHost()
        let log = try #require(content as? TouchLog)
        scrollView.isScrollEnabled = false
        host.drag(from: finger, to: finger, duration: 1.0 / 60, release: false)
        #expect(log.events.first == "began", "no 150 ms wait when it cannot scroll")
        #expect(log.beganAt == down.at, "in the same event")
        host.drag(from: finger, to: finger, duration: 1.0 / 60)
    }
}
