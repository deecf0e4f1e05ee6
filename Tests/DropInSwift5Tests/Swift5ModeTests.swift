// Built in Swift 5 language mode, as most published iOS libraries are: the
// patterns below compile against Apple's SDK with warnings at most, and must here.
import Testing
import UIKit
import SegueTesting

/// A plain (nonisolated) helper touching views, as pre-concurrency iOS code does.
final class LegacyViewHelper {
    func hide(_ view: UIView) { view.isHidden = true }
    func fade(_ view: UIView) {
        UIView.animate(withDuration: 0.3) { view.alpha = 0 }
    }
}

/// A controller that tears its views down in `deinit`.
class TeardownController: UIViewController {
    let overlay = UIView()
    var helper = LegacyViewHelper()

    init() {
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    deinit {
        overlay.removeFromSuperview()
    }
}

/// An animator whose methods are plain: no isolation written anywhere.
class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let toView = transitionContext.view(forKey: .to)!
        transitionContext.containerView.addSubview(toView)
        toView.alpha = 0
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            toView.alpha = 1
        }, completion: { finished in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

@MainActor
@Suite(.checksDiagnostics) struct Swift5ModeTests {
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

    @Test func nonisolatedHelpersAndDeinitsTouchViews() throws {
        let host = TestHost()
        var controller: TeardownController? = TeardownController()
        controller!.view.addSubview(controller!.overlay)
        host.window.rootViewController = controller
        controller!.helper.hide(controller!.overlay)
        #expect(controller!.overlay.isHidden)
        controller!.helper.fade(controller!.view)
        try host.runUntilIdle()
        #expect(controller!.view.alpha == 0)
        weak let overlay = controller!.overlay
        host.window.rootViewController = nil
        controller = nil
        #expect(overlay == nil, "the controller and its overlay were released")
    }

    @Test func plainAnimatorRunsAPresentation() throws {
        final class Delegate: NSObject, UIViewControllerTransitioningDelegate {
            func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                     source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
                FadeAnimator()
            }
        }
        let host = TestHost()
        let home = UIViewController()
        host.window.rootViewController = home
        let delegate = Delegate()
        let presented = UIViewController()
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = delegate
        home.present(presented, animated: true)
        host.advance(by: 0.15)
        #expect(abs(presented.view.layer.presentation()!.opacity - 0.5) < 0.1)
        try host.runUntilIdle()
        #expect(home.presentedViewController === presented)
    }
}
