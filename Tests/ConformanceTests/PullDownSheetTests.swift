import Testing
import OpenUIKit
import SegueTesting

/// Slides the presented view down off the screen.
@MainActor
final class SlideDownAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.4 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from) else { return }
        let start = fromView.frame
        UIView.animate(withDuration: 0.4, delay: 0, options: [.curveLinear], animations: {
            fromView.frame = start.offsetBy(dx: 0, dy: transitionContext.containerView.bounds.height)
        }, completion: { _ in
            let completed = !transitionContext.transitionWasCancelled
            if completed { fromView.removeFromSuperview() }
            transitionContext.completeTransition(completed)
        })
    }
}

/// The pull-down-to-dismiss sheet as iOS apps write it: a scroll view fills
/// the sheet; a second pan, recognized alongside the scroll view's, takes over
/// once the content is at its top and the finger pulls down, and drives a
/// percent-driven dismissal.
@MainActor
final class PullDownSheetController: UIViewController, UIViewControllerTransitioningDelegate, UIGestureRecognizerDelegate {
    let scrollView = UIScrollView()
    let dismissPan = UIPanGestureRecognizer()
    private(set) var interaction: UIPercentDrivenInteractiveTransition?
    private var pullStart: CGFloat = 0
    private(set) var startedDismissals = 0

    init() {
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .overFullScreen
        transitioningDelegate = self
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemTeal
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.contentSize = CGSize(width: 390, height: 3000)
        view.addSubview(scrollView)
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: view.topAnchor),
            scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
        dismissPan.addTarget(self, action: Selector(PullDownSheetController.handlePull(_:)))
        dismissPan.delegate = self
        view.addGestureRecognizer(dismissPan)
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        otherGestureRecognizer === scrollView.panGestureRecognizer
    }

    /// How far the finger has pulled the sheet down since the dismissal began.
    private(set) var pulled: CGFloat = 0

    private var isAtTop: Bool { scrollView.contentOffset.y <= -scrollView.adjustedContentInset.top }

    private func handlePull(_ pan: UIPanGestureRecognizer) {
        let translation = pan.translation(in: view).y
        switch pan.state {
        case .changed:
            if interaction == nil, isAtTop, translation > 0, pan.velocity(in: view).y > 0 {
                interaction = UIPercentDrivenInteractiveTransition()
                pullStart = translation
                startedDismissals += 1
                dismiss(animated: true)
            }
            guard let interaction else { return }
            // While the sheet follows the finger, the content stays at its top.
            scrollView.contentOffset = CGPoint(x: 0, y: -scrollView.adjustedContentInset.top)
            pulled = max(0, translation - pullStart)
            interaction.update(pulled / view.bounds.height)
        case .ended, .cancelled:
            guard let interaction else { return }
            self.interaction = nil
            if interaction.percentComplete > 0.3 || pan.velocity(in: view).y > 1000 {
                interaction.finish()
            } else {
                interaction.cancel()
            }
        default:
            break
        }
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        SlideDownAnimator()
    }

    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? {
        interaction
    }
}

/// Spec R4.x with a scroll view: the pan moves from the content to the dismissal at the content's top.
@MainActor
@Suite(.serialized, .checksDiagnostics) struct PullDownSheetTests {
    private func presentSheet() throws -> (TestHost, UIViewController, PullDownSheetController) {
        let (host, root) = hostWithRoot()
        let sheet = PullDownSheetController()
        keepAlive(sheet)
        root.present(sheet, animated: false)
        try host.runUntilIdle()
        #expect(sheet.scrollView.frame == host.window.bounds, "laid out by its constraints")
        return (host, root, sheet)
    }

    @Test func pullingDownAtTheTopDismissesInteractively() throws {
        // R14.4: at its top, the scroll view hands a downward drag to the dismissal through gesture-recognizer delegate methods (shouldRecognizeSimultaneouslyWith).
        let (host, root, sheet) = try presentSheet()
        host.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 200, y: 500), duration: 0.6, release: false)
        #expect(sheet.startedDismissals == 1 && sheet.scrollView.contentOffset.y == 0, "the content does not rubber-band")
        let shownTop = try #require(sheet.view.layer.presentation()).frame.minY
        // A linear slide over the screen's height, scrubbed by pulled ÷ height: the top is where the finger pulled it.
        #expect(sheet.pulled > 250 && abs(shownTop - sheet.pulled) < 0.5, "the sheet follows the finger: \(shownTop), pulled \(sheet.pulled)")
        saveFrame(host.render(), "pull-down-sheet-mid", in: "scroll")
        host.drag(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 520), duration: 0.1)
        try host.runUntilIdle()
        #expect(root.presentedViewController == nil && sheet.view.window == nil, "dismissed")
    }

    @Test func aShortPullCancelsAndTheSheetStays() throws {
        let (host, root, sheet) = try presentSheet()
        host.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 200, y: 300), duration: 0.8, release: false)
        #expect(sheet.startedDismissals == 1)
        host.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 300), duration: 0.3)
        try host.runUntilIdle()
        #expect(root.presentedViewController === sheet && sheet.view.frame.minY == 0, "the sheet came back")
        #expect(sheet.scrollView.contentOffset.y == 0)
    }

    @Test func belowTheTopTheContentScrollsInstead() throws {
        // R14.4: below its top the same drag scrolls the content; no dismissal starts.
        let (host, root, sheet) = try presentSheet()
        sheet.scrollView.contentOffset = CGPoint(x: 0, y: 600)
        host.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 200, y: 400), duration: 0.8, release: false)
        #expect(sheet.startedDismissals == 0, "the content is not at its top")
        #expect(abs(sheet.scrollView.contentOffset.y - 400) < 1, "the content followed the finger: \(sheet.scrollView.contentOffset.y)")
        host.drag(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 200, y: 400), duration: 0.3)
        try host.runUntilIdle()
        #expect(root.presentedViewController === sheet)
    }
}
