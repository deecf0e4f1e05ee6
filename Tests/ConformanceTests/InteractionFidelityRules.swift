import Foundation
import Testing
import OpenUIKit
import SegueTesting

/// A pop as iOS tutorials write it: the outgoing view slides right, shrinks and
/// fades with `UIView.animate` (linear, so progress and distance agree), and
/// nothing is reset in the completion.
@MainActor
final class TutorialPopAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    static let duration: TimeInterval = 0.5
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        Self.duration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to) else { return }
        let container = transitionContext.containerView
        container.insertSubview(toView, belowSubview: fromView)
        toView.frame = transitionContext.finalFrame(for: transitionContext.viewController(forKey: .to)!)
        let width = container.bounds.width
        UIView.animate(withDuration: Self.duration, delay: 0, options: [.curveLinear], animations: {
            fromView.center.x += width
            fromView.transform = CGAffineTransform(scaleX: 0.8, y: 0.8)
            fromView.alpha = 0.4
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

/// A dismissal that shrinks, turns and fades the presented view, as tutorials write it.
@MainActor
final class ShrinkAwayAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.4 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from) else { return }
        UIView.animate(withDuration: 0.4, animations: {
            fromView.transform = CGAffineTransform(scaleX: 0.5, y: 0.5).rotated(by: 0.3)
            fromView.alpha = 0.2
            fromView.center.y += 200
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

/// A dismissal that fades the presented view in two steps: to half, then out.
@MainActor
final class TwoStepFadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.4 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from) else { return }
        UIView.animate(withDuration: 0.2) { fromView.alpha = 0.5 }
        UIView.animate(withDuration: 0.2, delay: 0.2, options: [], animations: { fromView.alpha = 0 }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

/// The app's own edge pan drives a percent-driven pop (the built-in one is off).
@MainActor
final class TutorialPopDriver: NSObject, UINavigationControllerDelegate {
    let navigation: UINavigationController
    private(set) var interaction: UIPercentDrivenInteractiveTransition?
    /// The translation of the latest pan event, and the progress it gave.
    private(set) var lastTranslation: CGFloat = 0
    var onBegan: (() -> Void)?

    init(navigation: UINavigationController) {
        self.navigation = navigation
        super.init()
        navigation.delegate = self
        navigation.interactivePopGestureRecognizer?.isEnabled = false
        let pan = UIScreenEdgePanGestureRecognizer(target: self, action: Selector(TutorialPopDriver.handle(_:)))
        pan.edges = .left
        navigation.view.addGestureRecognizer(pan)
    }

    func handle(_ pan: UIScreenEdgePanGestureRecognizer) {
        let width = navigation.view.bounds.width
        lastTranslation = pan.translation(in: navigation.view).x
        let progress = min(max(lastTranslation / width, 0), 1)
        switch pan.state {
        case .began:
            interaction = UIPercentDrivenInteractiveTransition()
            navigation.popViewController(animated: true)
            onBegan?()
            interaction?.update(progress)
        case .changed:
            interaction?.update(progress)
        case .ended, .cancelled:
            if progress > 0.5 { interaction?.finish() } else { interaction?.cancel() }
            interaction = nil
        default:
            break
        }
    }

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        operation == .pop ? TutorialPopAnimator() : nil
    }

    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? {
        interaction
    }
}

/// R18.2–R18.4: an interactive transition follows the finger from its first
/// frame, a cancel puts every view back exactly, and alongside animations
/// outside the container are scrubbed with it.
@MainActor
@Suite(.serialized, .checksDiagnostics) struct InteractionFidelityRules {
    private func pushedStack() throws -> (TestHost, UINavigationController, NamedController, NamedController, TutorialPopDriver) {
        let (host, navigation, root) = try hostWithNavigation()
        let driver = TutorialPopDriver(navigation: navigation)
        let detail = NamedController("B", color: .systemOrange)
        navigation.pushViewController(detail, animated: false)
        try host.runUntilIdle()
        return (host, navigation, root, detail, driver)
    }

    /// Where the outgoing view's centre is drawn, in its superview.
    private func drawnCenterX(_ view: UIView) -> CGFloat { view.layer.presentation()?.position.x ?? .nan }

    @Test func R18_3_aHeldPanKeepsTheViewUnderTheFingerFromTheFirstFrame() throws {
        let (host, navigation, _, detail, driver) = try pushedStack()
        let restingCenter = detail.view.center.x
        let y = host.window.bounds.midY
        var x: CGFloat = 1
        // The finger moves 12 pt a frame; from the frame the pop starts, the view's left edge is where the
        // finger has gone (the translation), to within 1 pt.
        host.drag(from: CGPoint(x: x, y: y), to: CGPoint(x: x + 12, y: y), duration: 1 / 60, release: false)
        x += 12
        var checkedFrames = 0
        for _ in 0..<12 {
            host.drag(from: CGPoint(x: x, y: y), to: CGPoint(x: x + 12, y: y), duration: 1 / 60, release: false)
            x += 12
            guard navigation.transitionCoordinator != nil, detail.view.superview != nil else { continue }
            let moved = drawnCenterX(detail.view) - restingCenter
            #expect(abs(moved - driver.lastTranslation) <= 1, "frame \(checkedFrames): view moved \(moved), finger \(driver.lastTranslation)")
            checkedFrames += 1
        }
        #expect(checkedFrames >= 10)
        // Held still: the view stays where the finger is.
        host.advance(by: 0.2)
        #expect(abs(drawnCenterX(detail.view) - restingCenter - driver.lastTranslation) <= 1)
        host.drag(from: CGPoint(x: x, y: y), to: CGPoint(x: x, y: y), duration: 1 / 60)
        try host.runUntilIdle()
    }

    @Test func R18_4_aCancelledPopPutsEveryViewBackExactly() throws {
        let (host, navigation, root, detail, _) = try pushedStack()
        let before = (center: detail.view.center, transform: detail.view.transform, alpha: detail.view.alpha,
                      frame: detail.view.frame)
        #expect(before.transform == .identity && before.alpha == 1)
        // A quick start (the pop begins some way in), a hold, then back and release short of half-way.
        let y = host.window.bounds.midY
        host.drag(from: CGPoint(x: 1, y: y), to: CGPoint(x: 91, y: y), duration: 3 / 60, release: false)
        host.drag(from: CGPoint(x: 91, y: y), to: CGPoint(x: 150, y: y), duration: 0.2, release: false)
        host.advance(by: 0.3)
        host.drag(from: CGPoint(x: 150, y: y), to: CGPoint(x: 100, y: y), duration: 0.1)
        try host.runUntilIdle()
        #expect(navigation.viewControllers == [root, detail], "released short of half-way, it cancels")
        #expect(detail.view.center == before.center)
        #expect(detail.view.transform == before.transform, "exactly identity")
        #expect(detail.view.alpha == before.alpha)
        #expect(detail.view.frame == before.frame)
        #expect(detail.view.window === host.window && detail.view.superview?.superview === navigation.view && root.view.superview == nil)
        // What the screen shows under the bar is the detail, not a blank container.
        let centre = host.render().premultipliedRGBA(x: Int(host.window.bounds.midX * 2), y: Int(host.window.bounds.midY * 2))
        #expect((centre.red, centre.green, centre.blue) == (255, 149, 0), "systemOrange, the detail")
    }

    @Test(arguments: [0.0, 0.3, 0.7])
    func R18_4_aCancelledDismissalRestoresTheTransformExactly(progress: Double) throws {
        let (host, root) = hostWithRoot()
        let presented = NamedController("B", color: .systemOrange)
        let delegate = TestTransitioningDelegate()
        delegate.dismissAnimator = ShrinkAwayAnimator()
        delegate.attach(to: presented)
        root.present(presented, animated: false)
        try host.runUntilIdle()
        let before = (transform: presented.view.transform, alpha: presented.view.alpha, center: presented.view.center)
        let interaction = UIPercentDrivenInteractiveTransition()
        delegate.dismissInteraction = interaction
        presented.dismiss(animated: true)
        interaction.update(progress)          // before the transition starts, as a gesture's first event does
        host.advance(by: 2 / 60)
        interaction.update(progress + 0.05)
        host.advance(by: 0.1)
        interaction.cancel()
        try host.runUntilIdle()
        #expect(root.presentedViewController === presented)
        #expect(presented.view.transform == before.transform, "exactly identity: \(presented.view.transform)")
        #expect(presented.view.alpha == before.alpha && presented.view.center == before.center)
        #expect(presented.view.layer.presentation()?.transform == CATransform3DIdentity)
        _ = ObservedCalls.log
    }

    @Test func R18_4_aPropertyAnimatedTwiceComesBackToItsValueFromBeforeTheTransition() throws {
        let (host, root) = hostWithRoot()
        let presented = NamedController("B", color: .systemOrange)
        let delegate = TestTransitioningDelegate()
        delegate.dismissAnimator = TwoStepFadeAnimator()
        delegate.attach(to: presented)
        root.present(presented, animated: false)
        try host.runUntilIdle()
        let interaction = UIPercentDrivenInteractiveTransition()
        delegate.dismissInteraction = interaction
        presented.dismiss(animated: true)
        host.advance(by: 1.0 / 60)
        interaction.update(0.75)             // into the second step: the first has set 0.5
        host.advance(by: 1.0 / 60)
        #expect(abs(Double(presented.view.layer.presentation()?.opacity ?? -1)
                    - (0.5 - 0.5 * ReferenceTimingCurve.easeInEaseOut.progress(at: 0.5))) < 0.005)
        interaction.cancel()
        try host.runUntilIdle()
        #expect(root.presentedViewController === presented)
        #expect(presented.view.alpha == 1, "not the 0.5 the first step left: \(presented.view.alpha)")
        _ = ObservedCalls.log
    }

    @Test func R18_2_anAlongsideAnimationOutsideTheContainerFollowsTheFingerAndCancelsWithIt() throws {
        let (host, navigation, _, detail, driver) = try pushedStack()
        let badge = UIView(frame: CGRect(x: 300, y: 700, width: 40, height: 40))
        badge.backgroundColor = .systemRed
        host.window.addSubview(badge)
        driver.onBegan = {
            navigation.transitionCoordinator?.animate(alongsideTransition: { _ in badge.alpha = 0 }, completion: nil)
        }
        let width = host.window.bounds.width
        host.edgePan(from: .left, distance: 156, duration: 0.3, release: false)
        host.advance(by: 0.5)   // held: the alongside animation waits for the finger, as the content does
        let progress = driver.lastTranslation / width
        // Alongside animations run with the transition's time and the coordinator's ease-in-out curve.
        let expected = 1 - ReferenceTimingCurve.easeInEaseOut.progress(at: Double(progress))
        #expect(abs(Double(badge.layer.presentation()?.opacity ?? -1) - expected) < 0.01,
                "at \(progress): \(badge.layer.presentation()?.opacity ?? -1), expected \(expected)")
        _ = detail
        host.drag(from: CGPoint(x: 157, y: host.window.bounds.midY), to: CGPoint(x: 60, y: host.window.bounds.midY), duration: 0.1)
        try host.runUntilIdle()
        #expect(badge.alpha == 1, "a cancel puts the alongside change back")
        #expect(badge.layer.presentation()?.opacity == 1)
    }
}
