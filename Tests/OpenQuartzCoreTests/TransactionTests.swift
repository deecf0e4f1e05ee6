import Testing
@testable import OpenQuartzCore
import SegueTesting

@MainActor
@Suite(.checksDiagnostics) struct TransactionTests {
    @Test func completionRunsAfterEveryAnimationOfTheTransactionAndAfterTheirDelegates() {
        let clock = TestClock()
        let log = EventLog()
        let layer = CALayer()
        CATransaction.begin()
        CATransaction.setCompletionBlock { log.append("completion") }
        let short = opacityAnimation(from: 0, to: 1, duration: 0.5)
        short.delegate = RecordingDelegate("short", log: log)
        let long = positionXAnimation(from: 0, to: 1, duration: 1)
        long.delegate = RecordingDelegate("long", log: log)
        layer.add(short, forKey: "short")
        layer.add(long, forKey: "long")
        CATransaction.commit()
        #expect(log.events.isEmpty)
        clock.advance(by: 0.6)
        #expect(log.events == ["short.start", "long.start", "short.stop(true)"])
        clock.advance(by: 0.5)
        #expect(log.events == ["short.start", "long.start", "short.stop(true)", "long.stop(true)", "completion"])
    }

    @Test func aSuspensionOfActionsPutsBackTheSettingItFound() {
        // UIKit's at-once changes suspend actions; ending the suspension restores the
        // transaction's own setting: disabled by the app, they stay disabled.
        let clock = TestClock()
        let layer = CALayer()
        layer.opacity = 0.9
        clock.advance(by: 1.0 / 60)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        CATransaction.suspendActions().end()
        #expect(CATransaction.disableActions())
        layer.opacity = 0.5
        CATransaction.commit()
        #expect(layer.animationKeys() == nil)
        // Enabled before, enabled after: the next change animates implicitly.
        CATransaction.suspendActions().end()
        #expect(!CATransaction.disableActions())
        layer.opacity = 0.25
        #expect(layer.animationKeys() == ["opacity"])
    }

    @Test func nestedTransactionsEachCompleteWhenTheirOwnAnimationsEnd() {
        let clock = TestClock()
        let log = EventLog()
        let layer = CALayer()
        CATransaction.begin()
        CATransaction.setCompletionBlock { log.append("outer") }
        layer.add(opacityAnimation(from: 0, to: 1, duration: 1), forKey: "outer")
        CATransaction.begin()
        CATransaction.setCompletionBlock { log.append("inner") }
        layer.add(opacityAnimation(from: 0, to: 1, duration: 0.5), forKey: "inner")
        CATransaction.commit()
        CATransaction.commit()
        clock.advance(by: 0.75)
        #expect(log.events == ["inner"])
        clock.advance(by: 0.5)
        #expect(log.events.sorted() == ["inner", "outer"], "both, once the animation ended")
    }

    @Test func twoAnimationsOfOneFrameStartAndStopInTheOrderTheyWereAdded() {
        // `b`'s animation is added first; the table lists `a` first (it was already animating).
        let clock = TestClock()
        let log = EventLog()
        let a = CALayer(), b = CALayer()
        a.add(opacityAnimation(from: 0, to: 1, duration: 5), forKey: "long")
        clock.advance(by: 1.0 / 60)
        let first = opacityAnimation(from: 0, to: 1, duration: 1)
        first.delegate = RecordingDelegate("first", log: log)
        let second = positionXAnimation(from: 0, to: 1, duration: 1)
        second.delegate = RecordingDelegate("second", log: log)
        b.add(first, forKey: "first")
        a.add(second, forKey: "second")
        clock.advance(by: 1.0 / 60)
        #expect(log.events == ["first.start", "second.start"])
        clock.advance(by: 1.1)
        #expect(log.events == ["first.start", "second.start", "first.stop(true)", "second.stop(true)"])
    }

    /// `flush()` commits only the implicit transaction, and only when no explicit one is open.
    @Test func flushInsideAnExplicitTransactionWaitsForItsCommit() {
        let clock = TestClock()
        let layer = CALayer()
        layer.opacity = 0.5   // the implicit transaction
        CATransaction.begin()
        layer.opacity = 0.25
        CATransaction.flush()
        CATransaction.setDisableActions(true)
        #expect(CATransaction.disableActions(), "the explicit transaction is still open after the flush")
        CATransaction.commit()
        #expect(SegueDiagnostics.messages.isEmpty, "its commit found it open: \(SegueDiagnostics.messages)")
        #expect(!CATransaction.disableActions(), "and closed it")
        clock.advance(by: 1.0 / 60)
        #expect(layer.opacity == 0.25)
    }

    /// An animation added in a nested transaction holds up every enclosing transaction's completion.
    @Test func anAnimationInANestedTransactionHoldsUpTheOuterCompletion() {
        let clock = TestClock()
        let log = EventLog()
        let layer = CALayer()
        CATransaction.begin()
        CATransaction.setCompletionBlock { log.append("outer") }
        CATransaction.begin()
        CATransaction.setCompletionBlock { log.append("inner") }
        layer.add(opacityAnimation(from: 0, to: 1, duration: 0.5), forKey: "fade")
        CATransaction.commit()
        CATransaction.commit()
        #expect(log.events.isEmpty, "both wait for the animation")
        clock.advance(by: 0.25)
        #expect(log.events.isEmpty)
        clock.advance(by: 0.5)
        #expect(log.events.sorted() == ["inner", "outer"], "both, once the animation ended")
    }

    @Test func completionWithoutAnimationsRunsAtCommit() {
        _ = TestClock()
        let log = EventLog()
        CATransaction.begin()
        CATransaction.setCompletionBlock { log.append("done") }
        CATransaction.commit()
        #expect(log.events == ["done"])
    }

    @Test func removedAnimationStillCountsAsEnded() {
        let clock = TestClock()
        let log = EventLog()
        let layer = CALayer()
        CATransaction.begin()
        CATransaction.setCompletionBlock { log.append("completion") }
        let animation = opacityAnimation(from: 0, to: 1, duration: 1)
        animation.delegate = RecordingDelegate("a", log: log)
        layer.add(animation, forKey: "a")
        CATransaction.commit()
        clock.advance(by: 0.3)
        layer.removeAnimation(forKey: "a")
        #expect(isClose(opacity(layer), 1), "removal shows the model value at once")
        clock.advance(by: 1.0 / 60)
        #expect(log.events == ["a.start", "a.stop(false)", "completion"])
    }

    @Test func replacingAnAnimationByKeyStopsTheOldOneUnfinished() {
        let clock = TestClock()
        let log = EventLog()
        let layer = CALayer()
        let first = opacityAnimation(from: 0, to: 1, duration: 1)
        first.delegate = RecordingDelegate("first", log: log)
        layer.add(first, forKey: "fade")
        clock.advance(by: 0.5)
        let second = opacityAnimation(from: 1, to: 0, duration: 1)
        second.delegate = RecordingDelegate("second", log: log)
        layer.add(second, forKey: "fade")
        clock.advance(by: 0.1)
        #expect(log.events == ["first.start", "second.start", "first.stop(false)"])
        #expect(layer.animationKeys() == ["fade"])
        clock.advance(by: 1)
        #expect(log.events.last == "second.stop(true)")
    }

    @Test func removeAllAnimationsReportsEachUnfinished() {
        let clock = TestClock()
        let log = EventLog()
        let layer = CALayer()
        for name in ["a", "b"] {
            let animation = opacityAnimation(from: 0, to: 1, duration: 1)
            animation.delegate = RecordingDelegate(name, log: log)
            layer.add(animation, forKey: name)
        }
        clock.advance(by: 0.5)
        layer.removeAllAnimations()
        clock.advance(by: 0.1)
        #expect(log.events == ["a.start", "b.start", "a.stop(false)", "b.stop(false)"])
        #expect(layer.animationKeys() == nil)
    }

    @Test func isRemovedOnCompletionFalseKeepsTheAnimation() {
        let clock = TestClock()
        let layer = CALayer()
        let animation = opacityAnimation(from: 0, to: 0.5, duration: 0.5)
        animation.isRemovedOnCompletion = false
        animation.fillMode = .forwards
        layer.add(animation, forKey: "a")
        clock.advance(by: 1)
        #expect(layer.animation(forKey: "a") != nil)
        #expect(isClose(opacity(layer), 0.5))
        #expect(!FrameLoop.shared.hasActiveAnimations, "an ended, kept animation is not running")
    }

    @Test func implicitAnimationsForCommittedStandaloneLayers() {
        let clock = TestClock()
        let root = CALayer()
        let layer = CALayer()
        root.addSublayer(layer)
        layer.opacity = 0.5
        #expect(layer.animationKeys() == nil, "a layer not yet committed does not animate")
        clock.advance(by: 1.0 / 60)
        layer.opacity = 1
        #expect(layer.animationKeys() == ["opacity"])
        let implicit = layer.animation(forKey: "opacity") as! CABasicAnimation
        #expect(implicit.duration == 0.25)
        clock.advance(by: 0.125)
        let expected = 0.5 + 0.5 * ReferenceTimingCurve.caDefault.progress(at: 0.5)
        #expect(isClose(opacity(layer), expected))
        #expect(layer.opacity == 1, "the model value changes at once")

        CATransaction.begin()
        CATransaction.setAnimationDuration(2)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        layer.position = CGPoint(x: 100, y: 0)
        CATransaction.commit()
        clock.advance(by: 1)
        #expect(isClose(layer.presentation()!.position.x, 50))

        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.cornerRadius = 8
        CATransaction.commit()
        #expect(layer.animation(forKey: "cornerRadius") == nil)
    }

    @Test func delegateAndActionsDictionaryChooseTheAction() {
        final class Chooser: NSObject, CALayerDelegate {
            func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
                event == "opacity" ? NSNull() : nil
            }
        }
        let clock = TestClock()
        let chooser = Chooser()
        let layer = CALayer()
        layer.delegate = chooser
        let custom = CABasicAnimation()
        custom.duration = 3
        layer.actions = ["position": custom]
        clock.advance(by: 1.0 / 60)
        layer.opacity = 0
        #expect(layer.animation(forKey: "opacity") == nil, "NSNull from the delegate: no action")
        layer.position = CGPoint(x: 10, y: 10)
        #expect(layer.animation(forKey: "position")?.duration == 3, "the actions dictionary's animation runs")
        clock.advance(by: 1.5)
        #expect(isClose(layer.presentation()!.position.x, 5), "from the old to the new value")
    }

    /// A commit lets go of the values the transaction replaced: a colour the layer no longer has is not kept
    /// alive as the committed value of an earlier transaction.
    @Test func aCommitLetsGoOfTheValuesItReplaced() {
        let clock = TestClock()
        let layer = CALayer()
        weak var oldColor: CGColor?
        do {
            let color = CGColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
            oldColor = color
            layer.backgroundColor = color
        }
        clock.advance(by: 1.0 / 60)   // committed with the colour
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        CATransaction.commit()
        #expect(layer.animationKeys() == nil)
        #expect(oldColor == nil, "the replaced colour is gone once the change is committed")
    }
}

/// A layer that reports its layout pass.
@MainActor
private final class LayoutReportingLayer: CALayer {
    var onLayout: (() -> Void)?
    override func layoutSublayers() {
        super.layoutSublayers()
        onLayout?()
    }
}

/// Records when its animation starts, for the frame's phase order.
@MainActor
private final class StartRecorder: NSObject, CAAnimationDelegate {
    let record: (String) -> Void
    init(_ record: @escaping (String) -> Void) { self.record = record }
    func animationDidStart(_ anim: CAAnimation) { record("animation started") }
}

@MainActor
@Suite(.checksDiagnostics) struct FramePhaseTests {
    @Test func aFrameRunsItsPhasesInOrder() {
        let clock = TestClock()
        var order: [String] = []
        let loop = FrameLoop.shared
        loop.addHook(.render) { _ in order.append("render") }
        loop.addHook(.layout) { _ in order.append("layout hooks") }
        loop.addHook(.timers) { _ in order.append("timers") }
        loop.addHook(.input) { _ in order.append("input") }
        let link = CADisplayLink { _ in order.append("display link") }
        link.add(to: .main, forMode: .common)
        let layer = LayoutReportingLayer()
        layer.onLayout = { order.append("layout") }
        layer.setNeedsLayout()
        let animation = CABasicAnimation(keyPath: "opacity")
        let recorder = StartRecorder { order.append($0) }
        animation.delegate = recorder
        layer.add(animation, forKey: "fade")
        clock.advance(by: 1.0 / 60)
        #expect(order == ["input", "display link", "timers", "layout", "layout hooks", "animation started", "render"])
        link.invalidate()
    }
}
