/// The keys a keyboard offers.
public enum UIKeyboardType: Int, Sendable {
    case `default` = 0, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
         decimalPad, twitter, webSearch, asciiCapableNumberPad
    /// The ASCII keyboard (deprecated name of `asciiCapable`).
    public static let alphabet = UIKeyboardType.asciiCapable
}

/// The title of the keyboard's return key.
public enum UIReturnKeyType: Int, Sendable {
    case `default` = 0, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

/// When the keyboard's shift key turns on by itself.
public enum UITextAutocapitalizationType: Int, Sendable {
    case none = 0, words, sentences, allCharacters
}

/// Whether the keyboard corrects words as they are typed.
public enum UITextAutocorrectionType: Int, Sendable {
    case `default` = 0, no, yes
}

/// Whether misspelt words are underlined.
public enum UITextSpellCheckingType: Int, Sendable {
    case `default` = 0, no, yes
}

/// The keyboard's look.
public enum UIKeyboardAppearance: Int, Sendable {
    case `default` = 0, dark, light
    /// The keyboard of an alert (the dark one).
    public static let alert = UIKeyboardAppearance.dark
}

/// What a text input holds, so the keyboard can offer suggestions (passwords, one-time codes).
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let name = UITextContentType("name")
    public static let username = UITextContentType("username")
    public static let password = UITextContentType("password")
    public static let newPassword = UITextContentType("new-password")
    public static let oneTimeCode = UITextContentType("one-time-code")
    public static let emailAddress = UITextContentType("email")
    public static let telephoneNumber = UITextContentType("tel")
    public static let URL = UITextContentType("url")
}

/// How the keyboard behaves for a text input. Segue's keyboard is a plain
/// panel without keys: the traits are kept and read back, and only
/// `isSecureTextEntry` changes what is drawn (see docs/Differences.md).
@preconcurrency @MainActor
public protocol UITextInputTraits: NSObjectProtocol {
    var autocapitalizationType: UITextAutocapitalizationType { get set }
    var autocorrectionType: UITextAutocorrectionType { get set }
    var spellCheckingType: UITextSpellCheckingType { get set }
    var keyboardType: UIKeyboardType { get set }
    var keyboardAppearance: UIKeyboardAppearance { get set }
    var returnKeyType: UIReturnKeyType { get set }
    var enablesReturnKeyAutomatically: Bool { get set }
    var isSecureTextEntry: Bool { get set }
    var textContentType: UITextContentType! { get set }
}

/// What a keyboard types into: text inserted at the insertion point, and the
/// delete key. Segue's keyboard (`TestHost.type(_:)`, the window host's keys)
/// sends its input to the key window's first responder through it.
@preconcurrency @MainActor
public protocol UIKeyInput: UITextInputTraits {
    /// Whether there is text to delete.
    var hasText: Bool { get }
    /// Inserts `text` at the insertion point ("\n" is the return key).
    func insertText(_ text: String)
    /// Deletes the character before the insertion point.
    func deleteBackward()
}

/// The traits a text input keeps, with UIKit's defaults: one stored value per
/// trait, shared by `UITextField` and `UITextView`.
struct TextInputTraitValues {
    var autocapitalizationType: UITextAutocapitalizationType = .sentences
    var autocorrectionType: UITextAutocorrectionType = .default
    var spellCheckingType: UITextSpellCheckingType = .default
    var keyboardType: UIKeyboardType = .default
    var keyboardAppearance: UIKeyboardAppearance = .default
    var returnKeyType: UIReturnKeyType = .default
    var enablesReturnKeyAutomatically = false
    var isSecureTextEntry = false
    var textContentType: UITextContentType?
}
