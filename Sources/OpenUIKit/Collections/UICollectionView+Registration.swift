import Foundation

extension UICollectionView {
    /// How to make and configure the cells of one kind: the cell class, and a
    /// handler that configures a cell for an item. Make it once (not inside the
    /// cell provider) and dequeue with `dequeueConfiguredReusableCell(using:for:item:)`;
    /// the collection view registers it the first time.
    @preconcurrency @MainActor
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        /// Configures `cell` to show `item` at `indexPath`.
        public typealias Handler = (_ cell: Cell, _ indexPath: IndexPath, _ itemIdentifier: Item) -> Void

        let reuseIdentifier = "CellRegistration-" + UUID().uuidString
        let handler: Handler

        /// A registration of cells of class `Cell`, configured by `handler`.
        public init(handler: @escaping Handler) {
            self.handler = handler
        }
    }

    /// How to make and configure supplementary views of one kind.
    @preconcurrency @MainActor
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        /// Configures `supplementaryView` of `elementKind` at `indexPath`.
        public typealias Handler = (_ supplementaryView: Supplementary, _ elementKind: String, _ indexPath: IndexPath) -> Void

        let reuseIdentifier = "SupplementaryRegistration-" + UUID().uuidString
        /// The kind of element the registration makes.
        public let elementKind: String
        let handler: Handler

        /// A registration of `elementKind` views of class `Supplementary`, configured by `handler`.
        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
        }
    }

    /// A cell of `registration`'s class for `indexPath` (reused or new), configured by its handler for `item`.
    public func dequeueConfiguredReusableCell<Cell, Item>(using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath,
                                                          item: Item?) -> Cell {
        if !reuseQueue.isRegistered(Self.cellQueueKey(registration.reuseIdentifier)) {
            register(Cell.self, forCellWithReuseIdentifier: registration.reuseIdentifier)
        }
        let dequeued = dequeueReusableCell(withReuseIdentifier: registration.reuseIdentifier, for: indexPath)
        guard let cell = dequeued as? Cell else {
            SegueDiagnostics.report("\(self): the cell dequeued for \(indexPath) is \(dequeued), not a \(Cell.self) "
                + "as the registration says; a new one stands in")
            return Cell(frame: .zero)
        }
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    /// A supplementary view of `registration`'s kind and class for `indexPath` (reused or new), configured by its handler.
    public func dequeueConfiguredReusableSupplementary<Supplementary>(using registration: SupplementaryRegistration<Supplementary>,
                                                                      for indexPath: IndexPath) -> Supplementary {
        let kind = registration.elementKind
        if !reuseQueue.isRegistered(Self.supplementaryQueueKey(kind, registration.reuseIdentifier)) {
            register(Supplementary.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: registration.reuseIdentifier)
        }
        let dequeued = dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: registration.reuseIdentifier, for: indexPath)
        guard let view = dequeued as? Supplementary else {
            SegueDiagnostics.report("\(self): the \(kind) view dequeued for \(indexPath) is \(dequeued), not a \(Supplementary.self) "
                + "as the registration says; a new one stands in")
            return Supplementary(frame: .zero)
        }
        registration.handler(view, kind, indexPath)
        return view
    }
}
