/// One modal presentation, from `present` until its dismissal ends: the
/// controllers, the presentation controller, the container, and where the
/// presenter's view was when a full-screen presentation removed it.
@MainActor
final class ModalPresentation {
    /// A presentation or dismissal is being set up or animated (R6.3.4, §12).
    static var isTransitioning: Bool {
        get { UIKitRuntimeState.current.isModalTransitioning }
        set { UIKitRuntimeState.current.isModalTransitioning = newValue }
    }

    /// Whether a presentation or dismissal is under way: new ones are refused
    /// (R6.3.4). Other containers' transitions (a push, a custom container's
    /// switch) do not count: they run beside presentations.
    static var isBusy: Bool { isTransitioning }

    private(set) var presented: UIViewController
    private(set) var presenter: UIViewController
    let source: UIViewController
    /// The style asked for (`.automatic` and sheets resolved for the screen, R1.11.1).
    let requestedStyle: UIModalPresentationStyle
    /// The style the presentation uses once adapted to its environment (R5.6):
    /// its context and its dismissal's context carry it.
    private(set) var style: UIModalPresentationStyle
    private(set) var presentationController: UIPresentationController
    let containerView: UITransitionView
    /// An interaction controller for the next built-in dismissal (a sheet's swipe).
    var pendingInteraction: (any UIViewControllerInteractiveTransitioning)?
    private var presenterViewHome: (superview: UIView, index: Int, frame: CGRect, filled: Bool)?

    /// Where the presenter's view goes back to: its superview's bounds if it
    /// filled them (the screen may have turned meanwhile), else its old frame.
    private var presenterHomeFrame: CGRect {
        guard let home = presenterViewHome else { return .zero }
        return home.filled ? home.superview.bounds : home.frame
    }

    init(presented: UIViewController, presenter: UIViewController, source: UIViewController) {
        self.presented = presented
        self.presenter = presenter
        self.source = source
        requestedStyle = ModalPresentation.effectiveStyle(of: presented)
        style = requestedStyle
        if let early = presented.earlyPresentationController {
            presentationController = early
            presented.earlyPresentationController = nil
        } else {
            presentationController = ModalPresentation.makePresentationController(for: presented, presenter: presenter, source: source)
        }
        if requestedStyle == .fullScreen, presentationController is UISheetPresentationController {
            // A sheet is full screen in compact height unless it prefers to stay attached to the bottom edge (R1.11.1).
            let fullScreen = FullScreenPresentationController(presentedViewController: presented, presenting: presenter, style: .fullScreen)
            fullScreen.delegate = presentationController.delegate
            presentationController = fullScreen
        }
        presentationController.presentingViewController = presenter
        containerView = UITransitionView()
        containerView.presentationController = presentationController
    }

    private var window: UIWindow? { presenter.viewIfLoaded?.window }

    /// The style a presentation really uses: `.automatic` is a page sheet (as
    /// before iOS 18), sheets become full screen in compact height, and
    /// popovers are popovers (adapting by themselves in compact environments).
    static func effectiveStyle(of presented: UIViewController) -> UIModalPresentationStyle {
        if presented.preferredTransition?.zoom != nil,
           [.automatic, .pageSheet, .formSheet, .fullScreen].contains(presented.modalPresentationStyle) {
            // A zoom presents full screen (iOS 18): the controller grows to fill the screen.
            return .fullScreen
        }
        switch presented.modalPresentationStyle {
        case .custom, .overFullScreen, .currentContext, .overCurrentContext, .popover: return presented.modalPresentationStyle
        case .automatic, .pageSheet, .formSheet:
            // Sheets behave like full screen in a compact-height environment (R1.11.1),
            // unless their sheet presentation controller prefers to stay attached to the bottom edge.
            let traits = UIScreen.current.traitCollection
            let edgeAttached = (presented.earlyPresentationController as? UISheetPresentationController)?
                .prefersEdgeAttachedInCompactHeight ?? false
            if traits.verticalSizeClass == .compact && !edgeAttached { return .fullScreen }
            return presented.modalPresentationStyle == .formSheet ? .formSheet : .pageSheet
        default: return .fullScreen
        }
    }

    /// Whether a style presents inside a context controller's view (R6.2.2).
    static func isContextStyle(_ style: UIModalPresentationStyle) -> Bool {
        style == .currentContext || style == .overCurrentContext
    }

    /// The transitioning delegate's controller for `.custom` (a plain one when
    /// it returns nil), the built-in one for the other styles (R5.4).
    static func makePresentationController(for presented: UIViewController, presenter: UIViewController?,
                                           source: UIViewController) -> UIPresentationController {
        let style = effectiveStyle(of: presented)
        if style == .popover {
            return UIPopoverPresentationController(presentedViewController: presented, presenting: presenter)
        }
        if [.automatic, .pageSheet, .formSheet].contains(presented.modalPresentationStyle) {
            // A sheet's controller even where it will present full screen (compact height), so
            // that `sheetPresentationController` can be configured first; `init` swaps it then.
            return UISheetPresentationController(presentedViewController: presented, presenting: presenter,
                                                 style: presented.modalPresentationStyle == .formSheet ? .formSheet : .pageSheet)
        }
        guard style == .custom else {
            return FullScreenPresentationController(presentedViewController: presented, presenting: presenter, style: style)
        }
        if let delegate = presented.transitioningDelegate {
            UITransitionTracing.record(delegate, "presentationController(forPresented:presenting:source:)")
        }
        return presented.transitioningDelegate?.presentationController(forPresented: presented, presenting: presenter, source: source)
            ?? UIPresentationController(presentedViewController: presented, presenting: presenter)
    }

    // MARK: Presenting

    /// Starts presenting `presented` from `presenter`: the links are made now
    /// (later requests see the presentation), the transition on the next frame (R1.7 step 1).
    static func begin(presenting presented: UIViewController, from presenter: UIViewController, source: UIViewController,
                      animated: Bool, completion: (() -> Void)?) {
        let presentation = ModalPresentation(presented: presented, presenter: presenter, source: source)
        presentation.link()
        isTransitioning = true
        FrameLoop.shared.performOnNextFrame {
            presentation.present(animated: animated, completion: completion)
        }
    }

    private func present(animated: Bool, completion: (() -> Void)?) {
        let delegate = presented.transitioningDelegate
        let vended = TransitionDriver.vend(
            from: delegate, animatorQuestion: "animationController(forPresented:presenting:source:)",
            animator: { delegate?.animationController(forPresented: presented, presenting: presenter, source: source) },
            interactionQuestion: "interactionControllerForPresentation(using:)",
            interactionController: { delegate?.interactionControllerForPresentation(using: $0) })
        guard let window else {
            ModalPresentation.isTransitioning = false
            return
        }
        let adaptiveStyle = adaptToEnvironment()
        if ModalPresentation.isContextStyle(style), let contextView = presenter.viewIfLoaded {
            // The presentation covers the context controller's view only.
            containerView.frame = contextView.convert(contextView.bounds, to: window)
        } else {
            containerView.frame = window.bounds
            containerView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        }
        window.addSubview(containerView)
        presentationController.containerView = containerView

        let removesPresenter = presentationController.shouldRemovePresentersView
        let context = UIViewControllerTransitionContext(from: presenter, to: presented, containerView: containerView,
                                                        isAnimated: animated, presentationStyle: style)
        context.setView(removesPresenter ? presenter.view : nil, forKey: .from)
        context.setView(presentationController.presentedView, forKey: .to)
        context.setInitialFrame(presenter.view.frame, for: presenter)
        context.setFinalFrame(removesPresenter ? .zero : presenter.view.frame, for: presenter)
        context.setFinalFrame(presentationController.frameOfPresentedViewInContainerView, for: presented)
        presentationController.delegate?.presentationController(presentationController, willPresentWithAdaptiveStyle: adaptiveStyle,
                                                                transitionCoordinator: context)
        presented.loadViewIfNeeded()
        let transition = TransitionDriver(context: context, policy: .init(
            appearance: .init(disappearing: removesPresenter ? presenter : nil, appearing: presented, appearingEndsFirst: true),
            settle: { [self] completed in
                presented.beingPresented = false
                if completed, removesPresenter, let view = presenter.viewIfLoaded, let superview = view.superview {
                    presenterViewHome = (superview, superview.subviews.firstIndex { $0 === view } ?? 0, view.frame,
                                         view.frame == superview.bounds)
                    view.removeFromSuperview()
                }
            }, didEnd: { [self] completed in
                UITransitionTracing.record(presentationController, "presentationTransitionDidEnd(\(completed))")
                presentationController.presentationTransitionDidEnd(completed)
                presented.setNeedsStatusBarAppearanceUpdate()
                ModalPresentation.isTransitioning = false
                if completed {
                    completion?()
                } else {
                    unlink()
                    containerView.removeFromSuperview()
                }
            }))
        presented.beingPresented = true
        transition.beginAppearance()
        UITransitionTracing.record(presentationController, "presentationTransitionWillBegin")
        presentationController.presentationTransitionWillBegin()
        if let presentedView = presentationController.presentedView, !presented.view.isDescendant(of: presentedView) {
            // UIKit requires the presented view to be the controller's view or one of its ancestors (R5.2).
            SegueDiagnostics.report("The presentedView \(presentedView) of \(presentationController) is not an ancestor of the presented view controller's view (\(presented)); presenting the controller's view instead.")
            context.setView(presented.view, forKey: .to)
        }
        let isAnimated = animated || requestedStyle == .custom
        transition.run(animator: chooseAnimator(vended.animator, presenting: true, isAnimated: isAnimated),
                       interactionController: chooseInteraction(vended, presenting: true, isAnimated: isAnimated))
    }

    /// R5.6: in this environment the presentation may adapt to a full-screen
    /// style, served by a built-in controller swapped in for the requested one.
    /// Sets the style the presentation and its dismissal use; returns the adaptive style.
    private func adaptToEnvironment() -> UIModalPresentationStyle {
        let adaptiveStyle = presentationController.adaptivePresentationStyle(for: presentationController.traitCollection)
        if [.fullScreen, .overFullScreen, .formSheet].contains(adaptiveStyle) {
            if let standIn = presentationController.delegate?.presentationController(
                presentationController, viewControllerForAdaptivePresentationStyle: adaptiveStyle), standIn !== presented {
                swapPresented(for: standIn)
            }
            let replacement: UIPresentationController = adaptiveStyle == .formSheet
                ? UISheetPresentationController(presentedViewController: presented, presenting: presenter, style: .formSheet)
                : FullScreenPresentationController(presentedViewController: presented, presenting: presenter, style: adaptiveStyle)
            replacement.delegate = presentationController.delegate
            presentationController = replacement
            containerView.presentationController = replacement
        }
        style = presentationController.presentationStyle
        return adaptiveStyle
    }

    // MARK: Dismissing

    func dismiss(animated: Bool, completion: (() -> Void)?) {
        ModalPresentation.isTransitioning = true
        let delegate = presented.transitioningDelegate
        let vended = TransitionDriver.vend(
            from: delegate, animatorQuestion: "animationController(forDismissed:)",
            animator: { delegate?.animationController(forDismissed: presented) },
            interactionQuestion: "interactionControllerForDismissal(using:)",
            interactionController: { delegate?.interactionControllerForDismissal(using: $0) })
        let removedPresenter = presenterViewHome != nil
        let context = UIViewControllerTransitionContext(from: presented, to: presenter, containerView: containerView,
                                                        isAnimated: animated, presentationStyle: style)
        let presentedView = presentationController.presentedView
        context.setView(presentedView, forKey: .from)
        context.setView(removedPresenter ? presenter.view : nil, forKey: .to)
        context.setInitialFrame(presentedView?.frame ?? .zero, for: presented)
        // A custom dismissal tells the animator where the presented view is (animators offset it from
        // there, as Presentr's and SPStorkController's do); the system styles' animators get zero.
        context.setFinalFrame(style == .custom ? presentedView?.frame ?? .zero : .zero, for: presented)
        if removedPresenter, let home = presenterViewHome {
            // Where the presenter's view goes back to, in the container's space: the container of a
            // current-context presentation covers only the context, away from the window's origin.
            let frame = containerView.convert(presenterHomeFrame, from: home.superview)
            context.setFinalFrame(frame, for: presenter)
            presenter.view.frame = frame
        } else {
            context.setInitialFrame(presenter.view.frame, for: presenter)
            context.setFinalFrame(presenter.view.frame, for: presenter)
        }
        let transition = TransitionDriver(context: context, policy: .init(
            appearance: .init(disappearing: presented, appearing: removedPresenter ? presenter : nil, appearingEndsFirst: true),
            settle: { [self] completed in
                presented.beingDismissed = false
                if completed {
                    restorePresenterView()
                    presentedView?.removeFromSuperview()
                }
            }, didEnd: { [self] completed in
                UITransitionTracing.record(presentationController, "dismissalTransitionDidEnd(\(completed))")
                presentationController.dismissalTransitionDidEnd(completed)
                ModalPresentation.isTransitioning = false
                if completed {
                    containerView.removeFromSuperview()
                    unlink()
                    presenter.setNeedsStatusBarAppearanceUpdate()
                    completion?()
                }
            }))
        presented.beingDismissed = true
        transition.beginAppearance()
        UITransitionTracing.record(presentationController, "dismissalTransitionWillBegin")
        presentationController.dismissalTransitionWillBegin()
        let isAnimated = animated || requestedStyle == .custom
        transition.run(animator: chooseAnimator(vended.animator, presenting: false, isAnimated: isAnimated),
                       interactionController: chooseInteraction(vended, presenting: false, isAnimated: isAnimated))
    }

    /// Prepares a dismissal from lower in a chain (R6.3.2): the presentations
    /// between `bottom` and this, the top one, end at once without animation,
    /// and this one is re-homed onto `bottom`'s presenter, so that only the
    /// top controller animates away, revealing the controller that dismissed.
    func collapseChain(onto bottom: ModalPresentation) {
        var intermediate = bottom.presented.presentedInSubtree?.activePresentation
        while let presentation = intermediate, presentation !== self {
            intermediate = presentation.presented.presentedInSubtree?.activePresentation
            presentation.endWithoutAnimation()
        }
        bottom.endWithoutAnimation(keepingPresenterHome: true)
        unlink()
        presenter = bottom.presenter
        presenterViewHome = bottom.presenterViewHome
        bottom.presenterViewHome = nil
        presentationController.presentingViewController = presenter
        link()
    }

    /// Ends a presentation in the middle of a chain at once: a dismissal with
    /// no coordinator, run by the driver with an immediate animator; the
    /// presented controller hears it go only if it was on screen.
    private func endWithoutAnimation(keepingPresenterHome: Bool = false) {
        let context = UIViewControllerTransitionContext(from: presented, to: presenter, containerView: containerView,
                                                        isAnimated: false, presentationStyle: style)
        let wasVisible = presented.appearanceState == .appeared
        let transition = TransitionDriver(context: context, policy: .init(
            appearance: .init(disappearing: wasVisible ? presented : nil, appearing: nil, appearingEndsFirst: true),
            isCoordinator: false,
            settle: { [self] _ in
                if !keepingPresenterHome { restorePresenterView() }
                presentationController.presentedView?.removeFromSuperview()
                containerView.removeFromSuperview()
            }, didEnd: { [self] _ in
                presentationController.dismissalTransitionDidEnd(true)
                unlink()
            }))
        transition.beginAppearance()
        presentationController.dismissalTransitionWillBegin()
        transition.run(animator: ImmediateAnimator(), interactionController: nil)
    }

    private func builtInAnimator(presenting: Bool) -> any UIViewControllerAnimatedTransitioning {
        // R6.2.4: a context that provides its transition style replaces the presented one's.
        // A preferred transition (iOS 18) takes the place of the transition style.
        let transitionStyle = ModalPresentation.isContextStyle(style) && presenter.providesPresentationContextTransitionStyle
            ? presenter.presentationTransitionStyle : presented.presentationTransitionStyle
        if presentationController is UIPopoverPresentationController { return CrossDissolveAnimator(presenting: presenting) }
        if let transition = presented.preferredTransition, transition.zoom != nil, [.fullScreen, .overFullScreen].contains(style) {
            return ZoomTransitionAnimator(transition: transition, zoomed: presented, source: source, zoomingIn: presenting)
        }
        return switch transitionStyle {
        case .crossDissolve: CrossDissolveAnimator(presenting: presenting)
        case .flipHorizontal: ViewTransitionAnimator(presenting: presenting)
        case .partialCurl: PartialCurlAnimator(presenting: presenting)
        // A sheet's drag scrubs its dismissal linearly, so the sheet stays under the finger.
        case .coverVertical: CoverVerticalAnimator(presenting: presenting, linear: !presenting && pendingInteraction != nil)
        }
    }

    /// The delegate's animator when the transition animates, else the built-in one of the transition style.
    private func chooseAnimator(_ vended: (any UIViewControllerAnimatedTransitioning)?, presenting: Bool,
                                isAnimated: Bool) -> any UIViewControllerAnimatedTransitioning {
        if let vended, isAnimated { return vended }
        return builtInAnimator(presenting: presenting)
    }

    /// The delegate's interaction controller with its animator; with the
    /// built-in one, none, except a sheet's swipe for its dismissal.
    private func chooseInteraction(_ vended: TransitionDriver.Vended, presenting: Bool,
                                   isAnimated: Bool) -> (any UIViewControllerInteractiveTransitioning)? {
        defer { pendingInteraction = nil }
        if vended.animator != nil, isAnimated { return vended.interactionController }
        return isAnimated && !presenting ? pendingInteraction : nil
    }

    /// Puts the presenter's view back where a full-screen presentation took it from.
    private func restorePresenterView() {
        guard let home = presenterViewHome, let view = presenter.viewIfLoaded else { return }
        view.removeFromSuperview()
        home.superview.insertSubview(view, at: min(home.index, home.superview.subviews.count))
        view.frame = presenterHomeFrame
        presenterViewHome = nil
    }

    /// Presents `standIn` in place of the requested controller (the delegate's
    /// `viewControllerForAdaptivePresentationStyle`, typically a container holding it).
    private func swapPresented(for standIn: UIViewController) {
        unlink()
        presented = standIn
        link()
    }

    /// Ends the presentations of `root`'s chain without transitions, when the
    /// runtime holding them goes away: the presented controller, its presentation
    /// and its presentation controller refer to each other (as in UIKit, where
    /// dismissal breaks the cycle), so an abandoned chain would never be freed.
    static func abandonChain(from root: UIViewController) {
        var chain: [ModalPresentation] = []
        var node = root.presentedStorage
        while let presented = node, let presentation = presented.activePresentation {
            chain.append(presentation)
            node = presented.presentedStorage
        }
        for presentation in chain.reversed() { presentation.unlink() }
    }

    // MARK: The links

    /// Makes the presented/presenting links: the only place they are set.
    private func link() {
        presenter.presentedStorage = presented
        presented.presentingStorage = presenter
        presented.activePresentation = self
    }

    /// Clears the presented/presenting links (after a dismissal, a cancelled
    /// presentation, or when re-homing): the only place they are cleared.
    private func unlink() {
        if presenter.presentedStorage === presented { presenter.presentedStorage = nil }
        if presented.presentingStorage === presenter { presented.presentingStorage = nil }
        if presented.activePresentation === self { presented.activePresentation = nil }
    }
}
