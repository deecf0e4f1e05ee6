// Issue 32, point 1: code published libraries write with no isolation
// annotations, which Apple's SDK compiles in Swift 5 mode with warnings at
// most (its UIKit declarations are @preconcurrency). Swift 5 mode only: in
// Swift 6 mode these are errors, on iOS as here.
import Testing
import UIKit
import SegueTesting

/// Follows a scroll view from a plain class: observes in its (nonisolated)
/// initializer, invalidates and observes again from plain methods and `deinit`.
final class PlainScrollTracker: NSObject {
    private var observation: NSKeyValueObservation?
    private(set) var offsets: [CGFloat] = []
    private weak var scrollView: UIScrollView?

    init(scrollView: UIScrollView) {
        self.scrollView = scrollView
        super.init()
        observe(scrollView)
    }

    func observe(_ scrollView: UIScrollView) {
        observation = scrollView.observe(\.contentOffset, options: [.new]) { [weak self] _, change in
            if let y = change.newValue?.y { self?.offsets.append(y) }
        }
    }

    func restart() {
        observation?.invalidate()
        if let scrollView { observe(scrollView) }
    }

    deinit {
        observation?.invalidate()
        if let scrollView { _ = scrollView.observe(\.bounds) { _, _ in } }
        NotificationCenter.default.removeObserver(self)
    }
}

/// Reads layout guides and asks about selectors from plain code.
final class PlainLayoutReader {
    func topGuideLength(of controller: UIViewController) -> CGFloat {
        controller.topLayoutGuide.length
    }

    func canAskForViews(_ context: UIViewControllerContextTransitioning) -> Bool {
        context.responds(to: Selector(UIViewControllerContextTransitioning.view(forKey:)))
    }
}

/// A display link driven from a plain class, target and selector, invalidated in `deinit`.
class PlainDisplayLinkDriver: NSObject {
    private var link: CADisplayLink?
    private(set) var ticks = 0
    let view: UIView

    init(view: UIView) {
        self.view = view
        super.init()
    }

    func start() {
        link = CADisplayLink(target: self, selector: Selector(PlainDisplayLinkDriver.tick))
        link?.add(to: .main, forMode: .common)
    }

    func tick() {
        ticks += 1
        view.alpha = 0.5
    }

    func stop() {
        link?.invalidate()
    }

    deinit {
        link?.invalidate()
    }
}

@MainActor
@Suite(.checksDiagnostics) struct Swift5IsolationPatternTests {
    @Test func plainClassesObserveAndInvalidate() throws {
        let host = TestHost()
        let home = UIViewController()
        host.window.rootViewController = home
        let scrollView = UIScrollView(frame: home.view.bounds)
        scrollView.contentSize = CGSize(width: 390, height: 2000)
        home.view.addSubview(scrollView)
        var tracker: PlainScrollTracker? = PlainScrollTracker(scrollView: scrollView)
        scrollView.contentOffset = CGPoint(x: 0, y: 10)
        tracker!.restart()
        scrollView.contentOffset = CGPoint(x: 0, y: 20)
        #expect(tracker!.offsets == [10, 20])
        weak let released = tracker
        tracker = nil
        #expect(released == nil)
        scrollView.contentOffset = CGPoint(x: 0, y: 30)
        try host.runUntilIdle()
    }

    @Test func plainCodeReadsGuidesAndSelectors() throws {
        let host = TestHost()
        let navigation = UINavigationController(rootViewController: UIViewController())
        host.window.rootViewController = navigation
        try host.runUntilIdle()
        let reader = PlainLayoutReader()
        #expect(reader.topGuideLength(of: navigation.topViewController!) > 0)

        final class Animator: NSObject, UIViewControllerAnimatedTransitioning {
            let reader = PlainLayoutReader()
            var answered: Bool?
            func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.1 }
            func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
                answered = reader.canAskForViews(transitionContext)
                transitionContext.containerView.addSubview(transitionContext.view(forKey: .to)!)
                transitionContext.completeTransition(true)
            }
        }
        final class Delegate: NSObject, UIViewControllerTransitioningDelegate {
            let animator = Animator()
            func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                     source: UIViewController) -> UIViewControllerAnimatedTransitioning? { animator }
        }
        let delegate = Delegate()
        let presented = UIViewController()
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = delegate
        navigation.present(presented, animated: true)
        try host.runUntilIdle()
        #expect(delegate.animator.answered == true)
    }

    @Test func plainDisplayLinkDriver() throws {
        let host = TestHost()
        let home = UIViewController()
        host.window.rootViewController = home
        var driver: PlainDisplayLinkDriver? = PlainDisplayLinkDriver(view: home.view)
        driver!.start()
        host.advance(by: 0.1)
        #expect(driver!.ticks >= 5 && home.view.alpha == 0.5)
        weak let released = driver
        driver!.stop()
        driver = nil
        #expect(released == nil, "invalidating released the link's hold on its target")
    }
}
