import Testing
@testable import OpenQuartzCore
import SegueTesting

@MainActor
@Suite(.checksDiagnostics) struct TimingModelTests {
    @Test func beginTimeZeroMeansCommitTime() {
        let clock = TestClock()
        let layer = CALayer()
        layer.add(opacityAnimation(from: 0, to: 1, duration: 1), forKey: "a")
        clock.advance(by: 0.5)
        #expect(layer.animation(forKey: "a")!.beginTime == 1000)
        #expect(isClose(opacity(layer), 0.5))
    }

    @Test func fillModesBeforeAndAfter() {
        for (mode, before, after) in [(CAMediaTimingFillMode.removed, 1.0, 1.0), (.forwards, 1.0, 0.8),
                                      (.backwards, 0.2, 1.0), (.both, 0.2, 0.8)] {
            let clock = TestClock()
            let layer = CALayer()
            let animation = opacityAnimation(from: 0.2, to: 0.8, duration: 1)
            animation.beginTime = CACurrentMediaTime() + 1
            animation.fillMode = mode
            animation.isRemovedOnCompletion = false
            layer.add(animation, forKey: "a")
            clock.advance(by: 0.5)
            #expect(isClose(opacity(layer), before), "before start, \(mode.rawValue)")
            clock.advance(by: 1)
            #expect(isClose(opacity(layer), 0.5), "mid-way, \(mode.rawValue)")
            clock.advance(by: 1)
            #expect(isClose(opacity(layer), after), "after the end, \(mode.rawValue)")
        }
    }

    @Test func repeatCountAndAutoreverse() {
        let clock = TestClock()
        let layer = CALayer()
        let animation = opacityAnimation(from: 0, to: 1, duration: 1)
        animation.repeatCount = 2
        animation.autoreverses = true
        animation.fillMode = .forwards
        animation.isRemovedOnCompletion = false
        layer.add(animation, forKey: "a")
        clock.advance(by: 0.25)
        #expect(isClose(opacity(layer), 0.25))
        clock.advance(by: 1)   // 1.25: reversing
        #expect(isClose(opacity(layer), 0.75))
        clock.advance(by: 1)   // 2.25: second cycle, forwards
        #expect(isClose(opacity(layer), 0.25))
        clock.advance(by: 1.5) // 3.75: reversing again
        #expect(isClose(opacity(layer), 0.25))
        clock.advance(by: 1)   // 4.75: ended after 4 s, filled at the reversed end
        #expect(isClose(opacity(layer), 0))
    }

    @Test func fractionalRepeatCountEndsMidIteration() {
        let clock = TestClock()
        let layer = CALayer()
        let animation = opacityAnimation(from: 0, to: 1, duration: 1)
        animation.repeatCount = 1.5
        animation.fillMode = .forwards
        animation.isRemovedOnCompletion = false
        layer.add(animation, forKey: "a")
        clock.advance(by: 1.25)
        #expect(isClose(opacity(layer), 0.25))
        clock.advance(by: 1)
        #expect(isClose(opacity(layer), 0.5))
    }

    @Test func repeatDurationLimitsTheActiveTime() {
        let clock = TestClock()
        let layer = CALayer()
        let delegate = RecordingDelegate("a", log: EventLog())
        let animation = opacityAnimation(from: 0, to: 1, duration: 1)
        animation.repeatDuration = 2.5
        animation.delegate = delegate
        layer.add(animation, forKey: "a")
        clock.advance(by: 2.25)
        #expect(isClose(opacity(layer), 0.25))
        #expect(delegate.log.events == ["a.start"])
        clock.advance(by: 0.5)
        #expect(delegate.log.events == ["a.start", "a.stop(true)"])
    }

    @Test func animationSpeedAndTimeOffset() {
        let clock = TestClock()
        let layer = CALayer()
        let fast = opacityAnimation(from: 0, to: 1, duration: 1)
        fast.speed = 2
        layer.add(fast, forKey: "fast")
        clock.advance(by: 0.25)
        #expect(isClose(opacity(layer), 0.5))

        let other = CALayer()
        let offset = opacityAnimation(from: 0, to: 1, duration: 4)
        offset.timeOffset = 2
        other.add(offset, forKey: "offset")
        clock.advance(by: 1)
        #expect(isClose(opacity(other), 0.75), "starts half-way")
        clock.advance(by: 2)
        #expect(isClose(opacity(other), 0.25), "wraps to the beginning after the end")
    }

    @Test func layerSpeedBeginTimeAndTimeOffsetScaleTheSubtree() {
        let clock = TestClock()
        let parent = CALayer()
        let child = CALayer()
        parent.addSublayer(child)
        parent.speed = 0.5
        child.add(opacityAnimation(from: 0, to: 1, duration: 1), forKey: "a")
        clock.advance(by: 1)
        #expect(isClose(opacity(child), 0.5), "the parent's half speed halves the child's progress")
        #expect(isClose(child.convertTime(CACurrentMediaTime(), from: nil), parent.convertTime(CACurrentMediaTime(), from: nil)))
        #expect(isClose(parent.convertTime(1001, from: nil), 500.5))
        #expect(isClose(parent.convertTime(500.5, to: nil), 1001))
    }

    @Test func pausedLayerScrubbedThroughTimeOffsetThenResumed() {
        let clock = TestClock()
        let layer = CALayer()
        let log = EventLog()
        let animation = opacityAnimation(from: 0, to: 1, duration: 1)
        animation.delegate = RecordingDelegate("a", log: log)
        layer.add(animation, forKey: "a")
        clock.advance(by: 0.2)
        // Pause: the usual recipe.
        let pausedTime = layer.convertTime(CACurrentMediaTime(), from: nil)
        layer.speed = 0
        layer.timeOffset = pausedTime
        clock.advance(by: 5)
        #expect(isClose(opacity(layer), 0.2), "paused: time stands still")
        // Scrub.
        layer.timeOffset = layer.animation(forKey: "a")!.beginTime + 0.7
        #expect(isClose(opacity(layer), 0.7))
        layer.timeOffset = layer.animation(forKey: "a")!.beginTime + 1.5
        clock.advance(by: 1)
        #expect(log.events == ["a.start"], "a paused layer's animation does not finish, even scrubbed past its end")
        layer.timeOffset = layer.animation(forKey: "a")!.beginTime + 0.7
        // Resume.
        let resumeFrom = layer.timeOffset
        layer.speed = 1
        layer.timeOffset = 0
        layer.beginTime = 0
        layer.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) - resumeFrom
        #expect(isClose(opacity(layer), 0.7), "resuming is continuous")
        clock.advance(by: 0.2)
        #expect(isClose(opacity(layer), 0.9))
        clock.advance(by: 0.2)
        #expect(log.events == ["a.start", "a.stop(true)"])
        #expect(layer.animation(forKey: "a") == nil)
    }

    @Test func animationPausedWithSpeedZeroIsDrivenByTimeOffset() {
        let clock = TestClock()
        let layer = CALayer()
        let animation = opacityAnimation(from: 0, to: 1, duration: 1)
        animation.speed = 0
        animation.timeOffset = 0.3
        layer.add(animation, forKey: "a")
        clock.advance(by: 10)
        #expect(isClose(opacity(layer), 0.3))
    }

    // Local time is cached per layer (`keepsGlobalTime`); each change below comes
    // after a frame has asked for the layer's time, so a stale answer would show.

    @Test func pausingTheParentAfterAFrameStopsTheChildWhereTheOffsetSays() {
        let clock = TestClock()
        let parent = CALayer()
        let child = CALayer()
        parent.addSublayer(child)
        child.add(opacityAnimation(from: 0, to: 1, duration: 1), forKey: "a")
        clock.advance(by: 0.25)
        #expect(isClose(opacity(child), 0.25))
        // The child's animation began at 1000 (global = local until now).
        parent.speed = 0
        parent.timeOffset = 1000.6
        clock.advance(by: 0.25)
        #expect(isClose(opacity(child), 0.6), "the paused parent's time is its offset")
        parent.speed = 1
        parent.timeOffset = 0
        clock.advance(by: 0.1)
        #expect(isClose(opacity(child), 0.6), "back on global time: 1000.6")
    }

    @Test func movingALayerUnderAPausedParentTakesThatParentsTime() {
        let clock = TestClock()
        let running = CALayer()
        let paused = CALayer()
        paused.speed = 0
        paused.timeOffset = 1000.7
        let child = CALayer()
        running.addSublayer(child)
        child.add(opacityAnimation(from: 0, to: 1, duration: 1), forKey: "a")
        clock.advance(by: 0.25)
        #expect(isClose(opacity(child), 0.25))
        paused.addSublayer(child)
        clock.advance(by: 0.1)
        #expect(isClose(opacity(child), 0.7), "under the paused parent")
        child.removeFromSuperlayer()
        clock.advance(by: 0.1)
        #expect(isClose(opacity(child), 0.45), "on its own again: global time 1000.45")
    }

    @Test func aMaskTakesTheTimeOfTheLayerItMasks() {
        let clock = TestClock()
        var paused: CALayer? = CALayer()
        paused?.speed = 0
        paused?.timeOffset = 1000.8
        let mask = CALayer()
        mask.add(opacityAnimation(from: 0, to: 1, duration: 1), forKey: "a")
        clock.advance(by: 0.25)
        #expect(isClose(opacity(mask), 0.25))
        paused?.mask = mask
        clock.advance(by: 0.1)
        #expect(isClose(opacity(mask), 0.8), "a mask keeps its layer's time")
        weak let gone = paused
        paused = nil
        #expect(gone == nil)
        clock.advance(by: 0.1)
        #expect(isClose(opacity(mask), 0.45), "its layer gone, the mask is on global time: 1000.45")
    }
}
