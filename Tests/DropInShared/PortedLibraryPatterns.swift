// Patterns published iOS transition libraries use (issue 32), written as
// their authors write them once `segue-port` has rewritten `#selector` and
// `@objc`: both drop-in targets compile this file, in Swift 6 and Swift 5
// language mode, and PortedPatternScenarios runs it.
import UIKit

/// Watches a scroll view and the status bar; tears its observations down in
/// `deinit`, which is nonisolated.
class ObservingSheetController: UIViewController {
    let scrollView = UIScrollView()
    var observation: NSKeyValueObservation?
    private(set) var offsets: [CGFloat] = []
    private(set) var statusBarFrames: [CGRect] = []

    init() {
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.frame = view.bounds
        scrollView.contentSize = CGSize(width: view.bounds.width, height: view.bounds.height * 3)
        scrollView.scrollIndicatorInsets = UIEdgeInsets(top: 10, left: 0, bottom: 10, right: 2)
        view.addSubview(scrollView)
        observation = scrollView.observe(\.contentOffset, options: [.new]) { [weak self] _, change in
            if let offset = change.newValue { self?.offsets.append(offset.y) }
        }
        NotificationCenter.default.addObserver(self, selector: Selector(ObservingSheetController.statusBarFrameDidChange(_:)),
                                               name: UIApplication.didChangeStatusBarFrameNotification, object: nil)
    }

    func statusBarFrameDidChange(_ notification: Notification) {
        if let value = notification.userInfo?[UIApplication.statusBarFrameUserInfoKey] as? NSValue {
            statusBarFrames.append(value.cgRectValue)
        }
    }

    deinit {
        observation?.invalidate()
        NotificationCenter.default.removeObserver(self)
    }
}

/// Overrides `present` and `dismiss`, as libraries that route presentations through a base controller do.
class RoutingViewController: UIViewController {
    private(set) var routed: [String] = []

    override func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        routed.append("present \(viewControllerToPresent.title ?? "?")")
        super.present(viewControllerToPresent, animated: flag, completion: completion)
    }

    override func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        routed.append("dismiss")
        super.dismiss(animated: flag, completion: completion)
    }
}

/// Overrides the controller properties bars and containers read.
class FullBleedDetailController: UIViewController {
    private let item = UINavigationItem(title: "Detail")
    private let tab = UITabBarItem(title: "Photos", image: nil, tag: 7)

    override var hidesBottomBarWhenPushed: Bool {
        get { true }
        set { super.hidesBottomBarWhenPushed = newValue }
    }

    override var navigationItem: UINavigationItem { item }

    override var toolbarItems: [UIBarButtonItem]? {
        get { [UIBarButtonItem(title: "Share", style: .plain, target: nil, action: nil)] }
        set { super.toolbarItems = newValue }
    }

    override var tabBarItem: UITabBarItem! {
        get { tab }
        set { super.tabBarItem = newValue }
    }

    override var additionalSafeAreaInsets: UIEdgeInsets {
        get { UIEdgeInsets(top: 0, left: 0, bottom: 30, right: 0) }
        set { super.additionalSafeAreaInsets = newValue }
    }
}

/// A view that lays itself out again when its size classes change.
class CompactAwareView: UIView {
    private(set) var changes: [(UIUserInterfaceSizeClass, UIUserInterfaceSizeClass)] = []

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        changes.append((previousTraitCollection?.verticalSizeClass ?? .unspecified, traitCollection.verticalSizeClass))
    }
}

/// Drives a custom animation from a display link made with a target and a
/// selector (Swift5IsolationPatterns.swift has the unannotated Swift 5 form).
@MainActor
class DisplayLinkDriver: NSObject {
    private var link: CADisplayLink?
    private(set) var timestamps: [CFTimeInterval] = []
    private let view: UIView

    init(view: UIView) {
        self.view = view
        super.init()
    }

    func start() {
        let link = CADisplayLink(target: self, selector: Selector(DisplayLinkDriver.step(_:)))
        link.add(to: .main, forMode: .common)
        self.link = link
    }

    func step(_ link: CADisplayLink) {
        timestamps.append(link.timestamp)
        view.alpha = max(0, view.alpha - 0.1)
        if timestamps.count == 5 { stop() }
    }

    func stop() {
        link?.invalidate()
        link = nil
    }
}

/// Keeps popovers as popovers on a phone.
class PopoverKeeper: NSObject, UIPopoverPresentationControllerDelegate {
    private(set) var prepared = 0

    func adaptivePresentationStyle(for controller: UIPresentationController,
                                   traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        .none
    }

    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {
        prepared += 1
    }
}

/// Subclasses of the classes Apple declares open.
class SnappySpring: UISpringTimingParameters {
    override init() {
        super.init(dampingRatio: 0.7, initialVelocity: CGVector(dx: 0, dy: 2))
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

class LinearTiming: UICubicTimingParameters {
    override var controlPoint1: CGPoint { CGPoint(x: 0, y: 0) }
    override var controlPoint2: CGPoint { CGPoint(x: 1, y: 1) }
    override var timingCurveType: UITimingCurveType { .cubic }
}

class ArrowlessPopoverController: UIPopoverPresentationController {
    override var frameOfPresentedViewInContainerView: CGRect {
        var frame = super.frameOfPresentedViewInContainerView
        frame.origin.y += 4
        return frame
    }
}

/// A tab bar delegate compared and asked as an `NSObjectProtocol`.
class TabSwitchDelegate: NSObject, UITabBarControllerDelegate, UITabBarDelegate {
    private(set) var selections = 0

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        selections += 1
    }
}

/// A button handler that returns a value.
class CountingTarget: NSObject {
    private(set) var taps = 0

    @discardableResult
    func handleTap(_ sender: Any) -> Bool {
        taps += 1
        return true
    }

    @discardableResult
    func reset() -> Int {
        defer { taps = 0 }
        return taps
    }
}

/// Snapshots a view with the pre-iOS 10 image context functions.
enum LegacySnapshot {
    @MainActor
    static func image(of view: UIView) -> UIImage? {
        UIGraphicsBeginImageContextWithOptions(view.bounds.size, false, 0)
        defer { UIGraphicsEndImageContext() }
        guard let context = UIGraphicsGetCurrentContext() else { return nil }
        view.layer.render(in: context)
        return UIGraphicsGetImageFromCurrentImageContext()
    }
}

/// A pixel-art view: no smoothing when its image is scaled up.
class PixelArtView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.magnificationFilter = .nearest
        layer.minificationFilter = .trilinear
        layer.minificationFilterBias = 0.1
        directionalLayoutMargins = NSDirectionalEdgeInsets(top: 4, leading: 12, bottom: 4, trailing: 6)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
