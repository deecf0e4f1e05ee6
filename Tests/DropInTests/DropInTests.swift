import Testing
import UIKit
import QuartzCore
import CoreGraphics
import SegueTesting

/// iOS-style source, unchanged: the drop-in modules must make it compile and run.
@MainActor
@Suite(.checksDiagnostics) struct DropInTests {
    final class FadeObserver: NSObject, CAAnimationDelegate {
        var finished: Bool?
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { finished = flag }
    }

    @Test func iosCoreAnimationCodeCompilesAndRuns() {
        let clock = TestClock()
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        layer.transform = CATransform3DRotate(perspective, .pi / 4, 0, 1, 0)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        fade.duration = 0.3
        fade.timingFunction = CAMediaTimingFunction(name: .easeOut)
        let observer = FadeObserver()
        fade.delegate = observer
        layer.add(fade, forKey: "fade")
        clock.advance(by: 0.5)
        #expect(observer.finished == true)
        #expect(CACurrentMediaTime() == 1000.5)
    }
}

/// The iOS-style reveal transition of Tests/DropInShared, built in Swift 6 language mode.
@MainActor
@Suite(.checksDiagnostics) struct Swift6ModeRevealTests {
    @Test func presentRevealsFromTheOrigin() throws { try RevealScenarios.presentRevealsFromTheOrigin() }
    @Test func photoGridOpensATappedPhoto() throws { try ListScenarios.photoGridOpensATappedPhoto() }
    @Test func settingsRowSelectsAndFades() throws { try ListScenarios.settingsRowSelectsAndFades() }
    @Test func lazyTargetsReceiveActions() throws { try ListScenarios.lazyTargetsReceiveActions() }
    @Test func recipesApplySnapshots() throws { try DiffableScenarios.recipesApplySnapshots() }
    @Test func tutorialSlideIn() throws { try FirstTransitionScenarios.slidesInFromTheRight() }
    @Test func tutorialSnapshots() throws { try SnapshotScenarios.slideInOnEveryDevice() }
    @Test func tutorialPort() throws { try PortScenarios.pullingDownDismisses() }
    @Test func cardExpandsThroughInBetweenHeights() throws { try ExpandingCardScenarios.cardExpandsThroughInBetweenHeights() }
    @Test func panDownPastHalfDismisses() throws { try RevealScenarios.panDownPastHalfDismisses() }
    @Test func shortPanCancelsAndRestores() throws { try RevealScenarios.shortPanCancelsAndRestores() }
    @Test func releasedCardRunsOnOverTheRemainingTime() { RevealScenarios.releasedCardRunsOnOverTheRemainingTime() }
}
