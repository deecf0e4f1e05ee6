import Foundation

/// A scrolling list of rows in sections, shown by reusable cells: only the
/// rows, headers and footers in the visible bounds have views. The data source
/// gives the rows and cells; the delegate (the scroll view's `delegate`, as a
/// `UITableViewDelegate`) gives heights and header views and hears about
/// selection. Insertions, deletions and reloads animate with a `RowAnimation`.
@preconcurrency @MainActor
open class UITableView: UIScrollView {
    /// How the table looks.
    public let style: Style

    /// Gives the sections, rows and cells (held weakly).
    open weak var dataSource: (any UITableViewDataSource)? {
        get { dataSourceStorage }
        set {
            dataSourceStorage = newValue
            reloadData()
        }
    }
    private weak var dataSourceStorage: (any UITableViewDataSource)?

    /// The delegate: a `UITableViewDelegate` set through the scroll view's `delegate`.
    open override weak var delegate: (any UIScrollViewDelegate)? {
        get { super.delegate }
        set {
            super.delegate = newValue
            setNeedsGeometry()
        }
    }

    /// The delegate as a table view delegate.
    var tableDelegate: (any UITableViewDelegate)? { delegate as? UITableViewDelegate }

    /// The height of rows the delegate does not size (default `automaticDimension`: 44 points).
    open var rowHeight: CGFloat {
        get { rowHeightStorage }
        set { rowHeightStorage = newValue; setNeedsGeometry() }
    }
    private var rowHeightStorage = UITableView.automaticDimension

    /// The height of section headers the delegate does not size (default `automaticDimension`).
    open var sectionHeaderHeight: CGFloat {
        get { sectionHeaderHeightStorage }
        set { sectionHeaderHeightStorage = newValue; setNeedsGeometry() }
    }
    private var sectionHeaderHeightStorage = UITableView.automaticDimension

    /// The height of section footers the delegate does not size (default `automaticDimension`).
    open var sectionFooterHeight: CGFloat {
        get { sectionFooterHeightStorage }
        set { sectionFooterHeightStorage = newValue; setNeedsGeometry() }
    }
    private var sectionFooterHeightStorage = UITableView.automaticDimension

    /// An estimate of row heights (kept; Segue sizes every row exactly).
    open var estimatedRowHeight = UITableView.automaticDimension

    /// Whether rows have separator lines (default single line).
    open var separatorStyle: UITableViewCell.SeparatorStyle {
        get { separatorStyleStorage }
        set { separatorStyleStorage = newValue; setNeedsLayout() }
    }
    private var separatorStyleStorage = UITableViewCell.SeparatorStyle.singleLine

    /// The separators' colour.
    open var separatorColor: UIColor? {
        get { separatorColorStorage }
        set { separatorColorStorage = newValue; setNeedsLayout() }
    }
    private var separatorColorStorage: UIColor? = .separator

    /// The default separator insets of cells.
    open var separatorInset: UIEdgeInsets {
        get { separatorInsetStorage }
        set { separatorInsetStorage = newValue; setNeedsLayout() }
    }
    private var separatorInsetStorage = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)

    /// A view above the first section (its frame's height counts).
    open var tableHeaderView: UIView? {
        get { tableHeaderViewStorage }
        set {
            tableHeaderViewStorage?.removeFromSuperview()
            tableHeaderViewStorage = newValue
            if let newValue { addSubview(newValue) }
            setNeedsGeometry()
        }
    }
    private var tableHeaderViewStorage: UIView?

    /// A view below the last section (its frame's height counts).
    open var tableFooterView: UIView? {
        get { tableFooterViewStorage }
        set {
            tableFooterViewStorage?.removeFromSuperview()
            tableFooterViewStorage = newValue
            if let newValue { addSubview(newValue) }
            setNeedsGeometry()
        }
    }
    private var tableFooterViewStorage: UIView?

    /// A view behind everything, filling the visible bounds.
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

    /// Whether the user can select rows (default true).
    open var allowsSelection = true
    /// Whether the user can select several rows; a tap then toggles (default false).
    open var allowsMultipleSelection = false

    // MARK: State

    /// Rows per section as the data source last said; nil until loaded.
    var rowCounts: [Int]?
    /// Where everything goes; recomputed when `geometryIsStale`.
    var geometry = TableGeometry()
    var geometryIsStale = true
    /// The views on screen.
    var visibleViews: [TableElement: UIView] = [:]
    var cellQueue = ReuseQueue<UITableViewCell>()
    var headerFooterQueue = ReuseQueue<UITableViewHeaderFooterView>()
    /// Layout passes are held while an update animates.
    var heldLayoutPasses = 0
    /// The updates recorded inside `performBatchUpdates`/`beginUpdates`, and their animations.
    var pendingUpdates: BatchUpdates?
    var pendingAnimations: [IndexPath: RowAnimation] = [:]
    var pendingSectionAnimations: [Int: RowAnimation] = [:]
    var pendingCompletions: [(Bool) -> Void] = []
    var updateNesting = 0
    /// The selected rows, in the order they were selected.
    var selectedRows: [IndexPath] = []
    var highlightedRow: IndexPath?
    /// The cell being configured again (`reconfigureItems`): dequeuing for its row hands it back.
    var reconfiguringCell: (indexPath: IndexPath, cell: UITableViewCell)?

    /// A table view of `style`.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
        alwaysBounceVertical = true
    }

    /// A plain table view.
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    /// Decoding is not supported; this makes a plain table view.
    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
    }

    // MARK: Data

    /// Forgets what is shown and asks the data source again at the next layout pass.
    open func reloadData() {
        rowCounts = nil
        setNeedsGeometry()
    }

    /// Marks the heights out of date.
    func setNeedsGeometry() {
        geometryIsStale = true
        setNeedsLayout()
    }

    func loadCountsIfNeeded() {
        guard rowCounts == nil else { return }
        rowCounts = currentDataSourceCounts()
        for (element, view) in visibleViews { recycle(view, for: element) }
        visibleViews.removeAll()
        selectedRows.removeAll { !isValid($0) }
        geometryIsStale = true
    }

    func currentDataSourceCounts() -> [Int] {
        guard let dataSource else { return [] }
        let sections = max(0, dataSource.numberOfSections(in: self))
        return (0..<sections).map { max(0, dataSource.tableView(self, numberOfRowsInSection: $0)) }
    }

    /// How many sections there are.
    open var numberOfSections: Int {
        loadCountsIfNeeded()
        return rowCounts?.count ?? 0
    }

    /// How many rows `section` has (0 for a section that does not exist).
    open func numberOfRows(inSection section: Int) -> Int {
        loadCountsIfNeeded()
        return rowCounts?.count(inSection: section) ?? 0
    }

    func isValid(_ indexPath: IndexPath) -> Bool { rowCounts?.contains(indexPath) ?? false }

    // MARK: Reuse

    /// Registers the class the table makes cells of for `identifier` (nil unregisters).
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        guard let cellClass else { return cellQueue.register(nil, for: identifier) }
        guard let cellType = cellClass as? UITableViewCell.Type else {
            return SegueDiagnostics.report("\(self): \(cellClass) registered for cell identifier '\(identifier)' is not a UITableViewCell subclass")
        }
        cellQueue.register({ cellType.init(style: .default, reuseIdentifier: identifier) }, for: identifier)
    }

    /// Registers the class of headers and footers for `identifier` (nil unregisters).
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        guard let aClass else { return headerFooterQueue.register(nil, for: identifier) }
        guard let viewType = aClass as? UITableViewHeaderFooterView.Type else {
            return SegueDiagnostics.report("\(self): \(aClass) registered for header/footer identifier '\(identifier)' is not a UITableViewHeaderFooterView subclass")
        }
        headerFooterQueue.register({ viewType.init(reuseIdentifier: identifier) }, for: identifier)
    }

    /// A cell waiting for reuse under `identifier` (after its `prepareForReuse()`),
    /// one of the registered class, or nil.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        guard let (cell, reused) = cellQueue.dequeue(identifier) else { return nil }
        cell.reuseIdentifier = identifier
        if reused { cell.prepareForReuse() }
        return cell
    }

    /// A cell for the row at `indexPath`: reused or of the registered class, sized to the row.
    /// While a row is reconfigured, the cell it already has.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        if let reconfiguring = reconfiguringCell, reconfiguring.indexPath == indexPath { return reconfiguring.cell }
        guard let cell = dequeueReusableCell(withIdentifier: identifier) else {
            SegueDiagnostics.report("\(self): unable to dequeue a cell with identifier \(identifier) - must register a nib or a "
                + "class for the identifier or connect a prototype cell in a storyboard")
            return UITableViewCell(style: .default, reuseIdentifier: identifier)
        }
        if let frame = rectForRowIfKnown(indexPath) { cell.frame = frame }
        return cell
    }

    /// A header or footer waiting for reuse under `identifier`, one of the registered class, or nil.
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        guard let (view, reused) = headerFooterQueue.dequeue(identifier) else { return nil }
        view.reuseIdentifier = identifier
        if reused { view.prepareForReuse() }
        return view
    }

    /// Takes a view off screen and queues it for reuse.
    func recycle(_ view: UIView, for element: TableElement) {
        view.removeFromSuperview()
        view.layer.removeAllAnimations()
        if case .row(let indexPath) = element, let cell = view as? UITableViewCell {
            tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
            if let identifier = cell.reuseIdentifier { cellQueue.enqueue(cell, for: identifier) }
        } else if let header = view as? UITableViewHeaderFooterView, let identifier = header.reuseIdentifier {
            headerFooterQueue.enqueue(header, for: identifier)
        }
    }

    // MARK: Geometry

    /// Recomputes where everything goes, when out of date.
    func updateGeometryIfNeeded() {
        loadCountsIfNeeded()
        guard geometryIsStale else { return }
        geometryIsStale = false
        geometry = computeGeometry(counts: rowCounts ?? [])
        let size = CGSize(width: bounds.width, height: geometry.contentHeight)
        if contentSize != size { contentSize = size }
    }

    /// Where everything goes for `counts`, with the delegate's heights.
    func computeGeometry(counts: [Int]) -> TableGeometry {
        let delegate = tableDelegate
        let inset: CGFloat = style == .insetGrouped ? 20 : 0
        return TableGeometry(
            sectionCount: counts.count, rowCount: { counts[$0] },
            rowHeight: { indexPath in
                let height = delegate?.tableView(self, heightForRowAt: indexPath) ?? self.rowHeight
                return height < 0 ? 44 : height
            },
            headerHeight: { self.resolvedHeight(delegate?.tableView(self, heightForHeaderInSection: $0) ?? self.sectionHeaderHeight,
                                                section: $0, header: true) },
            footerHeight: { self.resolvedHeight(delegate?.tableView(self, heightForFooterInSection: $0) ?? self.sectionFooterHeight,
                                                section: $0, header: false) },
            tableHeaderHeight: tableHeaderView?.frame.height ?? 0, tableFooterHeight: tableFooterView?.frame.height ?? 0,
            rowMinX: inset, rowWidth: max(0, bounds.width - 2 * inset))
    }

    /// A header or footer height, with `automaticDimension` resolved: a title
    /// or a view gets a standard height, and grouped sections stand apart.
    private func resolvedHeight(_ height: CGFloat, section: Int, header: Bool) -> CGFloat {
        guard height < 0 else { return height }
        let title = header ? dataSource?.tableView(self, titleForHeaderInSection: section)
                           : dataSource?.tableView(self, titleForFooterInSection: section)
        let view = header ? tableDelegate?.tableView(self, viewForHeaderInSection: section)
                          : tableDelegate?.tableView(self, viewForFooterInSection: section)
        if let view { return view.frame.height > 0 ? view.frame.height : 28 }
        if title != nil { return style == .plain ? 28 : 38 }
        if style == .plain { return 0 }
        return header && section == 0 ? 35 : 18
    }

    func rectForRowIfKnown(_ indexPath: IndexPath) -> CGRect? {
        updateGeometryIfNeeded()
        return geometry.rectForRow(at: indexPath)
    }

    /// The row's rectangle in the table's content.
    open func rectForRow(at indexPath: IndexPath) -> CGRect { rectForRowIfKnown(indexPath) ?? .zero }

    /// The section header's rectangle.
    open func rectForHeader(inSection section: Int) -> CGRect {
        updateGeometryIfNeeded()
        return geometry.rectForHeader(section, width: bounds.width)
    }

    /// The section footer's rectangle.
    open func rectForFooter(inSection section: Int) -> CGRect {
        updateGeometryIfNeeded()
        return geometry.rectForFooter(section, width: bounds.width)
    }

    /// The whole section's rectangle, header to footer.
    open func rect(forSection section: Int) -> CGRect {
        rectForHeader(inSection: section).union(rectForFooter(inSection: section))
    }

    // MARK: Layout passes

    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let widthChanged = newValue.width != super.bounds.width
            super.bounds = newValue
            if widthChanged { geometryIsStale = true }
            setNeedsLayout()
        }
    }

    open override var frame: CGRect {
        get { super.frame }
        set {
            if newValue.width != super.frame.width { geometryIsStale = true }
            super.frame = newValue
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundView?.frame = bounds
        guard heldLayoutPasses == 0 else { return }
        updateGeometryIfNeeded()
        tableHeaderView?.frame = CGRect(x: 0, y: 0, width: bounds.width, height: geometry.tableHeaderHeight)
        if let footer = tableFooterView {
            footer.frame = CGRect(x: 0, y: geometry.contentHeight - footer.frame.height, width: bounds.width,
                                  height: footer.frame.height)
        }
        updateVisibleViews()
    }

    /// The elements in the visible bounds: rows, and the headers and footers of the sections met.
    func elements(in rect: CGRect, geometry: TableGeometry) -> [TableElement] {
        var elements: [TableElement] = []
        for (index, section) in geometry.sections.enumerated() where section.maxY > rect.minY && section.headerY < rect.maxY {
            if section.headerHeight > 0, section.headerY < rect.maxY, section.headerY + section.headerHeight > rect.minY {
                elements.append(.header(index))
            }
            if section.footerHeight > 0, section.footerY < rect.maxY, section.maxY > rect.minY { elements.append(.footer(index)) }
        }
        elements += geometry.rows(between: rect.minY, and: rect.maxY).map { .row($0) }
        return elements
    }

    /// Gives every element in the visible bounds a view and takes the views of those that left.
    func updateVisibleViews() {
        let wanted = elements(in: bounds, geometry: geometry)
        let shown = Set(wanted)
        for (element, view) in visibleViews where !shown.contains(element) {
            visibleViews[element] = nil
            recycle(view, for: element)
        }
        for element in wanted {
            let view = visibleViews[element] ?? makeView(for: element)
            guard let view else { continue }
            place(view, for: element, geometry: geometry)
        }
    }

    /// A view for `element`: the data source's cell, or the delegate's (or a titled) header or footer.
    func makeView(for element: TableElement) -> UIView? {
        let view: UIView?
        switch element {
        case .row(let indexPath):
            guard let dataSource, isValid(indexPath) else { return nil }
            let cell = dataSource.tableView(self, cellForRowAt: indexPath)
            cell.setSelected(selectedRows.contains(indexPath), animated: false)
            view = cell
        case .header(let section):
            view = tableDelegate?.tableView(self, viewForHeaderInSection: section)
                ?? titledView(dataSource?.tableView(self, titleForHeaderInSection: section))
        case .footer(let section):
            view = tableDelegate?.tableView(self, viewForFooterInSection: section)
                ?? titledView(dataSource?.tableView(self, titleForFooterInSection: section))
        }
        guard let view else { return nil }
        if case .row = element { insertSubview(view, at: backgroundView == nil ? 0 : 1) } else { addSubview(view) }
        visibleViews[element] = view
        place(view, for: element, geometry: geometry)
        if case .row(let indexPath) = element, let cell = view as? UITableViewCell {
            tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
        }
        return view
    }

    /// The standard header or footer for a title (grouped styles use capitals).
    private func titledView(_ title: String?) -> UIView? {
        guard let title else { return nil }
        let identifier = "UITableView.title"
        if !headerFooterQueue.isRegistered(identifier) {
            headerFooterQueue.register({ UITableViewHeaderFooterView(reuseIdentifier: identifier) }, for: identifier)
        }
        let view = dequeueReusableHeaderFooterView(withIdentifier: identifier)
        view?.textLabel?.text = style == .plain ? title : title.uppercased()
        view?.backgroundColor = style == .plain ? .secondarySystemBackground : nil
        return view
    }

    /// Places `view` where `geometry` puts `element`, with its separator and corners.
    func place(_ view: UIView, for element: TableElement, geometry: TableGeometry) {
        switch element {
        case .row(let indexPath):
            guard let frame = geometry.rectForRow(at: indexPath) else { return }
            if view.frame != frame { view.frame = frame }
            guard let cell = view as? UITableViewCell else { return }
            let lastInSection = indexPath.row == geometry.sections[indexPath.section].rowY.count - 1
            cell.separatorLine.isHidden = separatorStyle == .none || (style != .plain && lastInSection)
            cell.separatorLine.backgroundColor = separatorColor
            if style == .insetGrouped { roundCorners(of: cell, first: indexPath.row == 0, last: lastInSection) }
        case .header(let section):
            let frame = geometry.rectForHeader(section, width: bounds.width)
            if view.frame != frame { view.frame = frame }
        case .footer(let section):
            let frame = geometry.rectForFooter(section, width: bounds.width)
            if view.frame != frame { view.frame = frame }
        }
    }

    /// Rounds the top corners of a section's first row and the bottom ones of its last.
    private func roundCorners(of cell: UITableViewCell, first: Bool, last: Bool) {
        var corners: CACornerMask = []
        if first { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
        if last { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
        cell.layer.maskedCorners = corners
        cell.layer.cornerRadius = corners.isEmpty ? 0 : 10
        cell.layer.masksToBounds = !corners.isEmpty
    }

    // MARK: Queries

    /// The cell shown for the row at `indexPath`, or nil when it is not on screen.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        visibleViews[.row(indexPath)] as? UITableViewCell
    }

    /// The index path of the row `cell` shows, or nil.
    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
        for (element, view) in visibleViews where view === cell {
            if case .row(let indexPath) = element { return indexPath }
        }
        return nil
    }

    /// The row at `point` (content coordinates), or nil.
    open func indexPathForRow(at point: CGPoint) -> IndexPath? {
        updateGeometryIfNeeded()
        guard let row = geometry.row(at: point.y), let frame = geometry.rectForRow(at: row), frame.contains(point) else { return nil }
        return row
    }

    /// The cells on screen, top to bottom.
    open var visibleCells: [UITableViewCell] { (indexPathsForVisibleRows ?? []).compactMap { cellForRow(at: $0) } }

    /// The rows on screen, top to bottom.
    open var indexPathsForVisibleRows: [IndexPath]? {
        visibleViews.keys.compactMap { element -> IndexPath? in
            if case .row(let indexPath) = element { return indexPath }
            return nil
        }.sorted()
    }

    /// The header view of `section`, when on screen.
    open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        visibleViews[.header(section)] as? UITableViewHeaderFooterView
    }

    /// The footer view of `section`, when on screen.
    open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        visibleViews[.footer(section)] as? UITableViewHeaderFooterView
    }

    // MARK: Scrolling to a row

    /// Scrolls so the row at `indexPath` sits at `scrollPosition` (`.none`: the least scroll that shows it).
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard let frame = rectForRowIfKnown(indexPath) else {
            return SegueDiagnostics.report("\(self): scrollToRow(at:) with \(indexPath), which is not a row of the table view")
        }
        let insets = adjustedContentInset
        var y = contentOffset.y
        switch scrollPosition {
        case .top: y = frame.minY - insets.top
        case .middle: y = frame.midY - bounds.height / 2
        case .bottom: y = frame.maxY - bounds.height + insets.bottom
        case .none: return scrollRectToVisible(frame, animated: animated)
        }
        let maxY = max(contentSize.height + insets.bottom - bounds.height, -insets.top)
        setContentOffset(CGPoint(x: contentOffset.x, y: min(max(y, -insets.top), maxY)), animated: animated)
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
}
