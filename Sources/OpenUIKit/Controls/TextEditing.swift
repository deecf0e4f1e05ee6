import Foundation

/// What typing does to a text input's string, shared by `UITextField` and
/// `UITextView`: Segue's insertion point is always at the end of the text, and
/// ranges are UTF-16 offsets, as the delegates' `NSRange`s are.
enum TextEditing {
    /// The empty range at the end of `text`, where typing inserts.
    static func insertionRange(in text: String) -> NSRange {
        NSRange(location: text.utf16.count, length: 0)
    }

    /// The range of the last character of `text` (a whole grapheme), which the
    /// delete key removes; nil for empty text.
    static func deletionRange(in text: String) -> NSRange? {
        guard let last = text.indices.last else { return nil }
        let length = text[last...].utf16.count
        return NSRange(location: text.utf16.count - length, length: length)
    }

    /// `text` with `range` replaced by `replacement`.
    static func replacing(_ range: NSRange, in text: String, with replacement: String) -> String {
        let utf16 = text.utf16
        let start = utf16.index(utf16.startIndex, offsetBy: range.location)
        let end = utf16.index(start, offsetBy: range.length)
        return String(text[..<start]) + replacement + String(text[end...])
    }
}
