// A login form as iOS code writes it: a text field delegate that moves from
// field to field on return, keyboard notifications observed with a selector
// to inset a scroll view, the sign-in button enabled as text changes
// (target/action on `.editingChanged`). Built in Swift 6 mode (DropInTests)
// and Swift 5 mode (DropInSwift5Tests).
import Testing
import UIKit
import SegueTesting

class LoginViewController: UIViewController, UITextFieldDelegate {
    let scrollView = UIScrollView()
    let emailField = UITextField()
    let passwordField = UITextField()
    let signInButton = UIButton(type: .system)
    private(set) var signedInAs: String?
    private(set) var keyboardInsets: [CGFloat] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        scrollView.frame = view.bounds
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(scrollView)

        emailField.placeholder = "Email"
        emailField.keyboardType = .emailAddress
        emailField.autocapitalizationType = .none
        emailField.autocorrectionType = .no
        emailField.returnKeyType = .next
        passwordField.placeholder = "Password"
        passwordField.isSecureTextEntry = true
        passwordField.returnKeyType = .go
        for (index, field) in [emailField, passwordField].enumerated() {
            field.borderStyle = .roundedRect
            field.clearButtonMode = .whileEditing
            field.delegate = self
            field.addTarget(self, action: Selector(Self.textChanged(_:)), for: .editingChanged)
            field.frame = CGRect(x: 20, y: 120 + CGFloat(index) * 50, width: 335, height: 34)
            scrollView.addSubview(field)
        }
        signInButton.setTitle("Sign In", for: .normal)
        signInButton.isEnabled = false
        signInButton.frame = CGRect(x: 20, y: 230, width: 335, height: 44)
        scrollView.addSubview(signInButton)

        NotificationCenter.default.addObserver(self, selector: Selector(Self.keyboardWillShow(_:)),
                                               name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: Selector(Self.keyboardWillHide(_:)),
                                               name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    func stopObserving() { NotificationCenter.default.removeObserver(self) }

    func textChanged(_ sender: UITextField) {
        signInButton.isEnabled = !(emailField.text ?? "").isEmpty && !(passwordField.text ?? "").isEmpty
    }

    func keyboardWillShow(_ notification: Notification) {
        guard let info = notification.userInfo,
              let frame = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue,
              let duration = (info[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue,
              let curve = (info[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.uintValue
        else { return }
        let overlap = view.bounds.maxY - view.convert(frame, from: nil).minY
        UIView.animate(withDuration: duration, delay: 0, options: UIView.AnimationOptions(rawValue: curve << 16), animations: {
            self.scrollView.contentInset.bottom = overlap
        })
        keyboardInsets.append(overlap)
    }

    func keyboardWillHide(_ notification: Notification) {
        scrollView.contentInset.bottom = 0
        keyboardInsets.append(0)
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        if textField === emailField {
            passwordField.becomeFirstResponder()
        } else {
            textField.resignFirstResponder()
            signedInAs = emailField.text
        }
        return true
    }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        textField !== emailField || !string.contains(" ")
    }
}

@MainActor
@Suite(.checksDiagnostics) struct LoginFormTests {
    @Test func typingMovesThroughTheFormAndTheKeyboardInsetsTheScrollView() throws {
        let host = TestHost()
        let login = LoginViewController()
        host.window.rootViewController = login
        defer { login.stopObserving() }
        host.advance(by: 1.0 / 60)

        // The scroll view insets its content by the safe area: the field's centre is where the window sees it.
        host.tap(at: login.emailField.convert(CGPoint(x: 167, y: 17), to: nil))
        #expect(login.emailField.isFirstResponder)
        try host.runUntilIdle()
        host.type("kim @example.com")
        #expect(login.emailField.text == "kim@example.com", "the delegate refuses spaces")
        host.pressReturn()
        #expect(login.passwordField.isFirstResponder && !login.signInButton.isEnabled)
        host.type("hunter22")
        #expect(login.signInButton.isEnabled)
        host.pressReturn()
        try host.runUntilIdle()
        #expect(login.signedInAs == "kim@example.com")
        #expect(login.keyboardInsets == [291, 0], "one show for both fields, one hide")
        #expect(login.scrollView.contentInset.bottom == 0)
    }
}
