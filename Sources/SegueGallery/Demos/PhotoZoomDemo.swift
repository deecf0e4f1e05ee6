import OpenUIKit

/// A photo grid whose selected cell zooms into the detail: the animator
/// converts the cell's frame and the photo's into the container's space and
/// moves a snapshot between them; the pop zooms it back.
public struct PhotoZoomDemo: GalleryDemo {
    public static let name = "photo-zoom"
    public static let title = "Custom zoom from a grid"
    public static let group = DemoGroup.snapshots
    public static let summary = "A snapshot of the tapped cell flies to the detail's photo through convert(_:to:), and back on pop."

    private let zoom = ZoomNavigationDelegate()

    public init() {}

    public func makeRootViewController() -> UIViewController {
        let grid = SwatchGrid(side: 112, title: "Photos")
        let navigation = UINavigationController(rootViewController: grid)
        navigation.delegate = zoom
        grid.onSelect = { [zoom] indexPath in
            zoom.selected = indexPath
            let color = SwatchGrid.colors[indexPath.item % SwatchGrid.colors.count]
            grid.navigationController?.pushViewController(PhotoScreen(color: color), animated: true)
        }
        return navigation
    }

    public func run(from root: UIViewController) {
        guard let grid = (root as? UINavigationController)?.viewControllers.first as? SwatchGrid else { return }
        let item = IndexPath(item: 4, section: 0)
        grid.collectionView.selectItem(at: item, animated: false, scrollPosition: [])
        grid.onSelect?(item)
    }

    public func reverse(from root: UIViewController) {
        (root as? UINavigationController)?.popViewController(animated: true)
    }
}

/// The detail: one large photo under the bar.
@MainActor
final class PhotoScreen: UIViewController {
    let photo = UIView()
    let color: UIColor

    init(color: UIColor) {
        self.color = color
        super.init(nibName: nil, bundle: nil)
        title = "Photo"
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        photo.backgroundColor = color
        photo.frame = CGRect(x: 0, y: 140, width: 390, height: 390)
        view.addSubview(photo)
    }
}

/// Vends the zoom between the grid and the photo.
@MainActor
final class ZoomNavigationDelegate: NSObject, UINavigationControllerDelegate {
    var selected = IndexPath(item: 0, section: 0)

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        ZoomAnimator(push: operation == .push, selected: selected)
    }
}

/// Moves a view of the photo's colour between the cell's frame and the photo's.
@MainActor
final class ZoomAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let push: Bool
    let selected: IndexPath

    init(push: Bool, selected: IndexPath) {
        self.push = push
        self.selected = selected
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.5 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let from = transitionContext.viewController(forKey: .from), let to = transitionContext.viewController(forKey: .to),
              let grid = (push ? from : to) as? SwatchGrid, let detail = (push ? to : from) as? PhotoScreen,
              let toView = transitionContext.view(forKey: .to), let fromView = transitionContext.view(forKey: .from) else { return }
        toView.frame = transitionContext.finalFrame(for: to)
        if push { container.addSubview(toView) } else { container.insertSubview(toView, belowSubview: fromView) }
        toView.layoutIfNeeded()
        guard let cell = grid.collectionView.cellForItem(at: selected) else {
            return transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        let cellFrame = cell.convert(cell.bounds, to: container)
        let photoFrame = detail.photo.convert(detail.photo.bounds, to: container)
        let flying = UIView(frame: push ? cellFrame : photoFrame)
        flying.backgroundColor = detail.color
        flying.layer.cornerRadius = push ? 8 : 0
        container.addSubview(flying)
        cell.isHidden = true
        detail.photo.isHidden = true
        let fading = push ? toView : fromView
        if push { toView.alpha = 0 }
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, usingSpringWithDamping: 0.85,
                       initialSpringVelocity: 0, options: [], animations: {
                           flying.frame = self.push ? photoFrame : cellFrame
                           flying.layer.cornerRadius = self.push ? 0 : 8
                           fading.alpha = self.push ? 1 : 0
                       }, completion: { _ in
                           flying.removeFromSuperview()
                           cell.isHidden = false
                           detail.photo.isHidden = false
                           fading.alpha = 1
                           transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                       })
    }
}
