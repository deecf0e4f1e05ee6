import Foundation
import Testing
import OpenUIKit
import SegueTesting

/// Slides the pushed view in over the old one from the trailing edge, and the
/// popped one back out: one animator for both operations (seeds 001 and 003).
@MainActor
final class OverSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    var operation: UINavigationController.Operation = .push

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.4 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to),
              let toController = transitionContext.viewController(forKey: .to) else { return }
        let container = transitionContext.containerView
        let width = container.bounds.width
        toView.frame = transitionContext.finalFrame(for: toController)
        let moving: UIView
        if operation == .push {
            container.addSubview(toView)
            toView.frame.origin.x = width
            moving = toView
        } else {
            container.insertSubview(toView, belowSubview: fromView)
            moving = fromView
        }
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: [.curveLinear],
                       animations: { moving.frame.origin.x = self.operation == .push ? 0 : width },
                       completion: { _ in
                           if transitionContext.transitionWasCancelled { moving.frame.origin.x = self.operation == .push ? width : 0 }
                           transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                       })
    }
}

/// Vends the same animator for push and pop, and an interaction controller only while its gesture runs.
@MainActor
final class SeedNavigationDelegate: NSObject, UINavigationControllerDelegate {
    let animator = OverSlideAnimator()
    var interaction: UIPercentDrivenInteractiveTransition?

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        animator.operation = operation
        return animator
    }

    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? {
        interaction
    }
}

/// A pushed controller that pops itself with its own screen-edge pan (seed 003).
@MainActor
final class SwipeBackController: UIViewController {
    weak var seedDelegate: SeedNavigationDelegate?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemOrange
        let edge = UIScreenEdgePanGestureRecognizer(target: self, action: Selector(SwipeBackController.handleEdge(_:)))
        edge.edges = .left
        view.addGestureRecognizer(edge)
    }

    func handleEdge(_ gesture: UIScreenEdgePanGestureRecognizer) {
        let progress = min(max(gesture.translation(in: view.superview).x / view.bounds.width, 0), 1)
        switch gesture.state {
        case .began:
            seedDelegate?.interaction = UIPercentDrivenInteractiveTransition()
            navigationController?.popViewController(animated: true)
        case .changed:
            seedDelegate?.interaction?.update(progress)
        case .ended, .cancelled:
            if progress > 0.5 { seedDelegate?.interaction?.finish() } else { seedDelegate?.interaction?.cancel() }
            seedDelegate?.interaction = nil
        default:
            break
        }
    }
}

/// Seeds 001 and 003 as frames: the built-in push and edge-swipe pop, and a
/// custom push with an interactive pop of one's own, finished and cancelled
/// (frames in `out/navigation/`, for looking at).
@MainActor
@Suite(.serialized, .checksDiagnostics) struct NavigationSeedTests {
    private func pixel(_ image: CGImage, _ x: CGFloat, _ y: CGFloat) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        image.premultipliedRGBA(x: Int(x * 2), y: Int(y * 2))
    }

    @Test func theBuiltInPushAndEdgeSwipePop() throws {
        let root = NamedController("A", color: .white)
        let navigation = UINavigationController(rootViewController: root)
        // Neither controller scrolls: the bars are at the scroll edge, where (iOS 15) the default look
        // has no background; keep the standard look there, so the bar shows over B.
        navigation.navigationBar.scrollEdgeAppearance = navigation.navigationBar.standardAppearance
        let host = TestHost()
        host.window.rootViewController = navigation
        try host.runUntilIdle()
        let width = host.window.bounds.width
        let pushed = NamedController("B", color: .systemBlue)
        navigation.pushViewController(pushed, animated: true)
        host.advance(by: 1.0 / 60)
        let start = host.render()
        saveFrame(start, "push-000", in: "navigation")
        host.advance(by: 0.35 / 2)
        let middle = host.render()
        saveFrame(middle, "push-050", in: "navigation")
        let y: CGFloat = 400
        let b = pixel(middle, width * 0.75, y), a = pixel(middle, width * 0.2, y)
        #expect(b.blue > 240 && b.red < 20, "the right half is B, sliding in: \(b)")
        // A moved a sixth of the width left, under an overlay half as dark as its 10 % (white × 0.95 ≈ 242).
        #expect(a.red > 236 && a.red < 248 && a.red == a.blue, "the left is A, a little darkened: \(a)")
        let leadingEdge = stride(from: CGFloat(0), to: width, by: 0.5).first { pixel(middle, $0, y).red < 20 } ?? 0
        // Ease-in-out over 0.35 s, begun on the frame after the push: 0.35 / 2 is 10.5 frames, stepped as 11.
        let elapsed = 11.0 / 60
        let progress = ReferenceTimingCurve((0.42, 0), (0.58, 1)).progress(at: elapsed / 0.35)
        #expect(abs(leadingEdge - width * (1 - progress)) < 1, "B's leading edge: \(leadingEdge) for \(progress)")
        let beneath = try #require(root.view.layer.presentation()).transform.m41
        #expect(abs(beneath + width / 3 * progress) < 0.5, "A moves a third of the width with B (parallax): by \(beneath)")
        let shaded = pixel(middle, leadingEdge - 2, y), away = pixel(middle, leadingEdge - 40, y)
        #expect(shaded.red + 4 < away.red, "a soft shadow falls on A by B's leading edge: \(shaded) vs \(away)")
        try host.runUntilIdle()
        let end = host.render()
        saveFrame(end, "push-100", in: "navigation")
        #expect(pixel(end, 10, y).blue > 240 && pixel(end, 10, y).red < 20)
        // The bar (44) sits below the iPhone 14's sensor housing (47, R18.8).
        #expect(pixel(end, width * 0.75, 47 + 22).red > 200, "the bar is drawn over B, below the status bar")
        #expect(pixel(end, width * 0.75, 47 + 44 + 4).red < 20, "B shows below the bar")

        host.edgePan(from: .left, distance: width / 2, duration: 0.3, release: false)
        let dragged = host.render()
        saveFrame(dragged, "edge-pop-050", in: "navigation")
        #expect(pixel(dragged, width * 0.75, y).blue > 240, "B follows the finger")
        #expect(pixel(dragged, width * 0.2, y).red > 230, "A shows on the left")
        host.drag(from: CGPoint(x: 1 + width / 2, y: host.window.bounds.midY),
                  to: CGPoint(x: width * 0.8, y: host.window.bounds.midY), duration: 0.1)
        try host.runUntilIdle()
        let popped = host.render()
        saveFrame(popped, "edge-pop-100", in: "navigation")
        #expect(navigation.viewControllers == [root])
        #expect(pixel(popped, width * 0.75, y).red > 250, "A fills the screen again")
    }

    /// Every built-in push dims the view beneath alike, over the whole container
    /// as it is then (here after a rotation), and leaves no overlay behind it.
    @Test func everyBuiltInSlideDimsTheWholeViewBeneathAndLeavesNoOverlay() throws {
        let root = NamedController("A", color: .white)
        let navigation = UINavigationController(rootViewController: root)
        let host = TestHost()
        host.resize(to: CGSize(width: 844, height: 390))
        host.window.rootViewController = navigation
        try host.runUntilIdle()
        let container = try #require(root.view.superview)
        /// A's red at `(x, y)` (fractions of the window) half-way through a push, then pushed and popped.
        func redBeneathMidPush(x: CGFloat, y: CGFloat) throws -> Int {
            let pushed = NamedController("B", color: .systemBlue)
            navigation.pushViewController(pushed, animated: true)
            host.advance(by: 1.0 / 60)
            host.advance(by: 0.35 / 2)
            let size = host.window.bounds.size
            let red = Int(pixel(host.render(), size.width * x, size.height * y).red)
            try host.runUntilIdle()
            // Compared by identity into a flag: a failure message that reflected the views would walk their whole graph.
            let onlyB = container.subviews.count == 1 && container.subviews.first === pushed.view
            #expect(onlyB, "only B's view is left after the push: \(container.subviews.count) views")
            navigation.popViewController(animated: true)
            try host.runUntilIdle()
            let onlyA = container.subviews.count == 1 && container.subviews.first === root.view
            #expect(onlyA, "only A's view is left after the pop: \(container.subviews.count) views")
            return red
        }
        // A moved left by a third of B's progress (about half), darkened by about half the overlay's 10 %.
        let landscape = try redBeneathMidPush(x: 0.1, y: 0.8)
        #expect(landscape > 236 && landscape < 248, "A is a little darkened: \(landscape)")
        #expect(try redBeneathMidPush(x: 0.1, y: 0.8) == landscape, "the next push dims it alike")
        host.resize(to: CGSize(width: 390, height: 844))
        try host.runUntilIdle()
        // Below the landscape container's height: the overlay covers the rotated container.
        #expect(try redBeneathMidPush(x: 0.1, y: 0.8) == landscape, "after a rotation too, to the bottom")
    }

    private func seedNavigation() throws -> (TestHost, UINavigationController, SeedNavigationDelegate, SwipeBackController) {
        let root = NamedController("A", color: .white)
        let navigation = UINavigationController(rootViewController: root)
        let delegate = SeedNavigationDelegate()
        keepAlive(delegate)
        navigation.delegate = delegate
        let host = TestHost()
        host.window.rootViewController = navigation
        try host.runUntilIdle()
        let pushed = SwipeBackController()
        pushed.seedDelegate = delegate
        pushed.title = "Orange"
        navigation.interactivePopGestureRecognizer?.isEnabled = false
        navigation.pushViewController(pushed, animated: true)
        return (host, navigation, delegate, pushed)
    }

    @Test func seed003CustomPushThenInteractivePopFinished() throws {
        let (host, navigation, _, pushed) = try seedNavigation()
        let width = host.window.bounds.width, y: CGFloat = 400
        host.advance(by: 1.0 / 60)
        saveFrame(host.render(), "custom-push-000", in: "navigation")
        host.advance(by: 0.2)
        let middle = host.render()
        saveFrame(middle, "custom-push-050", in: "navigation")
        // Linear, 0.4 s: the orange view's leading edge is near the middle, over an undimmed A.
        #expect(pixel(middle, width * 0.45, y).red > 250 && pixel(middle, width * 0.45, y).blue > 250)
        #expect(pixel(middle, width * 0.6, y).blue < 30, "orange on the right half")
        try host.runUntilIdle()
        saveFrame(host.render(), "custom-push-100", in: "navigation")
        #expect(navigation.topViewController === pushed)

        host.edgePan(from: .left, distance: width * 0.7, duration: 0.3, release: false)
        let dragged = host.render()
        saveFrame(dragged, "custom-pop-070", in: "navigation")
        #expect(pixel(dragged, width * 0.5, y).blue > 250, "A shows where the orange view was")
        #expect(pixel(dragged, width * 0.9, y).blue < 30, "the orange view follows the finger")
        host.drag(from: CGPoint(x: 1 + width * 0.7, y: host.window.bounds.midY),
                  to: CGPoint(x: width * 0.75, y: host.window.bounds.midY), duration: 0.05)
        try host.runUntilIdle()
        saveFrame(host.render(), "custom-pop-100", in: "navigation")
        #expect(navigation.viewControllers.count == 1)
    }

    @Test func seed003InteractivePopCancelled() throws {
        let (host, navigation, delegate, pushed) = try seedNavigation()
        try host.runUntilIdle()
        let width = host.window.bounds.width, y: CGFloat = 400
        host.edgePan(from: .left, distance: width * 0.3, duration: 0.3)
        try host.runUntilIdle()
        let after = host.render()
        saveFrame(after, "custom-pop-cancelled", in: "navigation")
        #expect(navigation.topViewController === pushed && navigation.viewControllers.count == 2, "R2.2")
        #expect(pixel(after, width * 0.1, y).blue < 30, "the orange view is back in place")
        #expect(delegate.interaction == nil, "seed 001: the interaction controller lives only while the gesture runs")
        // A plain back-button pop then runs the same animator without interaction.
        navigation.popViewController(animated: true)
        try host.runUntilIdle()
        #expect(navigation.viewControllers.count == 1)
    }
}
