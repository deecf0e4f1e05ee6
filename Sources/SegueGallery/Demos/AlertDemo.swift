import OpenUIKit

/// An alert over a navigation stack: a pushed message screen asks "Delete
/// message?"; the alert scales in over the dimmed stack, the Delete button is
/// tapped, the alert fades out, and its handler — which runs once the alert
/// has gone — pops back to the inbox.
public struct AlertDemo: GalleryDemo {
    public static let name = "alert"
    public static let title = "Alert over a navigation stack"
    public static let group = DemoGroup.navigation
    public static let summary = "UIAlertController scales in over a pushed screen; its Delete handler pops the stack once the alert has gone."

    /// Where the script taps (window points): the alert's Delete button, the right half of its bottom row.
    static let deletePoint = CGPoint(x: 262, y: 462)

    public init() {}

    public func makeRootViewController() -> UIViewController {
        let navigation = UINavigationController(rootViewController: DemoScreen("Inbox", color: DemoPalette.start, caption: "Messages"))
        navigation.pushViewController(DemoScreen("Message", color: DemoPalette.third, caption: "Run asks to delete it."), animated: false)
        return navigation
    }

    public func run(from root: UIViewController) {
        guard let navigation = root as? UINavigationController else { return }
        let alert = UIAlertController(title: "Delete message?", message: "This message will be deleted from all of your devices.",
                                      preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { [weak navigation] _ in
            navigation?.popViewController(animated: true)
        })
        navigation.topViewController?.present(alert, animated: true)
    }

    public func reverse(from root: UIViewController) {
        guard let navigation = root as? UINavigationController, navigation.viewControllers.count == 1 else { return }
        navigation.pushViewController(DemoScreen("Message", color: DemoPalette.third, caption: "Run asks to delete it."), animated: true)
    }

    public var script: [DemoStep] {
        [.wait(0.3), .run, .settle, .wait(0.5), .tap(Self.deletePoint), .settle, .wait(0.5), .reverse, .settle, .wait(0.3)]
    }
}
