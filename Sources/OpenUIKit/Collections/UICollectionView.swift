import Foundation

/// A scrolling view of items, placed by a layout object and shown by cells
/// that are reused: only the elements whose frames meet the visible bounds
/// have views, and a view that leaves the screen waits to show another item.
///
/// The data source gives sections, items and cells; the delegate (the scroll
/// view's `delegate`, as a `UICollectionViewDelegate`) hears about selection
/// and display. A change of layout can animate (`setCollectionViewLayout(_:animated:)`)
/// or follow a gesture (`startInteractiveTransition(to:completion:)`); updates
/// animate through the layout's initial and final attributes (`performBatchUpdates`).
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
    /// The element kind of section headers (the one flow layouts and lists use).
    nonisolated public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The element kind of section footers.
    nonisolated public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// What an element is.
    public enum ElementCategory: UInt, Sendable { case cell, supplementaryView, decorationView }

    /// Where `scrollToItem(at:at:animated:)` and `selectItem(at:animated:scrollPosition:)` put an item.
    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// Gives the sections, the items and their cells (held weakly).
    open weak var dataSource: (any UICollectionViewDataSource)? {
        get { dataSourceStorage }
        set {
            dataSourceStorage = newValue
            reloadData()
        }
    }
    private weak var dataSourceStorage: (any UICollectionViewDataSource)?

    /// The delegate: a `UICollectionViewDelegate` (and `UICollectionViewDelegateFlowLayout`
    /// for a flow layout) set through the scroll view's `delegate`.
    open override weak var delegate: (any UIScrollViewDelegate)? {
        get { super.delegate }
        set {
            super.delegate = newValue
            collectionViewLayout.invalidateLayout()
        }
    }

    /// The delegate as a collection view delegate.
    var collectionDelegate: (any UICollectionViewDelegate)? { delegate as? UICollectionViewDelegate }

    /// The layout; setting it changes layout at once.
    open var collectionViewLayout: UICollectionViewLayout {
        get { layoutStorage }
        set { setCollectionViewLayout(newValue, animated: false) }
    }
    var layoutStorage: UICollectionViewLayout

    /// A view behind every element, filling the visible bounds.
    open var backgroundView: UIView? {
        get { backgroundViewStorage }
        set {
            backgroundViewStorage?.removeFromSuperview()
            backgroundViewStorage = newValue
            if let newValue { insertSubview(newValue, at: 0) }
            setNeedsLayout()
        }
    }
    private var backgroundViewStorage: UIView?

    /// Whether the user can select items (default true).
    open var allowsSelection = true
    /// Whether the user can select several items; a tap then toggles (default false).
    open var allowsMultipleSelection = false

    // MARK: State

    /// The views on screen, by element.
    var visibleViews: [CollectionElementKey: UICollectionReusableView] = [:]
    /// The views waiting for reuse, and what to make when none waits.
    var reuseQueue = ReuseQueue<UICollectionReusableView>()
    /// Items per section as the data source last said; nil until loaded.
    var itemCounts: [Int]?
    /// Whether the layout must `prepare()` before the next query.
    var layoutNeedsPreparing = true
    /// Layout passes are held while a change of layout or an update animates.
    var heldLayoutPasses = 0
    /// The selected items, in the order they were selected.
    var selectedIndexPaths: [IndexPath] = []
    /// The updates recorded inside `performBatchUpdates`, and the completions of nested batches.
    var pendingUpdates: BatchUpdates?
    var pendingCompletions: [(Bool) -> Void] = []
    /// The interactive change of layout running, with its completion.
    var interactiveLayoutTransition: (layout: UICollectionViewTransitionLayout,
                                      completion: LayoutInteractiveTransitionCompletion?)?
    /// The item a touch highlights.
    var highlightedItem: IndexPath?
    /// The cell being configured again (`reconfigureItems`): dequeuing for its item hands it back.
    var reconfiguringCell: (indexPath: IndexPath, cell: UICollectionViewCell)?

    /// A collection view with `layout`.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        layoutStorage = layout
        super.init(frame: frame)
        adopt(layout)
    }

    /// Decoding is not supported; this makes a collection view with a flow layout.
    public required init?(coder: NSCoder) {
        layoutStorage = UICollectionViewFlowLayout()
        super.init(coder: coder)
        adopt(layoutStorage)
    }

    /// Makes `layout` this collection view's.
    func adopt(_ layout: UICollectionViewLayout) {
        if let other = layout.collectionView, other !== self {
            SegueDiagnostics.report("\(layout) is already the layout of \(other); a layout lays out one collection view. "
                + "It moves to \(self)")
            other.layoutStorage = UICollectionViewFlowLayout()
            other.adopt(other.layoutStorage)
        }
        layout.collectionView = self
        layoutDidInvalidate()
    }

    // MARK: Data

    /// Forgets what is shown and asks the data source again at the next layout pass.
    open func reloadData() {
        itemCounts = nil
        collectionViewLayout.invalidateLayout()
        setNeedsLayout()
    }

    /// Loads the counts from the data source, when they are not loaded.
    func loadCountsIfNeeded() {
        guard itemCounts == nil else { return }
        itemCounts = currentDataSourceCounts()
        for (key, view) in visibleViews { recycle(view, for: key) }
        visibleViews.removeAll()
        selectedIndexPaths.removeAll { !isValid($0) }
    }

    /// What the data source says now.
    func currentDataSourceCounts() -> [Int] {
        guard let dataSource else { return [] }
        let sections = max(0, dataSource.numberOfSections(in: self))
        return (0..<sections).map { max(0, dataSource.collectionView(self, numberOfItemsInSection: $0)) }
    }

    /// How many sections there are.
    open var numberOfSections: Int {
        loadCountsIfNeeded()
        return itemCounts?.count ?? 0
    }

    /// How many items `section` has (0 for a section that does not exist).
    open func numberOfItems(inSection section: Int) -> Int {
        loadCountsIfNeeded()
        return itemCounts?.count(inSection: section) ?? 0
    }

    func isValid(_ indexPath: IndexPath) -> Bool { itemCounts?.contains(indexPath) ?? false }

    // MARK: Reuse

    static func cellQueueKey(_ identifier: String) -> String { "cell/" + identifier }
    static func supplementaryQueueKey(_ kind: String, _ identifier: String) -> String { kind + "/" + identifier }

    /// Registers the class the collection view makes cells of for `identifier` (nil unregisters).
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        guard let cellClass else { return reuseQueue.register(nil, for: Self.cellQueueKey(identifier)) }
        guard let cellType = cellClass as? UICollectionViewCell.Type else {
            return SegueDiagnostics.report("\(self): \(cellClass) registered for cell identifier '\(identifier)' is not a UICollectionViewCell subclass")
        }
        reuseQueue.register({ cellType.init(frame: .zero) }, for: Self.cellQueueKey(identifier))
    }

    /// Registers the class of supplementary views of `elementKind` for `identifier` (nil unregisters).
    open func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
                       withReuseIdentifier identifier: String) {
        let key = Self.supplementaryQueueKey(elementKind, identifier)
        guard let viewClass else { return reuseQueue.register(nil, for: key) }
        guard let viewType = viewClass as? UICollectionReusableView.Type else {
            return SegueDiagnostics.report("\(self): \(viewClass) registered for \(elementKind) '\(identifier)' is not a UICollectionReusableView subclass")
        }
        reuseQueue.register({ viewType.init(frame: .zero) }, for: key)
    }

    /// A cell for the item at `indexPath`: one waiting for reuse (after its
    /// `prepareForReuse()`) or a new one of the registered class.
    /// While an item is reconfigured, the cell it already has.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        if let reconfiguring = reconfiguringCell, reconfiguring.indexPath == indexPath { return reconfiguring.cell }
        let view = dequeue(Self.cellQueueKey(identifier), identifier: identifier, kind: "UICollectionElementKindCell")
        let cell = view as? UICollectionViewCell ?? UICollectionViewCell(frame: .zero)
        cell.reuseIdentifier = identifier
        if let attributes = collectionViewLayout.layoutAttributesForItem(at: indexPath) { apply(attributes, to: cell) }
        return cell
    }

    /// A supplementary view of `elementKind` for `indexPath`, reused or new.
    open func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                               for indexPath: IndexPath) -> UICollectionReusableView {
        let view = dequeue(Self.supplementaryQueueKey(elementKind, identifier), identifier: identifier, kind: elementKind)
        view.reuseIdentifier = identifier
        if let attributes = collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath) {
            apply(attributes, to: view)
        }
        return view
    }

    private func dequeue(_ key: String, identifier: String, kind: String) -> UICollectionReusableView {
        guard let (view, reused) = reuseQueue.dequeue(key) else {
            SegueDiagnostics.report("\(self): could not dequeue a view of kind: \(kind) with identifier \(identifier) - "
                + "must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
            return kind == "UICollectionElementKindCell" ? UICollectionViewCell(frame: .zero) : UICollectionReusableView(frame: .zero)
        }
        if reused { view.prepareForReuse() }
        return view
    }

    /// Takes a view off screen and queues it for reuse.
    func recycle(_ view: UICollectionReusableView, for key: CollectionElementKey) {
        view.removeFromSuperview()
        view.layer.removeAllAnimations()
        if key.category == .cell, let cell = view as? UICollectionViewCell {
            collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: key.indexPath)
        }
        guard let identifier = view.reuseIdentifier else { return }
        let queueKey = key.category == .cell ? Self.cellQueueKey(identifier)
                                             : Self.supplementaryQueueKey(key.kind ?? "", identifier)
        reuseQueue.enqueue(view, for: queueKey)
    }

    /// A view for the element `attributes` describe, from the data source, placed and shown.
    func makeView(for attributes: UICollectionViewLayoutAttributes) -> UICollectionReusableView? {
        guard let dataSource else { return nil }
        let key = attributes.elementKey
        let view: UICollectionReusableView
        switch key.category {
        case .cell:
            let cell = dataSource.collectionView(self, cellForItemAt: key.indexPath)
            cell.isSelected = selectedIndexPaths.contains(key.indexPath)
            view = cell
        case .supplementaryView, .decorationView:
            view = dataSource.collectionView(self, viewForSupplementaryElementOfKind: key.kind ?? "", at: key.indexPath)
        }
        if key.category == .cell, let scroller = collectionViewLayout.orthogonalScroller(forSection: key.indexPath.section) {
            if view.superview !== scroller { scroller.addSubview(view) }
        } else if view.superview !== self {
            insertSubview(view, at: backgroundView == nil ? 0 : 1)
        }
        apply(attributes, to: view)
        visibleViews[key] = view
        if let cell = view as? UICollectionViewCell {
            collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: key.indexPath)
        } else {
            collectionDelegate?.collectionView(self, willDisplaySupplementaryView: view, forElementKind: key.kind ?? "",
                                               at: key.indexPath)
        }
        return view
    }

    /// Places `view` as `attributes` say: size, centre, transform, opacity, visibility, order.
    func apply(_ attributes: UICollectionViewLayoutAttributes, to view: UIView) {
        let size = attributes.size
        if view.bounds.size != size { view.bounds = CGRect(origin: view.bounds.origin, size: size) }
        // A cell in a section's own scroll view sits in that view's content, where scrolling does not move it.
        var center = attributes.center
        if let scroller = view.superview as? OrthogonalScrollView {
            center.x += scroller.bounds.minX - scroller.frame.minX
            center.y += scroller.bounds.minY - scroller.frame.minY
        }
        if view.center != center { view.center = center }
        if !CATransform3DEqualToTransform(view.transform3D, attributes.transform3D) { view.transform3D = attributes.transform3D }
        if view.alpha != attributes.alpha { view.alpha = attributes.alpha }
        if view.isHidden != attributes.isHidden { view.isHidden = attributes.isHidden }
        let z = CGFloat(attributes.zIndex)
        if view.layer.zPosition != z { view.layer.zPosition = z }
        (view as? UICollectionReusableView)?.apply(attributes)
    }

    // MARK: Layout passes

    /// The layout said it is out of date.
    func layoutDidInvalidate() {
        layoutNeedsPreparing = true
        setNeedsLayout()
    }

    /// Prepares the layout when it is out of date, and takes its content size.
    func prepareLayoutIfNeeded() {
        loadCountsIfNeeded()
        guard layoutNeedsPreparing else { return }
        layoutNeedsPreparing = false
        collectionViewLayout.prepare()
        let size = collectionViewLayout.collectionViewContentSize
        if contentSize != size { contentSize = size }
    }

    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let old = super.bounds
            guard newValue != old else { return }
            let invalidates = collectionViewLayout.shouldInvalidateLayout(forBoundsChange: newValue)
            super.bounds = newValue
            if invalidates { collectionViewLayout.invalidateLayout() }
            setNeedsLayout()
        }
    }

    open override var frame: CGRect {
        get { super.frame }
        set {
            let invalidates = newValue.size != super.frame.size
                && collectionViewLayout.shouldInvalidateLayout(forBoundsChange: CGRect(origin: bounds.origin, size: newValue.size))
            super.frame = newValue
            if invalidates { collectionViewLayout.invalidateLayout() }
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundView?.frame = bounds
        guard heldLayoutPasses == 0 else { return }
        prepareLayoutIfNeeded()
        followInteractiveContentOffset()
        updateVisibleViews()
    }

    /// Gives every element the layout puts in the visible bounds a view, takes
    /// the views of elements that left, and places each as the layout says.
    func updateVisibleViews() {
        let rect = bounds
        var wanted: [UICollectionViewLayoutAttributes] = []
        var shown = Set<CollectionElementKey>()
        for attributes in collectionViewLayout.layoutAttributesForElements(in: rect) ?? [] {
            guard attributes.frame.overlaps(rect) || attributes.transform3D != CATransform3DIdentity else { continue }
            let key = attributes.elementKey
            guard key.category == .cell ? isValid(key.indexPath) : true, shown.insert(key).inserted else { continue }
            wanted.append(attributes)
        }
        // The views that left go to the reuse queue first, so the new elements reuse them.
        for (key, view) in visibleViews where !shown.contains(key) {
            visibleViews[key] = nil
            recycle(view, for: key)
        }
        var selfSizing: [(UICollectionReusableView, UICollectionViewLayoutAttributes)] = []
        for attributes in wanted {
            if let view = visibleViews[attributes.elementKey] {
                apply(attributes, to: view)
            } else if let view = makeView(for: attributes) {
                selfSizing.append((view, attributes))
            }
        }
        // New views may size themselves; the layout decides whether that changes it.
        var invalidated = false
        for (view, attributes) in selfSizing {
            let preferred = view.preferredLayoutAttributesFitting(attributes.copy() as? UICollectionViewLayoutAttributes ?? attributes)
            if collectionViewLayout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: attributes) {
                invalidated = true
            }
        }
        if invalidated { collectionViewLayout.invalidateLayout() }
    }

    // MARK: Touches

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let touch = touches.first { touchBegan(at: touch.location(in: self)) }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        touchEnded()
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        unhighlight()
    }

    // MARK: Queries

    /// The cell shown for the item at `indexPath`, or nil when it is not on screen.
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        visibleViews[.cell(indexPath)] as? UICollectionViewCell
    }

    /// The index path of the item `cell` shows, or nil.
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        visibleViews.first { $0.key.category == .cell && $0.value === cell }?.key.indexPath
    }

    /// The cells on screen.
    open var visibleCells: [UICollectionViewCell] {
        visibleViews.sorted { $0.key.indexPath < $1.key.indexPath }.compactMap { $0.value as? UICollectionViewCell }
    }

    /// The index paths of the items on screen, in order.
    open var indexPathsForVisibleItems: [IndexPath] {
        visibleViews.keys.filter { $0.category == .cell }.map(\.indexPath).sorted()
    }

    /// The supplementary view of `elementKind` at `indexPath`, when on screen.
    open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        visibleViews[CollectionElementKey(category: .supplementaryView, kind: elementKind, indexPath: indexPath)]
    }

    /// The layout's attributes for the item at `indexPath`.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        return collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    /// The layout's attributes for the supplementary view of `kind` at `indexPath`.
    open func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        return collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    /// The item under `point` (content coordinates), the frontmost when several overlap.
    open func indexPathForItem(at point: CGPoint) -> IndexPath? {
        prepareLayoutIfNeeded()
        let probe = CGRect(x: point.x - 0.5, y: point.y - 0.5, width: 1, height: 1)
        return (collectionViewLayout.layoutAttributesForElements(in: probe) ?? [])
            .filter { $0.representedElementCategory == .cell && !$0.isHidden && $0.frame.contains(point) }
            .max { $0.zIndex < $1.zIndex }?.indexPath
    }

    // MARK: Scrolling to an item

    /// Scrolls so the item at `indexPath` sits at `scrollPosition` (the least scroll that shows it when empty).
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        layoutIfNeeded()
        guard let frame = layoutAttributesForItem(at: indexPath)?.frame else {
            return SegueDiagnostics.report("\(self): scrollToItem(at:) with \(indexPath), which is not an item of the collection view")
        }
        var target = contentOffset
        let size = bounds.size
        let insets = adjustedContentInset
        if scrollPosition.contains(.top) { target.y = frame.minY - insets.top }
        if scrollPosition.contains(.centeredVertically) { target.y = frame.midY - size.height / 2 }
        if scrollPosition.contains(.bottom) { target.y = frame.maxY - size.height + insets.bottom }
        if scrollPosition.contains(.left) { target.x = frame.minX - insets.left }
        if scrollPosition.contains(.centeredHorizontally) { target.x = frame.midX - size.width / 2 }
        if scrollPosition.contains(.right) { target.x = frame.maxX - size.width + insets.right }
        if scrollPosition.isEmpty { return scrollRectToVisible(frame, animated: animated) }
        setContentOffset(clampedOffset(target), animated: animated)
    }

    /// `offset` kept within the content and its insets.
    func clampedOffset(_ offset: CGPoint, contentSize size: CGSize? = nil) -> CGPoint {
        let size = size ?? contentSize
        let insets = adjustedContentInset
        let maxX = max(size.width + insets.right - bounds.width, -insets.left)
        let maxY = max(size.height + insets.bottom - bounds.height, -insets.top)
        return CGPoint(x: min(max(offset.x, -insets.left), maxX), y: min(max(offset.y, -insets.top), maxY))
    }
}
