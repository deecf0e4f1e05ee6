/// The look of the status bar's content.
public enum UIStatusBarStyle: Int, Sendable {
    /// Dark content on light backgrounds, light on dark (follows the interface style).
    case `default` = 0
    /// Light content, for dark backgrounds.
    case lightContent = 1
    /// Dark content, for light backgrounds.
    case darkContent = 3
}

/// How the status bar animates when it is shown or hidden.
public enum UIStatusBarAnimation: Int, Sendable {
    case none = 0, fade, slide
}
