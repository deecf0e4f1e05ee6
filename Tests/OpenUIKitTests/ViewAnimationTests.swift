import Foundation
import Testing
@testable import OpenUIKit
import SegueTesting

@MainActor
@Suite(.checksDiagnostics) struct ViewAnimationTests {
    private func makeView() -> UIView {
        UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)) // centre (50, 50)
    }

    @Test func modelChangesAtOnceAndPresentationFollowsTheCurve() {
        // R7.2: UIView.animate(withDuration:animations:) runs on ease-in-out.
        let clock = TestClock()
        let view = makeView()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            view.center = CGPoint(x: 150, y: 50)
        })
        #expect(view.center == CGPoint(x: 150, y: 50), "the model value at once (R8.1)")
        clock.advance(by: 0.5)
        #expect(isClose(shownCenter(view).x, 100), "linear midpoint")
        let eased = makeView()
        UIView.animate(withDuration: 1) { eased.alpha = 0 }
        clock.advance(by: 0.25)
        let expected = 1 - ReferenceTimingCurve.easeInEaseOut.progress(at: 0.25)
        #expect(isClose(Double(shownAlpha(eased)), expected, 1e-5), "ease-in-out by default")
    }

    /// A block reuses its action object for the next change only once nothing else holds it: an action the
    /// app holds (from `action(for:forKey:)`) keeps the change it was made for.
    @Test func anActionHeldByTheAppKeepsItsChangeWhileTheBlockGoesOn() {
        let clock = TestClock()
        let view = makeView()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            view.center = CGPoint(x: 150, y: 50)
            let held = view.action(for: view.layer, forKey: "position")
            view.alpha = 0.5
            UIView.performWithoutAnimation { view.center = CGPoint(x: 250, y: 50) }
            held?.run(forKey: "position", object: view.layer, arguments: nil)
        })
        #expect(view.layer.animationKeys()?.filter { $0.hasPrefix("position") }.count == 2)
        clock.advance(by: 0.5)
        // 250 in the model, less half of each 100-point change still to go: the first (50 to 150) and the held action's (150 to 250).
        #expect(isClose(shownCenter(view).x, 250 - 50 - 50), "both position changes half way: \(shownCenter(view).x)")
        #expect(isClose(Double(shownAlpha(view)), 0.75, 1e-5), "the fade half way")
    }

    @Test func outsideBlocksViewsDoNotAnimate() {
        let clock = TestClock()
        let view = makeView()
        clock.advance(by: 1.0 / 60)
        view.center = CGPoint(x: 10, y: 10)
        view.alpha = 0.3
        #expect(view.layer.animationKeys() == nil)
    }

    /// A view made inside a block takes its frame at once (its set-up does not
    /// animate), while the block's later changes to it do; making it leaves the
    /// transaction's own action setting as it was.
    @Test func aViewMadeInsideABlockStartsAtItsFrameAndLeavesTheTransactionsSetting() throws {
        let clock = TestClock()
        var made: UIView?
        CATransaction.begin()
        CATransaction.setDisableActions(false)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            made = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
            #expect(CATransaction.disableActions() == false)
            made?.alpha = 0.5
        })
        CATransaction.commit()
        let view = try #require(made)
        #expect(view.layer.animationKeys() == ["opacity"])
        clock.advance(by: 0.5)
        #expect(shownCenter(view) == CGPoint(x: 25, y: 40))
        #expect(isClose(shownAlpha(view), 0.75, 1e-5))

        CATransaction.begin()
        CATransaction.setDisableActions(true)
        _ = UIView(frame: .zero)
        #expect(CATransaction.disableActions() == true)
        CATransaction.commit()
        _ = UIView(frame: .zero)
        #expect(CATransaction.disableActions() == false)
    }

    @Test func completionFlagsAndOrder() {
        let clock = TestClock()
        let log = EventLog()
        let view = makeView()
        UIView.animate(withDuration: 0.5, animations: { view.alpha = 0 }) { finished in log.append("a(\(finished))") }
        UIView.animate(withDuration: 0.25, animations: { view.center = .zero }) { finished in log.append("b(\(finished))") }
        clock.advance(by: 0.3)
        #expect(log.events == ["b(true)"])
        clock.advance(by: 0.3)
        #expect(log.events == ["b(true)", "a(true)"])

        let interrupted = makeView()
        UIView.animate(withDuration: 1, animations: { interrupted.alpha = 0 }) { finished in log.append("c(\(finished))") }
        clock.advance(by: 0.2)
        interrupted.layer.removeAllAnimations()
        clock.advance(by: 1.0 / 60)
        #expect(log.events.last == "c(false)", "removed: finished is false (R8.11)")
        #expect(interrupted.alpha == 0)
    }

    @Test func zeroDurationCompletesOnTheNextFrame() {
        let clock = TestClock()
        let log = EventLog()
        let view = makeView()
        UIView.animate(withDuration: 0, animations: { view.alpha = 0.5 }) { finished in log.append("done(\(finished))") }
        #expect(view.layer.animationKeys() == nil && view.alpha == 0.5)
        #expect(log.events.isEmpty, "not synchronously (R8.2)")
        clock.advance(by: 1.0 / 60)
        #expect(log.events == ["done(true)"])
    }

    @Test func retargetingIsAdditiveAndContinuous() {
        let clock = TestClock()
        let view = makeView()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center = CGPoint(x: 150, y: 50) })
        clock.advance(by: 0.5)
        let before = shownCenter(view)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center = CGPoint(x: 150, y: 250) })
        let after = shownCenter(view)
        #expect(isClose(before.x, after.x) && isClose(before.y, after.y), "no jump (R8.4)")
        #expect(view.layer.animationKeys()?.count == 2, "the first animation keeps running underneath")
        clock.advance(by: 0.5)
        #expect(isClose(shownCenter(view).x, 150) && isClose(shownCenter(view).y, 150))
        clock.advance(by: 0.6)
        #expect(shownCenter(view) == CGPoint(x: 150, y: 250))
    }

    @Test func beginFromCurrentStateReplacesFromThePresentationValue() {
        let clock = TestClock()
        let log = EventLog()
        let view = makeView()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center = CGPoint(x: 150, y: 50) }) {
            log.append("first(\($0))")
        }
        clock.advance(by: 0.5)
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .beginFromCurrentState],
                       animations: { view.center = CGPoint(x: 100, y: 50) }) { log.append("second(\($0))") }
        #expect(view.layer.animationKeys() == ["position"])
        clock.advance(by: 0.5)
        #expect(log.events == ["first(false)"])
        #expect(isClose(shownCenter(view).x, 100), "from 100 to 100")
    }

    @Test func delayHoldsTheStartValue() {
        let clock = TestClock()
        let view = makeView()
        UIView.animate(withDuration: 1, delay: 0.5, options: .curveLinear, animations: { view.alpha = 0 })
        clock.advance(by: 0.25)
        #expect(isClose(Double(shownAlpha(view)), 1))
        clock.advance(by: 0.75)
        #expect(isClose(Double(shownAlpha(view)), 0.5))
    }

    @Test func nestedBlocksInheritDurationAndCurveUnlessOverridden() {
        // R8.5: a nested block takes the outer duration; inheritedAnimationDuration is non-zero only inside a block; .overrideInheritedDuration/.overrideInheritedCurve give the block its own.
        let clock = TestClock()
        let outer = makeView(), inner = makeView(), own = makeView()
        var inherited: TimeInterval = -1
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            outer.alpha = 0
            UIView.animate(withDuration: 0.2, animations: {
                inherited = UIView.inheritedAnimationDuration
                inner.alpha = 0
            })
            UIView.animate(withDuration: 0.2, delay: 0, options: [.overrideInheritedDuration, .overrideInheritedCurve, .curveLinear],
                           animations: { own.alpha = 0 })
        })
        #expect(inherited == 1)
        #expect(UIView.inheritedAnimationDuration == 0, "zero outside a block")
        clock.advance(by: 0.5)
        #expect(isClose(Double(shownAlpha(inner)), 0.5), "inner took the outer 1 s linear")
        #expect(isClose(Double(shownAlpha(own)), 0), "overridden: done after 0.2 s")
    }

    @Test func springBlockSettlesInItsDuration() {
        // R8.8: damping 0.3 overshoots by exp(−πζ/√(1 − ζ²)); damping 1 never overshoots.
        let clock = TestClock()
        let view = makeView()
        UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.3, initialSpringVelocity: 0, options: [],
                       animations: { view.center = CGPoint(x: 150, y: 50) })
        var peak: CGFloat = 0
        for _ in 0..<50 {
            clock.advance(by: 1.0 / 60)
            peak = max(peak, shownCenter(view).x)
        }
        // From x = 50 to 150, damping ratio ζ = 0.3: the first peak overshoots by
        // exp(−πζ / √(1 − ζ²)) of the distance, whatever the stiffness (ζ = 0.33 would give 183.1).
        let zeta = 0.3
        let expectedPeak = 150 + 100 * exp(-Double.pi * zeta / (1 - zeta * zeta).squareRoot())
        #expect(abs(Double(peak) - expectedPeak) < 2, "damping 0.3 overshoots to \(expectedPeak): \(peak)")
        clock.advance(by: 0.25)
        #expect(abs(shownCenter(view).x - 150) < 0.2, "settled at the duration")
        let critical = makeView()
        UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0, options: [],
                       animations: { critical.center = CGPoint(x: 150, y: 50) })
        var maximum: CGFloat = 0
        for _ in 0..<70 {
            clock.advance(by: 1.0 / 60)
            maximum = max(maximum, shownCenter(critical).x)
        }
        #expect(maximum <= 150.001, "damping 1: no overshoot")
    }

    @Test func iOS17SpringUsesPerceptualDuration() {
        let clock = TestClock()
        let view = makeView()
        UIView.animate(springDuration: 0.5, bounce: 0.3) { view.center = CGPoint(x: 150, y: 50) }
        let spring = view.layer.animation(forKey: "position") as! CASpringAnimation
        #expect(isClose(spring.perceptualDuration, 0.5))
        clock.advance(by: spring.settlingDuration + 0.05)
        #expect(view.layer.animationKeys() == nil)
    }

    @Test func keyframesHitTheirValuesAtTheirTimes() {
        // R8.9: relative start times and durations are fractions of the whole; a relative duration of 0 changes the value at once at its start.
        let clock = TestClock()
        let view = makeView()
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: [], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.center = CGPoint(x: 150, y: 50) }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.25) { view.center = CGPoint(x: 150, y: 150) }
            UIView.addKeyframe(withRelativeStartTime: 0.8, relativeDuration: 0) { view.alpha = 0.5 }
        })
        #expect(view.center == CGPoint(x: 150, y: 150))
        clock.advance(by: 0.25)
        #expect(isClose(shownCenter(view).x, 100) && isClose(shownCenter(view).y, 50))
        clock.advance(by: 0.25)
        #expect(shownCenter(view) == CGPoint(x: 150, y: 50), "the first keyframe's end")
        clock.advance(by: 0.125)
        #expect(isClose(shownCenter(view).y, 100))
        #expect(isClose(Double(shownAlpha(view)), 1), "before its instant keyframe")
        clock.advance(by: 0.2)
        #expect(isClose(Double(shownAlpha(view)), 0.5), "after it")
    }

    @Test func discreteKeyframes() {
        // R8.9: discrete jumps from value to value with no interpolation.
        let clock = TestClock()
        let view = makeView()
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: .calculationModeDiscrete, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.alpha = 0.5 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.alpha = 0 }
        })
        clock.advance(by: 0.25)
        #expect(isClose(Double(shownAlpha(view)), 1), "discrete: holds")
        clock.advance(by: 0.5)
        #expect(isClose(Double(shownAlpha(view)), 0.5))
    }

    @Test func performWithoutAnimationAndDisabledAnimations() {
        let clock = TestClock()
        let log = EventLog()
        let view = makeView()
        UIView.animate(withDuration: 1, animations: {
            UIView.performWithoutAnimation { view.alpha = 0.2 }
            view.center = .zero
        })
        #expect(view.layer.animationKeys() == ["position"], "the inner change is not animated (R8.10)")
        UIView.setAnimationsEnabled(false)
        #expect(!UIView.areAnimationsEnabled)
        let other = makeView()
        UIView.animate(withDuration: 1, animations: { other.alpha = 0 }) { log.append("done(\($0))") }
        UIView.setAnimationsEnabled(true)
        #expect(other.layer.animationKeys() == nil && other.alpha == 0)
        clock.advance(by: 1.0 / 60)
        #expect(log.events == ["done(true)"])
    }

    @Test func repeatAndAutoreverse() {
        // R8.6: .repeat with .autoreverse goes back and forth forever; modifyAnimations inside a block repeats its changes.
        let clock = TestClock()
        let view = makeView()
        UIView.animate(withDuration: 1, delay: 0, options: [.repeat, .autoreverse, .curveLinear], animations: { view.alpha = 0 })
        clock.advance(by: 1.5)
        #expect(isClose(Double(shownAlpha(view)), 0.5), "coming back")
        clock.advance(by: 1)
        #expect(isClose(Double(shownAlpha(view)), 0.5), "forever")
        let modified = makeView()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            UIView.modifyAnimations(withRepeatCount: 2, autoreverses: false) { modified.alpha = 0 }
        })
        clock.advance(by: 1.25)
        #expect(isClose(Double(shownAlpha(modified)), 0.75), "second repetition")
    }

    @Test func layoutSubviewsOptionAnimatesLayoutChanges() {
        // R8.7: .layoutSubviews lays the subviews out at commit time, so their changes animate with the parent's.
        final class Container: UIView {
            let child = UIView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(child)
            }
            required init?(coder: NSCoder) { nil }
            override func layoutSubviews() { child.frame = CGRect(x: 0, y: 0, width: bounds.width / 2, height: 10) }
        }
        let clock = TestClock()
        let container = Container(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        container.layoutIfNeeded()
        UIView.animate(withDuration: 1, delay: 0, options: [.layoutSubviews, .curveLinear], animations: {
            container.bounds = CGRect(x: 0, y: 0, width: 200, height: 100)
        })
        #expect(container.child.bounds.width == 100)
        clock.advance(by: 0.5)
        #expect(isClose(container.child.layer.presentation()!.bounds.width, 75), "the child's layout change animates too")
    }

    /// With `.beginFromCurrentState`, each change of a block starts from its own view's value on screen, not the
    /// one of the change made before it in the block.
    @Test func beginFromCurrentStateStartsEachChangeFromItsOwnValueOnScreen() {
        let clock = TestClock()
        let moving = makeView(), still = makeView()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { moving.alpha = 0 })
        clock.advance(by: 0.5)   // moving shows 0.5; still shows 1
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .beginFromCurrentState], animations: {
            moving.alpha = 1
            still.alpha = 0
        })
        clock.advance(by: 0.5)
        #expect(isClose(Double(shownAlpha(moving)), 0.75, 1e-5), "0.5 to 1, half way: \(shownAlpha(moving))")
        #expect(isClose(Double(shownAlpha(still)), 0.5, 1e-5), "1 to 0, half way: \(shownAlpha(still))")
    }

    /// A block keeps nothing alive once it has run and its animations are over: not the value it animated from.
    @Test func aFinishedBlockKeepsNoValueItAnimatedFromAlive() {
        let clock = TestClock()
        let view = makeView()
        weak var oldColor: CGColor?
        do {
            let color = CGColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
            oldColor = color
            view.layer.backgroundColor = color
        }
        clock.advance(by: 1.0 / 60)
        UIView.animate(withDuration: 0.5) { view.layer.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1) }
        #expect(view.layer.animationKeys() == ["backgroundColor"])
        clock.advance(by: 1)
        #expect(view.layer.animationKeys() == nil)
        #expect(oldColor == nil, "the colour the block animated from is gone with the block and its animation")
    }

    /// A colour does not add, so a block that changes it again while it
    /// animates replaces the animation, starting from the colour on screen: half
    /// way through an ease-in-out from red to blue (progress 0.5, the curve being
    /// symmetric), that is (0.5, 0, 0.5), not blue.
    @Test func aColourChangedAgainMidAnimationStartsFromTheColourOnScreen() throws {
        let clock = TestClock()
        let view = makeView()
        view.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        clock.advance(by: 1.0 / 60)
        UIView.animate(withDuration: 1) { view.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
        clock.advance(by: 0.5)
        UIView.animate(withDuration: 1) { view.backgroundColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
        #expect(view.layer.animationKeys() == ["backgroundColor"], "the new animation replaced the old one")
        let shown = try #require(view.layer.presentation()?.backgroundColor?.components)
        #expect(isClose(shown[0], 0.5, 0.01) && isClose(shown[1], 0, 0.01) && isClose(shown[2], 0.5, 0.01),
                "it starts from \(shown)")
    }
}

@MainActor
@Suite(.checksDiagnostics) struct AnimationOptionTests {
    @Test func easeInAndEaseOutCurves() {
        let clock = TestClock()
        for (option, curve, name) in [(UIView.AnimationOptions.curveEaseIn, ReferenceTimingCurve.easeIn, "easeIn"),
                                      (.curveEaseOut, .easeOut, "easeOut"), (.curveEaseInOut, .easeInEaseOut, "easeInOut"),
                                      (.curveLinear, .linear, "linear")] {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            UIView.animate(withDuration: 1, delay: 0, options: option, animations: { view.alpha = 0 })
            clock.advance(by: 0.3)
            let expected = 1 - curve.progress(at: 0.3)
            #expect(isClose(Double(shownAlpha(view)), expected, 1e-5), "\(name)")
            clock.advance(by: 1)
        }
    }

    @Test func animatedViewsTakeNoTouchesUnlessAllowed() {
        let clock = TestClock()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let moving = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        root.addSubview(moving)
        UIView.animate(withDuration: 1) { moving.alpha = 0.5 }
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === root, "R8.3: disabled while animating")
        clock.advance(by: 1.1)
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === moving)
        UIView.animate(withDuration: 1, delay: 0, options: .allowUserInteraction, animations: { moving.alpha = 1 })
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === moving)
    }
}
