import Foundation
import Testing
@testable import OpenUIKit
import SegueTesting

@MainActor
@Suite(.serialized, .checksDiagnostics) struct PropertyAnimatorTests {
    private func makeView() -> UIView { UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)) }

    @Test func runsToTheEndAndCompletes() {
        // R9.1: inactive at first, active while running, inactive again at the natural end. R9.4: finishing at the targets reports .end.
        let clock = TestClock()
        let view = makeView()
        var position: UIViewAnimatingPosition?
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center = CGPoint(x: 150, y: 50) }
        animator.addCompletion { position = $0 }
        #expect(animator.state == .inactive && !animator.isRunning)
        #expect(view.center == CGPoint(x: 150, y: 50), "the model changes when the animations are added")
        #expect(shownCenter(view).x == 50, "but nothing moves before start")
        animator.startAnimation()
        #expect(animator.state == .active && animator.isRunning)
        clock.advance(by: 0.5)
        #expect(isClose(shownCenter(view).x, 100))
        #expect(isClose(Double(animator.fractionComplete), 0.5))
        clock.advance(by: 0.6)
        #expect(position == .end && animator.state == .inactive)
        #expect(view.layer.animationKeys() == nil && shownCenter(view).x == 150)
    }

    @Test func pauseScrubAndContinue() {
        let clock = TestClock()
        let view = makeView()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeIn) { view.alpha = 0 }
        animator.pauseAnimation()
        #expect(animator.state == .active && !animator.isRunning)
        animator.fractionComplete = 0.4
        clock.advance(by: 0.5)
        #expect(isClose(Double(shownAlpha(view)), 0.6), "scrubbing is linear in progress (R9.3)")
        animator.scrubsLinearly = false
        animator.fractionComplete = 0.5
        clock.advance(by: 1.0 / 60)
        let eased = ReferenceTimingCurve.easeIn.progress(at: 0.5)
        #expect(isClose(Double(shownAlpha(view)), 1 - eased, 1e-4), "or along the curve")
        var position: UIViewAnimatingPosition?
        animator.addCompletion { position = $0 }
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
        #expect(animator.isRunning)
        // Time is mapped back onto the curve: progress `eased` is at time 0.5; 0.5 s remain.
        clock.advance(by: 0.45)
        #expect(position == nil)
        clock.advance(by: 0.1)
        #expect(position == .end)
    }

    @Test func reversingRunsBackToTheStart() {
        // R9.4: isReversed while running turns back at once (from 110 straight back to 80) and reports .start.
        let clock = TestClock()
        let view = makeView()
        var position: UIViewAnimatingPosition?
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center = CGPoint(x: 150, y: 50) }
        animator.addCompletion { position = $0 }
        animator.startAnimation()
        clock.advance(by: 0.6)
        animator.isReversed = true
        clock.advance(by: 0.3)
        #expect(isClose(shownCenter(view).x, 80), "back from 110 to 80")
        clock.advance(by: 0.4)
        #expect(position == .start)
        #expect(view.center.x == 50, "ending at the start puts the model back")
    }

    @Test func stopWritesTheCurrentValuesAndFinishChoosesThePosition() {
        // R9.1: stopAnimation(false) → .stopped, finishAnimation(at:) → .inactive, stopAnimation(true) → .inactive. R9.4: .current where it was stopped.
        let clock = TestClock()
        let view = makeView()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center = CGPoint(x: 150, y: 50) }
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        clock.advance(by: 0.25)
        animator.stopAnimation(false)
        #expect(animator.state == .stopped)
        #expect(isClose(view.center.x, 75), "the on-screen value became the model (R9.5)")
        #expect(positions.isEmpty)
        animator.finishAnimation(at: .current)
        #expect(positions == [.current] && animator.state == .inactive)
        #expect(isClose(view.center.x, 75))

        let other = makeView()
        var otherPositions: [UIViewAnimatingPosition] = []
        let second = UIViewPropertyAnimator(duration: 1, curve: .linear) { other.alpha = 0 }
        second.addCompletion { otherPositions.append($0) }
        second.startAnimation()
        clock.advance(by: 0.5)
        second.stopAnimation(true)
        #expect(second.state == .inactive && otherPositions.isEmpty, "stopAnimation(true): completions never run")
        #expect(isClose(Double(other.alpha), 0.5))
    }

    @Test func finishAtStartOrEnd() {
        let clock = TestClock()
        for position in [UIViewAnimatingPosition.start, .end] {
            let view = makeView()
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center = CGPoint(x: 150, y: 50) }
            animator.startAnimation()
            clock.advance(by: 0.5)
            animator.stopAnimation(false)
            animator.finishAnimation(at: position)
            #expect(view.center.x == (position == .start ? 50 : 150))
        }
    }

    @Test func pausesOnCompletionKeepsItActive() {
        let clock = TestClock()
        let view = makeView()
        var completed = false
        let animator = UIViewPropertyAnimator(duration: 0.5, curve: .linear) { view.alpha = 0 }
        animator.pausesOnCompletion = true
        animator.addCompletion { _ in completed = true }
        animator.startAnimation()
        clock.advance(by: 1)
        #expect(animator.state == .active && !animator.isRunning && !completed, "R9.6")
        animator.isReversed = true
        animator.startAnimation()
        clock.advance(by: 0.25)
        #expect(isClose(Double(shownAlpha(view)), 0.5))
        animator.pausesOnCompletion = false
        clock.advance(by: 0.5)
        #expect(completed)
    }

    @Test func animationsAddedWhileActiveRunOverTheRemainingTime() {
        let clock = TestClock()
        let a = makeView(), b = makeView()
        let animator = UIViewPropertyAnimator(duration: 2, curve: .linear) { a.alpha = 0 }
        animator.startAnimation()
        clock.advance(by: 1)
        animator.addAnimations { b.alpha = 0 }
        #expect(isClose(Double(shownAlpha(b)), 1))
        clock.advance(by: 0.5)
        #expect(isClose(Double(shownAlpha(b)), 0.5), "half of the remaining second (R9.8)")
        #expect(isClose(Double(shownAlpha(a)), 0.25))
    }

    @Test func springTimingParameters() {
        // R7.2: a spring with mass, stiffness and damping sets its own duration. R8.8: damping 0.3 overshoots by exp(−πζ/√(1 − ζ²)).
        let clock = TestClock()
        let view = makeView()
        let animator = UIViewPropertyAnimator(duration: 1, dampingRatio: 0.3) { view.center = CGPoint(x: 150, y: 50) }
        animator.startAnimation()
        var peak: CGFloat = 0
        for _ in 0..<60 {
            clock.advance(by: 1.0 / 60)
            peak = max(peak, shownCenter(view).x)
        }
        // From x = 50 to 150, damping ratio ζ = 0.3: the first peak overshoots by
        // exp(−πζ / √(1 − ζ²)) of the distance, whatever the stiffness (ζ = 0.33 would give 183.1).
        let zeta = 0.3
        let expectedPeak = 150 + 100 * exp(-Double.pi * zeta / (1 - zeta * zeta).squareRoot())
        #expect(abs(Double(peak) - expectedPeak) < 2, "damping 0.3 overshoots to \(expectedPeak): \(peak)")
        let physical = UIViewPropertyAnimator(duration: 10, timingParameters:
            UISpringTimingParameters(mass: 1, stiffness: 100, damping: 20, initialVelocity: .zero))
        #expect(physical.duration < 2, "explicit physics: the settling time, not the given duration")
        _ = UISpringTimingParameters()
    }

    @Test func runningPropertyAnimatorStartsByItself() {
        let clock = TestClock()
        let view = makeView()
        var position: UIViewAnimatingPosition?
        UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.5, delay: 0.25, options: .curveLinear,
                                                       animations: { view.alpha = 0 }) { position = $0 }
        clock.advance(by: 0.5)
        #expect(isClose(Double(shownAlpha(view)), 0.5))
        clock.advance(by: 0.3)
        #expect(position == .end)
    }

    @Test func invalidCallsAreReportedAndIgnored() {
        // R9.2: finish without stop, isInterruptible while active, start and addAnimations while stopped are reported and ignored.
        let clock = TestClock()
        SegueDiagnostics.clear()
        let view = makeView()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
        animator.finishAnimation(at: .end)
        #expect(SegueDiagnostics.messages.last?.contains("only a stopped animator can be finished") == true)
        #expect(animator.state == .inactive)
        animator.startAnimation()
        animator.isInterruptible = false
        #expect(SegueDiagnostics.messages.last?.contains("setInterruptible") == true)
        animator.fractionComplete = 0.3
        #expect(SegueDiagnostics.messages.last?.contains("cannot scrub a running animator") == true)
        animator.stopAnimation(false)
        animator.startAnimation()
        #expect(SegueDiagnostics.messages.last?.contains("cannot start a stopped animator") == true)
        animator.addAnimations { view.center = .zero }
        #expect(SegueDiagnostics.messages.last?.contains("stopped animator") == true)
        #expect(animator.state == .stopped)
        animator.finishAnimation(at: .end)
        #expect(animator.state == .inactive)
        clock.advance(by: 0.1)
    }
}
