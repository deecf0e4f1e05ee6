import Foundation

/// A view a collection view shows for one of its elements and reuses: a
/// supplementary view (a header, a footer), or, through `UICollectionViewCell`, a cell.
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
    /// The identifier the view was registered and dequeued with.
    public internal(set) var reuseIdentifier: String?

    /// A view with the given frame. Required, so that a collection view can make
    /// views of a registered class: subclasses that declare it mark it `required`.
    public required override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Resets the view before the collection view hands it out again (call super).
    open func prepareForReuse() {}

    /// Applies the layout's attributes beyond geometry, opacity and order (custom attributes subclasses).
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// The attributes the view would like: the default agrees with the layout's.
    /// Self-sizing cells override it to return their own size.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutAttributes {
        layoutAttributes
    }

    /// The collection view is about to change from `oldLayout` to `newLayout`.
    open func willTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}

    /// The collection view changed from `oldLayout` to `newLayout`.
    open func didTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}
}
