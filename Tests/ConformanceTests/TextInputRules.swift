import Foundation
import Testing
import OpenUIKit
import SegueTesting

/// Logs what a text field or text view tells its delegate, sends and posts,
/// and the keyboard's notifications, in one sequence.
@MainActor
final class TextInputRecorder: NSObject, UITextFieldDelegate, UITextViewDelegate {
    var log: [String] = []
    var refusesDigits = false
    var refusesToEnd = false
    var ranges: [NSRange] = []

    func observe(_ field: UITextField) {
        field.delegate = self
        let events: [(UIControl.Event, String)] = [(.editingDidBegin, "editingDidBegin"), (.editingChanged, "editingChanged"),
                                                   (.editingDidEnd, "editingDidEnd"), (.editingDidEndOnExit, "editingDidEndOnExit"),
                                                   (.primaryActionTriggered, "primaryActionTriggered")]
        for (event, name) in events {
            field.addAction(UIAction { [unowned self] _ in log.append(name) }, for: event)
        }
        let center = NotificationCenter.default
        center.addObserver(self, selector: Selector(TextInputRecorder.fieldBegan(_:)),
                           name: UITextField.textDidBeginEditingNotification, object: field)
        center.addObserver(self, selector: Selector(TextInputRecorder.fieldChanged(_:)),
                           name: UITextField.textDidChangeNotification, object: field)
        center.addObserver(self, selector: Selector(TextInputRecorder.fieldEnded(_:)),
                           name: UITextField.textDidEndEditingNotification, object: field)
    }

    func observeKeyboard() {
        let center = NotificationCenter.default
        center.addObserver(self, selector: Selector(TextInputRecorder.keyboardWillChangeFrame(_:)),
                           name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
        center.addObserver(self, selector: Selector(TextInputRecorder.keyboardWillShow(_:)),
                           name: UIResponder.keyboardWillShowNotification, object: nil)
        center.addObserver(self, selector: Selector(TextInputRecorder.keyboardDidShow(_:)),
                           name: UIResponder.keyboardDidShowNotification, object: nil)
        center.addObserver(self, selector: Selector(TextInputRecorder.keyboardWillHide(_:)),
                           name: UIResponder.keyboardWillHideNotification, object: nil)
        center.addObserver(self, selector: Selector(TextInputRecorder.keyboardDidHide(_:)),
                           name: UIResponder.keyboardDidHideNotification, object: nil)
        center.addObserver(self, selector: Selector(TextInputRecorder.keyboardDidChangeFrame(_:)),
                           name: UIResponder.keyboardDidChangeFrameNotification, object: nil)
    }

    func stop() { NotificationCenter.default.removeObserver(self) }

    /// The user info of every keyboard notification, by name, in order.
    var keyboardUserInfo: [(name: String, info: [AnyHashable: Any])] = []

    func fieldBegan(_ note: Notification) { log.append("note: textDidBeginEditing") }
    func fieldChanged(_ note: Notification) { log.append("note: textDidChange") }
    func fieldEnded(_ note: Notification) { log.append("note: textDidEndEditing") }
    private func keyboard(_ name: String, _ note: Notification) {
        log.append("keyboard: \(name)")
        keyboardUserInfo.append((name, note.userInfo ?? [:]))
    }
    func keyboardWillChangeFrame(_ note: Notification) { keyboard("willChangeFrame", note) }
    func keyboardWillShow(_ note: Notification) { keyboard("willShow", note) }
    func keyboardDidShow(_ note: Notification) { keyboard("didShow", note) }
    func keyboardWillHide(_ note: Notification) { keyboard("willHide", note) }
    func keyboardDidHide(_ note: Notification) { keyboard("didHide", note) }
    func keyboardDidChangeFrame(_ note: Notification) { keyboard("didChangeFrame", note) }

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { log.append("shouldBeginEditing"); return true }
    func textFieldDidBeginEditing(_ textField: UITextField) { log.append("didBeginEditing") }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { log.append("shouldEndEditing"); return !refusesToEnd }
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        log.append("didEndEditing \(reason == .committed ? "committed" : "cancelled")")
    }
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        ranges.append(range)
        log.append("shouldChange {\(range.location), \(range.length)} \"\(string)\"")
        return !(refusesDigits && string.contains { $0.isNumber })
    }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool { log.append("shouldReturn"); return true }

    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { log.append("textView shouldBeginEditing"); return true }
    func textViewDidBeginEditing(_ textView: UITextView) { log.append("textView didBeginEditing") }
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool { log.append("textView shouldEndEditing"); return true }
    func textViewDidEndEditing(_ textView: UITextView) { log.append("textView didEndEditing") }
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        log.append("textView shouldChange {\(range.location), \(range.length)} \(text.debugDescription)")
        return true
    }
    func textViewDidChange(_ textView: UITextView) { log.append("textView didChange") }
}

/// UITextField and UITextView editing, the keyboard it brings up, and the
/// keyboard layout guide, on the default host (an iPhone 14: 390×844 points,
/// 34 points of home indicator at the bottom of its safe area).
@MainActor
@Suite(.checksDiagnostics) struct TextInputRules {
    /// The iPhone 14's keyboard: 291 points (Segue's figure for 6.1-inch phones, docs/Differences.md).
    static let keyboardUp = CGRect(x: 0, y: 844 - 291, width: 390, height: 291)
    static let keyboardDown = CGRect(x: 0, y: 844, width: 390, height: 291)

    private func hostWithField() -> (TestHost, UIView, UITextField) {
        let host = TestHost()
        let root = UIViewController()
        root.view.backgroundColor = .white
        host.window.rootViewController = root
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 350, height: 34))
        field.borderStyle = .roundedRect
        root.view.addSubview(field)
        host.advance(by: 1.0 / 60)
        return (host, root.view, field)
    }

    @Test func aTapBeginsEditingTypingGoesThroughTheDelegateAndReturnEndsIt() throws {
        let (host, _, field) = hostWithField()
        let recorder = TextInputRecorder()
        defer { recorder.stop() }
        recorder.observe(field)
        recorder.observeKeyboard()

        host.tap(at: CGPoint(x: 195, y: 117))
        #expect(field.isEditing && field.isFirstResponder)
        try host.runUntilIdle()
        host.type("hi")
        #expect(field.text == "hi")
        host.pressReturn()   // an action observes .editingDidEndOnExit: the field resigns
        try host.runUntilIdle()
        #expect(!field.isEditing && !field.isFirstResponder)

        expectSequence(["shouldBeginEditing", "didBeginEditing", "editingDidBegin", "note: textDidBeginEditing",
                        "keyboard: willChangeFrame", "keyboard: willShow", "keyboard: didChangeFrame", "keyboard: didShow",
                        "shouldChange {0, 0} \"h\"", "editingChanged", "note: textDidChange",
                        "shouldChange {1, 0} \"i\"", "editingChanged", "note: textDidChange",
                        "shouldReturn", "editingDidEndOnExit", "primaryActionTriggered",
                        "shouldEndEditing", "didEndEditing committed", "editingDidEnd", "note: textDidEndEditing",
                        "keyboard: willChangeFrame", "keyboard: willHide", "keyboard: didChangeFrame", "keyboard: didHide"],
                       in: recorder.log)
    }

    @Test func returnWithNothingObservingEditingDidEndOnExitKeepsEditing() throws {
        let (host, _, field) = hostWithField()
        #expect(field.becomeFirstResponder())
        host.type("a")
        host.pressReturn()
        #expect(field.isEditing && field.text == "a", "no newline typed, and the field still edits")
        field.resignFirstResponder()
        try host.runUntilIdle()
    }

    @Test func settingTheTextInCodeSendsNothing() throws {
        let (host, _, field) = hostWithField()
        let recorder = TextInputRecorder()
        defer { recorder.stop() }
        recorder.observe(field)
        field.text = "set"
        field.text = nil
        #expect(field.text == "", "a text field's text is never nil")
        #expect(recorder.log.isEmpty, "\(recorder.log)")
        try host.runUntilIdle()
    }

    @Test func theDelegateVetoesCharactersAndRangesAreUTF16Offsets() throws {
        let (host, _, field) = hostWithField()
        let recorder = TextInputRecorder()
        defer { recorder.stop() }
        recorder.observe(field)
        recorder.refusesDigits = true
        field.becomeFirstResponder()
        host.type("a1b2")
        #expect(field.text == "ab")
        #expect(recorder.log.filter { $0 == "editingChanged" }.count == 2, "only accepted changes send .editingChanged")
        // "é" is one UTF-16 unit, the thumbs-up with a skin tone four: deleting it replaces {4, 4}.
        host.type("é👍🏽")
        #expect(field.text == "abé👍🏽")
        recorder.ranges = []
        host.pressDelete()
        #expect(recorder.ranges == [NSRange(location: 3, length: 4)])
        #expect(field.text == "abé")
        field.resignFirstResponder()
        try host.runUntilIdle()
    }

    @Test func theKeyboardNotificationsCarryItsFramesDurationAndCurve() throws {
        let (host, _, field) = hostWithField()
        let recorder = TextInputRecorder()
        defer { recorder.stop() }
        recorder.observeKeyboard()
        field.becomeFirstResponder()
        try host.runUntilIdle()
        #expect(host.keyboardFrame == Self.keyboardUp)
        field.resignFirstResponder()
        try host.runUntilIdle()
        #expect(host.keyboardFrame == nil)

        #expect(recorder.keyboardUserInfo.map(\.name) == ["willChangeFrame", "willShow", "didChangeFrame", "didShow",
                                                          "willChangeFrame", "willHide", "didChangeFrame", "didHide"])
        for (index, entry) in recorder.keyboardUserInfo.enumerated() {
            let showing = index < 4
            let begin = (entry.info[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue)?.cgRectValue
            let end = (entry.info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
            #expect(begin == (showing ? Self.keyboardDown : Self.keyboardUp), "\(entry.name)")
            #expect(end == (showing ? Self.keyboardUp : Self.keyboardDown), "\(entry.name)")
            #expect(entry.info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double == 0.25)
            #expect(entry.info[UIResponder.keyboardAnimationCurveUserInfoKey] as? Int == 7)
            #expect(entry.info[UIResponder.keyboardIsLocalUserInfoKey] as? Bool == true)
        }
    }

    @Test func aGenericScreenWithoutAHomeIndicatorGetsTheClassic216PointKeyboard() throws {
        let host = TestHost(screenSize: CGSize(width: 320, height: 568))
        let field = UITextField(frame: CGRect(x: 10, y: 100, width: 300, height: 34))
        host.window.addSubview(field)
        field.becomeFirstResponder()
        try host.runUntilIdle()
        #expect(host.keyboardFrame == CGRect(x: 0, y: 568 - 216, width: 320, height: 216))
        field.removeFromSuperview()
        #expect(!field.isFirstResponder, "a first responder leaving its window resigns")
        try host.runUntilIdle()
        #expect(host.keyboardFrame == nil)
    }

    @Test func movingFromFieldToFieldKeepsTheKeyboardUpAndEndsTheFirstBeforeTheSecondBegins() throws {
        let (host, root, first) = hostWithField()
        let second = UITextField(frame: CGRect(x: 20, y: 150, width: 350, height: 34))
        root.addSubview(second)
        let recorder = TextInputRecorder()
        defer { recorder.stop() }
        recorder.observe(first)
        recorder.observeKeyboard()
        first.becomeFirstResponder()
        try host.runUntilIdle()
        recorder.log = []
        second.addAction(UIAction { _ in recorder.log.append("second editingDidBegin") }, for: .editingDidBegin)
        #expect(second.becomeFirstResponder())
        try host.runUntilIdle()
        expectSequence(["shouldEndEditing", "didEndEditing committed", "editingDidEnd", "note: textDidEndEditing",
                        "second editingDidBegin"], in: recorder.log)
        #expect(host.keyboardFrame == Self.keyboardUp)

        // A first responder that refuses to end keeps its status: the other field does not begin.
        second.delegate = recorder
        recorder.refusesToEnd = true
        #expect(!first.becomeFirstResponder())
        #expect(second.isFirstResponder && !first.isEditing)
        recorder.refusesToEnd = false
        second.resignFirstResponder()
        try host.runUntilIdle()
    }

    @Test func endEditingAsksUnlessForced() throws {
        let (host, root, field) = hostWithField()
        let recorder = TextInputRecorder()
        defer { recorder.stop() }
        recorder.observe(field)
        field.becomeFirstResponder()
        try host.runUntilIdle()
        recorder.refusesToEnd = true
        #expect(!root.endEditing(false))
        #expect(field.isEditing && host.keyboardFrame == Self.keyboardUp)
        recorder.log = []
        #expect(root.endEditing(true))
        #expect(!field.isEditing && !field.isFirstResponder)
        #expect(!recorder.log.contains("shouldEndEditing"), "forced: not asked")
        #expect(recorder.log.contains("didEndEditing committed"))
        try host.runUntilIdle()
        #expect(host.keyboardFrame == nil)
    }

    @Test func aTextViewHearsOfTheKeyboardBeforeItBeginsEditingAndReturnTypesANewLine() throws {
        let host = TestHost()
        let root = UIViewController()
        host.window.rootViewController = root
        let textView = UITextView(frame: CGRect(x: 20, y: 100, width: 350, height: 200))
        #expect(textView.textContainerInset == UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
        #expect(textView.isEditable && textView.isSelectable)
        root.view.addSubview(textView)
        let recorder = TextInputRecorder()
        defer { recorder.stop() }
        recorder.observeKeyboard()
        textView.delegate = recorder
        textView.becomeFirstResponder()
        try host.runUntilIdle()
        host.type("a")
        host.pressReturn()
        #expect(textView.text == "a\n")
        textView.resignFirstResponder()
        try host.runUntilIdle()
        expectSequence(["textView shouldBeginEditing", "keyboard: willChangeFrame", "keyboard: willShow", "textView didBeginEditing",
                        "keyboard: didChangeFrame", "keyboard: didShow",
                        "textView shouldChange {0, 0} \"a\"", "textView didChange",
                        "textView shouldChange {1, 0} \"\\n\"", "textView didChange",
                        "textView shouldEndEditing", "textView didEndEditing",
                        "keyboard: willChangeFrame", "keyboard: willHide", "keyboard: didChangeFrame", "keyboard: didHide"],
                       in: recorder.log)

        textView.isEditable = false
        #expect(!textView.becomeFirstResponder(), "a text view that cannot be edited takes no typing")
    }

    @Test func aTextViewWrapsItsTextAndGrowsItsContent() throws {
        let host = TestHost()
        let textView = UITextView(frame: CGRect(x: 0, y: 100, width: 200, height: 100))
        textView.font = .systemFont(ofSize: 17)
        host.window.addSubview(textView)
        textView.text = "One line"
        host.advance(by: 1.0 / 60)
        let line = UIFont.systemFont(ofSize: 17).lineHeight
        let oneLine = textView.contentSize.height
        #expect(oneLine >= line + 16 && oneLine < 2 * line + 16, "one line plus the 8-point insets: \(oneLine)")
        textView.text = String(repeating: "wrapping words ", count: 12)
        host.advance(by: 1.0 / 60)
        #expect(textView.contentSize.height > oneLine + 3 * line, "the text wraps at 190 points: \(textView.contentSize)")
        #expect(textView.contentSize.width == 200)
    }
}
