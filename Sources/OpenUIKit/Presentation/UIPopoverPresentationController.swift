/// Directions a popover's arrow may point.
public struct UIPopoverArrowDirection: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
    public static let unknown = UIPopoverArrowDirection(rawValue: UInt.max)
}

/// The presentation controller of `.popover`: a floating panel anchored to
/// `sourceView`/`sourceRect` (or a bar button item's view) in regular
/// environments; in compact ones it adapts to a form sheet (iOS 13 and later)
/// unless its delegate answers `.none` (from `adaptivePresentationStyle(for:traitCollection:)`
/// or `adaptivePresentationStyle(for:)`), which keeps the popover on a phone.
/// A tap outside dismisses it. Open, as Apple's is.
///
/// Its `delegate` is the presentation controller's; a delegate that conforms
/// to ``UIPopoverPresentationControllerDelegate`` also hears the popover's own calls.
@preconcurrency @MainActor
open class UIPopoverPresentationController: UIPresentationController {
    /// The view the popover points at.
    open var sourceView: UIView?
    /// The rectangle in `sourceView` the popover points at (default: its bounds).
    open var sourceRect: CGRect = .zero
    /// The bar button item the popover points at, instead of a source view.
    open var barButtonItem: UIBarButtonItem?
    /// Where the arrow may point (default any).
    open var permittedArrowDirections: UIPopoverArrowDirection = .any
    /// Where the arrow points, once presented.
    open var arrowDirection: UIPopoverArrowDirection { arrowDirectionStorage }
    private var arrowDirectionStorage: UIPopoverArrowDirection = .unknown
    /// The panel's colour behind the content.
    open var backgroundColor: UIColor?
    /// Views that stay interactive while the popover shows.
    open var passthroughViews: [UIView]?
    /// Whether the popover may cover its source view (iOS 9); Segue's placement never does.
    open var canOverlapSourceViewRect = false

    /// The delegate, when it is a popover delegate.
    private var popoverDelegate: (any UIPopoverPresentationControllerDelegate)? {
        delegate as? any UIPopoverPresentationControllerDelegate
    }

    private let outsideTapCatcher = UIView()

    open override var presentationStyle: UIModalPresentationStyle { .popover }
    open override var shouldPresentInFullscreen: Bool { true }

    override func defaultAdaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        traitCollection.horizontalSizeClass == .compact || traitCollection.verticalSizeClass == .compact ? .formSheet : .none
    }

    /// The anchor in the container's coordinates.
    private var anchor: CGRect? {
        guard let containerView else { return nil }
        if let sourceView {
            let rect = sourceRect == .zero ? sourceView.bounds : sourceRect
            return sourceView.convert(rect, to: containerView)
        }
        if let view = barButtonItem?.customView { return view.convert(view.bounds, to: containerView) }
        return nil
    }

    /// Below the anchor when it fits (arrow up), else above (arrow down), kept 10 points inside the container.
    open override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds, let anchor else { return .zero }
        let preferred = presentedViewController.preferredContentSize
        let size = CGSize(width: min(preferred.width > 0 ? preferred.width : 320, bounds.width - 20),
                          height: min(preferred.height > 0 ? preferred.height : 480, bounds.height - 20))
        let arrowGap: CGFloat = 13
        let fitsBelow = anchor.maxY + arrowGap + size.height <= bounds.maxY - 10
        let usesUp = permittedArrowDirections.contains(.up) && (fitsBelow || !permittedArrowDirections.contains(.down))
        let y = usesUp ? anchor.maxY + arrowGap : anchor.minY - arrowGap - size.height
        let x = min(max(anchor.midX - size.width / 2, bounds.minX + 10), bounds.maxX - 10 - size.width)
        return CGRect(x: x, y: max(y, bounds.minY + 10), width: size.width, height: size.height)
    }

    open override func presentationTransitionWillBegin() {
        guard let containerView, let view = presentedView else { return }
        let frame = frameOfPresentedViewInContainerView
        arrowDirectionStorage = anchor.map { frame.minY >= $0.maxY ? .up : .down } ?? .unknown
        outsideTapCatcher.frame = containerView.bounds
        outsideTapCatcher.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        outsideTapCatcher.addGestureRecognizer(UITapGestureRecognizer { [weak self] _ in self?.tappedOutside() })
        containerView.insertSubview(outsideTapCatcher, at: 0)
        view.layer.cornerRadius = 13
        view.clipsToBounds = true
        if let backgroundColor { view.backgroundColor = backgroundColor }
    }

    open override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { outsideTapCatcher.removeFromSuperview() }
    }

    /// Lets the delegate prepare, before the presentation checks the source (UIKit asks it first).
    func prepareForPresentation() {
        popoverDelegate?.prepareForPopoverPresentation(self)
    }

    private func tappedOutside() {
        guard presentedViewController.activeTransition == nil, delegate?.presentationControllerShouldDismiss(self) != false,
              popoverDelegate?.popoverPresentationControllerShouldDismissPopover(self) != false else { return }
        delegate?.presentationControllerWillDismiss(self)
        presentedViewController.dismiss(animated: true) { [weak self] in
            guard let self else { return }
            self.delegate?.presentationControllerDidDismiss(self)
            self.popoverDelegate?.popoverPresentationControllerDidDismissPopover(self)
            // An action sheet in a popover: a tap outside is its cancel action.
            (self.presentedViewController as? UIAlertController)?.dismissedFromPopover()
        }
    }
}
