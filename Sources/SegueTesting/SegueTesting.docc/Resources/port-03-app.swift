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
}
