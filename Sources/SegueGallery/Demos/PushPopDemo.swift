import OpenUIKit

/// The navigation controller's own push and pop: the parallax slide, the
/// dimming of the screen beneath, the bar's titles sliding and fading.
public struct PushPopDemo: GalleryDemo {
    public static let name = "push-pop"
    public static let title = "Push and pop"
    public static let group = DemoGroup.builtInStyles
    public static let summary = "The built-in push slides the new screen in over a third of a parallax; pop reverses it."

    public init() {}

    public func makeRootViewController() -> UIViewController {
        UINavigationController(rootViewController: DemoScreen("Inbox", color: DemoPalette.start, caption: "Run pushes."))
    }

    public func run(from root: UIViewController) {
        (root as? UINavigationController)?.pushViewController(
            DemoScreen("Message", color: DemoPalette.presented, caption: "Back, or swipe from the edge."), animated: true)
    }

    public func reverse(from root: UIViewController) {
        (root as? UINavigationController)?.popViewController(animated: true)
    }
}

/// The edge-swipe pop, driven by a finger: released past the middle it
/// finishes; a first, shorter swipe is released early and cancels.
public struct EdgeSwipePopDemo: GalleryDemo {
    public static let name = "edge-swipe-pop"
    public static let title = "Edge-swipe pop"
    public static let group = DemoGroup.builtInStyles
    public static let summary = "A swipe from the left edge pops interactively: short and it cancels, past half and it finishes."

    public init() {}

    public func makeRootViewController() -> UIViewController {
        let navigation = UINavigationController(rootViewController: DemoScreen("Inbox", color: DemoPalette.start))
        navigation.pushViewController(DemoScreen("Message", color: DemoPalette.presented, caption: "Swipe from the left edge."),
                                      animated: false)
        return navigation
    }

    public func run(from root: UIViewController) {}

    public var script: [DemoStep] {
        [.wait(0.3), .edgePan(edge: .left, distance: 120, duration: 0.5, release: true), .settle, .wait(0.3),
         .edgePan(edge: .left, distance: 290, duration: 0.7, release: true), .settle, .wait(0.3)]
    }
}
