import Testing
import OpenUIKit
import SegueTesting

/// Spec §3: what the transition context tells animators.
@MainActor
@Suite(.serialized, .checksDiagnostics) struct ContextRules {
    private func presentCustom(animated: Bool = true, animator: SlideAnimator = SlideAnimator(presenting: true))
        -> (TestHost, UIViewController, NamedController, TestTransitioningDelegate) {
        let (host, root) = hostWithRoot()
        let presented = NamedController("B")
        let delegate = TestTransitioningDelegate()
        delegate.presentAnimator = animator
        delegate.dismissAnimator = SlideAnimator(presenting: false)
        delegate.makePresentationController = { HalfPresentationController(presentedViewController: $0, presenting: $1) }
        delegate.attach(to: presented)
        root.present(presented, animated: animated)
        return (host, root, presented, delegate)
    }

    @Test func R3_1_theSameContextReachesEveryAnimatorCall() throws {
        let animator = SlideAnimator(presenting: true)
        let (host, _, presented, _) = presentCustom(animator: animator)
        host.advance(by: 1.0 / 60)
        let context = try #require(animator.context)
        #expect((presented.transitionCoordinator as AnyObject?) === (context as AnyObject))
        try host.runUntilIdle()
    }

    @Test func R3_2_R3_4_containerAndViewsForKeysOfACustomPresentation() throws {
        let animator = SlideAnimator(presenting: true)
        let (host, root, presented, delegate) = presentCustom(animator: animator)
        host.advance(by: 1.0 / 60)
        let context = try #require(animator.context)
        #expect(context.viewController(forKey: .from) === root && context.viewController(forKey: .to) === presented)
        #expect(context.view(forKey: .from) == nil, "R3.4: the presenter's view is not the animator's to touch")
        #expect(context.view(forKey: .to) === presented.view)
        #expect(presented.view.superview === context.containerView && context.containerView.window === host.window)
        #expect(context.presentationStyle == .custom && context.targetTransform == .identity, "R3.12, R3.13")
        try host.runUntilIdle()
        let dismissAnimator = SlideAnimator(presenting: false)
        delegate.dismissAnimator = dismissAnimator
        presented.dismiss(animated: true)
        host.advance(by: 2.0 / 60)
        let dismissal = try #require(dismissAnimator.context)
        #expect(dismissal.viewController(forKey: .from) === presented && dismissal.viewController(forKey: .to) === root, "R3.3")
        #expect(dismissal.view(forKey: .from) === presented.view && dismissal.view(forKey: .to) == nil)
        try host.runUntilIdle()
    }

    @Test func R3_2_keysOtherThanFromAndToAnswerOnlyWhatWasSetForThem() {
        let (host, root) = hostWithRoot()
        let from = NamedController("A"), to = NamedController("B")
        let context = UIViewControllerTransitionContext(from: from, to: to, containerView: host.window)
        let custom = UITransitionContextViewKey(rawValue: "CustomSnapshotViewKey")
        #expect(context.view(forKey: custom) == nil)
        #expect(context.viewController(forKey: UITransitionContextViewControllerKey(rawValue: "Other")) == nil)
        let snapshot = UIView()
        context.setView(snapshot, forKey: custom)
        context.setView(nil, forKey: .from)
        #expect(context.view(forKey: custom) === snapshot)
        #expect(context.view(forKey: .from) == nil && context.view(forKey: .to) === to.view)
        context.setView(root.view, forKey: .to)
        #expect(context.view(forKey: .to) === root.view && context.view(forKey: custom) === snapshot)
        #expect(context.viewController(forKey: .from) === from && context.viewController(forKey: .to) === to)
    }

    @Test func R3_5_initialAndFinalFrames() throws {
        let animator = SlideAnimator(presenting: true)
        let (host, root, presented, _) = presentCustom(animator: animator)
        host.advance(by: 1.0 / 60)
        let context = try #require(animator.context)
        #expect(context.initialFrame(for: presented) == .zero)
        #expect(context.finalFrame(for: presented) == CGRect(x: 195, y: 0, width: 195, height: 844))
        #expect(context.initialFrame(for: root) == host.window.bounds)
        #expect(context.finalFrame(for: root) == host.window.bounds, "non-zero: the presenter's view stays")
        try host.runUntilIdle()

        let fullScreen = NamedController("F")
        let delegate = TestTransitioningDelegate()
        let fullScreenAnimator = SlideAnimator(presenting: true)
        delegate.presentAnimator = fullScreenAnimator
        fullScreen.modalPresentationStyle = .fullScreen
        fullScreen.transitioningDelegate = delegate
        keepAlive(delegate)
        presented.present(fullScreen, animated: true)
        host.advance(by: 1.0 / 60)
        let second = try #require(fullScreenAnimator.context)
        #expect(second.finalFrame(for: presented) == .zero, "zero exactly when the from-view leaves the window")
        try host.runUntilIdle()
    }

    /// What Presentr's and SPStorkController's dismissal animators rely on: the
    /// presented view's frame at both ends of a custom dismissal (they move it
    /// off screen from there); zero would collapse the view.
    @Test func R3_5_aCustomDismissalGivesThePresentedViewsFrame() throws {
        let (host, root, presented, delegate) = presentCustom()
        try host.runUntilIdle()
        let dismissAnimator = SlideAnimator(presenting: false)
        delegate.dismissAnimator = dismissAnimator
        presented.dismiss(animated: true)
        host.advance(by: 1.0 / 60)
        let dismissal = try #require(dismissAnimator.context)
        let half = CGRect(x: 195, y: 0, width: 195, height: 844)
        #expect(dismissal.initialFrame(for: presented) == half)
        #expect(dismissal.finalFrame(for: presented) == half)
        #expect(dismissal.finalFrame(for: root) == host.window.bounds)
        try host.runUntilIdle()
    }

    @Test func R3_6_unanimatedCustomPresentationStillCallsTheAnimator() throws {
        let animator = SlideAnimator(presenting: true)
        let (host, _, presented, _) = presentCustom(animated: false, animator: animator)
        host.advance(by: 1.0 / 60)
        let context = try #require(animator.context)
        #expect(context.isAnimated == false)
        try host.runUntilIdle()
        #expect(presented.view.frame == CGRect(x: 195, y: 0, width: 195, height: 844))
    }

    @Test func R3_9_aTransitionThatNeverCompletesIsNamedAndBlocksTheNext() throws {
        let animator = SlideAnimator(presenting: true)
        animator.completesTransition = false
        let (host, root, presented, _) = presentCustom(animator: animator)
        #expect(throws: TestHostError.self) { try host.runUntilIdle(limit: 2) }
        do { try host.runUntilIdle(limit: 0.1) } catch {
            #expect("\(error)".contains("completeTransition(_:) has not been called") && "\(error)".contains("B"), "\(error)")
        }
        #expect(!host.trace.callbacks.contains("B.viewDidAppear"))
        SegueDiagnostics.clear()
        root.dismiss(animated: true)
        #expect(SegueDiagnostics.messages.last?.contains("while a presentation or dismiss is in progress") == true)
        animator.context?.completeTransition(true)
        #expect(presented.view.window === host.window && host.trace.callbacks.contains("B.viewDidAppear"))
    }

    @Test func R3_10_aSecondCompleteTransitionIsIgnoredAndLogged() throws {
        let animator = SlideAnimator(presenting: true)
        let (host, _, _, _) = presentCustom(animator: animator)
        try host.runUntilIdle()
        SegueDiagnostics.clear()
        animator.context?.completeTransition(true)
        #expect(SegueDiagnostics.messages.last?.contains("completeTransition(true) called again") == true)
        #expect(host.trace.callbacks.filter { $0 == "B.viewDidAppear" }.count == 1)
    }
}
