import Foundation
import Testing
import OpenUIKit
import SegueTesting

/// Spec §6.2.6 and §6.3: presentation chains.
@MainActor
@Suite(.serialized, .checksDiagnostics) struct ChainRules {
    private func chain(_ styles: [UIModalPresentationStyle] = [.fullScreen, .fullScreen]) throws
        -> (TestHost, UIViewController, NamedController, NamedController) {
        let (host, root) = hostWithRoot(NamedController("A", color: .white))
        let b = NamedController("B", color: .systemGreen), c = NamedController("C", color: .systemRed)
        b.modalPresentationStyle = styles[0]
        c.modalPresentationStyle = styles[1]
        root.present(b, animated: false)
        try host.runUntilIdle()
        b.present(c, animated: false)
        try host.runUntilIdle()
        host.trace.clear()
        return (host, root, b, c)
    }

    @Test func R6_2_6_aChainIsSingleAndLinked() throws {
        let (_, root, b, c) = try chain()
        #expect(root.presentedViewController === b && b.presentedViewController === c)
        #expect(c.presentingViewController === b && b.presentingViewController === root)
    }

    @Test func R6_3_1_dismissOnThePresentedControllerIsForwardedToItsPresenter() throws {
        let (host, _, b, c) = try chain()
        c.dismiss(animated: true)
        try host.runUntilIdle()
        #expect(b.presentedViewController == nil && c.presentingViewController == nil && b.view.window === host.window)
    }

    @Test func R6_3_2_R6_3_3_dismissingFromTheBottomAnimatesOnlyTheTop() throws {
        let (host, root, b, c) = try chain()
        var completedAfterDisappear = false
        root.dismiss(animated: true) {
            completedAfterDisappear = host.trace.callbacks.contains("C.viewDidDisappear")
        }
        #expect(b.view.window == nil, "the middle controller went at once")
        host.advance(by: 0.25)
        let middle = host.render()
        saveFrame(middle, "chain-dismiss-050", in: "styles")
        #expect(middle.premultipliedRGBA(x: 390, y: 100) == (255, 255, 255, 255), "the top slides down over A, not B")
        #expect(middle.premultipliedRGBA(x: 390, y: 1650).red > 240 && middle.premultipliedRGBA(x: 390, y: 1650).green < 80)
        try host.runUntilIdle()
        #expect(completedAfterDisappear)
        #expect(root.presentedViewController == nil && b.presentingViewController == nil && c.presentingViewController == nil)
        #expect(b.presentedViewController == nil)
        #expect(root.view.window === host.window && b.view.window == nil && c.view.window == nil)
        #expect(host.window.subviews.count == 1)
        #expect(host.trace.callbacks.filter { $0.hasSuffix("animateTransition") } == ["CoverVerticalAnimator.animateTransition"])
        #expect(host.trace.callbacks(of: "A").contains("viewDidAppear"))
    }

    @Test func R6_3_2_aVisibleMiddleControllerStillGetsItsDisappearance() throws {
        let (host, root, b, _) = try chain([.fullScreen, .overFullScreen])
        root.dismiss(animated: true)
        try host.runUntilIdle()
        #expect(host.trace.callbacks(of: "B") == ["viewWillDisappear", "viewDidDisappear"])
        #expect(root.presentedViewController == nil && root.view.window === host.window)
        #expect(b.view.window == nil)
    }
}
