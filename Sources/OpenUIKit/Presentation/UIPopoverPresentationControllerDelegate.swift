/// Told about a popover: what every adaptive presentation delegate hears
/// (answer `.none` from `adaptivePresentationStyle(for:traitCollection:)` to
/// keep a popover on a phone), and the popover's own moments. Set an object
/// conforming to it as the popover presentation controller's `delegate`.
///
/// Apple's optional requirements are requirements with default
/// implementations here (see docs/Differences.md).
@preconcurrency @MainActor
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// The popover is about to be presented: the last moment to set its source.
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController)
    /// Whether a tap outside may dismiss the popover (deprecated in iOS 13 for
    /// `presentationControllerShouldDismiss(_:)`, still asked).
    func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) -> Bool
    /// A tap outside dismissed the popover (deprecated in iOS 13 for
    /// `presentationControllerDidDismiss(_:)`, still told).
    func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController)
}

extension UIPopoverPresentationControllerDelegate {
    /// Not implemented: nothing to prepare.
    public func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {}
    /// Not implemented: a tap outside may dismiss.
    public func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) -> Bool {
        true
    }
    /// Not implemented: nothing to do.
    public func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) {}
}
