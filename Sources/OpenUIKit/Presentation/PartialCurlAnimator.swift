/// The built-in `.partialCurl` animation. On presentation a picture of the
/// presenter's page is laid over the presented view and its bottom-right corner
/// curls up diagonally, stopping part way (`PageCurlGeometry`): the page stays
/// curled over the presented view, in the container, for as long as the
/// controller is presented, and a tap on it dismisses the controller, as on iOS.
/// On dismissal the page uncurls back down flat, then the presenter's view
/// takes its place.
@MainActor
final class PartialCurlAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// Not documented by Apple; about the flip's duration on devices.
    static let duration: TimeInterval = 0.6
    private let isPresenting: Bool

    init(presenting: Bool) { isPresenting = presenting }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        transitionContext?.isAnimated == false ? 0 : PartialCurlAnimator.duration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        isPresenting ? present(transitionContext) : dismiss(transitionContext)
    }

    private func present(_ transitionContext: any UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let fromView = transitionContext.view(forKey: .from)
        let toView = transitionContext.view(forKey: .to)
        let presented = transitionContext.viewController(forKey: .to)
        if let presented, let toView {
            let final = transitionContext.finalFrame(for: presented)
            toView.frame = final == .zero ? container.bounds : final
            container.addSubview(toView)
        }
        // The page: the presenter's view as it is on screen now, over the presented view.
        let curl = PartialCurlView(frame: fromView.map { container.convert($0.bounds, from: $0) } ?? container.bounds)
        curl.setPage(of: fromView)
        curl.presented = presented
        curl.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        UIView.performWithoutAnimation {
            container.addSubview(curl)
            // The page stands for the real view, which must not show around it while it curls.
            fromView?.isHidden = true
        }
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: [.curveEaseInOut],
                       animations: { curl.curlProgress = 1 }, completion: { _ in
            fromView?.isHidden = false
            let completed = !transitionContext.transitionWasCancelled
            if completed {
                curl.isUserInteractionEnabled = true
            } else {
                curl.removeFromSuperview()
                toView?.removeFromSuperview()
            }
            transitionContext.completeTransition(completed)
        })
    }

    private func dismiss(_ transitionContext: any UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let toView = transitionContext.view(forKey: .to)
        let curl = container.subviews.last { $0 is PartialCurlView } as? PartialCurlView
            ?? PartialCurlView(frame: toView?.frame ?? container.bounds)
        if curl.superview == nil {
            // Presented some other way (a context that supplied the style): start from the stop.
            UIView.performWithoutAnimation {
                container.addSubview(curl)
                curl.curlProgress = 1
            }
        }
        // The page that comes down is the presenter's as it is now.
        if let toView {
            toView.layoutIfNeeded()
            curl.setPage(of: toView, afterScreenUpdates: true)
        }
        curl.isUserInteractionEnabled = false
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: [.curveEaseInOut],
                       animations: { curl.curlProgress = 0 }, completion: { _ in
            let completed = !transitionContext.transitionWasCancelled
            if completed {
                curl.removeFromSuperview()
            } else {
                curl.curlProgress = 1
                curl.isUserInteractionEnabled = true
            }
            transitionContext.completeTransition(completed)
        })
    }
}

/// The curled page of a partial-curl presentation, over the presented view:
/// touches on the page (flat or curled) land here, and a tap dismisses the
/// presented controller; elsewhere they go to the presented view beneath.
@MainActor
final class PartialCurlView: UIView {
    override class var layerClass: AnyClass { PageCurlLayer.self }

    private var curlLayer: PageCurlLayer { layer as! PageCurlLayer }
    /// The controller whose presentation the page uncovers.
    weak var presented: UIViewController?

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        addGestureRecognizer(UITapGestureRecognizer { [weak self] recognizer in
            guard recognizer.state == .ended, let presented = self?.presented,
                  presented.presentedViewController == nil, !presented.isBeingDismissed else { return }
            presented.dismiss(animated: true)
        })
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    /// How far the page has curled: 0 flat, 1 at the stop (animatable).
    var curlProgress: CGFloat {
        get { curlLayer.curlProgress }
        set { curlLayer.curlProgress = newValue }
    }

    /// Makes the page a picture of `view`.
    func setPage(of view: UIView?, afterScreenUpdates: Bool = false) {
        guard let snapshot = view?.snapshotView(afterScreenUpdates: afterScreenUpdates) else { return }
        curlLayer.page = snapshot.layer.contents as? CGImage
        curlLayer.pageScale = snapshot.layer.contentsScale
    }

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        curlLayer.pageCovers(point)
    }
}
