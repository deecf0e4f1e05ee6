import OpenUIKit

/// A tab bar controller whose delegate slides between tabs in the direction
/// of the tab chosen.
public struct TabSlideDemo: GalleryDemo {
    public static let name = "tab-slide"
    public static let title = "Sliding tabs"
    public static let group = DemoGroup.tabBar
    public static let summary = "The tab bar controller's delegate vends an animator that slides toward the tab chosen."

    private let tabDelegate = SlidingTabsDelegate()

    public init() {}

    public func makeRootViewController() -> UIViewController {
        let tabs = UITabBarController()
        let screens = [DemoScreen("Today", color: DemoPalette.start), DemoScreen("Library", color: DemoPalette.third),
                       DemoScreen("Search", color: DemoPalette.fourth)]
        for screen in screens { screen.tabBarItem = UITabBarItem(title: screen.title, image: nil, tag: 0) }
        tabs.viewControllers = screens
        tabs.delegate = tabDelegate
        return tabs
    }

    public func run(from root: UIViewController) {
        (root as? UITabBarController)?.selectedIndex = 2
    }

    public func reverse(from root: UIViewController) {
        (root as? UITabBarController)?.selectedIndex = 0
    }
}

/// Vends the slide, told which way from the tabs' order.
@MainActor
final class SlidingTabsDelegate: NSObject, UITabBarControllerDelegate {
    func tabBarController(_ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
                          to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        let controllers = tabBarController.viewControllers ?? []
        let forward = (controllers.firstIndex(of: toVC) ?? 0) > (controllers.firstIndex(of: fromVC) ?? 0)
        return TabSlideAnimator(forward: forward)
    }
}

/// Both views move a screen's width together.
@MainActor
final class TabSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let forward: Bool

    init(forward: Bool) { self.forward = forward }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.4 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to),
              let toController = transitionContext.viewController(forKey: .to) else { return }
        let width = transitionContext.containerView.bounds.width * (forward ? 1 : -1)
        toView.frame = transitionContext.finalFrame(for: toController).offsetBy(dx: width, dy: 0)
        transitionContext.containerView.addSubview(toView)
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: [.curveEaseInOut],
                       animations: {
                           toView.frame = transitionContext.finalFrame(for: toController)
                           fromView.frame = fromView.frame.offsetBy(dx: -width, dy: 0)
                       }, completion: { _ in
                           transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                       })
    }
}
