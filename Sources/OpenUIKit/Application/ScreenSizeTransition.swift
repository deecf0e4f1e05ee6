/// The screen changing size — a rotation, or a window resized by the user —
/// run as a transition: the root controller hears `willTransition(to:with:)`
/// when a size class changes, then `viewWillTransition(to:with:)` (and passes
/// both on, R5.7), then the
/// window and everything autoresizing in it animate to the new size together
/// with the coordinator's alongside animations; its completions run after.
@MainActor
final class ScreenSizeTransition: NSObject, UIViewControllerAnimatedTransitioning {
    private let window: UIWindow
    private let size: CGSize
    private let duration: TimeInterval

    private init(window: UIWindow, size: CGSize, duration: TimeInterval) {
        self.window = window
        self.size = size
        self.duration = duration
    }

    /// Resizes the screen and `window` to `size` over `duration` seconds.
    static func run(in window: UIWindow, to size: CGSize, duration: TimeInterval, targetTransform: CGAffineTransform) {
        let before = traitHolders(from: window.rootViewController).map { ($0, $0.deliveredTraits) }
        let viewsBefore = views(from: window).map { ($0, $0.deliveredTraits) }
        let device = UIKitRuntimeState.current.device
        let orientation = device.orientation
        let statusBarFrame = UIApplication.current.statusBarFrame
        UIScreen.current.resize(to: size)
        if device.isGeneratingDeviceOrientationNotifications, device.orientation != orientation {
            NotificationCenter.default.post(name: UIDevice.orientationDidChangeNotification, object: device)
        }
        let coordinator = UIViewControllerTransitionContext(from: nil, to: nil, containerView: window, isAnimated: duration > 0,
                                                            presentationStyle: .none)
        coordinator.targetTransform = targetTransform
        if let root = window.rootViewController, let previous = before.first?.1, root.traitCollection != previous {
            root.willTransition(to: root.traitCollection, with: coordinator)
        }
        window.rootViewController?.viewWillTransition(to: size, with: coordinator)
        coordinator.start(animator: ScreenSizeTransition(window: window, size: size, duration: duration), interactionController: nil)
        // Traits propagate window → controllers → presentation controllers, top down.
        for (holder, previous) in before where holder.currentTraits != previous {
            holder.notifyTraitChange(from: previous)
        }
        // Then the views, from the window down (a controller's view after its controller).
        for (view, previous) in viewsBefore where view.traitCollection != previous {
            view.notifyTraitChange(from: previous)
        }
        UIApplication.current.postStatusBarFrameChange(from: statusBarFrame)
    }

    /// `root` and every view under it, parents before children.
    private static func views(from root: UIView) -> [UIView] {
        var result: [UIView] = []
        var pending = [root]
        while let view = pending.popLast() {
            result.append(view)
            pending.append(contentsOf: view.subviews.reversed())
        }
        return result
    }

    /// Every controller from `root` down — children, then what each presents
    /// with its presentation controller — in propagation order.
    private static func traitHolders(from root: UIViewController?) -> [any TraitEnvironmentNode] {
        guard let root else { return [] }
        var nodes: [any TraitEnvironmentNode] = [root]
        for child in root.children { nodes += traitHolders(from: child) }
        if let presented = root.presentedStorage, let presentation = presented.activePresentation {
            nodes.append(presentation.presentationController)
            nodes += traitHolders(from: presented)
        }
        return nodes
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { duration }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let window = self.window, size = self.size
        SystemKeyboard.current.screenChanged(in: window, duration: duration)
        UIView.animate(withDuration: duration, delay: 0, options: [.layoutSubviews], animations: {
            window.frame = CGRect(origin: .zero, size: size)
            window.layoutIfNeeded()
        }, completion: { _ in transitionContext.completeTransition(true) })
    }
}

extension UIWindow {
    /// Called by hosts when the screen changes size (rotation, window resize).
    package func transitionToScreenSize(_ size: CGSize, duration: TimeInterval,
                                        targetTransform: CGAffineTransform = .identity) {
        ScreenSizeTransition.run(in: self, to: size, duration: duration, targetTransform: targetTransform)
    }
}
