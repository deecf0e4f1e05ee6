/// How a presented controller is shown.
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0
    case pageSheet = 1
    case formSheet = 2
    case currentContext = 3
    case custom = 4
    case overFullScreen = 5
    case overCurrentContext = 6
    case popover = 7
    /// Only as an adaptive answer: keep the current style.
    case none = -1
    /// The system's choice (the default).
    case automatic = -2
}

/// The built-in animation of a presentation without a custom animator.
public enum UIModalTransitionStyle: Int, Sendable {
    case coverVertical = 0
    case flipHorizontal = 1
    case crossDissolve = 2
    case partialCurl = 3
}
