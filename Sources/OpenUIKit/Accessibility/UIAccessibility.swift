import Foundation

/// The accessibility system: settings an app adapts to (Reduce Motion) and the
/// notifications it posts to assistive technologies.
@preconcurrency @MainActor
public enum UIAccessibility {
    /// A notification an app posts to assistive technologies.
    public struct Notification: RawRepresentable, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// The screen changed (a new controller appeared): VoiceOver moves to `argument`.
        public static let screenChanged = Notification(rawValue: 1000)
        /// The layout changed: VoiceOver moves to `argument`.
        public static let layoutChanged = Notification(rawValue: 1001)
        /// `argument` (a string) is announced.
        public static let announcement = Notification(rawValue: 1008)
        /// A scroll finished: `argument` (a string) is spoken.
        public static let pageScrolled = Notification(rawValue: 1009)
    }

    /// A notification posted with `post(notification:argument:)`.
    public struct PostedNotification {
        /// What was posted.
        public let notification: Notification
        /// With what (a view to focus, a string to speak).
        public let argument: Any?
    }

    /// Whether the user asked for less motion: transitions should cross-fade instead of sliding.
    public static var isReduceMotionEnabled: Bool { reduceMotion }
    private static var reduceMotion: Bool {
        get { UIKitRuntimeState.current.reduceMotion }
        set { UIKitRuntimeState.current.reduceMotion = newValue }
    }

    /// Posted when `isReduceMotionEnabled` changes.
    public static let reduceMotionStatusDidChangeNotification =
        Foundation.Notification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")

    /// Whether VoiceOver is running (never, here).
    public static var isVoiceOverRunning: Bool { false }

    /// Posts `notification` to assistive technologies; recorded in `postedNotifications`.
    public static func post(notification: Notification, argument: Any?) {
        postedNotifications.append(PostedNotification(notification: notification, argument: argument))
    }

    /// Every notification posted so far, oldest first (a Segue addition for tests).
    public private(set) static var postedNotifications: [PostedNotification] {
        get { UIKitRuntimeState.current.accessibilityNotifications }
        set { UIKitRuntimeState.current.replace(\.accessibilityNotifications, with: newValue) }
    }

    /// Turns Reduce Motion on or off, as the user would in Settings, and posts
    /// `reduceMotionStatusDidChangeNotification` when it changes (a Segue addition for tests).
    public static func setReduceMotionEnabled(_ enabled: Bool) {
        guard enabled != reduceMotion else { return }
        reduceMotion = enabled
        NotificationCenter.default.post(name: reduceMotionStatusDidChangeNotification, object: nil)
    }
}
