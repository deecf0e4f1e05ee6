import Foundation

/// A controller whose view is a collection view, and which is that collection
/// view's data source and delegate. Pushed with
/// `useLayoutToLayoutNavigationTransitions` onto another collection view
/// controller, it shows that controller's collection view and animates it to
/// its own layout instead of sliding a view of its own in (R16.3).
@preconcurrency @MainActor
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    /// The layout the controller was made with.
    public let collectionViewLayout: UICollectionViewLayout

    /// Whether the selection clears when the view is about to appear (default
    /// true): alongside the transition, and back again when it is cancelled.
    open var clearsSelectionOnViewWillAppear = true

    /// Whether a push of this controller onto a collection view controller
    /// animates the collection view to this controller's layout (default false;
    /// set it before the push).
    open var useLayoutToLayoutNavigationTransitions = false

    /// The collection view (loading the view when needed). Setting one makes it the view.
    open var collectionView: UICollectionView! {
        get {
            loadViewIfNeeded()
            return collectionViewStorage
        }
        set {
            collectionViewStorage = newValue
            sharesCollectionView = false
            if let newValue { view = newValue }
        }
    }
    private var collectionViewStorage: UICollectionView?
    /// Whether the collection view is the one of the controller beneath, shown in this controller's view.
    private(set) var sharesCollectionView = false

    /// A controller whose collection view uses `layout`.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(nibName: nil, bundle: nil)
    }

    /// A controller with a flow layout.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Decoding is not supported; this makes a controller with a flow layout.
    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
    }

    /// Makes the collection view the view, or, for a layout-to-layout push, a
    /// clear view that the collection view beneath moves into.
    open override func loadView() {
        if useLayoutToLayoutNavigationTransitions, let shared = layoutToLayoutSource?.collectionView {
            view = UIView(frame: shared.frame)
            collectionViewStorage = shared
            sharesCollectionView = true
            return
        }
        let collectionView = collectionViewStorage ?? UICollectionView(frame: UIScreen.main.bounds,
                                                                        collectionViewLayout: collectionViewLayout)
        if collectionView.dataSource == nil { collectionView.dataSource = self }
        if collectionView.delegate == nil { collectionView.delegate = self }
        collectionViewStorage = collectionView
        view = collectionView
    }

    /// The collection view controller beneath this one in its navigation stack.
    private var layoutToLayoutSource: UICollectionViewController? {
        guard let stack = navigationController?.viewControllers, let index = stack.firstIndex(where: { $0 === self }),
              index > 0 else { return nil }
        return stack[index - 1] as? UICollectionViewController
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear, let collectionView = collectionViewStorage else { return }
        SelectionClearing.clear(collectionView.indexPathsForSelectedItems ?? [], coordinator: transitionCoordinator,
                                deselect: { collectionView.deselectItem(at: $0, animated: animated) },
                                reselect: { collectionView.selectItem(at: $0, animated: false, scrollPosition: []) })
    }

    // MARK: UICollectionViewDataSource

    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }

    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        SegueDiagnostics.report("\(self) does not override collectionView(_:cellForItemAt:); an empty cell stands in")
        return UICollectionViewCell(frame: .zero)
    }

    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        SegueDiagnostics.report("\(self) does not override collectionView(_:viewForSupplementaryElementOfKind:at:) for "
            + "\(kind) at \(indexPath); an empty view stands in")
        return UICollectionReusableView(frame: .zero)
    }

    // MARK: UICollectionViewDelegate

    open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
                             forItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
                             forItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
                             forElementKind elementKind: String, at indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, transitionLayoutForOldLayout fromLayout: UICollectionViewLayout,
                             newLayout toLayout: UICollectionViewLayout) -> UICollectionViewTransitionLayout {
        UICollectionViewTransitionLayout(currentLayout: fromLayout, nextLayout: toLayout)
    }
    open func collectionView(_ collectionView: UICollectionView,
                             targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    // MARK: UIScrollViewDelegate

    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    open func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                        targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
}

extension UICollectionViewController: NavigationTransitionProviding {
    /// The shared collection view and the layout a layout-to-layout push or pop goes to, if this is one.
    private func layoutToLayoutChange(for operation: UINavigationController.Operation,
                                      to: UIViewController) -> (UICollectionView, UICollectionViewLayout)? {
        guard useLayoutToLayoutNavigationTransitions, sharesCollectionView, let collectionView = collectionViewStorage else {
            return nil
        }
        let destination = operation == .push ? collectionViewLayout : (to as? UICollectionViewController)?.collectionViewLayout
        return destination.map { (collectionView, $0) }
    }

    /// A layout-to-layout push or pop animates the shared collection view between the two controllers' layouts.
    func navigationAnimator(for operation: UINavigationController.Operation, from: UIViewController,
                            to: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        guard let (collectionView, layout) = layoutToLayoutChange(for: operation, to: to) else { return nil }
        return LayoutToLayoutNavigationAnimator(operation: operation, collectionView: collectionView, layout: layout)
    }

    /// With the delegate's animator, the shared collection view moves into the
    /// incoming controller's view first (the animator moves that view), and
    /// changes layout alongside; a cancel puts both back.
    func navigationTransitionWillRunDelegateAnimator(for operation: UINavigationController.Operation, from: UIViewController,
                                                     to: UIViewController,
                                                     coordinator: any UIViewControllerTransitionCoordinator) {
        guard let (collectionView, layout) = layoutToLayoutChange(for: operation, to: to) else { return }
        let originalLayout = collectionView.collectionViewLayout
        let home = collectionView.superview
        func move(into view: UIView) {
            view.addSubview(collectionView)
            collectionView.frame = view.bounds
        }
        if to.view !== collectionView { move(into: to.view) }
        coordinator.animate(alongsideTransition: { _ in
            collectionView.setCollectionViewLayout(layout, animated: true)
        }, completion: { context in
            guard context.isCancelled else { return }
            collectionView.setCollectionViewLayout(originalLayout, animated: false)
            if from.view !== collectionView, let home { move(into: home) }
        })
    }
}
