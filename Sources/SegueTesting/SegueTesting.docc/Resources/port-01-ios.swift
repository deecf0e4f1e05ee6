// PullToDismiss.swift: pull a presented screen down to dismiss it.
import UIKit.UIGestureRecognizerSubclass

#if os(iOS)
@objc public protocol PullToDismissDelegate: AnyObject {
    @objc optional func pullToDismissDidBegin(_ interaction: PullToDismissInteraction)
    @objc optional func pullToDismiss(_ interaction: PullToDismissInteraction, shouldFinishAt progress: CGFloat) -> Bool
}

/// Dismisses a presented controller as its view is pulled down.
public final class PullToDismissInteraction: UIPercentDrivenInteractiveTransition {
    public weak var delegate: PullToDismissDelegate?
    public private(set) var isInteracting = false
    private weak var controller: UIViewController?

    public init(attachingTo controller: UIViewController) {
        self.controller = controller
        super.init()
        let pan = UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
        controller.view.addGestureRecognizer(pan)
    }

    @objc private func handlePan(_ pan: UIPanGestureRecognizer) {
        guard let view = pan.view else { return }
        let progress = min(max(pan.translation(in: view).y / view.bounds.height, 0), 1)
        switch pan.state {
        case .began:
            isInteracting = true
            delegate?.pullToDismissDidBegin?(self)
            controller?.dismiss(animated: true)
        case .changed:
            update(progress)
        case .ended:
            isInteracting = false
            let finishes = delegate?.pullToDismiss?(self, shouldFinishAt: progress) ?? (progress > 0.3)
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
