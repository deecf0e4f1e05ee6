import Testing
import OpenUIKit
import SegueTesting

/// Adapts to a style in compact width, and records what it is told.
@MainActor
final class CompactAdapter: NSObject, UIAdaptivePresentationControllerDelegate {
    var answer: UIModalPresentationStyle = .fullScreen
    var told: [UIModalPresentationStyle] = []
    func adaptivePresentationStyle(for controller: UIPresentationController,
                                   traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        traitCollection.horizontalSizeClass == .compact ? answer : .none
    }
    func presentationController(_ presentationController: UIPresentationController,
                                willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
                                transitionCoordinator: (any UIViewControllerTransitionCoordinator)?) {
        told.append(style)
    }
}

/// A presentation controller that never adapts.
@MainActor
final class InsetPresentationController: UIPresentationController {
    override var shouldPresentInFullscreen: Bool { false }
}

/// Spec R5.6: adaptive presentation styles.
@MainActor
@Suite(.serialized, .checksDiagnostics) struct AdaptivityRules {
    private func present(adapter: CompactAdapter, controller: @escaping (UIViewController, UIViewController?) -> UIPresentationController)
        throws -> (TestHost, UIViewController, NamedController) {
        let (host, root) = hostWithRoot()
        let presented = NamedController("B")
        let delegate = TestTransitioningDelegate()
        delegate.makePresentationController = { presented, presenting in
            let made = controller(presented, presenting)
            made.delegate = adapter
            return made
        }
        delegate.attach(to: presented)
        keepAlive(adapter)
        root.present(presented, animated: true)
        try host.runUntilIdle()
        return (host, root, presented)
    }

    @Test func R5_6_aCustomPresentationAdaptsToFullScreenInCompactWidth() throws {
        let adapter = CompactAdapter()
        let (host, root, presented) = try present(adapter: adapter) {
            HalfPresentationController(presentedViewController: $0, presenting: $1)
        }
        #expect(adapter.told == [.fullScreen])
        #expect(presented.view.frame == host.window.bounds && root.view.window == nil)
        #expect(presented.presentationController?.presentationStyle == .fullScreen, "a built-in controller was swapped in")
    }

    @Test func R5_6_theDismissalOfAnAdaptedPresentationHasTheAdaptedStyle() throws {
        let adapter = CompactAdapter()
        let (host, root, presented) = try present(adapter: adapter) {
            HalfPresentationController(presentedViewController: $0, presenting: $1)
        }
        root.dismiss(animated: true)
        let dismissal = try #require(presented.transitionCoordinator)
        #expect(dismissal.presentationStyle == .fullScreen, "the same style as the presentation it undoes")
        try host.runUntilIdle()
        #expect(root.presentedViewController == nil && root.view.window === host.window)
    }

    @Test func R5_6_willPresentIsToldNoneWhenNothingChangesAndOddAnswersMeanNoChange() throws {
        let adapter = CompactAdapter()
        adapter.answer = .pageSheet
        let (host, root, presented) = try present(adapter: adapter) {
            HalfPresentationController(presentedViewController: $0, presenting: $1)
        }
        #expect(adapter.told == [.none])
        #expect(presented.view.frame.width == 195 && root.view.window === host.window)
    }

    @Test func R5_6_aControllerThatIsNotFullScreenNeverAdapts() throws {
        let adapter = CompactAdapter()
        let (_, root, _) = try present(adapter: adapter) {
            InsetPresentationController(presentedViewController: $0, presenting: $1)
        }
        #expect(adapter.told == [.none] && root.view.window != nil)
    }
}

/// Wraps the presented controller when adapting.
@MainActor
final class WrappingAdapter: NSObject, UIAdaptivePresentationControllerDelegate {
    let wrapper = NamedController("W", color: .systemGray)
    func adaptivePresentationStyle(for controller: UIPresentationController,
                                   traitCollection: UITraitCollection) -> UIModalPresentationStyle { .fullScreen }
    func presentationController(_ controller: UIPresentationController,
                                viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle) -> UIViewController? {
        let content = controller.presentedViewController
        wrapper.addChild(content)
        wrapper.view.addSubview(content.view)
        content.view.frame = wrapper.view.bounds.insetBy(dx: 0, dy: 44)
        content.didMove(toParent: wrapper)
        return wrapper
    }
}

@MainActor
@Suite(.serialized, .checksDiagnostics) struct AdaptiveReplacementRules {
    @Test func R5_6_theDelegateCanShowAnotherControllerWhenAdapting() throws {
        let (host, root) = hostWithRoot()
        let presented = NamedController("B")
        let adapter = WrappingAdapter()
        let delegate = TestTransitioningDelegate()
        delegate.makePresentationController = { presented, presenting in
            let controller = HalfPresentationController(presentedViewController: presented, presenting: presenting)
            controller.delegate = adapter
            return controller
        }
        delegate.attach(to: presented)
        keepAlive(adapter)
        root.present(presented, animated: true)
        try host.runUntilIdle()
        #expect(root.presentedViewController === adapter.wrapper)
        #expect(presented.presentingViewController === root, "inherited through the wrapper")
        #expect(adapter.wrapper.view.window === host.window && presented.view.isDescendant(of: adapter.wrapper.view))
        root.dismiss(animated: true)
        try host.runUntilIdle()
        #expect(root.presentedViewController == nil && adapter.wrapper.view.window == nil)
    }
}
