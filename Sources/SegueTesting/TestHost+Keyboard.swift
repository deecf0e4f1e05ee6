import OpenUIKit

extension TestHost {
    /// Types `text` on the keyboard into the key window's first responder (a
    /// `UITextField`, a `UITextView`, any `UIKeyInput`), a character at a time,
    /// then runs a frame. "\n" presses the return key. Reports a diagnostic
    /// when no first responder takes text.
    public func type(_ text: String) {
        activate()
        guard let input = keyInput(for: "type(\"\(text)\")") else { return }
        for character in text { input.insertText(String(character)) }
        advance(by: 1 / Double(framesPerSecond))
    }

    /// Presses the keyboard's return key (types "\n"), then runs a frame.
    public func pressReturn() {
        activate()
        guard let input = keyInput(for: "pressReturn()") else { return }
        input.insertText("\n")
        advance(by: 1 / Double(framesPerSecond))
    }

    /// Presses the keyboard's delete key `count` times, then runs a frame.
    public func pressDelete(count: Int = 1) {
        activate()
        guard let input = keyInput(for: "pressDelete(count: \(count))") else { return }
        for _ in 0..<count { input.deleteBackward() }
        advance(by: 1 / Double(framesPerSecond))
    }

    /// The keyboard's frame in screen coordinates (its final frame while it
    /// moves), or nil when it is down or going down.
    public var keyboardFrame: CGRect? {
        activate()
        return UIApplication.current.keyboardFrame
    }

    private func keyInput(for call: String) -> UIKeyInput? {
        let window = UIApplication.current.keyWindow ?? self.window
        guard let input = window.currentFirstResponder as? UIKeyInput else {
            SegueDiagnostics.report("TestHost.\(call): no first responder in the key window takes text "
                + "(first responder: \(window.currentFirstResponder.map { "\($0)" } ?? "none"))")
            return nil
        }
        return input
    }
}
