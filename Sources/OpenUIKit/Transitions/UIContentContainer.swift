/// What view controllers and presentation controllers share as containers of content.
@preconcurrency @MainActor
public protocol UIContentContainer: NSObjectProtocol {
    /// The size the content would like.
    var preferredContentSize: CGSize { get }
    /// Told that a child's preferred size changed.
    func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer)
    /// The size to give a child in a parent of `parentSize` (default: `parentSize`).
    func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize
    /// The container's traits are about to change to `newCollection`; `coordinator` runs alongside animations.
    func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator)
    /// The container's size is about to change to `size`; `coordinator` runs alongside animations.
    func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator)
}
