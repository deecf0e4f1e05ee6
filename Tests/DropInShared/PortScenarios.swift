// The DocC tutorial "Port an iOS library": the library segue-port rewrote
// (PullToDismiss.swift, the tutorial's port-02-ported.swift), used and tested
// as an app would, in both language modes.
import Foundation
import Testing
import UIKit
import SegueTesting

final class PullToDismissTransitioning: NSObject, UIViewControllerTransitioningDelegate {
    var interaction: PullToDismissInteraction?

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return SlideInAnimator(presenting: false)
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        return interaction?.isInteracting == true ? interaction : nil
    }
}

final class PullCounter: PullToDismissDelegate {
    var began = 0
    func pullToDismissDidBegin(_ interaction: PullToDismissInteraction) { began += 1 }

    // The requirement returns `Bool?` since segue-port: nil (left out) lets the
    // library fall back on its own `?? (progress > 0.3)`, as on iOS.
    func pullToDismiss(_ interaction: PullToDismissInteraction, shouldFinishAt progress: CGFloat) -> Bool? {
        return progress > 0.3
    }
}

@MainActor
enum PortScenarios {
    static func pullingDownDismisses() throws {
        let transitioning = PullToDismissTransitioning()
        let counter = PullCounter()
        let host = TestHost()
        let home = UIViewController()
        host.window.rootViewController = home
        let details = UIViewController()
        details.modalPresentationStyle = .custom
        details.transitioningDelegate = transitioning
        home.present(details, animated: false)
        try host.runUntilIdle()

        let interaction = PullToDismissInteraction(attachingTo: details)
        interaction.delegate = counter
        transitioning.interaction = interaction
        host.drag(from: CGPoint(x: 195, y: 200), to: CGPoint(x: 195, y: 200 + 422), duration: 0.3, release: false)
        #expect(counter.began == 1)
        #expect(details.isBeingDismissed)
        let shown = try #require(details.view.layer.presentation())
        #expect(abs(shown.frame.minX - 195) < 12)      // half the height pulled: half-way out

        host.drag(from: CGPoint(x: 195, y: 622), to: CGPoint(x: 195, y: 640), duration: 0.05)
        try host.runUntilIdle()
        #expect(home.presentedViewController == nil)   // past 30 %: dismissed
    }
}
