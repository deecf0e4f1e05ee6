// PullToDismiss.swift: pull a presented screen down to dismiss it.
import UIKit

#if os(iOS) || os(Linux)
public protocol PullToDismissDelegate: AnyObject {
    func pullToDismissDidBegin(_ interaction: PullToDismissInteraction)
    func pullToDismiss(_ interaction: PullToDismissInteraction, shouldFinishAt progress: CGFloat) -> Bool?
}

extension PullToDismissDelegate {
    public func pullToDismissDidBegin(_ interaction: PullToDismissInteraction) {}
    public func pullToDismiss(_ interaction: PullToDismissInteraction, shouldFinishAt progress: CGFloat) -> Bool? { nil }
}

/// Dismisses a presented controller as its view is pulled down.
public final class PullToDismissInteraction: UIPercentDrivenInteractiveTransition {
    public weak var delegate: PullToDismissDelegate?
    public private(set) var isInteracting = false
    private weak var controller: UIViewController?

    public init(attachingTo controller: UIViewController) {
        self.controller = controller
        super.init()
        let pan = UIPanGestureRecognizer(target: self, action: Selector(PullToDismissInteraction.handlePan(_:)))
        controller.view.addGestureRecognizer(pan)
    }

    private func handlePan(_ pan: UIPanGestureRecognizer) {
        guard let view = pan.view else { return }
        let progress = min(max(pan.translation(in: view).y / view.bounds.height, 0), 1)
        switch pan.state {
        case .began:
            isInteracting = true
            delegate?.pullToDismissDidBegin(self)
            controller?.dismiss(animated: true)
        case .changed:
            update(progress)
        case .ended:
            isInteracting = false
            let finishes = delegate?.pullToDismiss(self, shouldFinishAt: progress) ?? (progress > 0.3)
            finishes ? finish() : cancel()
        case .cancelled:
            isInteracting = false
            cancel()
        default:
            break
        }
    }
}
#endif
