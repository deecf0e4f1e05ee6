import OpenUIKit

/// iOS 18's zoom transition from a grid of colour tiles: the tapped tile's
/// detail is pushed with `preferredTransition = .zoom`, growing out of the
/// tile; dragging it down (or swiping from the leading edge) shrinks it back
/// into the tile it came from. No animator, no delegate: UIKit's built-in zoom.
public struct ZoomTransitionDemo: GalleryDemo {
    public static let name = "zoom-transition"
    public static let title = "Zoom from a grid"
    public static let group = DemoGroup.navigation
    public static let summary = "preferredTransition = .zoom pushes the tile's detail out of the tile; a drag down zooms it back."

    public init() {}

    public func makeRootViewController() -> UIViewController {
        let grid = SwatchGrid(side: 112, title: "Tiles")
        grid.onSelect = { [weak grid] indexPath in
            guard let grid else { return }
            grid.navigationController?.pushViewController(ZoomTransitionDemo.detail(for: indexPath, in: grid), animated: true)
        }
        return UINavigationController(rootViewController: grid)
    }

    /// The detail of the tile at `indexPath`, zooming from that tile's cell (asked again on the way back).
    static func detail(for indexPath: IndexPath, in grid: SwatchGrid) -> UIViewController {
        let detail = TileDetailScreen(color: SwatchGrid.colors[indexPath.item % SwatchGrid.colors.count],
                                      title: "Tile \(indexPath.item + 1)")
        detail.preferredTransition = .zoom { [weak grid] _ in grid?.collectionView.cellForItem(at: indexPath) }
        return detail
    }

    public func run(from root: UIViewController) {
        guard let grid = (root as? UINavigationController)?.viewControllers.first as? SwatchGrid else { return }
        grid.onSelect?(IndexPath(item: 4, section: 0))
    }

    public func reverse(from root: UIViewController) {
        (root as? UINavigationController)?.popViewController(animated: true)
    }

    /// Push, then pull the detail down with a finger to zoom it back into its tile.
    public var script: [DemoStep] {
        [.wait(0.3), .run, .settle, .wait(0.4),
         .drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 620), duration: 0.5, release: true), .settle, .wait(0.3)]
    }
}

/// The zoom presentation from the same grid: the detail is presented (full
/// screen, as a zoom always is) and a pinch or a drag down dismisses it.
public struct ZoomPresentationDemo: GalleryDemo {
    public static let name = "zoom-presentation"
    public static let title = "Zoom presentation from a grid"
    public static let group = DemoGroup.builtInStyles
    public static let summary = "present(_:animated:) of a controller whose preferredTransition is .zoom grows it out of the tile."

    public init() {}

    public func makeRootViewController() -> UIViewController {
        let grid = SwatchGrid(side: 112, title: "Tiles")
        grid.onSelect = { [weak grid] indexPath in
            guard let grid else { return }
            grid.present(ZoomTransitionDemo.detail(for: indexPath, in: grid), animated: true)
        }
        return grid
    }

    public func run(from root: UIViewController) {
        (root as? SwatchGrid)?.onSelect?(IndexPath(item: 7, section: 0))
    }

    public func reverse(from root: UIViewController) {
        root.presentedViewController?.dismiss(animated: true)
    }

    /// Present, then pinch the detail closed to zoom it back into its tile.
    public var script: [DemoStep] {
        [.wait(0.3), .run, .settle, .wait(0.4), .pinch(center: CGPoint(x: 195, y: 420), from: 1, to: 0.4, duration: 0.4),
         .settle, .wait(0.3)]
    }
}

/// A tile's detail: its colour, with a label.
@MainActor
final class TileDetailScreen: UIViewController {
    private let color: UIColor

    init(color: UIColor, title: String) {
        self.color = color
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = color
        let label = UILabel()
        label.text = title
        label.textColor = .white
        label.font = .boldSystemFont(ofSize: 34)
        label.textAlignment = .center
        label.frame = CGRect(x: 0, y: view.bounds.midY - 30, width: view.bounds.width, height: 60)
        label.autoresizingMask = [.flexibleWidth, .flexibleTopMargin, .flexibleBottomMargin]
        view.addSubview(label)
    }
}
