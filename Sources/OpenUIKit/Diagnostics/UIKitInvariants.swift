/// The invariants that no sequence of operations may break, checked over a
/// window's whole view and controller graph, in the style of
/// swift-collections' `_checkInvariants()`: `TestHost` runs the check after
/// every frame, and a debug build can call it whenever it likes.
///
/// - The layer tree mirrors the view tree, and has no cycles.
/// - Parent and child controllers point at each other; a presented controller
///   knows its presenter.
/// - A navigation controller's stack is its children, in order (once no
///   transition runs); a tab bar controller's `viewControllers` are its children.
/// - A controller that has fully appeared has its view in the window (when no
///   transition runs).
/// - No gesture recognizer on a view outside the window is recognizing.
/// - At most one transition runs in each container view.
@preconcurrency @MainActor
public enum UIKitInvariants {
    /// Every broken invariant in `window`, described; empty when all hold.
    public static func violations(in window: UIWindow) -> [String] {
        var found: [String] = []
        checkViews(window, into: &found)
        if let root = window.rootViewController {
            var seen = Set<ObjectIdentifier>()
            checkControllers(root, window: window, seen: &seen, into: &found)
        }
        checkTransitions(into: &found)
        return found
    }

    // MARK: Views and layers

    private static func checkViews(_ root: UIView, into found: inout [String]) {
        var visited = Set<ObjectIdentifier>()
        var stack = [root]
        while let view = stack.popLast() {
            guard visited.insert(ObjectIdentifier(view)).inserted else {
                found.append("\(view) is reached twice: the view tree has a cycle")
                continue
            }
            let sublayers = view.layer.sublayers ?? []
            var lastIndex = -1
            for subview in view.subviews {
                if subview.superview !== view { found.append("\(subview) is a subview of \(view) but names \(String(describing: subview.superview)) as its superview") }
                if subview.layer.superlayer !== view.layer {
                    found.append("\(subview)'s layer is not a sublayer of \(view)'s layer")
                } else if let index = sublayers.firstIndex(where: { $0 === subview.layer }) {
                    if index < lastIndex { found.append("the layers of \(view)'s subviews are out of the subviews' order") }
                    lastIndex = index
                }
                stack.append(subview)
            }
        }
        for recognizer in GestureArena.shared.active where recognizer.state == .began || recognizer.state == .changed {
            if let view = recognizer.view, !view.isInWindow(root) {
                found.append("\(recognizer) is recognizing on \(view), which is no longer in the window")
            }
        }
        // No layer is its own ancestor.
        var ancestors = Set<ObjectIdentifier>()
        var layer: CALayer? = root.layer
        while let current = layer {
            guard ancestors.insert(ObjectIdentifier(current)).inserted else {
                found.append("\(current) is its own ancestor: the layer tree has a cycle")
                break
            }
            layer = current.superlayer
        }
    }

    // MARK: Controllers

    private static func checkControllers(_ controller: UIViewController, window: UIWindow, seen: inout Set<ObjectIdentifier>,
                                         into found: inout [String]) {
        guard seen.insert(ObjectIdentifier(controller)).inserted else { return }
        for child in controller.children where child.parent !== controller {
            found.append("\(child) is a child of \(controller) but names \(String(describing: child.parent)) as its parent")
        }
        // Mid-transition the controllers leaving are children until it completes.
        if let navigation = controller as? UINavigationController, !navigation.isChangingStack,
           !navigation.viewControllers.elementsEqual(navigation.children, by: ===) {
            found.append("\(navigation)'s stack \(navigation.viewControllers) is not its children \(navigation.children)")
        }
        if let tabs = controller as? UITabBarController, let controllers = tabs.viewControllers,
           !controllers.elementsEqual(tabs.children, by: ===) {
            found.append("\(tabs)'s viewControllers \(controllers) are not its children \(tabs.children)")
        }
        if let presented = controller.presentedViewController, presented.presentingViewController == nil {
            found.append("\(presented) is presented by \(controller) but has no presentingViewController")
        }
        if UIViewControllerTransitionContext.inFlight.isEmpty, controller.appearanceState == .appeared,
           controller.isViewLoaded, controller.view.window !== window {
            found.append("\(controller) has appeared but its view is not in the window")
        }
        for child in controller.children { checkControllers(child, window: window, seen: &seen, into: &found) }
        if let presented = controller.presentedViewController {
            checkControllers(presented, window: window, seen: &seen, into: &found)
        }
    }

    // MARK: Transitions

    private static func checkTransitions(into found: inout [String]) {
        var containers: [ObjectIdentifier: Int] = [:]
        for context in UIViewControllerTransitionContext.inFlight {
            containers[ObjectIdentifier(context.containerView), default: 0] += 1
        }
        for (_, count) in containers where count > 1 {
            found.append("\(count) transitions run in one container view")
        }
    }
}

private extension UIView {
    /// Whether the view is `root` or inside it.
    func isInWindow(_ root: UIView) -> Bool {
        var view: UIView? = self
        while let current = view {
            if current === root { return true }
            view = current.superview
        }
        return false
    }
}
