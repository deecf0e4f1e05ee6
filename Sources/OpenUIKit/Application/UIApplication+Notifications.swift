import Foundation

/// The app's notifications, with Apple's names. Segue posts
/// `didFinishLaunchingNotification` and `didBecomeActiveNotification` when an
/// app launches, and `didChangeStatusBarFrameNotification` when the status
/// bar's frame changes (a rotation, a controller hiding or showing it). An app
/// on Linux never goes to the background: the others exist so that code
/// observing them compiles, and tests post them.
extension UIApplication {
    /// The app finished launching (after the delegate's `application(_:didFinishLaunchingWithOptions:)`).
    public static let didFinishLaunchingNotification = Notification.Name("UIApplicationDidFinishLaunchingNotification")
    /// The app became active.
    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    /// The app is about to stop being active.
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    /// The app went to the background.
    public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    /// The app is about to come back from the background.
    public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    /// The app is about to end.
    public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
    /// The system is low on memory.
    public static let didReceiveMemoryWarningNotification = Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")
    /// The time changed significantly (midnight, a time zone change).
    public static let significantTimeChangeNotification = Notification.Name("UIApplicationSignificantTimeChangeNotification")
    /// The status bar's frame is about to change (deprecated in iOS 13; not posted).
    public static let willChangeStatusBarFrameNotification = Notification.Name("UIApplicationWillChangeStatusBarFrameNotification")
    /// The status bar's frame changed (deprecated in iOS 13, still posted): its
    /// user info holds the new frame, an `NSValue`, under `statusBarFrameUserInfoKey`.
    public static let didChangeStatusBarFrameNotification = Notification.Name("UIApplicationDidChangeStatusBarFrameNotification")
    /// The key of the status bar's frame in the status bar notifications' user info.
    public static let statusBarFrameUserInfoKey = "UIApplicationStatusBarFrameUserInfoKey"

    /// Posts `didChangeStatusBarFrameNotification` when the status bar's frame is no longer `previous`.
    func postStatusBarFrameChange(from previous: CGRect) {
        let frame = statusBarFrame
        guard frame != previous else { return }
        NotificationCenter.default.post(name: Self.didChangeStatusBarFrameNotification, object: self,
                                        userInfo: [Self.statusBarFrameUserInfoKey: NSValue(cgRect: frame)])
    }
}
