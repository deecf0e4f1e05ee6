/// Manages a presented controller's place on screen and the chrome around it
/// (a dimming view, say) for the whole time it is presented. Subclass it for
/// `.custom` presentations and return it from the transitioning delegate's
/// `presentationController(forPresented:presenting:source:)`.
@preconcurrency @MainActor
open class UIPresentationController: NSObject, UIContentContainer {
    /// A description for messages.
    nonisolated open override var description: String {
        "<\(type(of: self)): presenting \(presentedViewController)>"
    }

    /// The controller being presented.
    public let presentedViewController: UIViewController
    /// The controller presenting it.
    public internal(set) var presentingViewController: UIViewController
    /// The view the presentation lives in: nil until the presentation starts (R5.3).
    public internal(set) var containerView: UIView?
    /// Told about adaptivity and interactive dismissal.
    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?
    /// The size the presented content would like.
    open var preferredContentSize: CGSize = .zero
    /// The style this controller presents with.
    open var presentationStyle: UIModalPresentationStyle { .custom }

    /// A presentation controller for `presentedViewController`, presented by `presentingViewController`.
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        self.presentingViewController = presentingViewController ?? presentedViewController
    }

    /// The view the animator moves: the presented controller's view by default,
    /// or an ancestor of it (a wrapper with a shadow). Must be side-effect free (R5.2).
    open var presentedView: UIView? { presentedViewController.view }

    /// Where the presented view goes in the container (default: the container's bounds).
    open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }

    /// Whether the presentation covers the screen (default true). Overrides must not call super.
    open var shouldPresentInFullscreen: Bool { true }
    /// Whether the presenter's view leaves the window when the presentation ends (default false).
    open var shouldRemovePresentersView: Bool { false }

    /// The presentation is about to start: add chrome to the container here.
    open func presentationTransitionWillBegin() {}
    /// The presentation ended; `completed` is false when it was cancelled (remove chrome then).
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    /// The dismissal is about to start (remove nothing here).
    open func dismissalTransitionWillBegin() {}
    /// The dismissal ended; `completed` is false when it was cancelled.
    open func dismissalTransitionDidEnd(_ completed: Bool) {}

    /// Before the container lays out its subviews.
    open func containerViewWillLayoutSubviews() {}
    /// After the container laid out its subviews.
    open func containerViewDidLayoutSubviews() {}

    /// Told that the presented controller's preferred content size changed.
    open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {}

    /// The size for the presented content in a container of `parentSize` (default `parentSize`).
    open func size(forChildContentContainer container: any UIContentContainer,
                   withParentContainerSize parentSize: CGSize) -> CGSize {
        parentSize
    }

    /// Traits that replace the container's for the presented content.
    open var overrideTraitCollection: UITraitCollection?

    /// The presentation's environment: the presenter's traits, with `overrideTraitCollection` on top.
    open var traitCollection: UITraitCollection {
        let base = presentingViewController.traitCollection
        guard let overrideTraitCollection else { return base }
        return UITraitCollection(traitsFrom: [base, overrideTraitCollection])
    }

    /// The environment changed; `previousTraitCollection` is the old one.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        UITransitionTracing.record(self, "traitCollectionDidChange")
    }

    /// The traits are about to change: passes the change on to the presented controller.
    open func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
        UITransitionTracing.record(self, "willTransition(to:with:)")
        presentedViewController.willTransition(to: newCollection, with: coordinator)
    }

    /// The container is about to become `size` (R5.7): the presented controller
    /// follows at the size `size(forChildContentContainer:…)` gives it.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        UITransitionTracing.record(self, "viewWillTransition(to:with:)")
        presentedViewController.viewWillTransition(
            to: self.size(forChildContentContainer: presentedViewController, withParentContainerSize: size), with: coordinator)
    }

    /// The style to adapt to in the current environment (R5.6).
    open var adaptivePresentationStyle: UIModalPresentationStyle { adaptivePresentationStyle(for: traitCollection) }

    /// The style to adapt to in `traitCollection`: the delegate's answer
    /// (`.fullScreen`, `.overFullScreen`, `.formSheet` or `.none`; anything else
    /// means "no change"), `.none` without a delegate, and never a change for
    /// a controller that does not present in full screen (R5.6).
    open func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        guard shouldPresentInFullscreen else { return .none }
        let answer = delegate?.adaptivePresentationStyle(for: self, traitCollection: traitCollection) ?? .automatic
        return [.fullScreen, .overFullScreen, .formSheet, .none].contains(answer)
            ? answer : defaultAdaptivePresentationStyle(for: traitCollection)
    }

    /// The style this kind of controller adapts to by itself (none for custom ones).
    func defaultAdaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle { .none }
}


/// Told about a presentation's adaptivity and about interactive dismissal.
@preconcurrency @MainActor
public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
    /// The style to use instead of the presentation's own (`.none`: keep it).
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
    /// As `adaptivePresentationStyle(for:)`, knowing the environment; preferred when implemented.
    func adaptivePresentationStyle(for controller: UIPresentationController,
                                   traitCollection: UITraitCollection) -> UIModalPresentationStyle
    /// The controller to show when adapting to `style` (nil: the presented one).
    func presentationController(_ controller: UIPresentationController,
                                viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle) -> UIViewController?
    /// Told the style the presentation is about to use (`.none`: no change).
    func presentationController(_ presentationController: UIPresentationController,
                                willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
                                transitionCoordinator: (any UIViewControllerTransitionCoordinator)?)
    /// Whether a user's swipe may dismiss the sheet (asked at any time).
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    /// A user's swipe starts dismissing the sheet.
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    /// The sheet was dismissed by the user.
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    /// The user tried to dismiss a sheet that may not be (`isModalInPresentation`, or should-dismiss said no).
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    /// Not implemented: the controller's own default applies (`.automatic` is never a valid answer).
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle { .automatic }
    public func adaptivePresentationStyle(for controller: UIPresentationController,
                                          traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        adaptivePresentationStyle(for: controller)
    }
    public func presentationController(_ controller: UIPresentationController,
                                       viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle) -> UIViewController? {
        nil
    }
    public func presentationController(_ presentationController: UIPresentationController,
                                       willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
                                       transitionCoordinator: (any UIViewControllerTransitionCoordinator)?) {}
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}
