import Foundation
import Testing
import OpenUIKit
import SegueTesting

/// The initial speed (points per second) of `read` on `view`'s presentation, after `start()` made its
/// animation: sampled 1 and 2 ms in, x'(0) ≈ 2·x(h)/h − x(2h)/(2h) (the h² error is below 0.1 pt/s here).
@MainActor
private func initialSpeed(_ clock: TestClock, _ view: UIView, from origin: CGFloat,
                          _ read: (CGPoint) -> CGFloat) -> Double {
    let h = 0.001
    clock.advance(by: h, framesPerSecond: 1000)
    let x1 = Double(read(shownCenter(view)) - origin)
    clock.advance(by: h, framesPerSecond: 1000)
    let x2 = Double(read(shownCenter(view)) - origin)
    return 2 * x1 / h - x2 / (2 * h)
}

/// Spec §7 (timings) and §8 (the UIView animation API).
@MainActor
@Suite(.serialized, .checksDiagnostics) struct SpecRuleAnimationTests {
    private func makeView() -> UIView { UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)) }

    @Test func R7_2_defaultCurvesAndSystemDurations() throws {
        let clock = TestClock()
        // UIView.animate(withDuration:animations:): ease-in-out.
        let plain = makeView()
        UIView.animate(withDuration: 1) { plain.alpha = 0 }
        // runningPropertyAnimator with no curve option: ease-in-out.
        let running = makeView()
        UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 1, delay: 0, options: [], animations: { running.alpha = 0 })
        // UICubicTimingParameters(): Core Animation's default curve, (0.25, 0.1) (0.25, 1).
        let defaultCubic = UICubicTimingParameters()
        #expect(defaultCubic.controlPoint1 == CGPoint(x: 0.25, y: 0.1) && defaultCubic.controlPoint2 == CGPoint(x: 0.25, y: 1))
        let cubic = makeView()
        UIViewPropertyAnimator(duration: 1, timingParameters: defaultCubic).addAnimationsAndStart { cubic.alpha = 0 }
        clock.advance(by: 0.25)
        let easeInOut = ReferenceTimingCurve.easeInEaseOut.progress(at: 0.25)   // 0.1291
        let caDefault = ReferenceTimingCurve.caDefault.progress(at: 0.25)       // 0.4094
        #expect(isClose(Double(shownAlpha(plain)), 1 - easeInOut, 1e-4), "\(shownAlpha(plain))")
        #expect(isClose(Double(shownAlpha(running)), 1 - easeInOut, 1e-4), "\(shownAlpha(running))")
        #expect(isClose(Double(shownAlpha(cubic)), 1 - caDefault, 1e-4), "\(shownAlpha(cubic)) vs \(1 - caDefault)")
        clock.advance(by: 0.8)

        // UISpringTimingParameters(): critically damped, the same motion as a damping ratio of 1, no overshoot.
        let spring = makeView(), critical = makeView()
        spring.center = .zero
        critical.center = .zero
        UIViewPropertyAnimator(duration: 1, timingParameters: UISpringTimingParameters())
            .addAnimationsAndStart { spring.center = CGPoint(x: 100, y: 0) }
        UIViewPropertyAnimator(duration: 1, dampingRatio: 1).addAnimationsAndStart { critical.center = CGPoint(x: 100, y: 0) }
        var previous: CGFloat = 0
        for _ in 0..<70 {
            clock.advance(by: 1.0 / 60)
            let x = shownCenter(spring).x
            #expect(isClose(x, shownCenter(critical).x, 1e-6) && x <= 100.000_001 && x >= previous - 1e-9, "\(x)")
            previous = x
        }

        // A spring with mass, stiffness and damping: the duration given is ignored. m = 1, k = 100,
        // c = 20 is critically damped with ω = 10: x(t) = 1 − (1 + ωt)e^(−ωt) of the way, 1 − 2/e at 0.1 s.
        for given in [0.5, 10.0] {
            let view = makeView()
            view.center = .zero
            let physical = UIViewPropertyAnimator(duration: given, timingParameters:
                UISpringTimingParameters(mass: 1, stiffness: 100, damping: 20, initialVelocity: .zero))
            physical.addAnimationsAndStart { view.center = CGPoint(x: 100, y: 0) }
            clock.advance(by: 0.1)
            #expect(abs(Double(shownCenter(view).x) - 100 * (1 - 2 / M_E)) < 0.05, "given \(given) s: \(shownCenter(view).x)")
            clock.advance(by: 0.4)
            #expect(abs(Double(shownCenter(view).x) - 100 * (1 - 6 * exp(-5.0))) < 0.05, "at 0.5 s, whatever was given")
            clock.advance(by: 3)
            #expect(physical.state == .inactive, "given \(given) s, over by 3.5 s")
        }
    }

    @Test func R7_2_pushPopAndBarDurations() throws {
        // R7.2 [U for both values]: push and pop take 0.35 s, bars show and hide in hideShowBarDuration, 0.2 s.
        #expect(UINavigationController.hideShowBarDuration == 0.2)
        let host = TestHost()
        let navigation = UINavigationController(rootViewController: UIViewController())
        host.window.rootViewController = navigation
        try host.runUntilIdle()
        navigation.pushViewController(UIViewController(), animated: true)
        host.advance(by: 1.0 / 60)
        let coordinator = try #require(navigation.transitionCoordinator)
        #expect(coordinator.transitionDuration == 0.35)
        let started = host.time
        var ended: CFTimeInterval?
        coordinator.animate(alongsideTransition: nil) { _ in ended = host.time }
        try host.runUntilIdle()
        let took = try #require(ended) - started
        #expect(took > 0.35 - 1.0 / 30 && took < 0.35 + 1.0 / 30, "\(took)")
    }

    @Test func R8_5_nestedBlocksInheritTheCurveAndEachOverrideTakesItsOwn() {
        let clock = TestClock()
        let inheriting = makeView(), ownDuration = makeView(), ownCurve = makeView()
        // The outer block: 1 s, linear. Inner blocks ask for 0.2 s on ease-in.
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            UIView.animate(withDuration: 0.2, delay: 0, options: .curveEaseIn, animations: { inheriting.alpha = 0 })
            UIView.animate(withDuration: 0.2, delay: 0, options: [.curveEaseIn, .overrideInheritedDuration],
                           animations: { ownDuration.alpha = 0 })
            UIView.animate(withDuration: 0.2, delay: 0, options: [.curveEaseIn, .overrideInheritedCurve],
                           animations: { ownCurve.alpha = 0 })
        })
        clock.advance(by: 0.05)
        #expect(isClose(Double(shownAlpha(ownDuration)), 0.75, 1e-4), "its own 0.2 s on the outer linear curve")
        clock.advance(by: 0.2)
        #expect(isClose(Double(shownAlpha(inheriting)), 0.75, 1e-4), "the outer 1 s, linear: \(shownAlpha(inheriting))")
        let easeIn = ReferenceTimingCurve.easeIn.progress(at: 0.25)
        #expect(isClose(Double(shownAlpha(ownCurve)), 1 - easeIn, 1e-4), "the outer 1 s on its own ease-in")
        clock.advance(by: 0.8)

        // .overrideInheritedOptions: the outer .repeat is not inherited.
        let repeating = makeView(), once = makeView()
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .repeat], animations: {
            UIView.animate(withDuration: 1, animations: { repeating.alpha = 0 })
            UIView.animate(withDuration: 1, delay: 0, options: .overrideInheritedOptions, animations: { once.alpha = 0 })
        })
        clock.advance(by: 1.25)
        #expect(isClose(Double(shownAlpha(repeating)), 0.75, 1e-4), "inherited .repeat: a second run")
        #expect(once.layer.animationKeys() == nil && shownAlpha(once) == 0, "its own options: ran once")
        repeating.layer.removeAllAnimations()
        clock.advance(by: 1.0 / 60)
    }

    @Test func R8_6_autoreverseNeedsRepeatAndModifyAnimationsNeedsAnEnclosingBlock() {
        let clock = TestClock()
        // .autoreverse without .repeat: one plain run forward (no way back).
        let view = makeView()
        UIView.animate(withDuration: 1, delay: 0, options: [.autoreverse, .curveLinear], animations: { view.alpha = 0 })
        clock.advance(by: 0.75)
        #expect(isClose(Double(shownAlpha(view)), 0.25, 1e-4), "still going forward: \(shownAlpha(view))")
        clock.advance(by: 0.35)
        #expect(view.layer.animationKeys() == nil && shownAlpha(view) == 0)

        // .repeat repeats forever: still running after twenty runs.
        let forever = makeView()
        UIView.animate(withDuration: 0.5, delay: 0, options: [.repeat, .curveLinear], animations: { forever.alpha = 0 })
        clock.advance(by: 10.125)
        #expect(isClose(Double(shownAlpha(forever)), 0.75, 1e-4), "the twenty-first run, a quarter in")
        forever.layer.removeAllAnimations()

        // modifyAnimations around an animation block (the wrong way round): no repeats.
        SegueDiagnostics.clear()
        let outside = makeView()
        UIView.modifyAnimations(withRepeatCount: 3, autoreverses: false) {
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { outside.alpha = 0 })
        }
        #expect(SegueDiagnostics.messages.contains { $0.contains("must be called inside an animation block") })
        clock.advance(by: 1.25)
        #expect(outside.layer.animationKeys() == nil && shownAlpha(outside) == 0, "ran once")
        // Inside one: three runs.
        let inside = makeView()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            UIView.modifyAnimations(withRepeatCount: 3, autoreverses: false) { inside.alpha = 0 }
        })
        clock.advance(by: 2.5)
        #expect(isClose(Double(shownAlpha(inside)), 0.5, 1e-4), "the third run, halfway")
        clock.advance(by: 0.6)
        #expect(inside.layer.animationKeys() == nil)
    }

    @Test func R8_8_springVelocityIsRelativeToTheDistanceAndDampingOneNeverOvershoots() {
        let clock = TestClock()
        // 200 points; initialSpringVelocity 0.5 is 100 pt/s at the start, 1 is 200 pt/s, 0 is at rest.
        for (velocity, expected) in [(0.0, 0.0), (0.5, 100.0), (1.0, 200.0)] {
            let view = makeView()
            view.center = .zero
            UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: CGFloat(velocity),
                           options: [], animations: { view.center = CGPoint(x: 200, y: 0) })
            let speed = initialSpeed(clock, view, from: 0) { $0.x }
            #expect(abs(speed - expected) < 2, "velocity \(velocity): \(speed) pt/s")
            var maximum: CGFloat = 0
            for _ in 0..<70 {
                clock.advance(by: 1.0 / 60)
                maximum = max(maximum, shownCenter(view).x)
            }
            #expect(maximum <= 200.000_001, "damping 1 decelerates with no overshoot: \(maximum)")
        }
        // Lower damping oscillates more: the first overshoot grows as the ratio falls.
        var peaks: [CGFloat] = []
        for damping in [0.7, 0.4, 0.1] as [CGFloat] {
            let view = makeView()
            view.center = .zero
            UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: damping, initialSpringVelocity: 0, options: [],
                           animations: { view.center = CGPoint(x: 100, y: 0) })
            var peak: CGFloat = 0
            for _ in 0..<60 {
                clock.advance(by: 1.0 / 60)
                peak = max(peak, shownCenter(view).x)
            }
            peaks.append(peak)
        }
        #expect(peaks[0] > 100 && peaks[0] < peaks[1] && peaks[1] < peaks[2], "\(peaks)")
    }

    @Test func R8_8_aTwoDimensionalSpringVelocityDrivesEachAxisOfTheCentre() {
        // R8.8: with UISpringTimingParameters the velocity is a vector; a centre animation uses dx for
        // x and dy for y. From (0, 0) to (200, 100) with (0.5, 0): x starts at 100 pt/s, y at rest.
        let clock = TestClock()
        let view = makeView()
        view.center = .zero
        let animator = UIViewPropertyAnimator(duration: 1, timingParameters:
            UISpringTimingParameters(dampingRatio: 1, initialVelocity: CGVector(dx: 0.5, dy: 0)))
        animator.addAnimationsAndStart { view.center = CGPoint(x: 200, y: 100) }
        clock.advance(by: 0.001, framesPerSecond: 1000)
        let x1 = Double(shownCenter(view).x), y1 = Double(shownCenter(view).y)
        clock.advance(by: 0.001, framesPerSecond: 1000)
        let x2 = Double(shownCenter(view).x), y2 = Double(shownCenter(view).y)
        let speedX = 2 * x1 / 0.001 - x2 / 0.002, speedY = 2 * y1 / 0.001 - y2 / 0.002
        withKnownIssue("Segue drives the whole animator along one spring, using the vector's length for every axis") {
            #expect(abs(speedX - 100) < 2 && abs(speedY) < 2, "(\(speedX), \(speedY)) pt/s")
        }
        clock.advance(by: 2)
    }

    @Test func R8_9_withoutKeyframesTheBlockIsAPlainAnimationAndEachModePacesAsNamed() {
        let clock = TestClock()
        // No addKeyframe: the change spans the whole duration and completes like a plain block.
        var finished: Bool?
        let plain = makeView()
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: [], animations: { plain.alpha = 0 }) { finished = $0 }
        #expect(plain.alpha == 0, "the model at once")
        clock.advance(by: 0.5)
        #expect(isClose(Double(shownAlpha(plain)), 0.5, 1e-4) && finished == nil)
        clock.advance(by: 0.55)
        #expect(finished == true && plain.layer.animationKeys() == nil)

        // x: 0 → 10 in the first half, 10 → 100 in the second.
        func run(_ mode: UIView.KeyframeAnimationOptions) -> UIView {
            let view = makeView()
            view.center = .zero
            UIView.animateKeyframes(withDuration: 1, delay: 0, options: mode, animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.center = CGPoint(x: 10, y: 0) }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.center = CGPoint(x: 100, y: 0) }
            })
            return view
        }
        let linear = run(.calculationModeLinear), discrete = run(.calculationModeDiscrete), paced = run(.calculationModePaced)
        let cubic = run(.calculationModeCubic)
        clock.advance(by: 0.25)
        #expect(isClose(shownCenter(linear).x, 5, 1e-4), "linear: halfway through the first keyframe")
        #expect(shownCenter(discrete).x == 0, "discrete: holds, no interpolation")
        #expect(isClose(shownCenter(paced).x, 25, 1e-3), "paced: even speed over the 100 points, times ignored")
        #expect(abs(shownCenter(cubic).x - 5) > 0.5, "cubic: a curve, not the straight segment: \(shownCenter(cubic).x)")

        clock.advance(by: 0.25)
        #expect(isClose(shownCenter(linear).x, 10, 1e-4) && isClose(shownCenter(cubic).x, 10, 1e-3),
                "linear and cubic pass through each value at its time")
        #expect(shownCenter(discrete).x == 10)
        #expect(isClose(shownCenter(paced).x, 50, 1e-3))
        clock.advance(by: 0.6)

        // cubicPaced: a cubic through the values with the key times ignored, paced by distance: two
        // equally long steps (0 → 10 → 20) take half the time each, whether the keyframes ask for
        // 0.8 s then 0.2 s or 0.2 s then 0.8 s; linear follows the key times (6.25 at 0.5 s).
        func uneven(_ mode: UIView.KeyframeAnimationOptions, firstTakes first: Double) -> UIView {
            let view = makeView()
            view.center = .zero
            UIView.animateKeyframes(withDuration: 1, delay: 0, options: mode, animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: first) { view.center = CGPoint(x: 10, y: 0) }
                UIView.addKeyframe(withRelativeStartTime: first, relativeDuration: 1 - first) { view.center = CGPoint(x: 20, y: 0) }
            })
            return view
        }
        let slowFirst = uneven(.calculationModeCubicPaced, firstTakes: 0.8)
        let quickFirst = uneven(.calculationModeCubicPaced, firstTakes: 0.2)
        let timed = uneven(.calculationModeLinear, firstTakes: 0.8)
        clock.advance(by: 0.25)
        #expect(isClose(shownCenter(slowFirst).x, shownCenter(quickFirst).x, 1e-6), "the key times make no difference")
        #expect(shownCenter(slowFirst).x > 0 && shownCenter(slowFirst).x < 10)
        clock.advance(by: 0.25)
        #expect(abs(shownCenter(slowFirst).x - 10) < 0.01 && abs(shownCenter(quickFirst).x - 10) < 0.01,
                "half the distance at half the time: \(shownCenter(slowFirst).x), \(shownCenter(quickFirst).x)")
        #expect(isClose(shownCenter(timed).x, 6.25, 1e-4), "\(shownCenter(timed).x)")
        clock.advance(by: 0.6)
    }
}

extension UIViewPropertyAnimator {
    /// Adds `animations` and starts.
    fileprivate func addAnimationsAndStart(_ animations: @escaping () -> Void) {
        addAnimations(animations)
        startAnimation()
    }
}
