import Foundation
import Testing
import OpenUIKit
import SegueTesting

/// Seed 003's animators: the presented view drops in from above; dismissal fades it out.
@MainActor
final class DropInAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.6 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to), let to = transitionContext.viewController(forKey: .to) else { return }
        let final = transitionContext.finalFrame(for: to)
        toView.frame = final.offsetBy(dx: 0, dy: -final.height)
        transitionContext.containerView.addSubview(toView)
        UIView.animate(withDuration: 0.6, delay: 0, options: [.curveLinear], animations: { toView.frame = final }, completion: { _ in
            if transitionContext.transitionWasCancelled { toView.removeFromSuperview() }
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

@MainActor
final class FadeOutAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.6 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let fromView = transitionContext.view(forKey: .from)
        if let toView = transitionContext.view(forKey: .to), let fromView, toView.superview == nil {
            transitionContext.containerView.insertSubview(toView, belowSubview: fromView)
        }
        UIView.animate(withDuration: 0.6, delay: 0, options: [.curveLinear], animations: { fromView?.alpha = 0 }, completion: { _ in
            let completed = !transitionContext.transitionWasCancelled
            if completed { fromView?.removeFromSuperview() }
            transitionContext.completeTransition(completed)
        })
    }
}

/// Seed 003's delegate: both directions interactive, advanced 20 % per `Timer` tick until done.
@MainActor
final class TimerSteppedTransitions: NSObject, UIViewControllerTransitioningDelegate {
    let interaction = UIPercentDrivenInteractiveTransition()
    private(set) var timer: Timer?
    private var percent: CGFloat = 0
    /// The test fires the timer by hand at each virtual second, so its real interval only needs to be out of the way.
    let interval: TimeInterval = 3600

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { DropInAnimator() }
    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        FadeOutAnimator()
    }
    func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? { startStepping() }
    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? { startStepping() }

    private func startStepping() -> UIPercentDrivenInteractiveTransition {
        percent = 0
        timer = Timer.scheduledTimer(withTimeInterval: interval, repeats: true) { [weak self] _ in
            MainActor.assumeIsolated { self?.step() }
        }
        return interaction
    }

    private func step() {
        percent += 0.2
        if percent < 0.999 {
            interaction.update(percent)
        } else {
            timer?.invalidate()
            timer = nil
            interaction.finish()
        }
    }
}

/// Seed 003 as a test: the interactive transitions move in five timer steps.
@MainActor
@Suite(.serialized, .checksDiagnostics) struct TimerDrivenSeedTests {
    @Test func presentDropsInAndDismissFadesOutInFiveTimerSteps() throws {
        let (host, root) = hostWithRoot(NamedController("A", color: .white))
        let presented = NamedController("B", color: .systemTeal)
        let transitions = TimerSteppedTransitions()
        keepAlive(transitions)
        presented.transitioningDelegate = transitions
        presented.modalPresentationStyle = .overFullScreen
        root.present(presented, animated: true)
        host.advance(by: 1.0 / 60)
        let timer = try #require(transitions.timer)
        var tops: [CGFloat] = []
        for second in 1...5 {
            host.advance(by: 1)
            if second == 3 { saveFrame(host.render(), "seed003-present-040", in: "seeds") }
            tops.append(try #require(presented.view.layer.presentation()).frame.minY)
            timer.fire()
        }
        // Before each tick the view shows the previous step: 0, 20, 40, 60, 80 % of the way down.
        let expected: [CGFloat] = [0, 0.2, 0.4, 0.6, 0.8].map { -844 * (1 - $0) }
        for (top, wanted) in zip(tops, expected) { #expect(abs(top - wanted) < 1, "\(tops)") }
        #expect(!timer.isValid, "the fifth tick finishes and stops the timer")
        try host.runUntilIdle()
        saveFrame(host.render(), "seed003-present-100", in: "seeds")
        #expect(root.presentedViewController === presented && presented.view.frame.minY == 0)
        #expect(host.render().premultipliedRGBA(x: 400, y: 800).blue > 150, "teal fills the screen")

        presented.dismiss(animated: true)
        host.advance(by: 1.0 / 60)
        let dismissTimer = try #require(transitions.timer)
        for second in 1...5 {
            host.advance(by: 1)
            if second == 4 {
                let alpha = try #require(presented.view.layer.presentation()).opacity
                #expect(abs(alpha - 0.4) < 0.01, "three steps in, 60 % faded: \(alpha)")
                saveFrame(host.render(), "seed003-dismiss-060", in: "seeds")
            }
            dismissTimer.fire()
        }
        try host.runUntilIdle()
        #expect(root.presentedViewController == nil && presented.view.window == nil)
        #expect(host.render().premultipliedRGBA(x: 400, y: 800) == (255, 255, 255, 255))
    }
}
