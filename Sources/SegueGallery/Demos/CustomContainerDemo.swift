import OpenUIKit

/// A container view controller of one's own switches between two children
/// with `transition(from:to:duration:options:animations:completion:)`.
public struct CustomContainerDemo: GalleryDemo {
    public static let name = "custom-container"
    public static let title = "A container of your own"
    public static let group = DemoGroup.customContainers
    public static let summary = "The container moves children in and out with the containment calls, sliding one over the other."

    public init() {}

    public func makeRootViewController() -> UIViewController {
        SlidingContainer(children: [DemoScreen("First", color: DemoPalette.start), DemoScreen("Second", color: DemoPalette.third)])
    }

    public func run(from root: UIViewController) {
        (root as? SlidingContainer)?.show(index: 1)
    }

    public func reverse(from root: UIViewController) {
        (root as? SlidingContainer)?.show(index: 0)
    }
}

/// Shows one child at a time; `show(index:)` slides to another.
@MainActor
final class SlidingContainer: UIViewController {
    private let pages: [UIViewController]
    private var current = 0

    init(children: [UIViewController]) {
        pages = children
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        guard let first = pages.first else { return }
        addChild(first)
        first.view.frame = view.bounds
        view.addSubview(first.view)
        first.didMove(toParent: self)
    }

    func show(index: Int) {
        guard index != current, pages.indices.contains(index) else { return }
        let from = pages[current], to = pages[index]
        let direction: CGFloat = index > current ? 1 : -1
        let width = view.bounds.width
        current = index
        from.willMove(toParent: nil)
        addChild(to)
        to.view.frame = view.bounds.offsetBy(dx: direction * width, dy: 0)
        transition(from: from, to: to, duration: 0.5, options: [.curveEaseInOut], animations: {
            to.view.frame = self.view.bounds
            from.view.frame = self.view.bounds.offsetBy(dx: -direction * width / 3, dy: 0)
            from.view.alpha = 0.4
        }, completion: { _ in
            from.view.alpha = 1
            from.removeFromParent()
            to.didMove(toParent: self)
        })
    }
}
