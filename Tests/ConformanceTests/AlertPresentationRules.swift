import Foundation
import Testing
import OpenUIKit
import SegueTesting

/// UIAlertController's presentation and dismissal (issue 34): the callbacks
/// over a navigation stack, the handler's place after the dismissal, the
/// alert's scale-and-fade and the action sheet's slide at given virtual times
/// (against `ReferenceTimingCurve`, not Segue's solver), the dimming, taps
/// outside, and the misuse UIKit rejects.
@MainActor
@Suite(.serialized, .checksDiagnostics) struct AlertPresentationRules {
    /// Presents "Delete?" with Cancel and Delete from the navigation stack's top controller; the handlers record.
    private func presentDeleteAlert(from top: UIViewController, animated: Bool = true) -> ObservedAlert {
        let alert = ObservedAlert(title: "Delete?", message: "This cannot be undone.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in ObservedCalls.record("handler.Cancel") })
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { action in
            ObservedCalls.record("handler.\(action.title ?? "")")
            // Where the handler runs: after the dismissal, so the stack can present again.
            ObservedCalls.record("handler.presented=\(top.presentedViewController == nil ? "nil" : "alert")")
            ObservedCalls.record("handler.inWindow=\(alert.viewIfLoaded?.window != nil)")
        })
        top.present(alert, animated: animated) { ObservedCalls.record("present.completion") }
        return alert
    }

    @Test func anAlertOverANavigationStackAppearsAloneAndItsHandlerRunsAfterTheDismissal() throws {
        let (host, navigation, top) = try hostWithNavigationStack()
        let alert = presentDeleteAlert(from: top)
        #expect(alert.modalPresentationStyle == .custom)
        try host.runUntilIdle()
        // B presents (its view covers the screen, R6.2.1) and stays with the stack: B hears nothing.
        #expect(top.presentedViewController === alert && alert.presentingViewController === top)
        #expect(top.view.window === host.window)
        expectSequence(["Alert.viewWillAppear", "Alert.viewIsAppearing", "Alert.viewDidAppear", "present.completion"],
                       in: ObservedCalls.log, ignoring: Ignored.layout)

        ObservedCalls.clear()
        host.tap(at: windowCenter(alertButton(alert, "Delete")))
        #expect(!ObservedCalls.log.contains("handler.Delete"), "the handler waits for the dismissal: \(ObservedCalls.log)")
        #expect(alert.isBeingDismissed, "the tap started the dismissal")
        try host.runUntilIdle()
        expectSequence(["Alert.viewWillDisappear", "Alert.viewDidDisappear",
                        "handler.Delete", "handler.presented=nil", "handler.inWindow=false"],
                       in: ObservedCalls.log, ignoring: Ignored.layout)
        #expect(!ObservedCalls.log.contains("handler.Cancel"))
        #expect(top.presentedViewController == nil && host.window.subviews == [navigation.view], "the container is gone")
    }

    @Test func aHandlerCanPresentAnotherAlert() throws {
        let (host, _, top) = try hostWithNavigationStack()
        let first = UIAlertController(title: "First", message: nil, preferredStyle: .alert)
        let second = UIAlertController(title: "Second", message: nil, preferredStyle: .alert)
        second.addAction(UIAlertAction(title: "OK", style: .default))
        first.addAction(UIAlertAction(title: "Next", style: .default) { _ in top.present(second, animated: true) })
        top.present(first, animated: true)
        try host.runUntilIdle()
        host.tap(at: windowCenter(alertButton(first, "Next")))
        try host.runUntilIdle()
        #expect(top.presentedViewController === second && second.view.window === host.window)
    }

    /// The alert comes in over 0.4 s on the ease-out curve: alpha 0 → 1, scale
    /// 1.2 → 1; the dimming view fades to black at 20 % alongside (the
    /// coordinator's ease-in-out); it goes in 0.25 s (ease-in-out), fading.
    @Test func theAlertScalesDownFromOnePointTwoWhileItFadesInOverTheDimming() throws {
        let (host, _, top) = try hostWithNavigationStack()
        let alert = presentDeleteAlert(from: top)
        host.advance(by: 1.0 / 60) // the presentation starts on the next frame
        let dimming = try #require(alert.view.superview?.subviews.first)
        #expect(dimming !== alert.view && dimming.frame == host.window.bounds)
        for elapsed in [0.1, 0.2, 0.3] {
            host.advance(by: 0.1)
            let progress = ReferenceTimingCurve.easeOut.progress(at: elapsed / 0.4)
            let layer = try #require(alert.view.layer.presentation())
            #expect(isNear(Double(layer.opacity), progress), "alpha at \(elapsed) s: \(layer.opacity), expected \(progress)")
            #expect(isNear(Double(layer.transform.m11), 1.2 - 0.2 * progress) && isNear(Double(layer.transform.m22), 1.2 - 0.2 * progress),
                    "scale at \(elapsed) s: \(layer.transform.m11)")
            let dim = 0.2 * ReferenceTimingCurve.easeInEaseOut.progress(at: elapsed / 0.4)
            #expect(isNear(Double(dimming.layer.presentation()?.opacity ?? -1), dim, 0.002), "dimming at \(elapsed) s")
        }
        try host.runUntilIdle()
        // At rest: 270 points wide, centred in the 390×844 window, unscaled.
        let frame = alert.view.frame
        #expect(frame.width == 270 && frame.midX == 195 && frame.midY == 422, "\(frame)")
        #expect(alert.view.transform == .identity && alert.view.alpha == 1 && isNear(Double(dimming.alpha), 0.2, 1e-6))
        #expect(alert.view.layer.cornerRadius == 0 || alert.view.clipsToBounds == false, "the rounded group is inside")

        host.tap(at: windowCenter(alertButton(alert, "Cancel")))
        // The finger lifted on the tap's last frame, which started the dismissal; 0.1 s later:
        host.advance(by: 6.0 / 60)
        let fading = 1 - ReferenceTimingCurve.easeInEaseOut.progress(at: 0.1 / 0.25)
        #expect(isNear(Double(alert.view.layer.presentation()?.opacity ?? -1), fading), "alpha 0.1 s into the fade")
        #expect(alert.view.layer.presentation()?.transform.m11 == 1, "it does not scale as it goes")
        #expect(isNear(Double(dimming.layer.presentation()?.opacity ?? -1), 0.2 * fading, 0.002))
        try host.runUntilIdle()
        #expect(dimming.superview == nil && alert.view.superview == nil)
        #expect(ObservedCalls.log.contains("handler.Cancel"))
    }

    @Test func withoutAnimationTheAlertIsThereAtOnce() throws {
        let (host, _, top) = try hostWithNavigationStack()
        let alert = presentDeleteAlert(from: top, animated: false)
        host.advance(by: 2.0 / 60)
        #expect(alert.view.layer.presentation()?.opacity == 1 && alert.view.transform == .identity)
        #expect(ObservedCalls.log.contains("present.completion"))
        top.dismiss(animated: false)
        host.advance(by: 2.0 / 60)
        #expect(top.presentedViewController == nil && alert.view.window == nil)
        #expect(!ObservedCalls.log.contains { $0.hasPrefix("handler.") }, "dismissing in code runs no handler")
    }

    /// An action sheet slides up from just below the bottom edge (the cover-vertical
    /// slide, 0.5 s ease-in-out) and rests 8 points in from the sides, on the bottom safe area.
    @Test func anActionSheetSlidesUpFromTheBottomAndATapOutsideCancels() throws {
        let (host, _, top) = try hostWithNavigationStack()
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Share", style: .default) { _ in ObservedCalls.record("handler.Share") })
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in ObservedCalls.record("handler.Cancel") })
        #expect(sheet.modalPresentationStyle == .custom && sheet.popoverPresentationController == nil)
        top.present(sheet, animated: true)
        host.advance(by: 1.0 / 60 + 0.25)
        // Share 57 + gap 8 + Cancel 57 = 122 points, resting on the 34-point home-indicator inset: y 688.
        let rest = CGRect(x: 8, y: 844 - 34 - 122, width: 374, height: 122)
        // It starts just below the screen's bottom edge: 844 − 688 = 156 points down.
        let slide = 156 * (1 - ReferenceTimingCurve.easeInEaseOut.progress(at: 0.5))
        let moving = sheet.view.layer.presentation()?.frame ?? .null
        #expect(isNear(Double(moving.minY), Double(rest.minY) + slide, 0.5) && moving.minX == 8, "half way: \(moving)")
        try host.runUntilIdle()
        #expect(sheet.view.frame == rest)
        #expect(top.presentedViewController === sheet)

        host.tap(at: CGPoint(x: 195, y: 300)) // on the dimming view
        try host.runUntilIdle()
        #expect(top.presentedViewController == nil)
        #expect(ObservedCalls.log.filter { $0.hasPrefix("handler.") } == ["handler.Cancel"])
    }

    @Test func aTapOutsideAnAlertOrAnActionSheetWithoutCancelDoesNothing() throws {
        let (host, _, top) = try hostWithNavigationStack()
        let alert = UIAlertController(title: "Hi", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        top.present(alert, animated: true)
        try host.runUntilIdle()
        host.tap(at: CGPoint(x: 195, y: 100))
        try host.runUntilIdle()
        #expect(top.presentedViewController === alert, "an alert stays until a button is tapped")
        top.dismiss(animated: false)
        try host.runUntilIdle()

        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Share", style: .default))
        top.present(sheet, animated: true)
        try host.runUntilIdle()
        host.tap(at: CGPoint(x: 195, y: 100))
        try host.runUntilIdle()
        #expect(top.presentedViewController === sheet, "no cancel action: a tap outside does nothing")
    }

    @Test func aSecondCancelActionIsRefusedWithUIKitsMessage() throws {
        _ = TestHost()
        let alert = UIAlertController(title: "Title", message: nil, preferredStyle: .alert)
        let first = UIAlertAction(title: "Cancel", style: .cancel)
        let second = UIAlertAction(title: "Never mind", style: .cancel)
        alert.addAction(first)
        alert.addAction(second)
        #expect(SegueDiagnostics.messagesWithoutAddresses == [
            "UIAlertController can only have one action with a style of UIAlertActionStyleCancel: <UIAlertController: Title> already has <UIAlertAction: 0x… Title = \"Cancel\">; <UIAlertAction: 0x… Title = \"Never mind\"> is not added.",
        ])
        #expect(alert.actions.count == 1 && alert.actions[0] === first)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        #expect(alert.actions.map(\.title) == ["Cancel", "OK"])
    }

    @Test func aPreferredActionMustBeOneOfTheActions() throws {
        _ = TestHost()
        let alert = UIAlertController(title: "Title", message: nil, preferredStyle: .alert)
        let ok = UIAlertAction(title: "OK", style: .default)
        alert.addAction(ok)
        alert.preferredAction = UIAlertAction(title: "Stranger", style: .default)
        #expect(SegueDiagnostics.messagesWithoutAddresses == ["The preferredAction of an alert controller must be contained in its actions: <UIAlertAction: 0x… Title = \"Stranger\"> is not one of the actions of <UIAlertController: Title>; the preferred action is unchanged."])
        #expect(alert.preferredAction == nil)
        alert.preferredAction = ok
        #expect(alert.preferredAction === ok)
    }

    @Test func theDefaultsAreUIKits() {
        _ = TestHost()
        let alert = UIAlertController(title: "T", message: "M", preferredStyle: .alert)
        #expect(alert.title == "T" && alert.message == "M" && alert.preferredStyle == .alert && alert.actions.isEmpty)
        #expect(alert.preferredAction == nil)
        #expect(UIAlertController().preferredStyle == .actionSheet)
        let action = UIAlertAction(title: "Go", style: .destructive)
        #expect(action.title == "Go" && action.style == .destructive && action.isEnabled)
        #expect(UIAlertAction().title == nil && UIAlertAction().style == .default)
        #expect(UIAlertAction.Style.cancel.rawValue == 1 && UIAlertController.Style.alert.rawValue == 1)
    }
}
