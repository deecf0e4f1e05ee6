import Foundation
import Testing
import OpenUIKit
import SegueTesting

/// Keeps popovers as popovers on a phone.
@MainActor
final class KeepPopover: NSObject, UIAdaptivePresentationControllerDelegate {
    var calls: [String] = []
    func adaptivePresentationStyle(for controller: UIPresentationController,
                                   traitCollection: UITraitCollection) -> UIModalPresentationStyle { .none }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { calls.append("didDismiss") }
}

/// Spec §6.1 (popover row), R5.6 (popover adaptation) and the popover error of §12.
@MainActor
@Suite(.serialized, .checksDiagnostics) struct PopoverRules {
    private func anchoredPopover(host: TestHost, root: UIViewController) -> (NamedController, UIView) {
        let button = UIView(frame: CGRect(x: 300, y: 100, width: 60, height: 40))
        button.backgroundColor = .systemOrange
        root.view.addSubview(button)
        let popover = NamedController("P", color: .systemTeal)
        popover.modalPresentationStyle = .popover
        popover.preferredContentSize = CGSize(width: 240, height: 300)
        popover.popoverPresentationController?.sourceView = button
        return (popover, button)
    }

    @Test func R12_aPopoverWithoutAnAnchorIsRefused() {
        let (_, root) = hostWithRoot()
        let popover = NamedController("P")
        popover.modalPresentationStyle = .popover
        SegueDiagnostics.clear()
        root.present(popover, animated: true)
        #expect(SegueDiagnostics.messages.last?.contains("should have a non-nil sourceView or barButtonItem set before the presentation occurs.") == true)
        #expect(root.presentedViewController == nil && popover.presentingViewController == nil)
    }

    @Test func R5_6_onAPhoneAPopoverBecomesAFormSheet() throws {
        let (host, root) = hostWithRoot()
        let (popover, _) = anchoredPopover(host: host, root: root)
        root.present(popover, animated: true)
        try host.runUntilIdle()
        #expect(popover.presentationController?.presentationStyle == .formSheet)
        // A sheet 10 points below the iPhone 14's 47-point safe-area top (R18.8).
        #expect(popover.view.frame.minY == 57 && popover.view.frame.width == 390)
    }

    @Test func aPopoverKeptOnAPhonePointsAtItsSourceAndATapOutsideDismissesIt() throws {
        let (host, root) = hostWithRoot()
        let (popover, button) = anchoredPopover(host: host, root: root)
        let keeper = KeepPopover()
        keepAlive(keeper)
        popover.popoverPresentationController?.delegate = keeper
        root.present(popover, animated: true)
        host.advance(by: 1.0 / 60 + 0.2)
        let middle = host.render()
        try host.runUntilIdle()
        let frame = popover.view.convert(popover.view.bounds, to: nil)
        #expect(frame == CGRect(x: 140, y: 153, width: 240, height: 300), "below the button, kept 10 points in: \(frame)")
        #expect(popover.popoverPresentationController?.arrowDirection == .up)
        #expect(root.view.window === host.window && button.window === host.window, "the presenter stays")
        let end = host.render()
        saveFrame(middle, "popover-present-050", in: "styles")
        saveFrame(end, "popover-present-100", in: "styles")
        let inside = end.premultipliedRGBA(x: 520, y: 600)
        #expect(inside.blue > 150 && inside.red < 120, "teal inside the popover: \(inside)")
        host.tap(at: CGPoint(x: 50, y: 700))
        try host.runUntilIdle()
        #expect(root.presentedViewController == nil && keeper.calls == ["didDismiss"])
    }

    @Test func onAnIPadAPopoverStaysAPopover() throws {
        let host = TestHost(screenSize: CGSize(width: 1024, height: 1366))
        let root = NamedController("A", color: .white)
        host.window.rootViewController = root
        let (popover, _) = anchoredPopover(host: host, root: root)
        root.present(popover, animated: false)
        try host.runUntilIdle()
        #expect(popover.presentationController is UIPopoverPresentationController)
        #expect(popover.view.frame.size == CGSize(width: 240, height: 300))
    }
}

@MainActor
@Suite(.serialized, .checksDiagnostics) struct PopoverContextMisuseRules {
    @Test func R12_contextStylesInsideAPopoverMustCoverVertically() throws {
        let host = TestHost(screenSize: CGSize(width: 1024, height: 1366))
        let root = NamedController("A", color: .white)
        host.window.rootViewController = root
        let anchor = UIView(frame: CGRect(x: 100, y: 100, width: 40, height: 40))
        root.view.addSubview(anchor)
        let popover = NamedController("P")
        popover.modalPresentationStyle = .popover
        popover.popoverPresentationController?.sourceView = anchor
        popover.definesPresentationContext = true
        root.present(popover, animated: false)
        try host.runUntilIdle()
        let inner = NamedController("I")
        inner.modalPresentationStyle = .currentContext
        inner.modalTransitionStyle = .crossDissolve
        SegueDiagnostics.clear()
        popover.present(inner, animated: true)
        #expect(SegueDiagnostics.messages.last?.contains("inside a popover with a transition style other than UIModalTransitionStyleCoverVertical") == true)
        #expect(popover.presentedViewController == nil)
        inner.modalTransitionStyle = .coverVertical
        popover.present(inner, animated: false)
        try host.runUntilIdle()
        #expect(popover.presentedViewController === inner && inner.view.convert(inner.view.bounds, to: nil).width == 320)
    }
}
