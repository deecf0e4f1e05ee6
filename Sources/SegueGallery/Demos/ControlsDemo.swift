import OpenUIKit

/// The controls on a pushed settings screen: a tapped switch slides its thumb
/// and fills a progress bar, a tapped segment slides its indicator and turns
/// the page control, and a spinner spins until the screen is popped.
public struct ControlsDemo: GalleryDemo {
    public static let name = "controls"
    public static let title = "Controls"
    public static let group = DemoGroup.navigation
    public static let summary = "UISwitch, UISegmentedControl, UIProgressView, UIPageControl and UIActivityIndicatorView on a pushed screen."

    /// Where the script taps (window points): the switch, then the third segment.
    static let switchPoint = CGPoint(x: 320, y: 215)
    static let segmentPoint = CGPoint(x: 295, y: 296)

    public init() {}

    public func makeRootViewController() -> UIViewController {
        UINavigationController(rootViewController: DemoScreen("Settings", color: DemoPalette.start, caption: "Run pushes the controls."))
    }

    public func run(from root: UIViewController) {
        (root as? UINavigationController)?.pushViewController(ControlsScreen(), animated: true)
    }

    public func reverse(from root: UIViewController) {
        guard let navigation = root as? UINavigationController else { return }
        (navigation.topViewController as? ControlsScreen)?.spinner.stopAnimating()
        navigation.popViewController(animated: true)
    }

    public var script: [DemoStep] {
        // No settle while the spinner spins: it never comes to rest by itself.
        [.wait(0.3), .run, .wait(0.8), .tap(Self.switchPoint), .wait(0.6), .tap(Self.segmentPoint), .wait(0.8),
         .tap(Self.switchPoint), .wait(0.6), .reverse, .settle, .wait(0.3)]
    }
}

/// The pushed screen: each control in a row, wired to the next.
final class ControlsScreen: UIViewController {
    let toggle = UISwitch(frame: CGRect(x: 295, y: 200, width: 0, height: 0))
    let segments = UISegmentedControl(items: ["Day", "Week", "Month"])
    let progress = UIProgressView(progressViewStyle: .default)
    let pages = UIPageControl(frame: CGRect(x: 95, y: 400, width: 200, height: 26))
    let spinner = UIActivityIndicatorView(style: .large)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Controls"
        view.backgroundColor = .systemGroupedBackground
        let label = UILabel(frame: CGRect(x: 20, y: 200, width: 200, height: 31))
        label.text = "Wi-Fi"
        view.addSubview(label)
        view.addSubview(toggle)
        toggle.addAction(UIAction { [unowned self] _ in
            progress.setProgress(toggle.isOn ? 0.85 : 0.3, animated: true)
        }, for: .valueChanged)

        segments.frame = CGRect(x: 20, y: 280, width: 350, height: 32)
        segments.selectedSegmentIndex = 0
        segments.addAction(UIAction { [unowned self] _ in pages.currentPage = segments.selectedSegmentIndex }, for: .valueChanged)
        view.addSubview(segments)

        progress.frame = CGRect(x: 20, y: 350, width: 350, height: 4)
        progress.progress = 0.3
        view.addSubview(progress)

        pages.numberOfPages = 3
        view.addSubview(pages)

        spinner.center = CGPoint(x: 195, y: 480)
        spinner.startAnimating()
        view.addSubview(spinner)
    }
}
