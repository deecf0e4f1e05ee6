import OpenUIKit

/// A sign-in form: a tap on the email field brings the keyboard up and the
/// Sign In button rides up on the keyboard layout guide; typing fills the
/// fields (the password as bullets), return moves to the next field and then
/// ends editing, and the keyboard goes down.
public struct KeyboardFormDemo: GalleryDemo {
    public static let name = "keyboard-form"
    public static let title = "Keyboard and a form"
    public static let group = DemoGroup.navigation
    public static let summary = "UITextField editing, the keyboard's notifications and keyboardLayoutGuide moving a button with the keyboard."

    /// Where the script taps (window points): the email field.
    static let emailPoint = CGPoint(x: 195, y: 148)

    public init() {}

    public func makeRootViewController() -> UIViewController {
        UINavigationController(rootViewController: SignInScreen())
    }

    public func run(from root: UIViewController) {
        ((root as? UINavigationController)?.topViewController as? SignInScreen)?.email.becomeFirstResponder()
    }

    public func reverse(from root: UIViewController) {
        root.view.endEditing(true)
    }

    public var script: [DemoStep] {
        [.wait(0.3), .tap(Self.emailPoint), .settle, .type("kim@example.com"), .wait(0.3), .pressReturn, .settle,
         .type("hunter22"), .wait(0.5), .pressReturn, .settle, .wait(0.3)]
    }
}

/// The form: two rounded fields under each other, the button pinned above the keyboard.
final class SignInScreen: UIViewController, UITextFieldDelegate {
    let email = UITextField()
    let password = UITextField()
    let signIn = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Sign In"
        view.backgroundColor = .systemGroupedBackground
        email.placeholder = "Email"
        email.keyboardType = .emailAddress
        email.autocapitalizationType = .none
        email.returnKeyType = .next
        password.placeholder = "Password"
        password.isSecureTextEntry = true
        password.returnKeyType = .go
        for field in [email, password] {
            field.borderStyle = .roundedRect
            field.clearButtonMode = .whileEditing
            field.delegate = self
            field.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(field)
        }
        signIn.setTitle("Sign In", for: .normal)
        signIn.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(signIn)
        let guide = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            email.topAnchor.constraint(equalTo: guide.topAnchor, constant: 40),
            email.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 20),
            email.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -20),
            password.topAnchor.constraint(equalTo: email.bottomAnchor, constant: 12),
            password.leadingAnchor.constraint(equalTo: email.leadingAnchor),
            password.trailingAnchor.constraint(equalTo: email.trailingAnchor),
            signIn.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            signIn.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -16),
        ])
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        if textField === email {
            password.becomeFirstResponder()
        } else {
            textField.resignFirstResponder()
        }
        return true
    }
}
