import Foundation

/// The layout a collection view installs while an interactive change of
/// layout runs: each element sits between where `currentLayout` and
/// `nextLayout` put it, as `transitionProgress` (0…1) says; setting the
/// progress lays the collection view out again. Subclasses can add their own
/// animated values (`updateValue(_:forAnimatedKey:)`) and use them in the
/// attributes they return.
@preconcurrency @MainActor
open class UICollectionViewTransitionLayout: UICollectionViewLayout {
    /// The layout the change starts from.
    public let currentLayout: UICollectionViewLayout
    /// The layout the change goes to.
    public let nextLayout: UICollectionViewLayout

    /// How far the change has gone, from 0 (the current layout) to 1 (the next one).
    open var transitionProgress: CGFloat {
        get { progressStorage }
        set {
            guard newValue.isFinite else {
                return SegueDiagnostics.report("\(self): transitionProgress \(newValue) is not finite; ignored")
            }
            progressStorage = newValue
            invalidateLayout()
        }
    }
    private var progressStorage: CGFloat = 0

    private var animatedValues: [String: CGFloat] = [:]

    /// The content offsets the change goes between (set by the collection view).
    var startOffset = CGPoint.zero
    var endOffset = CGPoint.zero
    /// The elements shown at either end of the change.
    private var keys: [CollectionElementKey] = []

    /// A transition layout from `currentLayout` to `newLayout`.
    public init(currentLayout: UICollectionViewLayout, nextLayout newLayout: UICollectionViewLayout) {
        self.currentLayout = currentLayout
        self.nextLayout = newLayout
        super.init()
    }

    /// Decoding is not supported; this gives a transition between two empty flow layouts.
    public required init?(coder: NSCoder) {
        currentLayout = UICollectionViewFlowLayout()
        nextLayout = UICollectionViewFlowLayout()
        super.init()
    }

    /// Sets a value of the subclass's own that follows the change.
    open func updateValue(_ value: CGFloat, forAnimatedKey key: String) {
        animatedValues[key] = value
    }

    /// A value set with `updateValue(_:forAnimatedKey:)`, 0 when never set.
    open func value(forAnimatedKey key: String) -> CGFloat {
        animatedValues[key] ?? 0
    }

    /// The content offset between the two layouts' at the current progress.
    var interpolatedContentOffset: CGPoint { Self.mix(startOffset, endOffset, transitionProgress) }

    /// Notes which elements either layout shows at its end of the change.
    func begin(visibleSize: CGSize) {
        var seen = Set<CollectionElementKey>()
        for (layout, origin) in [(currentLayout, startOffset), (nextLayout, endOffset)] {
            for attributes in layout.layoutAttributesForElements(in: CGRect(origin: origin, size: visibleSize)) ?? [] {
                if seen.insert(attributes.elementKey).inserted { keys.append(attributes.elementKey) }
            }
        }
    }

    open override var collectionViewContentSize: CGSize {
        let from = currentLayout.collectionViewContentSize, to = nextLayout.collectionViewContentSize
        let p = transitionProgress
        return CGSize(width: from.width + (to.width - from.width) * p, height: from.height + (to.height - from.height) * p)
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        keys.compactMap { interpolatedAttributes(for: $0) }.filter { $0.frame.intersects(rect) }
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        interpolatedAttributes(for: .cell(indexPath))
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                            at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        interpolatedAttributes(for: CollectionElementKey(category: .supplementaryView, kind: elementKind, indexPath: indexPath))
    }

    /// The element's attributes between the two layouts' (transparent at the end where a layout lacks it).
    private func interpolatedAttributes(for key: CollectionElementKey) -> UICollectionViewLayoutAttributes? {
        let from = currentLayout.layoutAttributes(for: key), to = nextLayout.layoutAttributes(for: key)
        guard let start = from ?? to.map(UICollectionView.transparent),
              let end = to ?? from.map(UICollectionView.transparent) else { return nil }
        let p = transitionProgress
        let result = key.category == .cell ? attributesType.init(forCellWith: key.indexPath)
            : attributesType.init(forSupplementaryViewOfKind: key.kind ?? "", with: key.indexPath)
        result.center = Self.mix(start.center, end.center, p)
        result.size = CGSize(width: start.size.width + (end.size.width - start.size.width) * p,
                             height: start.size.height + (end.size.height - start.size.height) * p)
        result.alpha = start.alpha + (end.alpha - start.alpha) * p
        result.transform3D = Self.mix(start.transform3D, end.transform3D, p)
        result.zIndex = p < 0.5 ? start.zIndex : end.zIndex
        result.isHidden = p < 0.5 ? start.isHidden : end.isHidden
        return result
    }

    static func mix(_ a: CGPoint, _ b: CGPoint, _ p: CGFloat) -> CGPoint {
        CGPoint(x: a.x + (b.x - a.x) * p, y: a.y + (b.y - a.y) * p)
    }

    /// Entry by entry: exact for translations and scales, what a layout's transforms usually are.
    private static func mix(_ a: CATransform3D, _ b: CATransform3D, _ p: CGFloat) -> CATransform3D {
        func m(_ x: CGFloat, _ y: CGFloat) -> CGFloat { x + (y - x) * p }
        return CATransform3D(m11: m(a.m11, b.m11), m12: m(a.m12, b.m12), m13: m(a.m13, b.m13), m14: m(a.m14, b.m14),
                             m21: m(a.m21, b.m21), m22: m(a.m22, b.m22), m23: m(a.m23, b.m23), m24: m(a.m24, b.m24),
                             m31: m(a.m31, b.m31), m32: m(a.m32, b.m32), m33: m(a.m33, b.m33), m34: m(a.m34, b.m34),
                             m41: m(a.m41, b.m41), m42: m(a.m42, b.m42), m43: m(a.m43, b.m43), m44: m(a.m44, b.m44))
    }
}
