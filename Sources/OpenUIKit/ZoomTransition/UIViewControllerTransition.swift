extension UIViewController {
    /// An object that defines the transition animation when switching to a new
    /// view controller (iOS 18): set it as the `preferredTransition` of the
    /// controller you present or push.
    ///
    /// `.zoom(options:sourceViewProvider:)` grows the controller's view out of a
    /// source view and shrinks it back into it, for presentations and for pushes
    /// in a navigation controller; people can drag it down, pinch it or (in a
    /// navigation controller) swipe from the leading edge to go back. The other
    /// transitions are the modal transition styles, for presentations.
    ///
    /// UIKit declares the class without a public initializer; make one with its
    /// factories. Segue's is `final` (Apple's factories return `Self`).
    @preconcurrency @MainActor
    public final class Transition: NSObject {
        /// What the transition does.
        enum Kind {
            case zoom(options: ZoomOptions?, sourceViewProvider: (ZoomSourceViewProviderContext) -> UIView?)
            case modal(UIModalTransitionStyle)
        }

        let kind: Kind
        /// The interactive dismissal of the zoom while its controller is shown with it.
        var zoomDismissal: ZoomInteractiveDismissal?
        /// The zoom animation running for this transition, which a drag can catch.
        weak var runningZoom: ZoomTransitionAnimator?

        private init(kind: Kind) {
            self.kind = kind
        }

        /// Creates a zoom transition from the view that `sourceViewProvider` returns.
        ///
        /// The system calls the provider when it presents (or pushes) the view
        /// controller and again when it dismisses (or pops) it, so the view zoomed
        /// back into may differ from the one zoomed out of (the cell may have
        /// changed). Returning nil makes the controller grow from, or shrink into,
        /// the middle of the screen, fading.
        public static func zoom(options: ZoomOptions? = nil,
                                sourceViewProvider: @escaping (ZoomSourceViewProviderContext) -> UIView?) -> Transition {
            Transition(kind: .zoom(options: options, sourceViewProvider: sourceViewProvider))
        }

        /// The presented view slides up from the bottom edge (`UIModalTransitionStyle.coverVertical`).
        public static func coverVertical() -> Transition { Transition(kind: .modal(.coverVertical)) }

        /// The views flip around the vertical axis (`UIModalTransitionStyle.flipHorizontal`).
        public static func flipHorizontal() -> Transition { Transition(kind: .modal(.flipHorizontal)) }

        /// The presented view fades in (`UIModalTransitionStyle.crossDissolve`).
        public static func crossDissolve() -> Transition { Transition(kind: .modal(.crossDissolve)) }

        /// The presenter's view curls up (`UIModalTransitionStyle.partialCurl`).
        public static func partialCurl() -> Transition { Transition(kind: .modal(.partialCurl)) }

        /// The zoom's options and provider, when this is a zoom.
        var zoom: (options: ZoomOptions?, sourceViewProvider: (ZoomSourceViewProviderContext) -> UIView?)? {
            if case .zoom(let options, let provider) = kind { return (options, provider) }
            return nil
        }

        /// The modal transition style this transition stands for, when it is not a zoom.
        var modalTransitionStyle: UIModalTransitionStyle? {
            if case .modal(let style) = kind { return style }
            return nil
        }
    }
}

extension UIViewController {
    /// The transition style a presentation of this controller uses: its
    /// preferred transition's when that is one of the modal styles, else `modalTransitionStyle`.
    var presentationTransitionStyle: UIModalTransitionStyle {
        preferredTransition?.modalTransitionStyle ?? modalTransitionStyle
    }
}
