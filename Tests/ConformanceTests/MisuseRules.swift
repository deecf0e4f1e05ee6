import Testing
import OpenUIKit
import SegueTesting

/// Spec §12 (and R6.2.6–R6.2.7, R6.3.4): requests UIKit refuses are logged with
/// UIKit's words and leave everything as it was.
@MainActor
@Suite(.serialized, .checksDiagnostics) struct MisuseRules {
    private func expectLogged(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(SegueDiagnostics.messages.contains { $0.contains(text) }, "\(SegueDiagnostics.messages)",
                sourceLocation: sourceLocation)
    }

    @Test func R12_presentingOnItself() {
        let (_, root) = hostWithRoot()
        SegueDiagnostics.clear()
        root.present(root, animated: true)
        expectLogged("Application tried to present modal view controller on itself. Presenting controller is <NamedController: A>.")
        #expect(root.presentedViewController == nil)
    }

    @Test func R12_presentingAControllerThatIsAlreadyPresented() throws {
        let (host, root) = hostWithRoot()
        let presented = NamedController("B")
        root.present(presented, animated: false)
        try host.runUntilIdle()
        SegueDiagnostics.clear()
        presented.present(presented, animated: true)
        let other = NamedController("C")
        other.present(presented, animated: true)
        expectLogged("that is already being presented by <NamedController: A>")
        #expect(presented.presentingViewController === root)
    }

    @Test func R12_presentingAnActiveChild() {
        let (_, root) = hostWithRoot()
        let child = NamedController("C")
        root.addChild(child)
        SegueDiagnostics.clear()
        root.present(child, animated: true)
        expectLogged("Application tried to present modally an active controller <NamedController: C>.")
        #expect(child.presentingViewController == nil)
    }

    @Test func R6_2_6_presentingFromAControllerAlreadyPresenting() throws {
        let (host, root) = hostWithRoot()
        root.present(NamedController("B"), animated: false)
        try host.runUntilIdle()
        SegueDiagnostics.clear()
        var completed = false
        root.present(NamedController("C"), animated: true) { completed = true }
        try host.runUntilIdle()
        expectLogged("Attempt to present <NamedController: C> on <NamedController: A> (from <NamedController: A>) which is already presenting <NamedController: B>.")
        #expect(!completed && root.presentedViewController?.title == "B")
    }

    @Test func R12_presentingWhileAPresentationIsInProgress() throws {
        let (host, root) = hostWithRoot()
        root.present(NamedController("B"), animated: true)
        host.advance(by: 0.1)
        SegueDiagnostics.clear()
        let late = NamedController("C")
        root.present(late, animated: true)
        expectLogged("Warning: Attempt to present <NamedController: C> on <NamedController: A> while a presentation is in progress!")
        try host.runUntilIdle()
        #expect(root.presentedViewController?.title == "B" && late.presentingViewController == nil)
    }

    @Test func R6_2_7_presentingFromAViewNotInTheWindow() throws {
        let (host, _) = hostWithRoot()
        let detached = NamedController("D")
        detached.loadViewIfNeeded()
        SegueDiagnostics.clear()
        var completed = false
        detached.present(NamedController("E"), animated: true) { completed = true }
        try host.runUntilIdle()
        expectLogged("whose view is not in the window hierarchy.")
        #expect(!completed && detached.presentedViewController == nil)
    }

    @Test func R6_3_4_dismissingWhileAPresentationIsInProgress() throws {
        let (host, root) = hostWithRoot()
        root.present(NamedController("B"), animated: true)
        host.advance(by: 0.1)
        SegueDiagnostics.clear()
        root.dismiss(animated: true)
        expectLogged("Warning: Attempt to dismiss from view controller <NamedController: A> while a presentation or dismiss is in progress!")
        try host.runUntilIdle()
        #expect(root.presentedViewController?.title == "B")
    }
}

/// Spec R7.1 / §12: partial curl's restrictions.
@MainActor
@Suite(.serialized, .checksDiagnostics) struct PartialCurlMisuseRules {
    @Test func R12_partialCurlNeedsFullScreenOnBothSides() throws {
        let (host, root) = hostWithRoot()
        let sheet = NamedController("S")
        sheet.modalPresentationStyle = .overFullScreen
        sheet.modalTransitionStyle = .partialCurl
        SegueDiagnostics.clear()
        root.present(sheet, animated: true)
        #expect(SegueDiagnostics.messages.last?.contains("Application tried to present UIModalTransitionStylePartialCurl to or from non-fullscreen view controller <NamedController: S>.") == true)
        #expect(root.presentedViewController == nil)

        let curled = NamedController("C")
        curled.modalPresentationStyle = .fullScreen
        curled.modalTransitionStyle = .partialCurl
        root.present(curled, animated: false)
        try host.runUntilIdle()
        #expect(root.presentedViewController === curled)
        SegueDiagnostics.clear()
        curled.present(NamedController("D"), animated: false)
        #expect(SegueDiagnostics.messages.last?.contains("UIModalTransitionStylePartialCurl") == true, "nothing further from a curled controller")
        #expect(curled.presentedViewController == nil)
    }
}

/// A presentation controller whose presentedView is unrelated to the presented controller's view.
@MainActor
final class StrayViewPresentationController: UIPresentationController {
    let stray = UIView()
    override var presentedView: UIView? { stray }
}

/// §12 misuse around presentation controllers and dismissal.
@MainActor
@Suite(.serialized, .checksDiagnostics) struct PresentationMisuseRules {
    @Test func R12_aPresentedViewThatIsNotAnAncestorIsReportedAndReplaced() throws {
        let (host, root) = hostWithRoot()
        let presented = NamedController("B")
        let delegate = TestTransitioningDelegate()
        delegate.makePresentationController = { StrayViewPresentationController(presentedViewController: $0, presenting: $1) }
        delegate.attach(to: presented)
        SegueDiagnostics.clear()
        root.present(presented, animated: true)
        try host.runUntilIdle()
        #expect(SegueDiagnostics.messages.contains { $0.contains("is not an ancestor of the presented view controller's view") && $0.contains("B") })
        #expect(presented.view.window === host.window && root.presentedViewController === presented)
    }

    @Test func R12_dismissingWithNothingPresentedIsReported() {
        let (_, root) = hostWithRoot()
        SegueDiagnostics.clear()
        root.dismiss(animated: true)
        #expect(SegueDiagnostics.messages.last?.contains("<NamedController: A>") == true)
        #expect(root.presentedViewController == nil && root.view.window != nil)
    }
}
