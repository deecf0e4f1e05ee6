import OpenUIKit

/// `currentContext`: the presentation covers only the child that defines the
/// presentation context, the lower half of the screen.
public struct CurrentContextDemo: GalleryDemo {
    public static let name = "current-context"
    public static let title = "Current context"
    public static let group = DemoGroup.builtInStyles
    public static let summary = "Only the controller that defines the context is covered: the lower half."

    public init() {}

    public func makeRootViewController() -> UIViewController {
        let root = DemoScreen(Self.title, color: DemoPalette.start, caption: "The lower half defines the context.")
        let context = DemoScreen("Context", color: DemoPalette.third)
        context.definesPresentationContext = true
        root.addChild(context)
        root.loadViewIfNeeded()
        context.view.frame = CGRect(x: 0, y: root.view.bounds.midY, width: root.view.bounds.width,
                                    height: root.view.bounds.height / 2)
        context.view.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        root.view.addSubview(context.view)
        context.didMove(toParent: root)
        return root
    }

    public func run(from root: UIViewController) {
        guard let context = root.children.first else { return }
        let presented = DemoScreen("Presented", color: DemoPalette.presented)
        presented.modalPresentationStyle = .currentContext
        context.present(presented, animated: true)
    }

    public func reverse(from root: UIViewController) {
        root.children.first?.dismiss(animated: true)
    }
}
