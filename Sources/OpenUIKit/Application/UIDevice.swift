/// The device the app runs on: its idiom, orientation and system.
@preconcurrency @MainActor
open class UIDevice: NSObject {
    /// The device the app runs on (the host's: each runtime has its own).
    public static var current: UIDevice { UIKitRuntimeState.forUnownedState.device }


    /// "Segue" (the name of the device, as a user would have set it).
    open var name: String { "Segue" }
    /// The kind of device: `iPhone`, or `iPad` for a screen the size of one.
    open var model: String { userInterfaceIdiom == .pad ? "iPad" : "iPhone" }
    /// The model as localized (the same here).
    open var localizedModel: String { model }
    /// The system's name, as on an iPhone ("iOS").
    open var systemName: String { "iOS" }
    /// The iOS version whose UIKit behaviour Segue follows.
    open var systemVersion: String { "17.0" }
    /// Phone or pad, from the main screen's size.
    open var userInterfaceIdiom: UIUserInterfaceIdiom { UIScreen.current.traitCollection.userInterfaceIdiom }
    /// Portrait or landscape, from the main screen's shape (there is no accelerometer).
    open var orientation: UIDeviceOrientation {
        let size = UIScreen.current.bounds.size
        return size.width > size.height ? .landscapeLeft : .portrait
    }
    /// Whether orientation notifications are being generated.
    open private(set) var isGeneratingDeviceOrientationNotifications = false
    /// Whether the device is a multitasking one (always true).
    open var isMultitaskingSupported: Bool { true }

    /// Starts `orientationDidChangeNotification`s (posted when the screen changes shape).
    open func beginGeneratingDeviceOrientationNotifications() { isGeneratingDeviceOrientationNotifications = true }
    /// Stops them.
    open func endGeneratingDeviceOrientationNotifications() { isGeneratingDeviceOrientationNotifications = false }

    /// Posted when the device's orientation changes.
    public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
}
