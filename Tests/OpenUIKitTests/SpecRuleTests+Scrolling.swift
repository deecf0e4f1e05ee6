import Foundation
import Testing
import OpenUIKit
import SegueTesting

/// Records the drag callbacks and the flags the scroll view shows at each.
@MainActor
private final class DragFlagsRecorder: NSObject, UIScrollViewDelegate {
    var events: [String] = []
    var offsets: [CGFloat] = []
    var velocity: CGPoint?

    func scrollViewDidScroll(_ scrollView: UIScrollView) { offsets.append(scrollView.contentOffset.y) }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { events.append("willBeginDragging") }
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        self.velocity = velocity
        events.append("willEndDragging")
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        events.append("didEndDragging(\(decelerate))")
    }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { events.append("didEndDecelerating") }
}

/// A window-filling (390 × 844) scroll view with 10,000 points of content.
@MainActor
private func tallScrollView() -> (TestHost, UIScrollView, DragFlagsRecorder) {
    let host = TestHost()
    let controller = UIViewController()
    host.window.rootViewController = controller
    let scrollView = UIScrollView(frame: host.window.bounds)
    scrollView.contentInsetAdjustmentBehavior = .never
    scrollView.contentSize = CGSize(width: 390, height: 10_000)
    let recorder = DragFlagsRecorder()
    scrollView.delegate = recorder
    controller.view.addSubview(scrollView)
    return (host, scrollView, recorder)
}

/// Spec §14: the scroll physics transitions lean on.
@MainActor
@Suite(.serialized, .checksDiagnostics) struct SpecRuleScrollingTests {
    @Test func R14_1_theRatesAreUIKitsPerMillisecondFactors() {
        // R14.1: the documented values, and .normal is the default.
        #expect(UIScrollView.DecelerationRate.normal.rawValue == 0.998)
        #expect(UIScrollView.DecelerationRate.fast.rawValue == 0.99)
        #expect(UIScrollView().decelerationRate == .normal)
    }

    @Test func R14_2_releasedPastTheEdgeItSpringsBackWithoutOvershoot() throws {
        // R14.2 [U for the constant 0.55]: a 300-point pull past the top of an 844-point-high view shows
        // (1 − 1 ÷ (300 · 0.55 ÷ 844 + 1)) · 844 = 844 · 165 ÷ 1009 = 138.0218 points past the edge.
        let (host, scrollView, recorder) = tallScrollView()
        host.drag(from: CGPoint(x: 200, y: 100), to: CGPoint(x: 200, y: 400), duration: 0.5, release: false)
        #expect(abs(scrollView.contentOffset.y + 844 * 165 / 1009) < 0.01, "\(scrollView.contentOffset.y)")
        // Held still, then lifted: no flick, only the spring back.
        host.drag(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 200, y: 400), duration: 0.2)
        recorder.offsets.removeAll()
        try host.runUntilIdle()
        #expect(scrollView.contentOffset.y == 0)
        #expect(recorder.offsets.count > 5, "it moves back over several frames: \(recorder.offsets)")
        #expect(recorder.offsets.allSatisfy { $0 <= 0 }, "never past the edge (no overshoot): \(recorder.offsets)")
        #expect(zip(recorder.offsets, recorder.offsets.dropFirst()).allSatisfy { $0 <= $1 },
                "straight back, never away from the edge again: \(recorder.offsets)")
    }

    @Test func R14_3_theReleaseVelocityIsInPointsPerMillisecond() throws {
        // R14.3: the finger moves 300 points up in 0.25 s at constant speed, 1,200 pt/s; the content
        // moves down its length at 1.2 points per millisecond. The finger rests for the lift's frame,
        // which the estimate over the last 0.1 s includes (5 of its 6 frames move: 1.0); in points per
        // second it would read about 1,000, per frame 20.
        let (host, _, recorder) = tallScrollView()
        host.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 400), duration: 0.25)
        let velocity = try #require(recorder.velocity)
        #expect(velocity.y >= 0.9 && velocity.y <= 1.2 && velocity.x == 0, "\(velocity)")
        try host.runUntilIdle()
    }

    @Test func R14_4_thePanBeginsAfterTenPointsAndTheFlagsFollowTheGesture() throws {
        // R14.4: the pan's slop is 10 points; isTracking is true from the touch down (Apple: "the user
        // has touched the content view but might not yet have started dragging it"), isDragging from
        // the pan's start to the lift, isDecelerating while the content moves on by itself.
        let (host, scrollView, recorder) = tallScrollView()
        host.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 600), duration: 0.1, release: false)
        #expect(scrollView.isTracking && !scrollView.isDragging && !scrollView.isDecelerating, "touched, not moved")
        host.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 591), duration: 0.15, release: false)
        #expect(scrollView.contentOffset.y == 0 && recorder.events.isEmpty, "9 points: still within the slop")
        #expect(scrollView.isTracking && !scrollView.isDragging)
        host.drag(from: CGPoint(x: 200, y: 591), to: CGPoint(x: 200, y: 589), duration: 1.0 / 30, release: false)
        #expect(recorder.events == ["willBeginDragging"], "11 points: the pan began")
        #expect(scrollView.contentOffset.y > 0 && scrollView.isTracking && scrollView.isDragging)
        // A quick flick up from there, then the lift.
        host.drag(from: CGPoint(x: 200, y: 589), to: CGPoint(x: 200, y: 389), duration: 0.1)
        #expect(recorder.events == ["willBeginDragging", "willEndDragging", "didEndDragging(true)"])
        #expect(!scrollView.isTracking && !scrollView.isDragging && scrollView.isDecelerating)
        try host.runUntilIdle()
        #expect(!scrollView.isTracking && !scrollView.isDragging && !scrollView.isDecelerating)
        #expect(recorder.events.last == "didEndDecelerating")

        // A touch that goes down and up without moving never drags, and stops tracking at the lift.
        recorder.events.removeAll()
        host.tap(at: CGPoint(x: 200, y: 400))
        #expect(!scrollView.isTracking && !scrollView.isDragging && recorder.events.isEmpty)
    }
}
