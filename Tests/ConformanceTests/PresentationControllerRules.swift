import Testing
import OpenUIKit
import SegueTesting

/// Records what a presentation controller is told.
@MainActor
final class RecordingPresentationController: UIPresentationController {
    var preferredSizeChanges: [CGSize] = []

    override func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
        preferredSizeChanges.append(container.preferredContentSize)
    }
}

/// Spec §5: UIPresentationController.
@MainActor
@Suite(.serialized, .checksDiagnostics) struct PresentationControllerRules {
    @Test func R5_1_defaults() {
        let (_, root) = hostWithRoot()
        let controller = UIPresentationController(presentedViewController: NamedController("B"), presenting: root)
        #expect(controller.shouldPresentInFullscreen && !controller.shouldRemovePresentersView)
        #expect(controller.frameOfPresentedViewInContainerView == .zero, "no container yet")
        #expect(controller.presentedView === controller.presentedViewController.view)
        #expect(controller.presentationStyle == .custom && controller.adaptivePresentationStyle == .none)
    }

    @Test func R5_3_R5_4_containerIsSetWhenThePresentationStartsAndTheControllerLivesWhilePresented() throws {
        let (host, root) = hostWithRoot()
        let presented = NamedController("B")
        let delegate = TestTransitioningDelegate()
        weak var made: UIPresentationController?
        delegate.makePresentationController = {
            let controller = RecordingPresentationController(presentedViewController: $0, presenting: $1)
            made = controller
            return controller
        }
        delegate.attach(to: presented)
        root.present(presented, animated: true)
        #expect(made != nil && made?.containerView == nil, "nil until the presentation starts")
        host.advance(by: 1.0 / 60)
        let container = try #require(made?.containerView)
        #expect(presented.view.isDescendant(of: container) && container.window === host.window)
        try host.runUntilIdle()
        #expect(made != nil && presented.presentationController === made, "kept while presented")
        #expect(made?.presentingViewController === root && made?.presentedViewController === presented)
    }

    @Test func R5_8_preferredContentSizeChangesReachThePresentationController() throws {
        let (host, root) = hostWithRoot()
        let presented = NamedController("B")
        let delegate = TestTransitioningDelegate()
        delegate.makePresentationController = { RecordingPresentationController(presentedViewController: $0, presenting: $1) }
        delegate.attach(to: presented)
        root.present(presented, animated: false)
        try host.runUntilIdle()
        presented.preferredContentSize = CGSize(width: 300, height: 400)
        let controller = try #require(presented.presentationController as? RecordingPresentationController)
        #expect(controller.preferredSizeChanges == [CGSize(width: 300, height: 400)])
    }

    @Test func R5_9_chromeAddedInWillBeginIsRemovedInDidEnd() throws {
        let (host, root) = hostWithRoot()
        let presented = NamedController("B")
        let delegate = TestTransitioningDelegate()
        delegate.presentAnimator = SlideAnimator(presenting: true)
        delegate.dismissAnimator = SlideAnimator(presenting: false)
        var controller: HalfPresentationController?
        delegate.makePresentationController = {
            controller = HalfPresentationController(presentedViewController: $0, presenting: $1)
            return controller
        }
        delegate.attach(to: presented)
        root.present(presented, animated: true)
        try host.runUntilIdle()
        #expect(controller?.dimmingView.superview === controller?.containerView)
        presented.dismiss(animated: true)
        host.advance(by: 0.1)
        #expect(controller?.dimmingView.superview != nil, "dismissalTransitionWillBegin removes nothing")
        try host.runUntilIdle()
        #expect(controller?.dimmingView.superview == nil)
    }
}
