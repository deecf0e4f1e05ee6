import Foundation
import Testing
import OpenUIKit
import SegueTesting

/// What the test doubles below were really called with, in order: observed by
/// the doubles themselves, independent of the trace Segue writes about itself.
/// `hostWithRoot()` starts it afresh.
@MainActor
enum ObservedCalls {
    private(set) static var log: [String] = []
    static func record(_ call: String) { log.append(call) }
    static func clear() { log.removeAll() }
    /// The calls whose receiver is `name` ("B.viewWillAppear" → "viewWillAppear").
    static func of(_ name: String) -> [String] {
        log.filter { $0.hasPrefix(name + ".") }.map { String($0.dropFirst(name.count + 1)) }
    }
}

/// A controller that is named in the trace by its title, and records its real appearance calls.
@MainActor
final class NamedController: UIViewController {
    init(_ name: String, color: UIColor = .systemBlue) {
        super.init(nibName: nil, bundle: nil)
        title = name
        self.color = color
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    private func observe(_ call: String) { ObservedCalls.record("\(title ?? "?").\(call)") }
    var onViewIsAppearing: ((NamedController) -> Void)?
    override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        observe("viewIsAppearing")
        onViewIsAppearing?(self)
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        observe("viewDidAppear")
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        observe("viewWillDisappear")
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        observe("viewDidDisappear")
    }
    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        observe("viewWillLayoutSubviews")
    }
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        observe("viewDidLayoutSubviews")
    }

    private var color: UIColor = .systemBlue
    var onViewWillAppear: ((NamedController) -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = color
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        observe("viewWillAppear")
        onViewWillAppear?(self)
    }
}

/// Slides the presented view in from the right over `duration`, and out on dismissal.
@MainActor
final class SlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let duration: TimeInterval
    let presenting: Bool
    var context: (any UIViewControllerContextTransitioning)?
    var completesTransition = true

    init(presenting: Bool, duration: TimeInterval = 0.5) {
        self.presenting = presenting
        self.duration = duration
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        transitionContext?.isAnimated == false ? 0 : duration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        ObservedCalls.record("SlideAnimator.animateTransition")
        context = transitionContext
        let container = transitionContext.containerView
        let width = container.bounds.width
        if presenting {
            guard let view = transitionContext.view(forKey: .to), let to = transitionContext.viewController(forKey: .to) else { return }
            let final = transitionContext.finalFrame(for: to)
            view.frame = final.offsetBy(dx: width, dy: 0)
            container.addSubview(view)
            UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: [.curveLinear], animations: {
                view.frame = final
            }, completion: { _ in
                let completed = !transitionContext.transitionWasCancelled
                if !completed { view.removeFromSuperview() }
                if self.completesTransition { transitionContext.completeTransition(completed) }
            })
        } else {
            guard let view = transitionContext.view(forKey: .from) else { return }
            let start = view.frame
            UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: [.curveLinear], animations: {
                view.frame = start.offsetBy(dx: width, dy: 0)
            }, completion: { _ in
                let completed = !transitionContext.transitionWasCancelled
                if completed { view.removeFromSuperview() }
                if self.completesTransition { transitionContext.completeTransition(completed) }
            })
        }
    }

    func animationEnded(_ transitionCompleted: Bool) {
        ObservedCalls.record("SlideAnimator.animationEnded(\(transitionCompleted))")
    }
}

/// Shows the presented view in the right half with a dimming view faded alongside.
@MainActor
final class HalfPresentationController: UIPresentationController {
    let dimmingView = UIView()
    var layoutCount = 0

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        return CGRect(x: bounds.midX, y: 0, width: bounds.width / 2, height: bounds.height)
    }

    override func presentationTransitionWillBegin() {
        ObservedCalls.record("HalfPresentationController.presentationTransitionWillBegin")
        guard let containerView else { return }
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.5)
        dimmingView.frame = containerView.bounds
        dimmingView.alpha = 0
        containerView.insertSubview(dimmingView, at: 0)
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dimmingView.alpha = 1 })
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        ObservedCalls.record("HalfPresentationController.presentationTransitionDidEnd(\(completed))")
        if !completed { dimmingView.removeFromSuperview() }
    }

    override func dismissalTransitionWillBegin() {
        ObservedCalls.record("HalfPresentationController.dismissalTransitionWillBegin")
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dimmingView.alpha = 0 })
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        ObservedCalls.record("HalfPresentationController.dismissalTransitionDidEnd(\(completed))")
        if completed { dimmingView.removeFromSuperview() }
    }

    override func containerViewWillLayoutSubviews() {
        layoutCount += 1
        dimmingView.frame = containerView?.bounds ?? .zero
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}

/// A transitioning delegate vending what a test sets.
@MainActor
final class TestTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    var presentAnimator: (any UIViewControllerAnimatedTransitioning)?
    var dismissAnimator: (any UIViewControllerAnimatedTransitioning)?
    var presentInteraction: (any UIViewControllerInteractiveTransitioning)?
    var dismissInteraction: (any UIViewControllerInteractiveTransitioning)?
    var makePresentationController: ((UIViewController, UIViewController?) -> UIPresentationController?)?

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        ObservedCalls.record("TestTransitioningDelegate.animationController(forPresented:presenting:source:)")
        return presentAnimator
    }
    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        ObservedCalls.record("TestTransitioningDelegate.animationController(forDismissed:)")
        return dismissAnimator
    }
    func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? {
        ObservedCalls.record("TestTransitioningDelegate.interactionControllerForPresentation(using:)")
        return presentInteraction
    }
    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? {
        ObservedCalls.record("TestTransitioningDelegate.interactionControllerForDismissal(using:)")
        return dismissInteraction
    }
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        ObservedCalls.record("TestTransitioningDelegate.presentationController(forPresented:presenting:source:)")
        return makePresentationController?(presented, presenting)
    }

    /// Makes this the `.custom` transitioning delegate of `presented`, kept alive (the link is weak).
    func attach(to presented: UIViewController) {
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = self
        keepAlive(self)
    }
}

/// A host with root controller "A" in its window.
@MainActor
func hostWithRoot(_ root: UIViewController = NamedController("A", color: .systemGray)) -> (TestHost, UIViewController) {
    let host = TestHost()
    host.window.rootViewController = root
    host.trace.clear()
    ObservedCalls.clear()
    return (host, root)
}

/// Entries an exact sequence check leaves out, named by the test that leaves them out.
enum Ignored: CustomStringConvertible, Sendable {
    /// Every entry equal to this string.
    case entry(String)
    /// Every entry that starts with this string (a whole family: `"Delegate."`).
    case prefix(String)
    /// Every entry that ends with this string (`".viewWillLayoutSubviews"`).
    case suffix(String)
    /// Every entry the predicate accepts; `name` says which in a failure.
    case matching(_ name: String, @Sendable (String) -> Bool)

    /// The layout callbacks of every controller (R1.1.3 steps 6 and 8), for
    /// tests about the appearance or transition order around them.
    static let layout: [Ignored] = [.suffix(".viewWillLayoutSubviews"), .suffix(".viewDidLayoutSubviews")]

    func covers(_ entry: String) -> Bool {
        switch self {
        case .entry(let ignored): entry == ignored
        case .prefix(let prefix): entry.hasPrefix(prefix)
        case .suffix(let suffix): entry.hasSuffix(suffix)
        case .matching(_, let predicate): predicate(entry)
        }
    }

    var description: String {
        switch self {
        case .entry(let ignored): "\"\(ignored)\""
        case .prefix(let prefix): "\"\(prefix)…\""
        case .suffix(let suffix): "\"…\(suffix)\""
        case .matching(let name, _): name
        }
    }
}

/// Why `entries`, without those `ignoring` covers, is not exactly `expected`:
/// both sequences and the first index where they differ; nil when they are equal.
func sequenceMismatch(_ expected: [String], in entries: [String], ignoring: [Ignored] = []) -> String? {
    let actual = entries.filter { entry in !ignoring.contains { $0.covers(entry) } }
    guard actual != expected else { return nil }
    let index = zip(expected, actual).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        ?? min(expected.count, actual.count)
    func at(_ sequence: [String]) -> String { index < sequence.count ? sequence[index] : "(end)" }
    var message = "sequences differ at index \(index): expected \(at(expected)), got \(at(actual))"
    message += "\n  expected (\(expected.count)): \(expected)"
    message += "\n  actual   (\(actual.count)): \(actual)"
    if !ignoring.isEmpty { message += "\n  ignoring: \(ignoring.map(\.description).joined(separator: ", "))" }
    return message
}

/// Expects `entries` to be exactly `expected` once the entries `ignoring`
/// covers are left out: a missing, extra, duplicated or reordered entry fails,
/// and the failure prints both sequences and the first index where they differ.
func expectSequence(_ expected: [String], in entries: [String], ignoring: [Ignored] = [],
                    _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
    guard let mismatch = sequenceMismatch(expected, in: entries, ignoring: ignoring) else { return }
    Issue.record("\(comment.map { "\($0): " } ?? "")\(mismatch)", sourceLocation: sourceLocation)
}

/// `expectSequence` on a transition trace's callbacks.
@MainActor
func expectSequence(_ expected: [String], in trace: TransitionTrace, ignoring: [Ignored] = [],
                    _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
    expectSequence(expected, in: trace.callbacks, ignoring: ignoring, comment, sourceLocation: sourceLocation)
}

/// Objects kept alive for the whole test run: transitioning delegates are held
/// weakly, as on iOS, so a test that builds one inline must keep it somewhere.
@MainActor private var objectsKeptAlive: [AnyObject] = []

@MainActor
func keepAlive(_ object: AnyObject) {
    objectsKeptAlive.append(object)
}

/// Writes `image` to `out/<folder>/<name>.png`, for looking at.
func saveFrame(_ image: CGImage, _ name: String, in folder: String) {
    let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("out/\(folder)")
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try? image.writePNG(to: directory.appendingPathComponent("\(name).png"))
}
