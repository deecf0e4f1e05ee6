import Foundation
import Testing
import OpenUIKit
import SegueTesting

/// A target for selector actions.
@MainActor
final class LinkTarget: NSObject {
    var links: [CFTimeInterval] = []
    var infos: [CFTimeInterval] = []
    func step(_ link: CADisplayLink) { links.append(link.timestamp) }
    func update(_ link: UIUpdateLink) { infos.append(link.currentUpdateInfo?.modelTime ?? -1) }
}

/// Issue 33 §springs and links: UIUpdateLink (iOS 18) and display links on the virtual clock.
@MainActor
@Suite(.serialized, .checksDiagnostics) struct UpdateLinkTests {
    @Test func aContinuousLinkFiresEveryFrameWithTheFramesTiming() throws {
        let host = TestHost()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        host.window.addSubview(view)
        try host.runUntilIdle()
        let link = UIUpdateLink(view: view)
        var infos: [(model: Double, deadline: Double, presentation: Double, immediate: Bool)] = []
        link.addAction { link, info in
            infos.append((info.modelTime, info.completionDeadlineTime, info.estimatedPresentationTime,
                          info.isImmediatePresentationExpected))
            #expect(link.currentUpdateInfo === info)
        }
        link.requiresContinuousUpdates = true
        link.wantsImmediatePresentation = true
        host.advance(by: 2.0 / 60)
        #expect(infos.isEmpty && !link.isActive, "not enabled: nothing")
        link.isEnabled = true
        #expect(link.isActive)
        let start = host.time
        host.advance(by: 4.0 / 60)
        // Frame k of this run is at start + k/60; the update ends, and shows, a frame later.
        #expect(infos.count == 4, "one update a frame")
        for (k, info) in infos.enumerated() {
            let time = start + Double(k + 1) / 60
            #expect(isClose(info.model, time, 1e-9) && isClose(info.deadline, time + 1.0 / 60, 1e-9)
                    && isClose(info.presentation, time + 1.0 / 60, 1e-9) && info.immediate, "frame \(k + 1): \(info)")
        }
        #expect(link.currentUpdateInfo == nil, "only during the actions")
        link.preferredFrameRateRange = CAFrameRateRange(minimum: 30, maximum: 30, preferred: 30)
        infos.removeAll()
        host.advance(by: 4.0 / 60)
        #expect(infos.count == 2, "30 Hz on a 60 Hz host: every other frame")
        link.isEnabled = false
        infos.removeAll()
        host.advance(by: 2.0 / 60)
        #expect(infos.isEmpty)
    }

    @Test func aLinkFiresOnlyWhileItsViewIsInAVisibleWindow() throws {
        let host = TestHost()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let target = LinkTarget()
        let update = Selector(LinkTarget.update(_:))
        let link = UIUpdateLink(view: view, actionTarget: target, selector: update)
        link.requiresContinuousUpdates = true
        link.isEnabled = true
        host.advance(by: 2.0 / 60)
        #expect(target.infos.isEmpty && !link.isActive, "the view is in no window")
        host.window.addSubview(view)
        host.advance(by: 1.0 / 60)
        #expect(target.infos.count == 1 && isClose(target.infos[0], host.time, 1e-9), "the selector's method reads the update's timing")
        host.window.isHidden = true
        host.advance(by: 2.0 / 60)
        #expect(target.infos.count == 1)
        host.window.isHidden = false
        link.removeAction(target: target, selector: update)
        host.advance(by: 1.0 / 60)
        #expect(target.infos.count == 1, "removed")
        let sceneLink = UIUpdateLink(windowScene: try #require(host.window.windowScene))
        var sceneUpdates = 0
        sceneLink.addAction { _, _ in sceneUpdates += 1 }
        sceneLink.requiresContinuousUpdates = true
        sceneLink.isEnabled = true
        host.advance(by: 3.0 / 60)
        #expect(sceneUpdates == 3)
        sceneLink.isEnabled = false
        link.isEnabled = false
    }

    @Test func anObservingLinkFiresOnlyWithOtherUpdatesAndKeepsNoFramesComing() throws {
        let host = TestHost()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        host.window.addSubview(view)
        try host.runUntilIdle()
        let link = UIUpdateLink(view: view)
        var times: [Double] = []
        link.addAction { _, info in times.append(info.modelTime) }
        link.isEnabled = true
        host.advance(by: 3.0 / 60)
        #expect(times.isEmpty, "nothing updates: no calls")
        try host.runUntilIdle()
        UIView.animate(withDuration: 0.1, delay: 0, options: [.curveLinear], animations: { view.alpha = 0.5 })
        try host.runUntilIdle()
        // The animation commits in the first frame and runs six frames (0.1 s at 60 Hz).
        #expect(times.count >= 6 && times.count <= 7, "one update a frame while the animation runs: \(times.count)")
        #expect(zip(times, times.dropFirst()).allSatisfy { abs($1 - $0 - 1.0 / 60) < 1e-9 }, "consecutive frames")
        link.isEnabled = false
    }

    @Test func theScreensDisplayLinkGivesExactTimestamps() throws {
        let host = TestHost()
        let target = LinkTarget()
        let link = try #require(host.window.screen.displayLink(withTarget: target, selector: Selector(LinkTarget.step(_:))))
        link.add(to: .main, forMode: .common)
        let start = host.time
        for _ in 0..<3 {
            host.advance(by: 1.0 / 60)
            #expect(link.targetTimestamp == link.timestamp + link.duration && link.duration == 1.0 / 60)
        }
        #expect(target.links.count == 3)
        for (k, stamp) in target.links.enumerated() {
            #expect(isClose(stamp, start + Double(k + 1) / 60, 1e-9), "frame \(k + 1) at \(stamp)")
        }
        #expect(CAFrameRateRange.default == CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0))
        link.invalidate()
    }
}
