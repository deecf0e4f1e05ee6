import Foundation

/// Told when a text field begins and ends editing, asked before its text
/// changes, it clears or the return key is pressed. Every method is optional
/// (the defaults allow everything and do nothing).
@preconcurrency @MainActor
public protocol UITextFieldDelegate: NSObjectProtocol {
    /// Whether the field may begin editing (default true).
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    /// The field became first responder.
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// Whether the field may end editing (default true); false keeps it first responder.
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    /// The field resigned first responder.
    func textFieldDidEndEditing(_ textField: UITextField)
    /// The field resigned first responder, for `reason`. The default calls `textFieldDidEndEditing(_:)`.
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
    /// Whether typing may replace the characters in `range` (UTF-16 offsets in
    /// the current text) with `string` (empty for a deletion); default true.
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    /// Whether the clear button may empty the field (default true).
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    /// Whether the field does its default for the return key (default true).
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
    /// The selection changed (Segue's insertion point only moves to the end of the text).
    func textFieldDidChangeSelection(_ textField: UITextField)
}

extension UITextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        textFieldDidEndEditing(textField)
    }
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange,
                          replacementString string: String) -> Bool { true }
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
}
