import Foundation
import Testing
import OpenUIKit
import SegueTesting

/// Records what a scroll view tells its delegate, and can move the target.
@MainActor
private final class ScrollRecorder: NSObject, UIScrollViewDelegate {
    var events: [String] = []
    var releaseVelocity: CGPoint?
    var releaseOffset: CGPoint?
    var releaseTime: CFTimeInterval?
    var proposedTarget: CGPoint?
    var overrideTarget: CGPoint?
    var offsets: [CGFloat] = []

    func scrollViewDidScroll(_ scrollView: UIScrollView) { offsets.append(scrollView.contentOffset.y) }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { events.append("willBeginDragging") }
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        events.append("willEndDragging")
        releaseVelocity = velocity
        releaseOffset = scrollView.contentOffset
        releaseTime = CACurrentMediaTime()
        proposedTarget = targetContentOffset.pointee
        if let overrideTarget { targetContentOffset.pointee = overrideTarget }
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        events.append("didEndDragging(\(decelerate))")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { events.append("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { events.append("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { events.append("didEndScrollingAnimation") }
}

/// A window-filling scroll view with tall content, its delegate, and the host.
@MainActor
private func scrollHost(contentSize: CGSize = CGSize(width: 390, height: 10_000))
    -> (TestHost, UIScrollView, ScrollRecorder) {
    let host = TestHost()
    let controller = UIViewController()
    host.window.rootViewController = controller
    let scrollView = UIScrollView(frame: host.window.bounds)
    scrollView.contentInsetAdjustmentBehavior = .never
    scrollView.contentSize = contentSize
    let recorder = ScrollRecorder()
    scrollView.delegate = recorder
    controller.view.addSubview(scrollView)
    return (host, scrollView, recorder)
}

/// UIKit's deceleration: the velocity keeps `rate` of itself every millisecond
/// and moves the content that far; a part of a millisecond moves it that part.
private func decelerated(_ start: CGFloat, velocity: CGFloat, rate: CGFloat, milliseconds: CGFloat) -> CGFloat {
    var position = start, speed = velocity
    let whole = Int(milliseconds.rounded(.down))
    for _ in 0..<whole {
        speed *= rate
        position += speed
    }
    return position + speed * rate * (milliseconds - CGFloat(whole))
}

/// UIKit's rubber band: (1 − 1 ÷ (x · 0.55 ÷ d + 1)) · d.
private func rubberBand(_ x: CGFloat, _ dimension: CGFloat) -> CGFloat { (1 - 1 / (x * 0.55 / dimension + 1)) * dimension }

@MainActor
@Suite(.serialized, .checksDiagnostics) struct ScrollViewTests {
    @Test func theOffsetIsTheBoundsOriginAndTheInsetsFollowTheSafeArea() throws {
        let (host, scrollView, _) = scrollHost()
        scrollView.contentOffset = CGPoint(x: 0, y: 120)
        #expect(scrollView.bounds.origin == CGPoint(x: 0, y: 120))
        scrollView.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 20, right: 0)
        #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 10, left: 0, bottom: 20, right: 0), ".never")
        scrollView.contentInsetAdjustmentBehavior = .automatic
        let safe = host.window.safeAreaInsets
        #expect(scrollView.adjustedContentInset.top == 10 + safe.top && scrollView.adjustedContentInset.left == 0,
                "the vertical safe area is added; the content does not scroll sideways")
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 2000, width: 10, height: 100), animated: false)
        #expect(scrollView.contentOffset.y == CGFloat(1256), "just enough to show the rectangle's bottom")
        SegueDiagnostics.clear()
        scrollView.contentOffset = CGPoint(x: 0, y: CGFloat.nan)
        #expect(scrollView.contentOffset.y == CGFloat(1256))
        #expect(SegueDiagnostics.messages.contains { $0.contains("not finite") }, "\(SegueDiagnostics.messages)")
    }

    @Test func aFlickDeceleratesByUIKitsPerMillisecondFactor() throws {
        // R14.1: the velocity keeps 0.998 of itself every millisecond; the target is the projection v·r/(1 − r). R14.3: the velocity is reported in points per millisecond.
        let (host, scrollView, recorder) = scrollHost()
        host.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 300), duration: 0.2)
        let velocity = try #require(recorder.releaseVelocity).y
        let start = try #require(recorder.releaseOffset).y
        let released = try #require(recorder.releaseTime)
        #expect(velocity > 1 && velocity < 4, "points per millisecond, the content moving down its length: \(velocity)")
        let rate: CGFloat = 0.998
        #expect(abs(try #require(recorder.proposedTarget).y - (start + velocity * rate / (1 - rate))) < 1,
                "the target is the whole projected distance")
        host.advance(by: 0.5)
        let elapsed = CGFloat(CACurrentMediaTime() - released) * 1000
        let expected = decelerated(start, velocity: velocity, rate: rate, milliseconds: elapsed)
        #expect(abs(scrollView.contentOffset.y - expected) < 0.3, "\(scrollView.contentOffset.y) vs \(expected) after \(elapsed) ms")
        #expect(scrollView.isDecelerating)
        try host.runUntilIdle()
        #expect(abs(scrollView.contentOffset.y - recorder.proposedTarget!.y) < 0.001, "it comes to rest on the target")
        #expect(recorder.events == ["willBeginDragging", "willEndDragging", "didEndDragging(true)", "willBeginDecelerating",
                                    "didEndDecelerating"])
        #expect(!scrollView.isDecelerating && !scrollView.isDragging)
    }

    @Test func theFastRateStopsSoonerAndAChangedTargetIsHonoured() throws {
        // R14.1: .fast projects with 0.99. R14.3: a target offset changed by the delegate is where the content stops.
        let (host, scrollView, recorder) = scrollHost()
        scrollView.decelerationRate = .fast
        host.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 300), duration: 0.2)
        let velocity = try #require(recorder.releaseVelocity).y, start = recorder.releaseOffset!.y
        #expect(abs(recorder.proposedTarget!.y - (start + velocity * 0.99 / 0.01)) < 1)
        try host.runUntilIdle()

        recorder.overrideTarget = CGPoint(x: 0, y: 3000)
        host.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 400), duration: 0.2)
        recorder.offsets.removeAll()
        try host.runUntilIdle()
        #expect(abs(scrollView.contentOffset.y - 3000) < 0.001, "the delegate's target is where it stops")
        let beforeRest = try #require(recorder.offsets.dropLast().last)
        #expect(abs(beforeRest - 3000) < 2, "it glides onto the target, no jump at the end: \(beforeRest)")
    }

    @Test func pastTheTopItRubberBandsAndSpringsBack() throws {
        // R14.2 [U for 0.55]: past the edge the offset is (1 − 1/(x·0.55/d + 1))·d, and it springs back to the edge. R14.4: tracking and dragging while the finger pulls.
        let (host, scrollView, recorder) = scrollHost()
        host.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 200, y: 420), duration: 0.5, release: false)
        // The pan's translation counts from where the finger went down: 220 points.
        let pulled: CGFloat = 220
        #expect(abs(scrollView.contentOffset.y + rubberBand(pulled, 844)) < 0.5,
                "\(scrollView.contentOffset.y) vs −\(rubberBand(pulled, 844))")
        #expect(scrollView.isTracking && scrollView.isDragging)
        host.drag(from: CGPoint(x: 200, y: 420), to: CGPoint(x: 200, y: 420), duration: 1.0 / 60)
        #expect(recorder.events.contains("didEndDragging(true)"), "released past the edge, it moves on")
        host.advance(by: 0.1)
        let midway = scrollView.contentOffset.y
        #expect(midway < 0 && midway > -rubberBand(pulled, 844), "on its way back: \(midway)")
        try host.runUntilIdle()
        #expect(scrollView.contentOffset.y == 0 && recorder.events.last == "didEndDecelerating")
    }

    @Test func withoutBouncesTheContentStopsAtTheEdge() throws {
        let (host, scrollView, _) = scrollHost()
        scrollView.bounces = false
        host.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 200, y: 420), duration: 0.5, release: false)
        #expect(scrollView.contentOffset.y == 0)
        host.drag(from: CGPoint(x: 200, y: 420), to: CGPoint(x: 200, y: 420), duration: 1.0 / 60)
        try host.runUntilIdle()
        #expect(scrollView.contentOffset.y == 0)
    }

    @Test func pagingStopsOnThePageInTheFlicksDirection() throws {
        // R14.3: with paging, the target is the next page in the flick's direction, or the nearest for a slow drag.
        let (host, scrollView, _) = scrollHost(contentSize: CGSize(width: 390 * 3, height: 844))
        scrollView.isPagingEnabled = true
        host.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 220, y: 400), duration: 0.1)
        try host.runUntilIdle()
        #expect(scrollView.contentOffset == CGPoint(x: 390, y: 0), "a short flick turns one page")
        host.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 130, y: 400), duration: 0.6)
        try host.runUntilIdle()
        #expect(scrollView.contentOffset == CGPoint(x: 390, y: 0), "a slow short drag goes back to the page it was on")
    }

    @Test func anAnimatedOffsetEndsWithItsCallback() throws {
        let (host, scrollView, recorder) = scrollHost()
        scrollView.setContentOffset(CGPoint(x: 0, y: 600), animated: true)
        host.advance(by: 9.0 / 60)
        // 0.3 s ease-in-out, timed from the first frame after the call (the display link's first tick): 8 frames in.
        let expected = 600 * ReferenceTimingCurve.easeInEaseOut.progress(at: 8.0 / 60 / 0.3)
        #expect(abs(Double(scrollView.contentOffset.y) - expected) < 0.5, "\(scrollView.contentOffset.y), expected \(expected)")
        try host.runUntilIdle()
        #expect(scrollView.contentOffset.y == 600 && recorder.events == ["didEndScrollingAnimation"])
    }
}
