import Foundation

// The text attributes UIKit adds to Foundation's keys (Foundation on Linux has none of them).
extension NSAttributedString.Key {
    /// The font of the text (a `UIFont`).
    public static let font = NSAttributedString.Key("NSFont")
    /// The colour of the text (a `UIColor`).
    public static let foregroundColor = NSAttributedString.Key("NSColor")
}
