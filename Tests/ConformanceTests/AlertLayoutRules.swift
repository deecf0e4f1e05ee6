import Foundation
import Testing
import OpenUIKit
import SegueTesting

/// UIAlertController's looks (issue 34): where UIKit puts one, two and three
/// buttons and the cancel one, the preferred action's semibold title, a
/// disabled action's dimmed, tap-ignoring button, the action sheet's groups,
/// the popover on an iPad, and the pixels of the rendered frames (with goldens
/// in ReferenceGoldens/, looked at).
@MainActor
@Suite(.serialized, .checksDiagnostics) struct AlertLayoutRules {
    static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("ReferenceGoldens")

    /// An alert with `actions` presented over a navigation stack, at rest.
    private func presentedAlert(_ actions: [UIAlertAction], title: String? = "Delete?", message: String? = "This cannot be undone.",
                                preferred: UIAlertAction? = nil) throws -> (TestHost, UIViewController, UIAlertController) {
        let (host, _, top) = try hostWithNavigationStack()
        let alert = UIAlertController(title: title, message: message, preferredStyle: .alert)
        for action in actions { alert.addAction(action) }
        alert.preferredAction = preferred
        top.present(alert, animated: true)
        try host.runUntilIdle()
        return (host, top, alert)
    }

    @Test func oneActionFillsTheBottomRow() throws {
        let (_, _, alert) = try presentedAlert([UIAlertAction(title: "OK", style: .default)])
        let box = windowFrame(alert.view)
        #expect(windowFrame(alertButton(alert, "OK")) == CGRect(x: box.minX, y: box.maxY - 44, width: 270, height: 44))
        #expect(buttonLabel(alertButton(alert, "OK"))?.textColor == .systemBlue)
        #expect(buttonLabel(alertButton(alert, "OK"))?.font == UIFont.systemFont(ofSize: 17))
    }

    @Test func twoActionsSitSideBySideWithCancelOnTheLeft() throws {
        let (_, _, alert) = try presentedAlert([UIAlertAction(title: "Delete", style: .destructive),
                                                UIAlertAction(title: "Cancel", style: .cancel)])
        let box = windowFrame(alert.view)
        #expect(windowFrame(alertButton(alert, "Cancel")) == CGRect(x: box.minX, y: box.maxY - 44, width: 135, height: 44))
        #expect(windowFrame(alertButton(alert, "Delete")) == CGRect(x: box.minX + 135, y: box.maxY - 44, width: 135, height: 44))
        #expect(buttonLabel(alertButton(alert, "Delete"))?.textColor == .systemRed, "destructive: red")
        #expect(buttonLabel(alertButton(alert, "Cancel"))?.font == UIFont.systemFont(ofSize: 17, weight: .semibold),
                "without a preferred action, an alert's cancel title is semibold")
        #expect(buttonLabel(alertButton(alert, "Delete"))?.font == UIFont.systemFont(ofSize: 17))
    }

    @Test func threeActionsAreStackedWithCancelLast() throws {
        let (_, _, alert) = try presentedAlert([UIAlertAction(title: "Cancel", style: .cancel),
                                                UIAlertAction(title: "One", style: .default),
                                                UIAlertAction(title: "Two", style: .default)])
        let box = windowFrame(alert.view)
        #expect(windowFrame(alertButton(alert, "One")) == CGRect(x: box.minX, y: box.maxY - 132, width: 270, height: 44))
        #expect(windowFrame(alertButton(alert, "Two")) == CGRect(x: box.minX, y: box.maxY - 88, width: 270, height: 44))
        #expect(windowFrame(alertButton(alert, "Cancel")) == CGRect(x: box.minX, y: box.maxY - 44, width: 270, height: 44))
        #expect(box.width == 270 && box.midX == 195 && box.midY == 422)
    }

    @Test func twoActionsWhoseTitlesDoNotFitAreStacked() throws {
        let (_, _, alert) = try presentedAlert([UIAlertAction(title: "Cancel", style: .cancel),
                                                UIAlertAction(title: "Remove from all of my devices", style: .destructive)])
        let box = windowFrame(alert.view)
        #expect(windowFrame(alertButton(alert, "Remove from all of my devices")) == CGRect(x: box.minX, y: box.maxY - 88, width: 270, height: 44))
        #expect(windowFrame(alertButton(alert, "Cancel")) == CGRect(x: box.minX, y: box.maxY - 44, width: 270, height: 44))
    }

    @Test func thePreferredActionIsSemiboldAndTheCancelOneIsNot() throws {
        let save = UIAlertAction(title: "Save", style: .default)
        let (_, _, alert) = try presentedAlert([UIAlertAction(title: "Cancel", style: .cancel), save], preferred: save)
        #expect(buttonLabel(alertButton(alert, "Save"))?.font == UIFont.systemFont(ofSize: 17, weight: .semibold))
        #expect(buttonLabel(alertButton(alert, "Cancel"))?.font == UIFont.systemFont(ofSize: 17))
        // Changed while presented, the buttons follow.
        alert.preferredAction = nil
        #expect(buttonLabel(alertButton(alert, "Save"))?.font == UIFont.systemFont(ofSize: 17))
    }

    @Test func aDisabledActionIsDimmedAndIgnoresTaps() throws {
        var chosen: [String] = []
        let ok = UIAlertAction(title: "OK", style: .default) { chosen.append($0.title ?? "") }
        ok.isEnabled = false
        let (host, top, alert) = try presentedAlert([ok], title: "Name", message: nil)
        let label = try #require(buttonLabel(alertButton(alert, "OK")))
        #expect(label.textColor != .systemBlue)
        let frame = host.render()
        let box = windowFrame(alert.view)
        #expect(!rowHas(frame, y: box.maxY - 22, from: box.minX, to: box.maxX, where: isBlue), "no blue title while disabled")
        #expect(rowHas(frame, y: box.maxY - 22, from: box.minX, to: box.maxX) { $0.red < 200 && abs($0.red - $0.blue) < 30 },
                "a gray title")
        host.tap(at: windowCenter(alertButton(alert, "OK")))
        try host.runUntilIdle()
        #expect(top.presentedViewController === alert && chosen.isEmpty)
        ok.isEnabled = true
        host.advance(by: 1.0 / 60)
        #expect(rowHas(host.render(), y: box.maxY - 22, from: box.minX, to: box.maxX, where: isBlue), "blue again")
        host.tap(at: windowCenter(alertButton(alert, "OK")))
        try host.runUntilIdle()
        #expect(top.presentedViewController == nil && chosen == ["OK"])
    }

    /// The pixels of an alert at rest over a white screen (golden
    /// alert-over-navigation-stack.png: the white screen dimmed to 204, the
    /// light rounded box in the middle, "Delete?" in semibold over the message,
    /// a hairline above the two buttons and one between them, "Cancel" in blue
    /// semibold on the left, "Delete" in red on the right).
    @Test func theRenderedAlert() throws {
        let (host, _, top) = try hostWithNavigationStack()
        let alert = UIAlertController(title: "Delete?", message: "This cannot be undone.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        top.present(alert, animated: true)
        host.advance(by: 1.0 / 60 + 0.2)
        saveFrame(host.render(), "alert-present-050", in: "alerts")
        try host.runUntilIdle()
        let frame = host.render()
        saveFrame(frame, "alert-present-100", in: "alerts")
        let box = windowFrame(alert.view)
        // The white screen under 20 % black.
        #expect(isColor(pixel(frame, 30, 600), 204, 204, 204), "dimmed: \(pixel(frame, 30, 600))")
        // Rounded corners: the very corner shows the dimmed screen.
        #expect(isColor(pixel(frame, box.minX + 0.5, box.minY + 0.5), 204, 204, 204))
        // The box: the blur of the dimmed screen (still 204) under the material's tint, white at 97 % and 60 %.
        let boxGray = Int((204 * 0.4 + 0.97 * 255 * 0.6).rounded())
        #expect(isColor(pixel(frame, box.minX + 6, box.minY + 30), boxGray, boxGray, boxGray), "\(pixel(frame, box.minX + 6, box.minY + 30))")
        // A hairline above the buttons, darker than the box.
        #expect(pixel(frame, box.minX + 6, box.maxY - 44).red < boxGray - 20)
        #expect(rowHas(frame, y: box.maxY - 22, from: box.minX, to: box.midX, where: isBlue), "Cancel in blue on the left")
        #expect(rowHas(frame, y: box.maxY - 22, from: box.midX, to: box.maxX) { $0.red > 200 && $0.green < 120 }, "Delete in red")
        if let failure = GoldenImage.check(frame, named: "alert-over-navigation-stack", in: Self.goldens, recordingTo: Self.goldens) {
            Issue.record("\(failure)")
        }
        #expect(top.presentedViewController === alert)
    }

    /// An action sheet at rest (golden action-sheet-over-navigation-stack.png:
    /// the gray title and message over two 57-point rows in a rounded group,
    /// "Delete" in red, then the white Cancel group 8 points below in semibold blue).
    @Test func theRenderedActionSheet() throws {
        let (host, _, top) = try hostWithNavigationStack()
        let sheet = UIAlertController(title: "Photo", message: "What should happen to it?", preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        sheet.addAction(UIAlertAction(title: "Share", style: .default))
        sheet.addAction(UIAlertAction(title: "Delete", style: .destructive))
        sheet.preferredAction = sheet.actions[1]
        top.present(sheet, animated: true)
        host.advance(by: 1.0 / 60 + 0.25)
        saveFrame(host.render(), "sheet-present-050", in: "alerts")
        try host.runUntilIdle()
        let frame = host.render()
        saveFrame(frame, "sheet-present-100", in: "alerts")
        let box = windowFrame(sheet.view)
        #expect(box.minX == 8 && box.width == 374 && box.maxY == 810)
        let cancel = windowFrame(alertButton(sheet, "Cancel"))
        #expect(cancel == CGRect(x: 8, y: 810 - 57, width: 374, height: 57), "its own group at the bottom")
        #expect(windowFrame(alertButton(sheet, "Delete")) == CGRect(x: 8, y: 810 - 57 - 8 - 57, width: 374, height: 57))
        #expect(windowFrame(alertButton(sheet, "Share")) == CGRect(x: 8, y: 810 - 57 - 8 - 114, width: 374, height: 57))
        #expect(buttonLabel(alertButton(sheet, "Cancel"))?.font == UIFont.systemFont(ofSize: 20, weight: .semibold))
        #expect(buttonLabel(alertButton(sheet, "Share"))?.font == UIFont.systemFont(ofSize: 20), "action sheets ignore preferredAction")
        // The cancel group is opaque white; the gap between the groups shows the dimmed screen.
        #expect(isColor(pixel(frame, 20, cancel.midY), 255, 255, 255))
        #expect(isColor(pixel(frame, 20, cancel.minY - 4), 204, 204, 204))
        #expect(isColor(pixel(frame, 8.5, cancel.maxY - 0.5), 204, 204, 204), "13-point corners")
        #expect(rowHas(frame, y: cancel.midY, from: 8, to: 382, where: isBlue))
        if let failure = GoldenImage.check(frame, named: "action-sheet-over-navigation-stack", in: Self.goldens, recordingTo: Self.goldens) {
            Issue.record("\(failure)")
        }
    }

    /// On an iPad an action sheet is a popover without its cancel button; a tap outside cancels.
    @Test func onAnIPadAnActionSheetIsAPopoverThatMustBeAnchored() throws {
        let (host, _, top) = try hostWithNavigationStack(device: .iPadPro11)
        var chosen: [String] = []
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Copy", style: .default) { chosen.append($0.title ?? "") })
        sheet.addAction(UIAlertAction(title: "Delete", style: .destructive) { chosen.append($0.title ?? "") })
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { chosen.append($0.title ?? "") })
        #expect(sheet.modalPresentationStyle == .popover && sheet.popoverPresentationController != nil)
        top.present(sheet, animated: true)
        #expect(SegueDiagnostics.messagesWithoutAddresses == [
            "Your application has presented a UIAlertController (<UIAlertController: 0x…>) of style UIAlertControllerStyleActionSheet from <NamedController: B>. The modalPresentationStyle of a UIAlertController with this style is UIModalPresentationPopover. You must provide location information for this popover through the alert controller's popoverPresentationController. You must provide either a sourceView and sourceRect or a barButtonItem.  If this information is not known when you present the alert controller, you may provide it in the UIPopoverPresentationControllerDelegate method -prepareForPopoverPresentation.",
        ])
        #expect(top.presentedViewController == nil)

        let anchor = UIView(frame: CGRect(x: 600, y: 200, width: 80, height: 40))
        top.view.addSubview(anchor)
        sheet.popoverPresentationController?.sourceView = anchor
        top.present(sheet, animated: true)
        try host.runUntilIdle()
        saveFrame(host.render(), "ipad-popover-sheet", in: "alerts")
        #expect(sheet.presentationController is UIPopoverPresentationController)
        #expect(alertButton(sheet, "Cancel") == nil, "no cancel button in a popover")
        let box = windowFrame(sheet.view)
        #expect(box.size == CGSize(width: 304, height: 114), "two 57-point rows, 304 points wide: \(box)")
        #expect(isNear(Double(box.minY), 200 + 40 + 13, 1e-6), "below the anchor, past the arrow: \(box.minY)")
        #expect(windowFrame(alertButton(sheet, "Delete")) == CGRect(x: box.minX, y: box.minY + 57, width: 304, height: 57))

        host.tap(at: CGPoint(x: 100, y: 900))
        try host.runUntilIdle()
        #expect(top.presentedViewController == nil && chosen == ["Cancel"])

        // An alert is the same on an iPad: 270 points, in the middle.
        let alert = UIAlertController(title: "Hi", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        #expect(alert.modalPresentationStyle == .custom)
        top.present(alert, animated: false)
        try host.runUntilIdle()
        #expect(windowFrame(alert.view).width == 270 && windowFrame(alert.view).midX == 417 && windowFrame(alert.view).midY == 597)
    }

    // MARK: Pixels

    private func isBlue(_ p: (red: Int, green: Int, blue: Int)) -> Bool { p.blue > 200 && p.red < 120 }
}
