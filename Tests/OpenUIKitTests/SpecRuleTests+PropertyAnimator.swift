import Foundation
import Testing
import OpenUIKit
import SegueTesting

/// Spec §9: UIViewPropertyAnimator's states, misuse, reversal, defaults and release.
@MainActor
@Suite(.serialized, .checksDiagnostics) struct SpecRulePropertyAnimatorTests {
    private func makeView() -> UIView { UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)) }

    @Test func R9_1_everyStateChangeTheRuleNames() {
        let clock = TestClock()
        let view = makeView()
        // Scrubbing an inactive animator makes it active (and paused).
        let scrubbed = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
        #expect(scrubbed.state == .inactive && !scrubbed.isRunning, "inactive at first")
        scrubbed.fractionComplete = 0.25
        #expect(scrubbed.state == .active && !scrubbed.isRunning, "setting fractionComplete: active")
        scrubbed.startAnimation()
        #expect(scrubbed.state == .active && scrubbed.isRunning, "startAnimation: active, running")
        clock.advance(by: 0.8)   // 0.75 s remained
        #expect(scrubbed.state == .inactive && !scrubbed.isRunning, "finished naturally: inactive again")

        let paused = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 1 }
        paused.pauseAnimation()
        #expect(paused.state == .active && !paused.isRunning, "pauseAnimation: active")
        paused.stopAnimation(false)
        #expect(paused.state == .stopped, "stopAnimation(false): stopped")
        paused.finishAnimation(at: .end)
        #expect(paused.state == .inactive, "finishAnimation(at:): from stopped to inactive")

        let stopped = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0.5 }
        stopped.startAnimation()
        clock.advance(by: 0.1)
        stopped.stopAnimation(true)
        #expect(stopped.state == .inactive && !stopped.isRunning, "stopAnimation(true): straight to inactive")
    }

    @Test func R9_2_misuseIsReportedAndChangesNothing() {
        let clock = TestClock()
        SegueDiagnostics.clear()
        let view = makeView()
        func lastMessage() -> String { SegueDiagnostics.messages.last ?? "" }

        // finishAnimation(at:) other than after stopAnimation(false): inactive, then running.
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center = CGPoint(x: 150, y: 50) }
        animator.finishAnimation(at: .end)
        #expect(lastMessage().contains("only a stopped animator can be finished") && animator.state == .inactive)
        animator.startAnimation()
        clock.advance(by: 0.25)
        SegueDiagnostics.clear()
        animator.finishAnimation(at: .end)
        #expect(lastMessage().contains("only a stopped animator can be finished"))
        #expect(animator.state == .active && animator.isRunning)

        // isInterruptible while active.
        animator.isInterruptible = false
        #expect(lastMessage().contains("setInterruptible") && animator.isInterruptible)

        // continueAnimation while running (not paused).
        SegueDiagnostics.clear()
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
        #expect(lastMessage().contains("continueAnimation"), "\(SegueDiagnostics.messages)")

        // In .stopped: startAnimation, pauseAnimation, addAnimations, continueAnimation.
        animator.stopAnimation(false)
        #expect(animator.state == .stopped && abs(view.center.x - 75) < 1e-6)
        for (misuse, expected) in [({ animator.startAnimation() }, "cannot start a stopped animator"),
                                   ({ animator.pauseAnimation() }, "cannot pause a stopped animator"),
                                   ({ animator.addAnimations { view.alpha = 0 } }, "stopped animator"),
                                   ({ animator.continueAnimation(withTimingParameters: nil, durationFactor: 1) },
                                    "continueAnimation")] as [(() -> Void, String)] {
            SegueDiagnostics.clear()
            misuse()
            #expect(lastMessage().contains(expected), "\(expected): \(SegueDiagnostics.messages)")
            #expect(animator.state == .stopped && !animator.isRunning)
        }
        clock.advance(by: 0.5)
        #expect(abs(view.center.x - 75) < 1e-6 && view.alpha == 1, "nothing moved or was added")
        animator.finishAnimation(at: .current)
        #expect(animator.state == .inactive)

        // continueAnimation on an animator that is not interruptible (paused while inactive is allowed).
        let rigid = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
        rigid.isInterruptible = false
        rigid.pauseAnimation()
        SegueDiagnostics.clear()
        rigid.continueAnimation(withTimingParameters: nil, durationFactor: 1)
        #expect(lastMessage().contains("continueAnimation") && !rigid.isRunning)
        rigid.startAnimation()
        clock.advance(by: 1.1)
        #expect(rigid.state == .inactive)
    }

    @Test func R9_4_reversingWhileRunningFlipsTheVelocityAtOnce() {
        // R9.4: x from 0 to 100 over 1 s on ease-in-out; reversed at 0.5 s, where the curve is at
        // its fastest: the very next frame already moves back, along the curve's time run backwards.
        let clock = TestClock()
        let view = makeView()
        view.center = .zero
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { view.center = CGPoint(x: 100, y: 0) }
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        clock.advance(by: 0.5)
        let curve = ReferenceTimingCurve.easeInEaseOut
        let frame = 1.0 / 60
        #expect(abs(Double(shownCenter(view).x) - 100 * curve.progress(at: 0.5)) < 1e-3)
        animator.isReversed = true
        clock.advance(by: frame)
        let after = Double(shownCenter(view).x)
        #expect(abs(after - 100 * curve.progress(at: 0.5 - frame)) < 1e-3, "moving back at once: \(after)")
        #expect(after < 50, "the forward motion of the previous frame is gone: \(after)")
        clock.advance(by: 0.5)
        #expect(positions == [.start] && view.center.x == 0, "ran back to the beginning: .start")
    }

    @Test func R9_4_reversedWhilePausedItContinuesBackFromWhereItWas() {
        // R9.4: scrubbed (linearly) to 30 % of an ease-in-out second, reversed, then continued: it
        // goes back from 30 % without a jump, at the time the curve shows 30 % (found by bisection
        // on the reference curve), and ends at .start.
        let clock = TestClock()
        let view = makeView()
        view.center = .zero
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { view.center = CGPoint(x: 100, y: 0) }
        animator.addCompletion { positions.append($0) }
        animator.pauseAnimation()
        animator.fractionComplete = 0.3
        clock.advance(by: 1.0 / 60)
        #expect(abs(shownCenter(view).x - 30) < 1e-6)
        animator.isReversed = true
        clock.advance(by: 0.2)
        #expect(abs(shownCenter(view).x - 30) < 1e-6, "paused: reversing alone moves nothing")
        let curve = ReferenceTimingCurve.easeInEaseOut
        var low = 0.0, high = 1.0
        for _ in 0..<60 {
            let mid = (low + high) / 2
            if curve.progress(at: mid) < 0.3 { low = mid } else { high = mid }
        }
        let t0 = (low + high) / 2   // about 0.39 s
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
        clock.advance(by: 0.1)
        let shown = Double(shownCenter(view).x)
        #expect(abs(shown - 100 * curve.progress(at: t0 - 0.1)) < 0.05, "\(shown) vs \(100 * curve.progress(at: t0 - 0.1))")
        clock.advance(by: t0 - 0.1 + 1.0 / 60)
        #expect(positions == [.start] && view.center.x == 0)

        // The other two positions: .end at the targets, .current where finishAnimation(at: .current) left it.
        let forward = UIViewPropertyAnimator(duration: 0.5, curve: .linear) { view.center = CGPoint(x: 40, y: 0) }
        forward.addCompletion { positions.append($0) }
        forward.startAnimation()
        clock.advance(by: 0.55)
        let halted = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center = CGPoint(x: 140, y: 0) }
        halted.addCompletion { positions.append($0) }
        halted.startAnimation()
        clock.advance(by: 0.5)
        halted.stopAnimation(false)
        halted.finishAnimation(at: .current)
        #expect(positions == [.start, .end, .current])
        // The animator moves at frames: within one frame's movement (100 pt/s ÷ 60) of halfway.
        #expect(abs(view.center.x - 90) < 100.0 / 60, "halfway from 40 to 140: \(view.center.x)")
    }

    @Test func R9_9_defaultsAndMovingViewsAreHitWhereTheyAreShown() {
        let clock = TestClock()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 100))
        let moving = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        root.addSubview(moving)
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
            moving.frame = CGRect(x: 300, y: 0, width: 50, height: 50)
        }
        #expect(animator.isUserInteractionEnabled && !animator.isManualHitTestingEnabled && animator.isInterruptible)
        animator.startAnimation()
        clock.advance(by: 0.5)
        // Shown at x 150…200; its model frame is already at 300…350.
        #expect(root.hitTest(CGPoint(x: 175, y: 25), with: nil) === moving, "hit where it is shown")
        #expect(root.hitTest(CGPoint(x: 325, y: 25), with: nil) === root, "not where it is going")
        #expect(root.hitTest(CGPoint(x: 25, y: 25), with: nil) === root, "nor where it was")
        clock.advance(by: 0.6)
        #expect(root.hitTest(CGPoint(x: 325, y: 25), with: nil) === moving, "at rest: its frame")

        // With manual hit-testing the animator leaves hit-testing to the app: the model frame answers.
        let manual = UIViewPropertyAnimator(duration: 1, curve: .linear) {
            moving.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        }
        manual.isManualHitTestingEnabled = true
        manual.startAnimation()
        clock.advance(by: 0.5)
        #expect(root.hitTest(CGPoint(x: 175, y: 25), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: 25, y: 25), with: nil) === moving)
        clock.advance(by: 0.6)
    }

    @Test func R9_10_releasingAPausedOrStoppedAnimatorIsReported() {
        let clock = TestClock()
        let view = makeView()
        let message = "must be finished first (UIKit raises NSInternalInconsistencyException)"
        SegueDiagnostics.clear()
        do {
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
            animator.startAnimation()
            clock.advance(by: 0.25)
            animator.pauseAnimation()
        }
        #expect(SegueDiagnostics.messages.contains { $0.contains("released while paused") && $0.contains(message) },
                "a started, then paused animator: \(SegueDiagnostics.messages)")
        SegueDiagnostics.clear()
        do {
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 1 }
            animator.startAnimation()
            clock.advance(by: 0.25)
            animator.stopAnimation(false)
        }
        #expect(SegueDiagnostics.messages.contains { $0.contains("released while stopped") }, "\(SegueDiagnostics.messages)")
        SegueDiagnostics.clear()
        do {
            let animator = UIViewPropertyAnimator(duration: 0.25, curve: .linear) { view.alpha = 0.5 }
            animator.pausesOnCompletion = true
            animator.startAnimation()
            clock.advance(by: 0.5)
            #expect(animator.state == .active && !animator.isRunning)
        }
        #expect(SegueDiagnostics.messages.contains { $0.contains("released while paused") }, "paused on completion")

        // Finished, or stopped and then finished, it goes quietly.
        SegueDiagnostics.clear()
        do {
            let finished = UIViewPropertyAnimator(duration: 0.25, curve: .linear) { view.alpha = 1 }
            finished.startAnimation()
            clock.advance(by: 0.5)
            let stopped = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
            stopped.startAnimation()
            clock.advance(by: 0.25)
            stopped.stopAnimation(false)
            stopped.finishAnimation(at: .end)
        }
        #expect(SegueDiagnostics.messages.isEmpty, "\(SegueDiagnostics.messages)")
        // A running animator is kept by the frame loop until it ends, as UIKit keeps it.
        weak var running: UIViewPropertyAnimator?
        do {
            let animator = UIViewPropertyAnimator(duration: 0.25, curve: .linear) { view.alpha = 0 }
            animator.startAnimation()
            running = animator
        }
        #expect(running != nil)
        clock.advance(by: 0.5)
        #expect(running == nil && SegueDiagnostics.messages.isEmpty && view.alpha == 0)
    }
}
