import Foundation

/// A scrollable, multi-line, editable text. The text wraps at the view's
/// width inside `textContainerInset` (and a 5-point line fragment padding on
/// each side, as UIKit's text container has), drawn by the same text layout
/// as `UILabel`; the content size grows with it.
///
/// Editing follows UIKit's order for text views, which differs from a text
/// field's: the keyboard's "will" notifications come before
/// `textViewDidBeginEditing(_:)`. The return key types a new line.
@preconcurrency @MainActor
open class UITextView: UIScrollView, UIKeyInput {
    /// Posted (object: the text view) when it begins editing.
    public static let textDidBeginEditingNotification = Notification.Name("UITextViewTextDidBeginEditingNotification")
    /// Posted (object: the text view) when typing changed the text.
    public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
    /// Posted (object: the text view) when it ends editing.
    public static let textDidEndEditingNotification = Notification.Name("UITextViewTextDidEndEditingNotification")

    /// The text container's padding at each end of a line (UIKit's `lineFragmentPadding`).
    static let lineFragmentPadding: CGFloat = 5

    /// The text (never nil: setting nil makes it empty). Setting it sends nothing.
    open var text: String! {
        get { textStorage }
        set { textStorage = newValue ?? ""; textLayoutChanged() }
    }
    private var textStorage = ""

    /// The font (default: the system font at 12 points, as UIKit's text views use; nil restores it).
    open var font: UIFont? {
        get { fontStorage }
        set { fontStorage = newValue ?? .systemFont(ofSize: 12); textLayoutChanged() }
    }
    private var fontStorage: UIFont = .systemFont(ofSize: 12)

    /// The text's colour (default: label black; nil restores it).
    open var textColor: UIColor? {
        get { textColorStorage }
        set { textColorStorage = newValue ?? .label; textLayoutChanged() }
    }
    private var textColorStorage: UIColor = .label

    /// How lines align (default natural, which is left here).
    open var textAlignment: NSTextAlignment {
        get { textAlignmentStorage }
        set { textAlignmentStorage = newValue; textLayoutChanged() }
    }
    private var textAlignmentStorage: NSTextAlignment = .natural

    /// Whether typing can change the text (default true).
    open var isEditable: Bool {
        get { isEditableStorage }
        set {
            isEditableStorage = newValue
            if !newValue, isFirstResponder { resignFirstResponder() }
        }
    }
    private var isEditableStorage = true

    /// Whether the text can be selected (default true; Segue has no selection to show).
    open var isSelectable = true

    /// The space around the text container (default 8 points above and below).
    open var textContainerInset: UIEdgeInsets {
        get { textContainerInsetStorage }
        set { textContainerInsetStorage = newValue; textLayoutChanged() }
    }
    private var textContainerInsetStorage = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)

    /// The text view's delegate: a `UITextViewDelegate` set through the scroll view's `delegate`.
    var textViewDelegate: (any UITextViewDelegate)? { delegate as? UITextViewDelegate }

    /// The view shown instead of the keyboard while editing (kept only; see docs/Differences.md).
    open override var inputView: UIView? {
        get { inputViewStorage }
        set { inputViewStorage = newValue }
    }
    private var inputViewStorage: UIView?

    /// A view shown above the keyboard while editing (kept only; see docs/Differences.md).
    open override var inputAccessoryView: UIView? {
        get { inputAccessoryViewStorage }
        set { inputAccessoryViewStorage = newValue }
    }
    private var inputAccessoryViewStorage: UIView?

    // MARK: Text input traits

    private var traits = TextInputTraitValues()
    open var autocapitalizationType: UITextAutocapitalizationType {
        get { traits.autocapitalizationType }
        set { traits.autocapitalizationType = newValue }
    }
    open var autocorrectionType: UITextAutocorrectionType {
        get { traits.autocorrectionType }
        set { traits.autocorrectionType = newValue }
    }
    open var spellCheckingType: UITextSpellCheckingType {
        get { traits.spellCheckingType }
        set { traits.spellCheckingType = newValue }
    }
    open var keyboardType: UIKeyboardType {
        get { traits.keyboardType }
        set { traits.keyboardType = newValue }
    }
    open var keyboardAppearance: UIKeyboardAppearance {
        get { traits.keyboardAppearance }
        set { traits.keyboardAppearance = newValue }
    }
    open var returnKeyType: UIReturnKeyType {
        get { traits.returnKeyType }
        set { traits.returnKeyType = newValue }
    }
    open var enablesReturnKeyAutomatically: Bool {
        get { traits.enablesReturnKeyAutomatically }
        set { traits.enablesReturnKeyAutomatically = newValue }
    }
    open var isSecureTextEntry: Bool {
        get { traits.isSecureTextEntry }
        set { traits.isSecureTextEntry = newValue }
    }
    open var textContentType: UITextContentType! {
        get { traits.textContentType }
        set { traits.textContentType = newValue }
    }

    // MARK: Parts

    private let textLabel = UILabel()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        backgroundColor = .systemBackground
        textLabel.numberOfLines = 0
        textLabel.lineBreakMode = .byWordWrapping
        addSubview(textLabel)
    }

    private func textLayoutChanged() {
        setNeedsLayout()
    }

    /// The width lines wrap at: the bounds inside the insets and the line fragment padding.
    private var lineWidth: CGFloat {
        max(0, bounds.width - textContainerInset.left - textContainerInset.right - 2 * UITextView.lineFragmentPadding)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        textLabel.font = fontStorage
        textLabel.textColor = textColorStorage
        textLabel.textAlignment = textAlignment
        textLabel.text = textStorage
        let height = textStorage.isEmpty ? fontStorage.lineHeight
            : textLabel.sizeThatFits(CGSize(width: lineWidth, height: 0)).height
        textLabel.frame = CGRect(x: textContainerInset.left + UITextView.lineFragmentPadding, y: textContainerInset.top,
                                 width: lineWidth, height: height)
        let size = CGSize(width: bounds.width, height: height + textContainerInset.top + textContainerInset.bottom)
        if contentSize != size { contentSize = size }
    }

    // MARK: First responder

    open override var canBecomeFirstResponder: Bool { isEditable }

    /// Begins editing: asks the delegate, takes first responder status, brings
    /// up the keyboard, then tells the delegate and posts `textDidBeginEditingNotification`.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, window != nil else { return false }
        guard textViewDelegate?.textViewShouldBeginEditing(self) ?? true else { return false }
        guard super.becomeFirstResponder() else { return false }
        window?.keyboardFollowsFirstResponder()
        textViewDelegate?.textViewDidBeginEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidBeginEditingNotification, object: self)
        return true
    }

    /// Ends editing: asks the delegate (false keeps it editing), gives up first
    /// responder status, tells the delegate, posts `textDidEndEditingNotification`,
    /// and the keyboard goes down unless another text input took over.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        let isForced = window?.isForcingResignation ?? false
        guard isForced || textViewDelegate?.textViewShouldEndEditing(self) ?? true else { return false }
        let window = window
        _ = super.resignFirstResponder()
        textViewDelegate?.textViewDidEndEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidEndEditingNotification, object: self)
        window?.keyboardFollowsFirstResponder()
        return true
    }

    /// A tap begins editing.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if isEditable { becomeFirstResponder() } else { super.touchesEnded(touches, with: event) }
    }

    // MARK: UIKeyInput

    /// Whether the text view holds text.
    open var hasText: Bool { !textStorage.isEmpty }

    /// Types `text` at the end ("\n" starts a new line), if the delegate allows it.
    open func insertText(_ text: String) {
        guard isFirstResponder else { return }
        replace(TextEditing.insertionRange(in: textStorage), with: text)
    }

    /// Deletes the last character, if the delegate allows it.
    open func deleteBackward() {
        guard isFirstResponder, let range = TextEditing.deletionRange(in: textStorage) else { return }
        replace(range, with: "")
    }

    private func replace(_ range: NSRange, with string: String) {
        guard textViewDelegate?.textView(self, shouldChangeTextIn: range, replacementText: string) ?? true else { return }
        textStorage = TextEditing.replacing(range, in: textStorage, with: string)
        textLayoutChanged()
        textViewDelegate?.textViewDidChangeSelection(self)
        textViewDelegate?.textViewDidChange(self)
        NotificationCenter.default.post(name: UITextView.textDidChangeNotification, object: self)
    }
}
