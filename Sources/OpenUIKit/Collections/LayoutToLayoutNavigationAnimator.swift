import Foundation

/// A navigation push or pop between collection view controllers that share
/// one collection view (R16.3): the collection view moves into the incoming
/// controller's view and animates to its layout, over the push's 0.35 s. A
/// cancelled (interactive) change puts the layout and the view back.
@MainActor
final class LayoutToLayoutNavigationAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private let operation: UINavigationController.Operation
    private let collectionView: UICollectionView
    private let layout: UICollectionViewLayout

    init(operation: UINavigationController.Operation, collectionView: UICollectionView, layout: UICollectionViewLayout) {
        self.operation = operation
        self.collectionView = collectionView
        self.layout = layout
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        transitionContext?.isAnimated == false ? 0 : NavigationParallaxAnimator.duration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to),
              let toController = transitionContext.viewController(forKey: .to) else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        let collectionView = collectionView
        let originalLayout = collectionView.collectionViewLayout
        let originalFrame = collectionView.frame
        if toView !== collectionView {
            toView.frame = transitionContext.finalFrame(for: toController)
            if operation == .push { container.addSubview(toView) } else { container.insertSubview(toView, belowSubview: fromView) }
        }
        if operation == .push { move(collectionView, into: toView) }
        let duration = transitionDuration(using: transitionContext)
        UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseInOut]) {
            collectionView.setCollectionViewLayout(self.layout, animated: true) { _ in
                let cancelled = transitionContext.transitionWasCancelled
                if cancelled {
                    collectionView.setCollectionViewLayout(originalLayout, animated: false)
                    if fromView === collectionView {
                        container.addSubview(collectionView)
                        collectionView.frame = originalFrame
                    } else {
                        self.move(collectionView, into: fromView)
                    }
                } else if self.operation == .pop {
                    if toView === collectionView {
                        container.addSubview(collectionView)
                        collectionView.frame = transitionContext.finalFrame(for: toController)
                    } else {
                        self.move(collectionView, into: toView)
                    }
                }
                transitionContext.completeTransition(!cancelled)
            }
        }
    }

    /// Puts the collection view into `view`, filling it.
    private func move(_ collectionView: UICollectionView, into view: UIView) {
        view.addSubview(collectionView)
        collectionView.frame = view.bounds
    }
}
