import Foundation
import Testing
@testable import OpenUIKit
import SegueTesting

/// UITextField's defaults, geometry and what it draws: the placeholder in
/// placeholder gray, the text in black, bullets for secure entry, the
/// insertion point while editing, the rounded-rect border.
@MainActor
@Suite(.checksDiagnostics) struct TextFieldTests {
    /// A rounded-rect field at (20, 100), 350×34, in a white root view.
    private func hostWithField(_ configure: (UITextField) -> Void = { _ in }) -> (TestHost, UIView, UITextField) {
        let (host, root) = controlHost()
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 350, height: 34))
        field.borderStyle = .roundedRect
        configure(field)
        root.addSubview(field)
        host.advance(by: 1.0 / 60)
        return (host, root, field)
    }

    /// The darkest channel of any pixel in `rect` (points) of a 2× frame, and whether any pixel is not white.
    private func darkest(_ image: CGImage, in rect: CGRect) -> (value: Int, drawn: Bool) {
        var darkest = 255
        for y in Int(rect.minY * 2)..<Int(rect.maxY * 2) {
            for x in Int(rect.minX * 2)..<Int(rect.maxX * 2) {
                let p = image.premultipliedRGBA(x: x, y: y)
                darkest = min(darkest, Int(p.red), Int(p.green), Int(p.blue))
            }
        }
        return (darkest, darkest < 250)
    }

    /// The pixels of `rect` (points) in a 2× frame, row by row.
    private func pixels(_ image: CGImage, in rect: CGRect) -> [UInt8] {
        var values: [UInt8] = []
        for y in Int(rect.minY * 2)..<Int(rect.maxY * 2) {
            for x in Int(rect.minX * 2)..<Int(rect.maxX * 2) {
                let p = image.premultipliedRGBA(x: x, y: y)
                values += [p.red, p.green, p.blue]
            }
        }
        return values
    }

    @Test func defaultsAreUIKits() {
        let field = UITextField()
        #expect(field.text == "" && field.placeholder == nil)
        #expect(field.font == UIFont.systemFont(ofSize: 17))
        #expect(field.textColor == .label && field.textAlignment == .natural)
        #expect(field.borderStyle == .none && field.clearButtonMode == .never)
        #expect(field.leftViewMode == .never && field.rightViewMode == .never)
        #expect(!field.isSecureTextEntry && !field.isEditing && !field.clearsOnBeginEditing)
        #expect(field.keyboardType == .default && field.returnKeyType == .default)
        #expect(field.autocapitalizationType == .sentences && field.autocorrectionType == .default)
        #expect(field.delegate == nil && field.inputView == nil && field.inputAccessoryView == nil)
        let toolbar = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        field.inputAccessoryView = toolbar
        #expect(field.inputAccessoryView === toolbar)
        #expect(!field.becomeFirstResponder(), "not in a window")
        field.borderStyle = .roundedRect
        #expect(field.intrinsicContentSize.height == 34, "a rounded-rect field is 34 points tall")
    }

    @Test func thePlaceholderIsGrayAndTheTextBlack() throws {
        let (host, _, field) = hostWithField { $0.placeholder = "Placeholder" }
        let textArea = CGRect(x: 27, y: 105, width: 150, height: 24)
        let placeholder = darkest(host.render(), in: textArea)
        // UIKit's placeholder gray: (60, 60, 67) at 30 % over white.
        #expect(placeholder.drawn && placeholder.value >= overWhite(60, alpha: 0.3) - 2, "\(placeholder)")
        field.text = "Text"
        host.advance(by: 1.0 / 60)
        let text = darkest(host.render(), in: textArea)
        #expect(text.value <= 30, "the label-black text: \(text)")
        field.text = ""
        host.advance(by: 1.0 / 60)
        #expect(darkest(host.render(), in: textArea).value == placeholder.value, "empty again: the placeholder")
    }

    @Test func secureEntryDrawsABulletForEachCharacter() throws {
        let (host, root, secure) = hostWithField {
            $0.isSecureTextEntry = true
            $0.text = "abcd"
        }
        let bullets = UITextField(frame: CGRect(x: 20, y: 200, width: 350, height: 34))
        bullets.borderStyle = .roundedRect
        bullets.text = "\u{2022}\u{2022}\u{2022}\u{2022}"
        let plain = UITextField(frame: CGRect(x: 20, y: 300, width: 350, height: 34))
        plain.borderStyle = .roundedRect
        plain.text = "abcd"
        root.addSubview(bullets)
        root.addSubview(plain)
        host.advance(by: 1.0 / 60)
        let frame = host.render()
        let area = CGRect(x: 20, y: 100, width: 350, height: 34)
        #expect(pixels(frame, in: area) == pixels(frame, in: area.offsetBy(dx: 0, dy: 100)), "the same pixels as four bullets")
        #expect(pixels(frame, in: area) != pixels(frame, in: area.offsetBy(dx: 0, dy: 200)), "not the letters")
        #expect(secure.text == "abcd", "the text itself is kept")
    }

    @Test func theInsertionPointShowsWhileEditingAfterTheText() throws {
        let (host, _, field) = hostWithField()
        let caretPoint = CGPoint(x: 28, y: 117)   // text rect starts 7 points in; the caret is 2 points wide
        #expect(isColor(controlPixel(host.render(), caretPoint), 255, 255, 255))
        field.becomeFirstResponder()
        host.advance(by: 1.0 / 60)
        #expect(isColor(controlPixel(host.render(), caretPoint), 0, 122, 255), "the tint-blue caret")
        host.type("Hello")
        let moved = host.render()
        #expect(!isColor(controlPixel(moved, caretPoint), 0, 122, 255), "after typing the caret follows the text")
        let caretX = lastMatch(moved, y: 117, fromX: 27, toX: 200) { isColor($0, 0, 122, 255, tolerance: 10) }
        #expect((caretX ?? 0) > 50, "right of \"Hello\": \(String(describing: caretX))")
        field.resignFirstResponder()
        try host.runUntilIdle()
        #expect(lastMatch(host.render(), y: 117, fromX: 27, toX: 200) { isColor($0, 0, 122, 255, tolerance: 10) } == nil)
    }

    @Test func theRoundedRectBorderIsLightGrayWithRoundedCorners() throws {
        let (host, _, _) = hostWithField()
        let frame = host.render()
        // The border: a half-point line, one pixel at 2×, at the top edge.
        let top = controlPixel(frame, CGPoint(x: 195, y: 100))
        #expect(isColor(top, 204, 204, 204, tolerance: 4), "\(top)")
        #expect(isColor(controlPixel(frame, CGPoint(x: 195, y: 101)), 255, 255, 255), "white inside")
        #expect(isColor(controlPixel(frame, CGPoint(x: 20, y: 100)), 255, 255, 255), "the corner is rounded off")
    }

    @Test func theClearButtonShowsWhileEditingWithTextAndClears() throws {
        let (host, _, field) = hostWithField { $0.clearButtonMode = .whileEditing }
        var cleared = 0
        field.addAction(UIAction { _ in cleared += 1 }, for: .editingChanged)
        field.text = "Some text"
        #expect(field.clearButtonRect(forBounds: field.bounds) == CGRect(x: 350 - 7 - 19, y: 7.5, width: 19, height: 19))
        #expect(field.textRect(forBounds: field.bounds).maxX == CGFloat(350 - 7), "not editing: no clear button")
        field.becomeFirstResponder()
        #expect(field.textRect(forBounds: field.bounds).maxX == CGFloat(350 - 7 - 19))
        host.tap(at: CGPoint(x: 20 + 350 - 7 - 9.5, y: 117))
        #expect(field.text == "" && cleared == 1 && field.isEditing)
        field.resignFirstResponder()
        try host.runUntilIdle()
    }

    @Test func leftAndRightViewsTakeTheirSidesWhenTheirModeSaysSo() {
        let (host, _, field) = hostWithField()
        let icon = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        field.leftView = icon
        field.leftViewMode = .always
        host.advance(by: 1.0 / 60)
        #expect(icon.superview === field && icon.frame == CGRect(x: 0, y: 7, width: 30, height: 20))
        #expect(field.textRect(forBounds: field.bounds).minX == 30)
        field.leftViewMode = .whileEditing
        host.advance(by: 1.0 / 60)
        #expect(icon.isHidden && field.textRect(forBounds: field.bounds).minX == 7)
    }

    @Test func dumpsASignInFormWithTheKeyboardUp() throws {
        let (host, root) = controlHost()
        root.backgroundColor = .systemGroupedBackground
        let email = UITextField(frame: CGRect(x: 20, y: 120, width: 350, height: 34))
        email.placeholder = "Email"
        let password = UITextField(frame: CGRect(x: 20, y: 166, width: 350, height: 34))
        password.placeholder = "Password"
        password.isSecureTextEntry = true
        for field in [email, password] {
            field.borderStyle = .roundedRect
            field.clearButtonMode = .whileEditing
            root.addSubview(field)
        }
        email.becomeFirstResponder()
        host.type("kim@example.com")
        password.becomeFirstResponder()
        host.type("hunter22")
        host.advance(by: 0.1)
        dump(host.render(), "text-sign-in-keyboard-rising")
        try host.runUntilIdle()
        let frame = host.render()
        dump(frame, "text-sign-in-keyboard-up")
        #expect(email.text == "kim@example.com" && password.text == "hunter22")
        #expect(isColor(controlPixel(frame, CGPoint(x: 195, y: 700)), 209, 212, 217))
        root.endEditing(true)
        try host.runUntilIdle()
    }
}

/// UITextView's drawing: wrapped lines inside its insets, through the label text layout.
@MainActor
@Suite(.checksDiagnostics) struct TextViewDrawingTests {
    @Test func wrappedLinesAreDrawnInsideTheInsets() throws {
        let (host, root) = controlHost()
        let textView = UITextView(frame: CGRect(x: 20, y: 100, width: 350, height: 200))
        textView.font = .systemFont(ofSize: 17)
        textView.text = "A text view wraps its words at its width, inside the text container's insets, line after line."
        root.addSubview(textView)
        textView.becomeFirstResponder()
        host.type(" Typed.")
        try host.runUntilIdle()
        let frame = host.render()
        dump(frame, "text-view-wrapping")
        let line = UIFont.systemFont(ofSize: 17).lineHeight
        /// Whether any pixel of `rect` (points) is dark: text drawn there.
        func inked(_ rect: CGRect) -> Bool {
            for y in Int(rect.minY * 2)..<Int(rect.maxY * 2) {
                for x in Int(rect.minX * 2)..<Int(rect.maxX * 2) where frame.premultipliedRGBA(x: x, y: y).red < 128 { return true }
            }
            return false
        }
        // Text starts 8 points down and 5 points in; three lines at least; nothing in the top inset or left padding.
        #expect(!inked(CGRect(x: 20, y: 100, width: 350, height: 8)), "the top inset is empty")
        #expect(!inked(CGRect(x: 20, y: 100, width: 5, height: 200)), "the line fragment padding is empty")
        #expect(inked(CGRect(x: 25, y: 108, width: 340, height: line)), "the first line")
        #expect(inked(CGRect(x: 25, y: 108 + 2 * line, width: 340, height: line)), "the third line")
        #expect(textView.text.hasSuffix("line after line. Typed."))
        textView.resignFirstResponder()
        try host.runUntilIdle()
    }
}
