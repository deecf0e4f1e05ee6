/// The look of a bar: the default light one, or black.
public enum UIBarStyle: Int, Sendable {
    /// The light look.
    case `default` = 0
    /// A dark background with white text; a navigation controller showing a
    /// black bar asks for a light status bar.
    case black = 1
    /// A translucent black bar (deprecated in iOS 13: use `.black` and `isTranslucent`).
    @available(iOS, deprecated: 13.0, message: "Use UIBarStyleBlack and set the translucent property to YES instead.")
    case blackTranslucent = 2

    /// An opaque black bar (deprecated in iOS 13: use `.black`).
    @available(iOS, deprecated: 13.0, message: "Use UIBarStyleBlack instead.")
    public static var blackOpaque: UIBarStyle { .black }
}
