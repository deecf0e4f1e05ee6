import Foundation

/// A one-line editable text: its text or, when empty, a gray placeholder, in
/// one of four borders; an insertion point while editing; optional left and
/// right views and a clear button.
///
/// A tap (or `becomeFirstResponder()`) begins editing and the keyboard comes
/// up; typed text goes through the delegate's
/// `textField(_:shouldChangeCharactersIn:replacementString:)`; the return key
/// asks `textFieldShouldReturn(_:)` and sends `.editingDidEndOnExit` (which
/// also ends editing when something observes it) and `.primaryActionTriggered`;
/// `resignFirstResponder()` or `endEditing(_:)` ends editing and the keyboard
/// goes down. Each step sends its control event and posts its notification
/// after the delegate hears of it, as on iOS.
@preconcurrency @MainActor
open class UITextField: UIControl, UIKeyInput {
    /// The borders a text field draws.
    public enum BorderStyle: Int, Sendable {
        /// No border (the default).
        case none = 0
        /// A thin dark rectangle.
        case line
        /// A gray bezel (drawn as a gray rectangle in Segue).
        case bezel
        /// A white field with a light gray border and 5-point corners, 34 points tall.
        case roundedRect
    }

    /// When an overlay view (the clear button, the left or right view) shows.
    public enum ViewMode: Int, Sendable {
        case never = 0, whileEditing, unlessEditing, always
    }

    /// Why editing ended.
    public enum DidEndEditingReason: Int, Sendable {
        /// Editing ended normally.
        case committed = 0
        /// Editing was cancelled (tvOS).
        case cancelled
    }

    /// Posted (object: the field) when the field begins editing.
    public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    /// Posted (object: the field) when typing changed the text.
    public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
    /// Posted (object: the field) when the field ends editing.
    public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")

    /// How far a bordered field's text stays from its edges: with the 17-point
    /// system font's 20-point line, a rounded-rect field is Apple's 34 points tall.
    static let roundedRectPadding = CGSize(width: 7, height: 7)
    /// The clear button's side.
    static let clearButtonSide: CGFloat = 19
    /// The insertion point's width.
    static let caretWidth: CGFloat = 2
    /// The rounded-rect border's colour.
    static let roundedRectBorderColor = UIColor(white: 0.8, alpha: 1)

    // MARK: Text

    /// The text (never nil: setting nil makes it empty). Setting it sends nothing.
    open var text: String? {
        get { textStorage }
        set { textStorage = newValue ?? ""; textDidChange() }
    }
    private var textStorage = ""

    /// The gray text shown while the field is empty.
    open var placeholder: String? {
        get { placeholderStorage }
        set { placeholderStorage = newValue; textDidChange() }
    }
    private var placeholderStorage: String?

    /// The font (default: the system font at 17 points; nil restores it).
    open var font: UIFont? {
        get { fontStorage }
        set { fontStorage = newValue ?? .systemFont(ofSize: 17); textDidChange() }
    }
    private var fontStorage: UIFont = .systemFont(ofSize: 17)

    /// The text's colour (default: label black; nil restores it).
    open var textColor: UIColor? {
        get { textColorStorage }
        set { textColorStorage = newValue ?? .label; textDidChange() }
    }
    private var textColorStorage: UIColor = .label

    /// How the text aligns (default natural, which is left here).
    open var textAlignment: NSTextAlignment {
        get { textAlignmentStorage }
        set { textAlignmentStorage = newValue; textDidChange() }
    }
    private var textAlignmentStorage: NSTextAlignment = .natural

    /// The border (default none).
    open var borderStyle: BorderStyle {
        get { borderStyleStorage }
        set { borderStyleStorage = newValue; updateBorder(); setNeedsLayout(); invalidateIntrinsicContentSize() }
    }
    private var borderStyleStorage: BorderStyle = .none

    /// Whether beginning to edit empties the field (default false).
    open var clearsOnBeginEditing = false
    /// Whether the font shrinks to fit the width (recorded; Segue truncates instead).
    open var adjustsFontSizeToFitWidth = false
    /// The smallest font size when shrinking to fit (recorded).
    open var minimumFontSize: CGFloat = 0

    // MARK: Overlay views

    /// When the clear button shows (default never; it needs text to show).
    open var clearButtonMode: ViewMode {
        get { clearButtonModeStorage }
        set { clearButtonModeStorage = newValue; setNeedsLayout() }
    }
    private var clearButtonModeStorage: ViewMode = .never

    /// A view at the field's leading edge (an icon, a label).
    open var leftView: UIView? {
        get { leftViewStorage }
        set { replaceOverlay(leftViewStorage, with: newValue); leftViewStorage = newValue }
    }
    private var leftViewStorage: UIView?
    /// When the left view shows (default never).
    open var leftViewMode: ViewMode {
        get { leftViewModeStorage }
        set { leftViewModeStorage = newValue; setNeedsLayout() }
    }
    private var leftViewModeStorage: ViewMode = .never

    /// A view at the field's trailing edge.
    open var rightView: UIView? {
        get { rightViewStorage }
        set { replaceOverlay(rightViewStorage, with: newValue); rightViewStorage = newValue }
    }
    private var rightViewStorage: UIView?
    /// When the right view shows (default never).
    open var rightViewMode: ViewMode {
        get { rightViewModeStorage }
        set { rightViewModeStorage = newValue; setNeedsLayout() }
    }
    private var rightViewModeStorage: ViewMode = .never

    // MARK: Editing

    /// The field's delegate (held weakly).
    open weak var delegate: (any UITextFieldDelegate)?

    /// Whether the field is being edited (it is first responder).
    public private(set) var isEditing = false

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
    /// Whether the text shows as bullets (a password).
    open var isSecureTextEntry: Bool {
        get { traits.isSecureTextEntry }
        set { traits.isSecureTextEntry = newValue; textDidChange() }
    }
    open var textContentType: UITextContentType! {
        get { traits.textContentType }
        set { traits.textContentType = newValue }
    }

    // MARK: Parts

    private let borderView = UIView()
    private let textLabel = UILabel()
    private let placeholderLabel = UILabel()
    private let caret = UIView()
    private let clearButton = UIImageView(image: UIImage(systemName: "xmark.circle.fill"))

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        for part in [borderView, placeholderLabel, textLabel, clearButton, caret] as [UIView] {
            part.isUserInteractionEnabled = false
            addSubview(part)
        }
        placeholderLabel.textColor = .placeholderText
        clearButton.tintColor = .systemGray3
        caret.isHidden = true
        updateBorder()
        textDidChange()
    }

    /// Gives the labels the text, the placeholder and their looks; lays out again.
    private func textDidChange() {
        for label in [textLabel, placeholderLabel] {
            label.font = fontStorage
            label.textAlignment = textAlignment
        }
        textLabel.textColor = textColorStorage
        textLabel.text = displayedText
        placeholderLabel.text = placeholder
        placeholderLabel.isHidden = !textStorage.isEmpty
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    private func replaceOverlay(_ old: UIView?, with new: UIView?) {
        if let old, old !== new { old.removeFromSuperview() }
        if let new { addSubview(new) }
        setNeedsLayout()
    }

    private func updateBorder() {
        let layer = borderView.layer
        switch borderStyle {
        case .none:
            borderView.backgroundColor = nil
            layer.borderWidth = 0
            layer.cornerRadius = 0
        case .line:
            borderView.backgroundColor = nil
            layer.borderColor = UIColor.label.cgColor
            layer.borderWidth = 1
            layer.cornerRadius = 0
        case .bezel:
            borderView.backgroundColor = nil
            layer.borderColor = UIColor.gray.cgColor
            layer.borderWidth = 1
            layer.cornerRadius = 0
        case .roundedRect:
            borderView.backgroundColor = .systemBackground
            layer.borderColor = UITextField.roundedRectBorderColor.cgColor
            layer.borderWidth = 0.5
            layer.cornerRadius = 5
        }
    }

    // MARK: Geometry

    /// How far the text stays from the left and right edges for the border.
    private var horizontalPadding: CGFloat { borderStyle == .none ? 0 : UITextField.roundedRectPadding.width }

    private func shows(_ mode: ViewMode) -> Bool {
        switch mode {
        case .never: return false
        case .always: return true
        case .whileEditing: return isEditing
        case .unlessEditing: return !isEditing
        }
    }

    private var showsClearButton: Bool { !textStorage.isEmpty && shows(clearButtonMode) }
    private var showsLeftView: Bool { leftView != nil && shows(leftViewMode) }
    private var showsRightView: Bool { rightView != nil && shows(rightViewMode) }

    private func overlaySize(_ view: UIView) -> CGSize {
        let size = view.frame.size
        return size == .zero ? view.intrinsicContentSize : size
    }

    /// The border's rectangle: the bounds.
    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }

    /// The left view's rectangle: at the leading edge, centred vertically.
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        guard let leftView else { return .zero }
        let size = overlaySize(leftView)
        return CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// The right view's rectangle: at the trailing edge, centred vertically.
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        guard let rightView else { return .zero }
        let size = overlaySize(rightView)
        return CGRect(x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// The clear button's rectangle: 19 points square, inside the trailing padding
    /// (left of the right view when that shows).
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        let side = UITextField.clearButtonSide
        let trailing = showsRightView ? rightViewRect(forBounds: bounds).minX : bounds.maxX - horizontalPadding
        return CGRect(x: trailing - side, y: bounds.midY - side / 2, width: side, height: side)
    }

    /// Where the text is drawn: inside the border's padding, between the
    /// overlay views that show.
    open func textRect(forBounds bounds: CGRect) -> CGRect {
        var minX = bounds.minX + horizontalPadding
        var maxX = bounds.maxX - horizontalPadding
        if showsLeftView { minX = max(minX, leftViewRect(forBounds: bounds).maxX) }
        if showsRightView { maxX = min(maxX, rightViewRect(forBounds: bounds).minX) }
        if showsClearButton { maxX = min(maxX, clearButtonRect(forBounds: bounds).minX) }
        return CGRect(x: minX, y: bounds.minY, width: max(0, maxX - minX), height: bounds.height)
    }

    /// Where the placeholder is drawn: the text's rectangle.
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// Where the text is drawn while editing: the text's rectangle.
    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// The text as drawn: bullets for secure entry.
    private var displayedText: String {
        isSecureTextEntry ? String(repeating: "\u{2022}", count: textStorage.count) : textStorage
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        borderView.frame = borderRect(forBounds: bounds)
        textLabel.frame = isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds)
        placeholderLabel.frame = placeholderRect(forBounds: bounds)
        clearButton.isHidden = !showsClearButton
        clearButton.frame = clearButtonRect(forBounds: bounds)
        if let leftView {
            leftView.isHidden = !showsLeftView
            leftView.frame = leftViewRect(forBounds: bounds)
        }
        if let rightView {
            rightView.isHidden = !showsRightView
            rightView.frame = rightViewRect(forBounds: bounds)
        }
        layoutCaret()
    }

    /// The insertion point: after the last character, as tall as a line of the font.
    private func layoutCaret() {
        caret.isHidden = !isEditing
        caret.backgroundColor = tintColor
        let rect = textLabel.frame
        let width = min(rect.width, textLabel.sizeThatFits(.zero).width)
        let x: CGFloat
        switch textAlignment {
        case .center: x = rect.midX + width / 2
        case .right: x = rect.maxX - UITextField.caretWidth
        default: x = rect.minX + width
        }
        let height = fontStorage.lineHeight
        caret.frame = CGRect(x: min(x, rect.maxX - UITextField.caretWidth), y: rect.midY - height / 2,
                             width: UITextField.caretWidth, height: height)
    }

    /// A line of the font, plus the border's padding; as wide as the text (or the placeholder).
    open override var intrinsicContentSize: CGSize {
        let textWidth = ceil((textStorage.isEmpty ? placeholderLabel : textLabel).sizeThatFits(.zero).width)
        var width = textWidth + 2 * horizontalPadding
        if showsLeftView, let leftView { width += overlaySize(leftView).width }
        if showsRightView, let rightView { width += overlaySize(rightView).width }
        let line = fontStorage.lineHeight
        switch borderStyle {
        case .roundedRect: return CGSize(width: width, height: line + 2 * UITextField.roundedRectPadding.height)
        case .line, .bezel: return CGSize(width: width, height: line + 2 * 2)
        case .none: return CGSize(width: width, height: line)
        }
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    // MARK: First responder

    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// Begins editing: asks the delegate, takes first responder status, then
    /// tells the delegate, sends `.editingDidBegin`, posts
    /// `textDidBeginEditingNotification`, and brings up the keyboard.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, window != nil else { return false }
        guard delegate?.textFieldShouldBeginEditing(self) ?? true else { return false }
        guard super.becomeFirstResponder() else { return false }
        isEditing = true
        if clearsOnBeginEditing { textStorage = "" }
        textDidChange()
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        NotificationCenter.default.post(name: UITextField.textDidBeginEditingNotification, object: self)
        window?.keyboardFollowsFirstResponder()
        return true
    }

    /// Ends editing: asks the delegate (false keeps the field editing), gives
    /// up first responder status, then tells the delegate, sends
    /// `.editingDidEnd`, posts `textDidEndEditingNotification`, and the
    /// keyboard goes down unless another text input took over.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        let isForced = window?.isForcingResignation ?? false
        guard isForced || delegate?.textFieldShouldEndEditing(self) ?? true else { return false }
        let window = window
        _ = super.resignFirstResponder()
        isEditing = false
        textDidChange()
        delegate?.textFieldDidEndEditing(self, reason: .committed)
        sendActions(for: .editingDidEnd)
        NotificationCenter.default.post(name: UITextField.textDidEndEditingNotification, object: self)
        window?.keyboardFollowsFirstResponder()
        return true
    }

    /// A tap inside begins editing (or, on the clear button, clears the field).
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let wasTracking = isTracking
        super.touchesEnded(touches, with: event)
        guard wasTracking, let touch = touches.first, bounds.contains(touch.location(in: self)) else { return }
        if isEditing, showsClearButton, clearButtonRect(forBounds: bounds).contains(touch.location(in: self)) {
            clearByButton()
        } else {
            becomeFirstResponder()
        }
    }

    private func clearByButton() {
        guard delegate?.textFieldShouldClear(self) ?? true else { return }
        textStorage = ""
        textDidChange()
        typedTextChanged()
    }

    // MARK: UIKeyInput

    /// Whether the field holds text.
    open var hasText: Bool { !textStorage.isEmpty }

    /// Types `text` at the end of the field ("\n" is the return key): the
    /// delegate may refuse; otherwise the text changes, `.editingChanged` is
    /// sent and `textDidChangeNotification` posted.
    open func insertText(_ text: String) {
        guard isEditing else { return }
        if text == "\n" { return returnKeyPressed() }
        let line = text.replacingOccurrences(of: "\n", with: " ")
        replace(TextEditing.insertionRange(in: textStorage), with: line)
    }

    /// Deletes the last character, if the delegate allows it.
    open func deleteBackward() {
        guard isEditing, let range = TextEditing.deletionRange(in: textStorage) else { return }
        replace(range, with: "")
    }

    private func replace(_ range: NSRange, with string: String) {
        guard delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: string) ?? true else { return }
        textStorage = TextEditing.replacing(range, in: textStorage, with: string)
        textDidChange()
        typedTextChanged()
    }

    private func typedTextChanged() {
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
        delegate?.textFieldDidChangeSelection(self)
    }

    /// The return key: unless the delegate declines, sends
    /// `.editingDidEndOnExit` — ending editing if anything observes that event —
    /// and `.primaryActionTriggered`.
    private func returnKeyPressed() {
        guard delegate?.textFieldShouldReturn(self) ?? true else { return }
        let endsEditing = hasActions(for: .editingDidEndOnExit)
        sendActions(for: .editingDidEndOnExit)
        sendActions(for: .primaryActionTriggered)
        if endsEditing { resignFirstResponder() }
    }
}
