import Foundation

/// Told when a text view begins and ends editing and when its text changes,
/// asked before typing changes it; a scroll view delegate as well. Every
/// method is optional (the defaults allow everything and do nothing).
@preconcurrency @MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
    /// Whether the text view may begin editing (default true).
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    /// Whether the text view may end editing (default true).
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    /// The text view became first responder.
    func textViewDidBeginEditing(_ textView: UITextView)
    /// The text view resigned first responder.
    func textViewDidEndEditing(_ textView: UITextView)
    /// Whether typing may replace the characters in `range` (UTF-16 offsets)
    /// with `text` ("\n" for the return key, empty for a deletion); default true.
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// Typing changed the text.
    func textViewDidChange(_ textView: UITextView)
    /// The selection changed (Segue's insertion point only moves to the end of the text).
    func textViewDidChangeSelection(_ textView: UITextView)
}

extension UITextViewDelegate {
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    public func textViewDidEndEditing(_ textView: UITextView) {}
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    public func textViewDidChange(_ textView: UITextView) {}
    public func textViewDidChangeSelection(_ textView: UITextView) {}
}
