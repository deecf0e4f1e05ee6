import OpenUIKit

/// Seed 001: pushing a collection view controller with
/// `useLayoutToLayoutNavigationTransitions` animates the same collection view
/// from the grid's layout to the pushed one's; popping animates back.
public struct LayoutToLayoutDemo: GalleryDemo {
    public static let name = "layout-to-layout"
    public static let title = "Layout-to-layout push"
    public static let group = DemoGroup.collectionLayouts
    public static let summary = "No new view slides in: the grid's own collection view changes layout, and the pop changes it back."

    public init() {}

    public func makeRootViewController() -> UIViewController {
        UINavigationController(rootViewController: SwatchGrid(side: 104, title: "Apples"))
    }

    public func run(from root: UIViewController) {
        let mini = SwatchGrid(side: 52, title: "Mini apples")
        mini.useLayoutToLayoutNavigationTransitions = true
        (root as? UINavigationController)?.pushViewController(mini, animated: true)
    }

    public func reverse(from root: UIViewController) {
        (root as? UINavigationController)?.popViewController(animated: true)
    }
}

/// A pinch drives an interactive change of layout: past half-way it
/// finishes, short of it it cancels.
public struct PinchLayoutDemo: GalleryDemo {
    public static let name = "pinch-layout"
    public static let title = "Pinch between layouts"
    public static let group = DemoGroup.collectionLayouts
    public static let summary = "startInteractiveTransition(to:) follows the pinch through transitionProgress; release finishes or cancels."

    private let driver = PinchToLayoutDriver()

    public init() {}

    public func makeRootViewController() -> UIViewController {
        let grid = SwatchGrid(side: 104, title: "Pinch")
        let navigation = UINavigationController(rootViewController: grid)
        grid.loadViewIfNeeded()
        driver.attach(to: grid.collectionView)
        return navigation
    }

    public func run(from root: UIViewController) {}

    public var script: [DemoStep] {
        [.wait(0.3), .pinch(center: CGPoint(x: 195, y: 450), from: 1, to: 0.75, duration: 0.6), .settle, .wait(0.3),
         .pinch(center: CGPoint(x: 195, y: 450), from: 1, to: 0.3, duration: 0.8), .settle, .wait(0.5)]
    }
}

/// Turns a pinch (in, from 1 to 0) into an interactive change to a denser layout.
@MainActor
final class PinchToLayoutDriver: NSObject {
    private weak var collectionView: UICollectionView?
    private var transition: UICollectionViewTransitionLayout?

    func attach(to collectionView: UICollectionView) {
        self.collectionView = collectionView
        collectionView.addGestureRecognizer(UIPinchGestureRecognizer(target: self, action: Selector(PinchToLayoutDriver.pinch(_:))))
    }

    func pinch(_ gesture: UIPinchGestureRecognizer) {
        guard let collectionView else { return }
        let progress = min(max((1 - gesture.scale) / 0.6, 0), 1)
        switch gesture.state {
        case .began:
            let dense = UICollectionViewFlowLayout()
            dense.itemSize = CGSize(width: 40, height: 40)
            dense.minimumLineSpacing = 6
            dense.minimumInteritemSpacing = 6
            dense.sectionInset = UIEdgeInsets(top: 12, left: 12, bottom: 12, right: 12)
            transition = collectionView.startInteractiveTransition(to: dense)
        case .changed:
            transition?.transitionProgress = progress
        case .ended, .cancelled:
            if progress > 0.5 { collectionView.finishInteractiveTransition() } else { collectionView.cancelInteractiveTransition() }
            transition = nil
        default:
            break
        }
    }
}
