import Foundation
import Testing
import OpenUIKit
import SegueTesting

/// Records the keyboard's show and hide notifications as "keyboard.…" calls,
/// in the same log as the alert's appearance callbacks.
@MainActor
final class KeyboardCallRecorder: NSObject {
    override init() {
        super.init()
        let center = NotificationCenter.default
        center.addObserver(self, selector: Selector(KeyboardCallRecorder.willShow(_:)),
                           name: UIResponder.keyboardWillShowNotification, object: nil)
        center.addObserver(self, selector: Selector(KeyboardCallRecorder.didShow(_:)),
                           name: UIResponder.keyboardDidShowNotification, object: nil)
        center.addObserver(self, selector: Selector(KeyboardCallRecorder.willHide(_:)),
                           name: UIResponder.keyboardWillHideNotification, object: nil)
        center.addObserver(self, selector: Selector(KeyboardCallRecorder.didHide(_:)),
                           name: UIResponder.keyboardDidHideNotification, object: nil)
    }

    func stop() { NotificationCenter.default.removeObserver(self) }

    func willShow(_ note: Notification) { ObservedCalls.record("keyboard.willShow") }
    func didShow(_ note: Notification) { ObservedCalls.record("keyboard.didShow") }
    func willHide(_ note: Notification) { ObservedCalls.record("keyboard.willHide") }
    func didHide(_ note: Notification) { ObservedCalls.record("keyboard.didHide") }
}

/// UIAlertController's text fields (issue 34): a login alert whose first field
/// begins editing as the alert appears, typing and Return moving between the
/// fields, the handler reading both texts, the alert resting centred above the
/// keyboard (computed here from the keyboard's and the parts' sizes) and
/// following the keyboard, the order of the callbacks and keyboard
/// notifications, the refusal for action sheets, and the rendered alert.
@MainActor
@Suite(.serialized, .checksDiagnostics) struct AlertTextFieldRules {
    static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("ReferenceGoldens")
    /// The iPhone 14's keyboard (291 points, docs/Differences.md): its top is at 844 − 291.
    static let keyboardTop: CGFloat = 844 - 291
    static let keyboardUp = CGRect(x: 0, y: 844 - 291, width: 390, height: 291)

    /// "Sign In" with a name field and a secure password field, Cancel and the
    /// preferred Sign In, whose handler records both texts; each field records
    /// its editing as "name.…" and "password.…".
    private func loginAlert(preferred: Bool = true) -> ObservedAlert {
        let alert = ObservedAlert(title: "Sign In", message: "Enter your name and password.", preferredStyle: .alert)
        alert.addTextField { field in
            field.placeholder = "Name"
            field.addAction(UIAction { _ in ObservedCalls.record("name.editingDidBegin") }, for: .editingDidBegin)
            field.addAction(UIAction { _ in ObservedCalls.record("name.editingDidEnd") }, for: .editingDidEnd)
        }
        alert.addTextField { field in
            field.placeholder = "Password"
            field.isSecureTextEntry = true
            field.addAction(UIAction { _ in ObservedCalls.record("password.editingDidBegin") }, for: .editingDidBegin)
            field.addAction(UIAction { _ in ObservedCalls.record("password.editingDidEnd") }, for: .editingDidEnd)
        }
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in ObservedCalls.record("handler.Cancel") })
        let signIn = UIAlertAction(title: "Sign In", style: .default) { [unowned alert] _ in
            let texts = alert.textFields?.map { $0.text ?? "" } ?? []
            ObservedCalls.record("handler.Sign In \(texts)")
        }
        alert.addAction(signIn)
        if preferred { alert.preferredAction = signIn }
        return alert
    }

    /// The login alert's height, from its parts: 20 points above the title,
    /// the title's and the message's lines 4 apart, 16 below them, two 28-point
    /// field rows, 16 below them, and the 44-point row of the two buttons.
    private func loginAlertHeight() -> CGFloat {
        let width = CGSize(width: CGFloat(270 - 32), height: CGFloat.greatestFiniteMagnitude)
        let title = UILabel()
        title.numberOfLines = 0
        title.font = .systemFont(ofSize: 17, weight: .semibold)
        title.text = "Sign In"
        let message = UILabel()
        message.numberOfLines = 0
        message.font = .systemFont(ofSize: 13)
        message.text = "Enter your name and password."
        return 20 + ceil(title.sizeThatFits(width).height) + 4 + ceil(message.sizeThatFits(width).height) + 16 + 2 * 28 + 16 + 44
    }

    @Test func aLoginAlertTakesTypingInBothFieldsAndItsHandlerReadsThem() throws {
        let (host, _, top) = try hostWithNavigationStack()
        let alert = loginAlert()
        top.present(alert, animated: true)
        try host.runUntilIdle()
        let fields = try #require(alert.textFields)
        #expect(fields.count == 2 && fields[0].placeholder == "Name" && fields[1].isSecureTextEntry)
        #expect(fields[0].isFirstResponder, "the first field edits as the alert appears")
        #expect(host.keyboardFrame == Self.keyboardUp)
        #expect(fields[0].font == UIFont.systemFont(ofSize: 13))
        #expect(fields[0].autocapitalizationType == .none && fields[0].autocorrectionType == .no)

        host.type("ada")
        host.pressReturn()
        #expect(fields[1].isFirstResponder && !fields[0].isEditing, "Return moves to the next field")
        #expect(top.presentedViewController === alert && host.keyboardFrame == Self.keyboardUp)
        host.type("s3cret")
        #expect(fields[0].text == "ada" && fields[1].text == "s3cret")

        host.tap(at: windowCenter(alertButton(alert, "Sign In")))
        try host.runUntilIdle()
        #expect(ObservedCalls.log.contains("handler.Sign In [\"ada\", \"s3cret\"]"), "\(ObservedCalls.log)")
        #expect(top.presentedViewController == nil && host.keyboardFrame == nil)
        #expect(!fields[1].isFirstResponder && host.window.currentFirstResponder == nil)
    }

    /// At rest the alert is centred in the 553 points above the keyboard; it
    /// appears there (no jump while it scales in), stays there while it fades
    /// out, and follows the keyboard down, in the keyboard's animation, when
    /// editing ends without the alert going.
    @Test func theAlertRestsCentredAboveTheKeyboardAndFollowsIt() throws {
        let (host, _, top) = try hostWithNavigationStack()
        let alert = loginAlert()
        top.present(alert, animated: true)
        host.advance(by: 1.0 / 60 + 0.1)
        let height = loginAlertHeight()
        let raisedCenter = CGPoint(x: 195, y: Self.keyboardTop / 2)
        let coming = try #require(alert.view.layer.presentation())
        #expect(isNear(Double(coming.position.y), Double(raisedCenter.y), 1e-6), "it comes in above the keyboard: \(coming.position)")
        try host.runUntilIdle()

        let box = windowFrame(alert.view)
        let rest = CGRect(x: 60, y: raisedCenter.y - height / 2, width: 270, height: height)
        #expect(isNear(Double(box.minY), Double(rest.minY), 1e-6) && box.size == rest.size && box.minX == 60, "\(box) ≠ \(rest)")
        #expect(box.maxY < Self.keyboardTop)
        // The fields: a 254-point group 8 points in, below the message; a field's text 6 points further in.
        let fields = try #require(alert.textFields)
        let groupTop = box.maxY - 44 - 16 - 56
        #expect(windowFrame(fields[0]) == CGRect(x: 60 + 14, y: groupTop, width: 242, height: 28))
        #expect(windowFrame(fields[1]) == CGRect(x: 60 + 14, y: groupTop + 28, width: 242, height: 28))
        #expect(windowFrame(fields[0].superview) == CGRect(x: 68, y: groupTop, width: 254, height: 56))

        // Editing ends in code: the keyboard goes down and the alert with it, on the keyboard's curve.
        fields[0].resignFirstResponder()
        host.advance(by: 1.0 / 60)
        host.advance(by: 0.1)
        let centred: CGFloat = 422
        let progress = ReferenceTimingCurve.easeInEaseOut.progress(at: (0.1 + 1.0 / 60) / 0.25)
        let expected = raisedCenter.y + (centred - raisedCenter.y) * progress
        let moving = try #require(alert.view.layer.presentation())
        #expect(isNear(Double(moving.position.y), Double(expected), 0.5), "\(moving.position.y) vs \(expected)")
        try host.runUntilIdle()
        #expect(alert.view.center == CGPoint(x: 195, y: centred))

        // Editing again, it goes back up; then it fades out where it is while the keyboard goes down.
        fields[1].becomeFirstResponder()
        try host.runUntilIdle()
        #expect(alert.view.center == raisedCenter)
        top.dismiss(animated: true)
        host.advance(by: 1.0 / 60 + 0.1)
        #expect(alert.view.layer.presentation()?.position == raisedCenter, "it does not follow the keyboard down as it goes")
        try host.runUntilIdle()
        #expect(host.keyboardFrame == nil && alert.view.window == nil)
    }

    /// The appearance callbacks, the fields' editing and the keyboard's
    /// notifications in one order: the first field begins editing, and the
    /// keyboard is asked up, as the alert's view joins the window (after
    /// `viewWillAppear`, before its first layout's `viewIsAppearing`); the
    /// keyboard is up (0.25 s) before the alert (0.4 s). Going, the field ends
    /// editing in UIAlertController's `viewWillDisappear` (so before a
    /// subclass's code after `super`); the keyboard and the alert take 0.25 s
    /// each, the keyboard having started first; the handler runs last.
    @Test func theCallbacksAndKeyboardNotificationsComeInOneOrder() throws {
        let (host, _, top) = try hostWithNavigationStack()
        let keyboard = KeyboardCallRecorder()
        defer { keyboard.stop() }
        let alert = loginAlert()
        top.present(alert, animated: true) { ObservedCalls.record("present.completion") }
        try host.runUntilIdle()
        expectSequence(["Alert.viewWillAppear", "name.editingDidBegin", "keyboard.willShow", "Alert.viewIsAppearing",
                        "keyboard.didShow", "Alert.viewDidAppear", "present.completion"],
                       in: ObservedCalls.log, ignoring: Ignored.layout)

        ObservedCalls.clear()
        host.pressReturn()
        host.tap(at: windowCenter(alertButton(alert, "Cancel")))
        try host.runUntilIdle()
        expectSequence(["name.editingDidEnd", "password.editingDidBegin",
                        "password.editingDidEnd", "keyboard.willHide", "Alert.viewWillDisappear",
                        "keyboard.didHide", "Alert.viewDidDisappear", "handler.Cancel"],
                       in: ObservedCalls.log, ignoring: Ignored.layout)
    }

    /// Return in the last field chooses the preferred action, as a tap on its
    /// button would: the dismissal, then the handler with the texts.
    @Test func returnInTheLastFieldChoosesThePreferredAction() throws {
        let (host, _, top) = try hostWithNavigationStack()
        let alert = loginAlert()
        top.present(alert, animated: true)
        try host.runUntilIdle()
        host.type("grace")
        host.pressReturn()
        host.type("hopper")
        host.pressReturn()
        #expect(alert.isBeingDismissed, "Return started the dismissal")
        try host.runUntilIdle()
        #expect(ObservedCalls.log.filter { $0.hasPrefix("handler.") } == ["handler.Sign In [\"grace\", \"hopper\"]"])
        #expect(top.presentedViewController == nil && host.keyboardFrame == nil)
    }

    /// Without a preferred action (or with a disabled one), Return in the last
    /// field only ends editing: the keyboard goes down, the alert moves back
    /// to the middle and stays.
    @Test func withoutAnEnabledPreferredActionReturnInTheLastFieldOnlyEndsEditing() throws {
        for disabled in [false, true] {
            let (host, _, top) = try hostWithNavigationStack()
            let alert = loginAlert(preferred: disabled)
            if disabled { alert.preferredAction?.isEnabled = false }
            top.present(alert, animated: true)
            try host.runUntilIdle()
            host.pressReturn()
            host.pressReturn()
            try host.runUntilIdle()
            #expect(top.presentedViewController === alert && !alert.isBeingDismissed)
            #expect(host.keyboardFrame == nil && alert.textFields?.contains { $0.isEditing } == false)
            #expect(alert.view.center == CGPoint(x: 195, y: 422), "back in the middle")
            #expect(!ObservedCalls.log.contains { $0.hasPrefix("handler.") })
            top.dismiss(animated: false)
            try host.runUntilIdle()
        }
    }

    @Test func anActionSheetRefusesTextFieldsWithUIKitsMessage() throws {
        _ = TestHost()
        let sheet = UIAlertController(title: "Photo", message: nil, preferredStyle: .actionSheet)
        var configured = false
        sheet.addTextField { _ in configured = true }
        #expect(SegueDiagnostics.messagesWithoutAddresses == [
            "Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert: <UIAlertController: Photo> is of style UIAlertControllerStyleActionSheet; the text field is not added.",
        ])
        #expect(!configured && sheet.textFields == nil)
        let alert = UIAlertController(title: "Name", message: nil, preferredStyle: .alert)
        #expect(alert.textFields == nil, "no fields: nil, as UIKit's")
        alert.addTextField()
        #expect(alert.textFields?.count == 1 && alert.textFields?.first?.text == "")
    }

    /// The pixels of the login alert at rest with the keyboard up (golden
    /// alert-with-text-fields.png: the dimmed screen; the alert centred above
    /// the keyboard; under the title and message, a white group with a
    /// hairline border and a hairline between its rows: "ada" in black in the
    /// first, three bullets in the second; the buttons below; the light-gray
    /// keyboard panel across the bottom 291 points).
    @Test func theRenderedLoginAlert() throws {
        let (host, _, top) = try hostWithNavigationStack()
        let alert = loginAlert()
        top.present(alert, animated: true)
        host.advance(by: 1.0 / 60 + 0.2)
        saveFrame(host.render(), "login-alert-present-050", in: "alerts")
        try host.runUntilIdle()
        saveFrame(host.render(), "login-alert-empty", in: "alerts")
        host.type("ada")
        host.pressReturn()
        host.type("abc")
        try host.runUntilIdle()
        let frame = host.render()
        saveFrame(frame, "login-alert-typed", in: "alerts")

        let fields = try #require(alert.textFields)
        let group = windowFrame(fields[0].superview)
        // The group is white (the blurred box around it is not), with a darker hairline border.
        #expect(isColor(pixel(frame, group.maxX - 3, group.minY + 14), 255, 255, 255), "\(pixel(frame, group.maxX - 3, group.minY + 14))")
        #expect(pixel(frame, group.maxX - 3, group.minY - 3).red < 252, "the box around the group is the material, not white")
        #expect(pixel(frame, group.maxX - 3, group.minY + 0.25).red < 235, "a hairline on top")
        #expect(pixel(frame, group.maxX - 3, group.minY + 28.25).red < 235, "a hairline between the rows")
        // "ada" in black in the first row; the bullets in the second, dark too.
        let first = windowFrame(fields[0])
        #expect(rowHas(frame, y: first.midY, from: first.minX, to: first.minX + 40) { $0.red < 80 }, "typed text")
        let second = windowFrame(fields[1])
        #expect(rowHas(frame, y: second.midY, from: second.minX, to: second.minX + 30) { $0.red < 80 }, "bullets")
        // The keyboard panel below the alert.
        #expect(isColor(pixel(frame, 195, Self.keyboardTop + 100), 209, 212, 217))
        if let failure = GoldenImage.check(frame, named: "alert-with-text-fields", in: Self.goldens, recordingTo: Self.goldens) {
            Issue.record("\(failure)")
        }
        alert.dismiss(animated: false)
        try host.runUntilIdle()
    }
}
