import Foundation
import Testing
import OpenUIKit
import SegueTesting

/// Seed 001: a spring slide-up presentation.
@MainActor
final class SpringSlideUpAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.8 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to), let to = transitionContext.viewController(forKey: .to) else { return }
        let final = transitionContext.finalFrame(for: to)
        toView.frame = final.offsetBy(dx: 0, dy: transitionContext.containerView.bounds.height)
        transitionContext.containerView.addSubview(toView)
        UIView.animate(withDuration: 0.8, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: 0, options: [],
                       animations: { toView.frame = final },
                       completion: { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) })
    }
}

/// Seed 001: dismissal that swings a snapshot about its top-left corner, then lets it fall.
@MainActor
final class SwingAndFallAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 1.2 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from), let snapshot = fromView.snapshotView(afterScreenUpdates: false) else {
            transitionContext.completeTransition(false)
            return
        }
        let container = transitionContext.containerView
        // Pivot about the top-left corner.
        snapshot.layer.anchorPoint = .zero
        snapshot.frame = fromView.frame
        container.addSubview(snapshot)
        fromView.isHidden = true
        let fall = CGAffineTransform(translationX: 0, y: container.bounds.height * 1.2)
        UIView.animateKeyframes(withDuration: 1.2, delay: 0, options: [.calculationModeLinear], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.15) { snapshot.transform = CGAffineTransform(rotationAngle: .pi / 9) }
            UIView.addKeyframe(withRelativeStartTime: 0.15, relativeDuration: 0.15) { snapshot.transform = CGAffineTransform(rotationAngle: .pi / 18) }
            UIView.addKeyframe(withRelativeStartTime: 0.3, relativeDuration: 0.2) { snapshot.transform = CGAffineTransform(rotationAngle: .pi / 7) }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                snapshot.transform = CGAffineTransform(rotationAngle: .pi / 5).concatenating(fall)
            }
        }, completion: { _ in
            snapshot.removeFromSuperview()
            fromView.isHidden = false
            let completed = !transitionContext.transitionWasCancelled
            if completed { fromView.removeFromSuperview() }
            transitionContext.completeTransition(completed)
        })
    }
}

/// Seed 001: a pinch drives the dismissal itself — the interaction controller
/// scales the presented view and reports progress to the context.
@MainActor
final class PinchToShrinkInteraction: NSObject, UIViewControllerInteractiveTransitioning, UIViewControllerAnimatedTransitioning {
    private var context: (any UIViewControllerContextTransitioning)?
    private(set) var isPinching = false
    var wantsInteractiveStart: Bool { true }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        // Not interactive (a button): shrink away at once.
        startInteractiveTransition(transitionContext)
        end(cancelled: false)
    }

    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        context = transitionContext
    }

    func handlePinch(_ pinch: UIPinchGestureRecognizer) {
        switch pinch.state {
        case .began:
            isPinching = true
            pinch.view.flatMap { view in view.window.map { _ in view } }?.next.flatMap { $0 as? UIViewController }?
                .dismiss(animated: true)
        case .changed:
            guard let context, let view = context.view(forKey: .from) else { return }
            let scale = min(max(pinch.scale, 0.01), 1)
            view.transform = CGAffineTransform(scaleX: scale, y: scale)
            context.updateInteractiveTransition(1 - scale)
        case .ended, .cancelled:
            isPinching = false
            end(cancelled: pinch.scale > 0.5)
        default:
            break
        }
    }

    private func end(cancelled: Bool) {
        guard let context, let view = context.view(forKey: .from) else { return }
        if cancelled { context.cancelInteractiveTransition() } else { context.finishInteractiveTransition() }
        UIView.animate(withDuration: 0.3, animations: {
            view.transform = cancelled ? .identity : CGAffineTransform(scaleX: 0.01, y: 0.01)
        }, completion: { _ in
            if !cancelled { view.removeFromSuperview() }
            view.transform = .identity
            context.completeTransition(!cancelled)
            self.context = nil
        })
    }
}

/// Seed 001's transitioning delegate.
@MainActor
final class SeedOneTransitions: NSObject, UIViewControllerTransitioningDelegate {
    let pinch = PinchToShrinkInteraction()
    var dismissWithPinch = false

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { SpringSlideUpAnimator() }
    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        dismissWithPinch ? pinch : SwingAndFallAnimator()
    }
    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? { pinch.isPinching ? pinch : nil }
}

/// Seed 001 as tests, with frames.
@MainActor
@Suite(.serialized, .checksDiagnostics) struct SeedOneTests {
    private func presentCard() throws -> (TestHost, UIViewController, NamedController, SeedOneTransitions) {
        let (host, root) = hostWithRoot(NamedController("A", color: .white))
        let card = NamedController("Card", color: .systemPurple)
        let transitions = SeedOneTransitions()
        keepAlive(transitions)
        card.transitioningDelegate = transitions
        card.modalPresentationStyle = .overFullScreen
        root.present(card, animated: true)
        return (host, root, card, transitions)
    }

    @Test func springSlideUpOvershootsAndSettles() throws {
        let (host, root, card, _) = try presentCard()
        var tops: [CGFloat] = []
        for frame in 0..<48 {
            host.advance(by: 1.0 / 60)
            tops.append(try #require(card.view.layer.presentation()).frame.minY)
            if frame == 12 { saveFrame(host.render(), "seed001-spring-025", in: "seeds") }
        }
        #expect(tops.min()! < -1, "a spring with damping 0.6 overshoots past its place: \(tops.min()!)")
        try host.runUntilIdle()
        saveFrame(host.render(), "seed001-spring-100", in: "seeds")
        #expect(card.view.frame.minY == 0 && root.presentedViewController === card)
    }

    @Test func swingAndFallDismissalUsesASnapshot() throws {
        let (host, root, card, _) = try presentCard()
        try host.runUntilIdle()
        card.dismiss(animated: true)
        host.advance(by: 0.3)
        let swinging = host.render()
        saveFrame(swinging, "seed001-swing-025", in: "seeds")
        #expect(card.view.isHidden, "the real view hides behind its snapshot")
        let container = try #require(card.view.superview)
        let snapshot = try #require(container.subviews.last)
        #expect(snapshot !== card.view)
        // A positive angle turns clockwise on screen (y points down): about the top-left
        // corner, the card uncovers a white wedge along the top and the right.
        #expect(swinging.premultipliedRGBA(x: 760, y: 40) == (255, 255, 255, 255))
        #expect(swinging.premultipliedRGBA(x: 740, y: 1600) == (255, 255, 255, 255))
        #expect(swinging.premultipliedRGBA(x: 20, y: 1600).blue > 150 && swinging.premultipliedRGBA(x: 20, y: 1600).green < 120,
                "the bottom-left stays purple")
        host.advance(by: 0.6)
        saveFrame(host.render(), "seed001-swing-075", in: "seeds")
        try host.runUntilIdle()
        #expect(root.presentedViewController == nil && container.window == nil && card.view.superview == nil)
        #expect(host.render().premultipliedRGBA(x: 400, y: 800) == (255, 255, 255, 255))
    }

    @Test func aPinchShrinksTheCardAwayOrLetsItSpringBack() throws {
        let (host, root, card, transitions) = try presentCard()
        try host.runUntilIdle()
        transitions.dismissWithPinch = true
        let recognizer = UIPinchGestureRecognizer(target: transitions.pinch, action: Selector(PinchToShrinkInteraction.handlePinch(_:)))
        card.view.addGestureRecognizer(recognizer)

        // A small pinch is cancelled: the card comes back.
        host.pinch(center: CGPoint(x: 195, y: 422), fromScale: 1, toScale: 0.8, duration: 0.3)
        try host.runUntilIdle()
        #expect(root.presentedViewController === card && card.view.transform == .identity)
        #expect(host.trace.callbacks.contains("PinchToShrinkInteraction.startInteractiveTransition"))

        // Held halfway, the card is half its size.
        host.trace.clear()
        host.pinch(center: CGPoint(x: 195, y: 422), fromScale: 1, toScale: 0.3, duration: 0.4)
        try host.runUntilIdle()
        #expect(root.presentedViewController == nil && card.view.window == nil)
        #expect(host.trace.callbacks(of: "Card").suffix(2) == ["viewWillDisappear", "viewDidDisappear"])
    }

    @Test func aHeldPinchShowsTheCardScaledByTheFingers() throws {
        let (host, _, card, transitions) = try presentCard()
        try host.runUntilIdle()
        transitions.dismissWithPinch = true
        card.view.addGestureRecognizer(UIPinchGestureRecognizer(target: transitions.pinch,
                                                                action: Selector(PinchToShrinkInteraction.handlePinch(_:))))
        host.pinch(center: CGPoint(x: 195, y: 422), fromScale: 1, toScale: 0.5, duration: 0.4, release: false)
        let frame = host.render()
        saveFrame(frame, "seed001-pinch-050", in: "seeds")
        let scale = card.view.transform.a
        #expect(abs(scale - 0.5) < 0.05, "\(scale)")
        #expect(frame.premultipliedRGBA(x: 390, y: 844).blue > 150, "the centre is still card")
        #expect(frame.premultipliedRGBA(x: 60, y: 200) == (255, 255, 255, 255), "the corners show the presenter")
        #expect(card.transitionCoordinator?.isInteractive == true)
        #expect(abs((card.transitionCoordinator?.percentComplete ?? 0) - 0.5) < 0.05)
    }
}
