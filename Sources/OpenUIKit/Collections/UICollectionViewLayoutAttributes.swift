import Foundation

/// What a layout says about one element of a collection view: where it is,
/// how it is transformed, how opaque, in front of what, and whether hidden.
/// `frame` is the untransformed frame; setting it sets `center` and `size`.
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes: NSObject {
    /// The element's place and size (without the transform).
    open var frame: CGRect {
        get { CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height) }
        set {
            size = newValue.size
            center = CGPoint(x: newValue.midX, y: newValue.midY)
        }
    }

    /// The element's centre, in the collection view's content coordinates.
    open var center: CGPoint = .zero

    /// The element's size.
    open var size: CGSize = .zero

    /// The element's bounds: its size at the origin.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: size) }
        set { size = newValue.size }
    }

    /// The element's 3-D transform (setting `transform` sets it too).
    open var transform3D: CATransform3D = CATransform3DIdentity

    /// The element's affine transform (the affine part of `transform3D`).
    open var transform: CGAffineTransform {
        get { CATransform3DGetAffineTransform(transform3D) }
        set { transform3D = CATransform3DMakeAffineTransform(newValue) }
    }

    /// The element's opacity (default 1).
    open var alpha: CGFloat = 1

    /// The element's place front to back: higher is nearer (default 0).
    open var zIndex: Int = 0

    /// Whether the element is hidden.
    open var isHidden = false

    /// The element's index path.
    open var indexPath: IndexPath

    /// Whether the element is a cell, a supplementary view or a decoration.
    public private(set) var representedElementCategory: UICollectionView.ElementCategory = .cell

    /// The kind of a supplementary view or decoration, nil for a cell.
    public private(set) var representedElementKind: String?

    /// Attributes for the cell at `indexPath`.
    public required init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
        super.init()
    }

    /// Attributes for the supplementary view of `elementKind` at `indexPath`.
    public required convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init(forCellWith: indexPath)
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    /// Attributes for the decoration view of `decorationViewKind` at `indexPath`.
    public required convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init(forCellWith: indexPath)
        representedElementCategory = .decorationView
        representedElementKind = decorationViewKind
    }

    /// A copy of the same class with the same values. Subclasses with values of
    /// their own override it, call `super`, and copy theirs, as on iOS.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init(forCellWith: indexPath)
        copy.representedElementCategory = representedElementCategory
        copy.representedElementKind = representedElementKind
        copy.center = center
        copy.size = size
        copy.transform3D = transform3D
        copy.alpha = alpha
        copy.zIndex = zIndex
        copy.isHidden = isHidden
        return copy
    }

    /// `copy(with: nil)`.
    nonisolated public final override func copy() -> Any {
        MainActor.assumeIsolated { (copy(with: nil) as? UICollectionViewLayoutAttributes) ?? self }
    }

    /// Equal when every value is (subclasses with more values override and call super).
    nonisolated open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UICollectionViewLayoutAttributes else { return false }
        return MainActor.assumeIsolated { equals(other) }
    }

    private func equals(_ other: UICollectionViewLayoutAttributes) -> Bool {
        other.indexPath == indexPath && other.representedElementCategory == representedElementCategory
            && other.representedElementKind == representedElementKind && other.center == center && other.size == size
            && CATransform3DEqualToTransform(other.transform3D, transform3D) && other.alpha == alpha
            && other.zIndex == zIndex && other.isHidden == isHidden
    }

    nonisolated open override var description: String {
        MainActor.assumeIsolated {
            "<\(type(of: self)): \(indexPath) \(representedElementKind.map { "\($0) " } ?? "")frame = \(frame); alpha = \(alpha); zIndex = \(zIndex)>"
        }
    }
}

extension UICollectionViewLayoutAttributes {
    /// The key that names this element among a collection view's elements.
    var elementKey: CollectionElementKey {
        CollectionElementKey(category: representedElementCategory, kind: representedElementKind, indexPath: indexPath)
    }
}
