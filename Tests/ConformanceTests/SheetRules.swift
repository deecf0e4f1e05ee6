import Foundation
import Testing
import OpenUIKit
import SegueTesting

/// Records the sheet delegate calls.
@MainActor
class SheetDelegateRecorder: NSObject, UIAdaptivePresentationControllerDelegate {
    var calls: [String] = []
    var allowDismiss = true
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        calls.append("shouldDismiss")
        return allowDismiss
    }
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) { calls.append("willDismiss") }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { calls.append("didDismiss") }
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) { calls.append("didAttempt") }
}

/// Spec §1.11 and the sheet rows of §6.1.
@MainActor
@Suite(.serialized, .checksDiagnostics) struct SheetRules {
    private func presentSheet(_ style: UIModalPresentationStyle = .automatic) throws -> (TestHost, UIViewController, NamedController) {
        let (host, root) = hostWithRoot(NamedController("A", color: .systemBlue))
        host.window.backgroundColor = nil
        let sheet = NamedController("S", color: .white)
        sheet.modalPresentationStyle = style
        root.present(sheet, animated: true)
        host.advance(by: 1.0 / 60 + 0.25)
        saveFrame(host.render(), "\(style == .formSheet ? "formSheet" : "pageSheet")-present-050", in: "styles")
        try host.runUntilIdle()
        return (host, root, sheet)
    }

    @Test func R1_11_1_aPageSheetKeepsThePresenterShrunkBehindItWithoutCallbacks() throws {
        let (host, root, sheet) = try presentSheet()
        #expect(sheet.presentationController?.presentationStyle == .pageSheet, "automatic is a page sheet")
        // 10 points below the iPhone 14's 47-point safe-area top (R18.8): y 57, 844 − 57 = 787 tall.
        #expect(sheet.view.frame == CGRect(x: 0, y: 57, width: 390, height: 787))
        #expect(root.view.window === host.window && root.view.transform.a < 0.95)
        #expect(host.trace.callbacks(of: "A").filter { $0.hasPrefix("view") }.isEmpty)
        let frame = host.render()
        saveFrame(frame, "pageSheet-present-100", in: "styles")
        #expect(frame.premultipliedRGBA(x: 2, y: 20) == (0, 0, 0, 255), "the shrunk presenter leaves black above and beside it")
        let behind = frame.premultipliedRGBA(x: 390, y: 104)   // 52 pt: between the presenter's top (47) and the sheet's (57)
        #expect(behind.blue > 100 && behind.blue < 220, "the presenter's top shows, dimmed: \(behind)")
        #expect(frame.premultipliedRGBA(x: 390, y: 844) == (255, 255, 255, 255))
        sheet.dismiss(animated: true)
        try host.runUntilIdle()
        #expect(root.view.transform == .identity && host.window.subviews.count == 1)
        #expect(host.trace.callbacks(of: "A").filter { $0.hasPrefix("view") }.isEmpty)
    }

    @Test func R1_11_1_sheetsAreFullScreenInCompactHeight() throws {
        let (host, root) = hostWithRoot()
        host.resize(to: CGSize(width: 844, height: 390), duration: 0)
        try host.runUntilIdle()
        let sheet = NamedController("S")
        sheet.modalPresentationStyle = .formSheet
        root.present(sheet, animated: false)
        try host.runUntilIdle()
        #expect(sheet.presentationController?.presentationStyle == .fullScreen && root.view.window == nil)
    }

    @Test func R1_11_2_aSwipeDownAsksThenDismisses() throws {
        let (host, root, sheet) = try presentSheet(.formSheet)
        let recorder = SheetDelegateRecorder()
        sheet.presentationController?.delegate = recorder
        host.drag(from: CGPoint(x: 195, y: 200), to: CGPoint(x: 195, y: 700), duration: 0.3, release: false)
        saveFrame(host.render(), "formSheet-swipe-060", in: "styles")
        #expect(sheet.view.layer.presentation().map { $0.frame.minY > 200 } == true, "the sheet follows the finger")
        host.drag(from: CGPoint(x: 195, y: 700), to: CGPoint(x: 195, y: 750), duration: 0.05)
        try host.runUntilIdle()
        #expect(recorder.calls == ["shouldDismiss", "willDismiss", "didDismiss"])
        #expect(root.presentedViewController == nil && sheet.view.window == nil && root.view.transform == .identity)
    }

    @Test func R1_11_2_aModalSheetOnlyReportsTheAttempt() throws {
        let (host, root, sheet) = try presentSheet()
        let recorder = SheetDelegateRecorder()
        sheet.presentationController?.delegate = recorder
        sheet.isModalInPresentation = true
        host.drag(from: CGPoint(x: 195, y: 200), to: CGPoint(x: 195, y: 700), duration: 0.3)
        try host.runUntilIdle()
        #expect(recorder.calls == ["didAttempt"] && root.presentedViewController === sheet)
    }

    @Test func R1_11_3_aCancelledSwipeGivesTheSheetItsAppearanceBack() throws {
        let (host, root, sheet) = try presentSheet()
        host.trace.clear()
        host.drag(from: CGPoint(x: 195, y: 200), to: CGPoint(x: 195, y: 260), duration: 0.5)
        try host.runUntilIdle()
        #expect(root.presentedViewController === sheet && sheet.view.frame.minY == 57)
        #expect(host.trace.callbacks(of: "S") == ["viewWillDisappear", "viewWillAppear", "viewIsAppearing", "viewDidAppear"])
        #expect(root.view.transform.a < 0.95, "the presenter is shrunk back again")
    }
}
