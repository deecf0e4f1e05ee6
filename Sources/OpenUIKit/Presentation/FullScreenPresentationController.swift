/// The presentation controller of the built-in styles: `.fullScreen` and
/// `.currentContext` remove the presenter's view when the presentation ends,
/// `.overFullScreen` and `.overCurrentContext` keep it.
@MainActor
final class FullScreenPresentationController: UIPresentationController {
    private let style: UIModalPresentationStyle

    init(presentedViewController: UIViewController, presenting: UIViewController?, style: UIModalPresentationStyle) {
        self.style = style
        super.init(presentedViewController: presentedViewController, presenting: presenting)
    }

    override var presentationStyle: UIModalPresentationStyle { style }
    override var shouldRemovePresentersView: Bool { style == .fullScreen || style == .currentContext }
    override var shouldPresentInFullscreen: Bool { !ModalPresentation.isContextStyle(style) }

    /// The presented view follows the container's size (a rotation), even mid-transition.
    override func presentationTransitionWillBegin() {
        presentedView?.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }
}
