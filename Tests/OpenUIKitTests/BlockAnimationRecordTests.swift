import Foundation
import Testing
@testable import OpenUIKit
import SegueTesting

/// The animations a `UIView.animate` block adds run without animation objects;
/// the object `animation(forKey:)` returns must still describe them exactly as
/// UIKit's would, at any time, without disturbing what runs.
@MainActor
@Suite(.checksDiagnostics) struct BlockAnimationRecordTests {
    @Test func theReportedAnimationDescribesTheChange() throws {
        let clock = TestClock(startTime: 500)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)) // centre (50, 50)
        var finished: [Bool] = []
        UIView.animate(withDuration: 0.4, delay: 0.1, options: .curveEaseIn, animations: {
            view.center = CGPoint(x: 150, y: 80)
        }, completion: { finished.append($0) })
        let reported = try #require(view.layer.animation(forKey: "position") as? CABasicAnimation)
        #expect(!(reported is CASpringAnimation))
        #expect(reported.keyPath == "position")
        #expect(reported.isAdditive, "UIKit's blocks animate additively from the difference")
        #expect(reported.fromValue as? CGPoint == CGPoint(x: -100, y: -30))
        #expect(reported.toValue as? CGPoint == .zero)
        #expect(reported.duration == 0.4)
        #expect(reported.timingFunction == CAMediaTimingFunction(name: .easeIn))
        #expect(reported.fillMode == .backwards, "a delayed block shows the old value until it starts")
        #expect(isClose(reported.beginTime, 500.1, 1e-9))
        #expect(reported.repeatCount == 0 && !reported.autoreverses)
        #expect(reported.delegate != nil, "as on iOS, UIKit's block state is the animation's delegate")
        // Asking did not change what runs: 0.1 s delay, then ease-in over 0.4 s.
        clock.advance(by: 0.3)
        let eased = ReferenceTimingCurve.easeIn.progress(at: 0.5)
        #expect(isClose(Double(shownCenter(view).x), 50 + 100 * eased, 1e-3))
        #expect(isClose(Double(shownCenter(view).y), 50 + 30 * eased, 1e-3))
        clock.advance(by: 0.25)
        #expect(finished == [true])
        #expect(view.layer.animationKeys() == nil)
    }

    @Test func anUndelayedAnimationReportsTheBeginTimeItWasGivenAtCommit() throws {
        let clock = TestClock(startTime: 200)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        UIView.animate(withDuration: 0.5) { view.alpha = 0.2 }
        clock.advance(by: 0.1)
        let reported = try #require(view.layer.animation(forKey: "opacity") as? CABasicAnimation)
        #expect(isClose(reported.beginTime, 200, 1e-9), "fixed when the transaction committed, at the block's time")
        #expect(reported.keyPath == "opacity" && reported.isAdditive)
        #expect(reported.timingFunction == CAMediaTimingFunction(name: .easeInEaseOut))
        #expect(reported.fillMode == .removed, "only a delayed block fills backwards")
    }

    @Test func aDampedBlockReportsTheSpringThatRunsIt() throws {
        let clock = TestClock(startTime: 100)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        UIView.animate(withDuration: 0.6, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0,
                       options: [], animations: { view.center.x = 250 })
        let spring = try #require(view.layer.animation(forKey: "position") as? CASpringAnimation)
        #expect(spring.duration == 0.6)
        #expect(spring.mass == 1)
        // The ratio the block asked for: c / (2·√(k·m)).
        #expect(isClose(Double(spring.damping) / (2 * Double(spring.stiffness).squareRoot()), 0.5, 1e-6))
        // What runs is that spring: the shown centre at 0.2 s, from the spring's own closed form.
        clock.advance(by: 0.2)
        let omega = Double(spring.stiffness).squareRoot(), zeta = 0.5
        let omegaD = omega * (1 - zeta * zeta).squareRoot()
        let displacement = exp(-zeta * omega * 0.2) * (-cos(omegaD * 0.2) - zeta * omega / omegaD * sin(omegaD * 0.2))
        #expect(isClose(Double(shownCenter(view).x), 50 + 200 * (1 + displacement), 0.05))
    }

    @Test func aReplacedAnimationStillCompletesItsBlockWithFalseAndUnblocksTheView() {
        let clock = TestClock()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var results: [String] = []
        UIView.animate(withDuration: 1, delay: 0, options: .beginFromCurrentState, animations: {
            view.center.x = 300
        }, completion: { results.append("first \($0)") })
        #expect(view.interactionBlockingAnimations == 1, "R8.3: no touches while it runs")
        clock.advance(by: 0.2)
        UIView.animate(withDuration: 0.3, delay: 0, options: [.beginFromCurrentState, .allowUserInteraction], animations: {
            view.center.x = 0
        }, completion: { results.append("second \($0)") })
        clock.advance(by: 0.05)
        #expect(results == ["first false"])
        #expect(view.interactionBlockingAnimations == 0,
                "the replaced block's animation no longer blocks, the new one allows interaction")
        clock.advance(by: 0.5)
        #expect(results == ["first false", "second true"])
    }

    @Test func askingForTheAnimationDoesNotChangeHowItsStopIsHeard() throws {
        let clock = TestClock()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var finished: [Bool] = []
        UIView.animate(withDuration: 0.3, animations: { view.center.y = 200 }, completion: { finished.append($0) })
        clock.advance(by: 0.1)
        _ = try #require(view.layer.animation(forKey: "position"))
        #expect(view.interactionBlockingAnimations == 1)
        clock.advance(by: 0.3)
        #expect(finished == [true], "the completion once, finished")
        #expect(view.interactionBlockingAnimations == 0, "R8.3: touches come back when the asked-for animation ends")
    }

    @Test func aSpringDurationBlockRunsUntilTheSpringSettles() {
        // bounce 0.3 over 0.5 s: ω₀ = 2π/0.5, ζ = 0.7; the envelope e^(−ζω₀t) drops below
        // 0.1 % after ln(1000)/(ζω₀) ≈ 0.79 s, so the motion outlasts its perceptual 0.5 s.
        let clock = TestClock()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var finished: [Bool] = []
        UIView.animate(springDuration: 0.5, bounce: 0.3, animations: { view.center.x = 250 },
                       completion: { finished.append($0) })
        clock.advance(by: 0.6)
        #expect(finished.isEmpty && view.layer.animationKeys() != nil, "still settling after 0.6 s")
        let omega = 2 * Double.pi / 0.5, zeta = 0.7
        let omegaD = omega * (1 - zeta * zeta).squareRoot()
        let t = 0.6
        let displacement = exp(-zeta * omega * t) * (-cos(omegaD * t) - zeta * omega / omegaD * sin(omegaD * t))
        #expect(isClose(Double(shownCenter(view).x), 50 + 200 * (1 + displacement), 0.05))
        clock.advance(by: 1.0)
        #expect(finished == [true])
    }
}
