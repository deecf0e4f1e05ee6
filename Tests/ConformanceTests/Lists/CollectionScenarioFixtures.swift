import Foundation
import Testing
import OpenUIKit
import SegueTesting

/// A grid of coloured swatches, the way an app writes a collection view controller.
@MainActor
final class SwatchGridController: UICollectionViewController {
    var itemCount = 24
    var onSelect: ((IndexPath) -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(SwatchCell.self, forCellWithReuseIdentifier: "swatch")
        collectionView.backgroundColor = .white
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { itemCount }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "swatch", for: indexPath)
        (cell as? SwatchCell)?.show(indexPath)
        return cell
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        onSelect?(indexPath)
    }
}

/// A detail screen with one large swatch, `photo`, under the navigation bar.
@MainActor
final class SwatchDetailController: UIViewController {
    let photo = UIView()
    let color: UIColor
    /// Pops interactively with an edge pan when set.
    weak var zoom: SwatchZoomDelegate?

    init(color: UIColor) {
        self.color = color
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        photo.backgroundColor = color
        photo.frame = CGRect(x: 0, y: 120, width: 390, height: 390)
        view.addSubview(photo)
        let edge = UIScreenEdgePanGestureRecognizer(target: self, action: Selector(SwatchDetailController.handleEdge(_:)))
        edge.edges = .left
        view.addGestureRecognizer(edge)
    }

    func handleEdge(_ gesture: UIScreenEdgePanGestureRecognizer) {
        zoom?.handleEdge(gesture, in: self)
    }
}

/// Zooms the selected cell's snapshot into the detail's photo on push, and
/// the photo back into its cell on pop, converting frames between the cell,
/// the photo and the transition's container.
@MainActor
final class SwatchZoomAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    var operation: UINavigationController.Operation = .push
    var selected = IndexPath(item: 0, section: 0)

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.4 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let fromController = transitionContext.viewController(forKey: .from),
              let toController = transitionContext.viewController(forKey: .to) else { return }
        let grid = (operation == .push ? fromController : toController) as? SwatchGridController
        let detail = (operation == .push ? toController : fromController) as? SwatchDetailController
        guard let grid, let detail, let toView = transitionContext.view(forKey: .to) else { return }
        toView.frame = transitionContext.finalFrame(for: toController)
        if operation == .push { container.addSubview(toView) } else { container.insertSubview(toView, at: 0) }
        toView.layoutIfNeeded()
        guard let cell = grid.collectionView.cellForItem(at: selected) else { return }
        let cellFrame = cell.convert(cell.bounds, to: container)
        let photoFrame = detail.photo.convert(detail.photo.bounds, to: container)
        let zooming = UIView(frame: operation == .push ? cellFrame : photoFrame)
        zooming.backgroundColor = detail.color
        container.addSubview(zooming)
        cell.isHidden = true
        detail.photo.isHidden = true
        if operation == .push { toView.alpha = 0 }
        let fading = operation == .push ? toView : transitionContext.view(forKey: .from)
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: [.curveEaseInOut],
                       animations: {
                           zooming.frame = self.operation == .push ? photoFrame : cellFrame
                           fading?.alpha = self.operation == .push ? 1 : 0
                       }, completion: { _ in
                           zooming.removeFromSuperview()
                           cell.isHidden = false
                           detail.photo.isHidden = false
                           fading?.alpha = 1
                           transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                       })
    }
}

/// Vends the zoom for pushes and pops between the grid and its detail, and an
/// interaction controller while the detail's edge pan runs.
@MainActor
final class SwatchZoomDelegate: NSObject, UINavigationControllerDelegate {
    let animator = SwatchZoomAnimator()
    var interaction: UIPercentDrivenInteractiveTransition?

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        guard fromVC is SwatchDetailController || toVC is SwatchDetailController else { return nil }
        animator.operation = operation
        return animator
    }

    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? {
        interaction
    }

    /// Drives a pop from an edge pan on `view`.
    func handleEdge(_ gesture: UIScreenEdgePanGestureRecognizer, in controller: UIViewController) {
        let width = max(controller.view.bounds.width, 1)
        let progress = min(max(gesture.translation(in: controller.view.superview).x / width, 0), 1)
        switch gesture.state {
        case .began:
            interaction = UIPercentDrivenInteractiveTransition()
            controller.navigationController?.popViewController(animated: true)
        case .changed:
            interaction?.update(progress)
        case .ended, .cancelled:
            if progress > 0.5 { interaction?.finish() } else { interaction?.cancel() }
            interaction = nil
        default:
            break
        }
    }
}

/// Turns a pinch on a collection view into an interactive change to `target`,
/// finished past half-way (scale 1 → 2) and cancelled short of it.
@MainActor
final class PinchLayoutDriver: NSObject {
    let collectionView: UICollectionView
    let target: UICollectionViewLayout
    private(set) var transition: UICollectionViewTransitionLayout?
    var results: [Bool] = []
    /// Called after each change of progress; `followed` keeps what a test saw then.
    var onChange: (() -> Void)?
    var followed: [(progress: CGFloat, x: CGFloat)] = []

    init(collectionView: UICollectionView, target: UICollectionViewLayout) {
        self.collectionView = collectionView
        self.target = target
        super.init()
        let pinch = UIPinchGestureRecognizer(target: self, action: Selector(PinchLayoutDriver.handle(_:)))
        collectionView.addGestureRecognizer(pinch)
    }

    func handle(_ pinch: UIPinchGestureRecognizer) {
        let progress = min(max(pinch.scale - 1, 0), 1)
        switch pinch.state {
        case .began:
            transition = collectionView.startInteractiveTransition(to: target) { _, finished in self.results.append(finished) }
        case .changed:
            transition?.transitionProgress = progress
            onChange?()
        case .ended, .cancelled:
            if progress > 0.5 { collectionView.finishInteractiveTransition() } else { collectionView.cancelInteractiveTransition() }
            transition = nil
        default:
            break
        }
    }
}
