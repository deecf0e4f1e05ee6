import OpenUIKit

/// iOS 26's back swipe from anywhere in the content
/// (`interactiveContentPopGestureRecognizer`), and a push caught mid-flight:
/// a swipe while the push runs takes it over from where the screens are, and
/// so does the back button.
public struct ContentBackSwipeDemo: GalleryDemo {
    public static let name = "content-back-swipe"
    public static let title = "Content back swipe"
    public static let group = DemoGroup.navigation
    public static let summary = "A swipe anywhere in the content pops; a swipe or Back during a push catches it where it is."

    public init() {}

    public func makeRootViewController() -> UIViewController {
        let navigation = UINavigationController(rootViewController: DemoScreen("Inbox", color: DemoPalette.start,
                                                                               caption: "Run pushes; swipe or Back while it slides."))
        navigation.pushViewController(message(), animated: false)
        return navigation
    }

    private func message() -> UIViewController {
        DemoScreen("Message", color: DemoPalette.presented, caption: "Swipe right from anywhere.")
    }

    public func run(from root: UIViewController) {
        (root as? UINavigationController)?.pushViewController(message(), animated: true)
    }

    public func reverse(from root: UIViewController) {
        (root as? UINavigationController)?.popViewController(animated: true)
    }

    /// A swipe from the middle of the content pops; a push is caught part-way by
    /// a swipe, then another by Back (a pop during the push).
    public var script: [DemoStep] {
        [.wait(0.3), .drag(from: CGPoint(x: 120, y: 520), to: CGPoint(x: 330, y: 520), duration: 0.5, release: true),
         .settle, .wait(0.3),
         .run, .wait(0.15), .drag(from: CGPoint(x: 160, y: 520), to: CGPoint(x: 340, y: 520), duration: 0.4, release: true),
         .settle, .wait(0.3),
         .run, .wait(0.15), .reverse, .settle, .wait(0.3)]
    }
}
