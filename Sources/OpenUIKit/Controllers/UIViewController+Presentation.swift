extension UIViewController {
    /// The presentation controller managing this controller's presentation.
    /// Read before presenting, it makes one for the current
    /// `modalPresentationStyle`, which the presentation then uses (R5.5: for
    /// `.custom`, a transitioning delegate set afterwards is not asked again).
    public var presentationController: UIPresentationController? {
        if let activePresentation { return activePresentation.presentationController }
        if let early = earlyPresentationController { return early }
        let controller = ModalPresentation.makePresentationController(for: self, presenter: nil, source: self)
        earlyPresentationController = controller
        return controller
    }

    /// The popover presentation controller, when the style is `.popover`
    /// (set its `sourceView` or `barButtonItem` before presenting).
    public var popoverPresentationController: UIPopoverPresentationController? {
        guard modalPresentationStyle == .popover || activePresentation?.presentationController is UIPopoverPresentationController
        else { return nil }
        return (activePresentation?.presentationController ?? presentationController) as? UIPopoverPresentationController
    }

    /// The sheet presentation controller, when the controller presents as a
    /// sheet (`.pageSheet`, `.formSheet` or `.automatic`): configure its
    /// detents and look before presenting, or change them while it shows.
    public var sheetPresentationController: UISheetPresentationController? {
        if let activePresentation { return activePresentation.presentationController as? UISheetPresentationController }
        guard [.automatic, .pageSheet, .formSheet].contains(modalPresentationStyle) else { return nil }
        if let early = earlyPresentationController as? UISheetPresentationController { return early }
        let controller = UISheetPresentationController(presentedViewController: self, presenting: nil,
                                                       style: modalPresentationStyle == .formSheet ? .formSheet : .pageSheet)
        earlyPresentationController = controller
        return controller
    }

    /// What `present(_:animated:completion:)` does once an override calls
    /// super: checks the request (requests UIKit refuses are logged and
    /// ignored, §12) and starts the presentation.
    func performPresentation(of viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)?) {
        let presented = viewControllerToPresent
        guard presented !== self else {
            SegueDiagnostics.report("Application tried to present modal view controller on itself. Presenting controller is \(self).")
            return
        }
        if let existing = presented.presentingStorage {
            SegueDiagnostics.report("Application tried to present modally a view controller \(presented) that is already being presented by \(existing).")
            return
        }
        if presented.parent != nil || presented.isViewInWindow {
            SegueDiagnostics.report("Application tried to present modally an active controller \(presented).")
            return
        }
        let presenter = presenter(for: presented)
        if ModalPresentation.isBusy {
            SegueDiagnostics.report("Warning: Attempt to present \(presented) on \(presenter) while a presentation is in progress!")
            return
        }
        if let current = presenter.presentedStorage {
            SegueDiagnostics.report("Attempt to present \(presented) on \(presenter) (from \(self)) which is already presenting \(current).")
            return
        }
        guard presenter.isViewInWindow else {
            SegueDiagnostics.report("Attempt to present \(presented) on \(presenter) (from \(self)) whose view is not in the window hierarchy.")
            return
        }
        if presenter.activePresentation.map({ $0.presented.presentationTransitionStyle == .partialCurl }) == true {
            SegueDiagnostics.report("Application tried to present UIModalTransitionStylePartialCurl to or from non-fullscreen view controller \(presenter).")
            return
        }
        if presented.presentationTransitionStyle == .partialCurl {
            let presenterIsFullScreen = presenter.activePresentation.map { $0.style == .fullScreen } ?? true
            guard ModalPresentation.effectiveStyle(of: presented) == .fullScreen, presenterIsFullScreen else {
                SegueDiagnostics.report("Application tried to present UIModalTransitionStylePartialCurl to or from non-fullscreen view controller \(presented.modalPresentationStyle == .fullScreen ? presenter : presented).")
                return
            }
        }
        if ModalPresentation.isContextStyle(ModalPresentation.effectiveStyle(of: presented)),
           presented.presentationTransitionStyle != .coverVertical, presenter.isInsidePopover {
            SegueDiagnostics.report("Application tried to present \(presented) in the current context of \(presenter) inside a popover with a transition style other than UIModalTransitionStyleCoverVertical, which is not supported.")
            return
        }
        if presented.modalPresentationStyle == .popover, let popover = presented.popoverPresentationController {
            popover.prepareForPresentation()
        }
        if presented.modalPresentationStyle == .popover, let popover = presented.popoverPresentationController,
           popover.sourceView == nil, popover.barButtonItem == nil {
            SegueDiagnostics.report((presented as? UIAlertController)?.missingPopoverAnchorMessage(presenter: self)
                ?? "UIPopoverPresentationController (\(popover)) should have a non-nil sourceView or barButtonItem set before the presentation occurs.")
            return
        }
        ModalPresentation.begin(presenting: presented, from: presenter, source: self, animated: flag, completion: completion)
    }

    /// What `dismiss(animated:completion:)` does once an override calls super.
    func performDismissal(animated flag: Bool, completion: (() -> Void)?) {
        let target: UIViewController
        if let presented = presentedStorage {
            target = presented
        } else if let presenter = presentingViewController, presenter.presentedStorage != nil {
            // UIKit forwards the message to the presenter (whose override, if any, runs).
            presenter.dismiss(animated: flag, completion: completion)
            return
        } else {
            SegueDiagnostics.report("dismiss(animated:completion:) on \(self): it has not presented anything and is not presented; nothing to dismiss")
            return
        }
        if ModalPresentation.isBusy {
            SegueDiagnostics.report("Warning: Attempt to dismiss from view controller \(self) while a presentation or dismiss is in progress!")
            return
        }
        guard var presentation = target.activePresentation else { return }
        if target.presentedInSubtree != nil {
            // Only the top-most controller animates (R6.3.2); the ones between go at once,
            // with those a child of one of them presented (a pushed controller's presentation).
            var top = target
            while let next = top.presentedInSubtree { top = next }
            if let topPresentation = top.activePresentation {
                topPresentation.collapseChain(onto: presentation)
                presentation = topPresentation
            }
        }
        presentation.dismiss(animated: flag, completion: completion)
    }

    /// What this controller presents, else what a child of it (at any depth) presents.
    var presentedInSubtree: UIViewController? {
        if let presentedStorage { return presentedStorage }
        for child in children {
            if let presented = child.presentedInSubtree { return presented }
        }
        return nil
    }

    /// Whether this controller, or a parent of it, is shown in a popover.
    var isInsidePopover: Bool {
        var candidate: UIViewController? = self
        while let current = candidate {
            if current.activePresentation?.presentationController is UIPopoverPresentationController { return true }
            candidate = current.parent
        }
        return false
    }

    /// The controller that really presents `presented` for this one: for
    /// context styles the nearest controller up the parent chain that
    /// `definesPresentationContext`, else the root (R6.2.2); for the others the
    /// outermost container, which covers the screen (R6.2.1).
    func presenter(for presented: UIViewController) -> UIViewController {
        if ModalPresentation.isContextStyle(ModalPresentation.effectiveStyle(of: presented)) {
            var candidate: UIViewController? = self
            while let current = candidate {
                if current.definesPresentationContext { return current }
                candidate = current.parent
            }
        }
        // Full-screen styles (R6.2.1): the nearest controller, from this one up, whose
        // view covers the screen; else the outermost one (the window's root).
        var candidate: UIViewController? = self
        var outermost = self
        while let current = candidate {
            if current.viewCoversTheScreen { return current }
            outermost = current
            candidate = current.parent
        }
        return outermost
    }

    /// Whether the controller's view fills its window.
    private var viewCoversTheScreen: Bool {
        guard let view = viewIfLoaded, let window = view.window else { return false }
        return view.convert(view.bounds, to: window) == window.bounds
    }
}
