import Foundation
import Testing
import OpenUIKit
import SegueTesting

/// Spec §6.2: who presents, and context styles.
@MainActor
@Suite(.serialized, .checksDiagnostics) struct PresenterResolutionRules {
    /// P (the root) holds C in its bottom half; C holds G.
    private func nested() -> (TestHost, NamedController, NamedController, NamedController) {
        let parent = NamedController("P", color: .white)
        let context = NamedController("C", color: .systemGreen)
        let grandchild = NamedController("G", color: .systemYellow)
        parent.addChild(context)
        parent.view.addSubview(context.view)
        context.view.frame = CGRect(x: 0, y: 422, width: 390, height: 422)
        context.didMove(toParent: parent)
        context.addChild(grandchild)
        context.view.addSubview(grandchild.view)
        grandchild.view.frame = CGRect(x: 20, y: 20, width: 350, height: 200)
        grandchild.didMove(toParent: context)
        let (host, _) = hostWithRoot(parent)
        return (host, parent, context, grandchild)
    }

    @Test func R6_2_1_fullScreenStylesWalkUpToAControllerThatCoversTheScreen() throws {
        let (host, parent, _, grandchild) = nested()
        let presented = NamedController("X")
        grandchild.present(presented, animated: false)
        try host.runUntilIdle()
        #expect(presented.presentingViewController === parent && parent.presentedViewController === presented,
                "neither G nor C covers the screen: the root presents")
    }

    @Test func R6_2_1_theNearestAncestorThatCoversTheScreenPresents() throws {
        let (host, parent, context, grandchild) = nested()
        context.view.frame = parent.view.bounds
        let presented = NamedController("X")
        grandchild.present(presented, animated: false)
        try host.runUntilIdle()
        #expect(presented.presentingViewController === context && context.presentedViewController === presented,
                "C covers the screen and is nearer than P")
    }

    @Test func R6_2_5_presentingViewControllerIsInheritedByTheChildrenOfThePresented() throws {
        let (host, parent, _, grandchild) = nested()
        let presented = NamedController("X")
        let child = NamedController("Y")
        presented.addChild(child)
        presented.view.addSubview(child.view)
        child.didMove(toParent: presented)
        grandchild.present(presented, animated: false)
        try host.runUntilIdle()
        #expect(presented.presentingViewController === parent)
        #expect(child.presentingViewController === parent, "a descendant reports its ancestor's presenter")
        #expect(parent.presentedViewController === presented, "set on the controller that presents")
    }

    @Test func R6_2_2_overCurrentContextCoversTheContextOnly() throws {
        let (host, parent, context, grandchild) = nested()
        context.definesPresentationContext = true
        let presented = NamedController("X", color: .systemRed)
        presented.modalPresentationStyle = .overCurrentContext
        grandchild.present(presented, animated: true)
        host.advance(by: 1.0 / 60 + 0.25)
        let middle = host.render()
        saveFrame(middle, "overCurrentContext-present-050", in: "styles")
        #expect(middle.premultipliedRGBA(x: 390, y: 400) == (255, 255, 255, 255), "above the context nothing moves")
        try host.runUntilIdle()
        #expect(presented.presentingViewController === context && context.presentedViewController === presented)
        #expect(parent.presentedViewController == nil)
        #expect(presented.view.convert(presented.view.bounds, to: nil) == CGRect(x: 0, y: 422, width: 390, height: 422))
        #expect(context.view.window === host.window, "over: the context's view stays")
        #expect(host.trace.callbacks(of: "C").filter { $0.hasPrefix("view") }.isEmpty, "and gets no callbacks")
        let end = host.render()
        #expect(end.premultipliedRGBA(x: 390, y: 400) == (255, 255, 255, 255))
        #expect(end.premultipliedRGBA(x: 390, y: 1200).red > 240 && end.premultipliedRGBA(x: 390, y: 1200).green < 80)
        presented.dismiss(animated: true)
        try host.runUntilIdle()
        #expect(context.presentedViewController == nil && presented.view.window == nil)
    }

    @Test func R6_2_2_currentContextRemovesTheContextViewAndFallsBackToTheRoot() throws {
        let (host, parent, context, grandchild) = nested()
        context.definesPresentationContext = true
        let presented = NamedController("X")
        presented.modalPresentationStyle = .currentContext
        grandchild.present(presented, animated: true)
        try host.runUntilIdle()
        #expect(context.view.window == nil && parent.view.window === host.window)
        #expect(host.trace.callbacks(of: "C").contains("viewDidDisappear"))
        presented.dismiss(animated: true)
        try host.runUntilIdle()
        #expect(context.view.superview === parent.view && context.view.frame.minY == 422)

        context.definesPresentationContext = false
        let second = NamedController("Y")
        second.modalPresentationStyle = .overCurrentContext
        grandchild.present(second, animated: false)
        try host.runUntilIdle()
        #expect(second.presentingViewController === parent, "no context defined: the root presents")
    }

    @Test func R6_2_4_aContextCanProvideItsTransitionStyle() throws {
        let (host, _, context, grandchild) = nested()
        context.definesPresentationContext = true
        context.providesPresentationContextTransitionStyle = true
        context.modalTransitionStyle = .crossDissolve
        let presented = NamedController("X")
        presented.modalPresentationStyle = .overCurrentContext
        grandchild.present(presented, animated: true)
        try host.runUntilIdle()
        #expect(host.trace.callbacks.contains("CrossDissolveAnimator.animateTransition"))
    }
}

/// Records the arguments of the presentation-controller question.
@MainActor
final class ArgumentRecorder: NSObject, UIViewControllerTransitioningDelegate {
    var presenting: UIViewController?
    var source: UIViewController?
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        self.presenting = presenting
        self.source = source
        return nil
    }
}

@MainActor
@Suite(.serialized, .checksDiagnostics) struct DelegateArgumentRules {
    @Test func R6_2_3_thePresentingArgumentCanDifferFromTheSource() throws {
        let parent = NamedController("P")
        let child = NamedController("C")
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.view.frame = CGRect(x: 0, y: 422, width: 390, height: 422)   // not covering: the parent presents (R6.2.1)
        child.didMove(toParent: parent)
        let (host, _) = hostWithRoot(parent)
        let recorder = ArgumentRecorder()
        let presented = NamedController("X")
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = recorder
        child.present(presented, animated: false)
        try host.runUntilIdle()
        #expect(recorder.presenting === parent && recorder.source === child)
        #expect(presented.presentationController.map { type(of: $0) == UIPresentationController.self } == true,
                "nil from the delegate: a plain presentation controller")
    }
}
