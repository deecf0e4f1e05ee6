import Foundation

/// The space between the items of a group: exactly some points (`fixed`), or
/// at least some, with the room left over shared evenly between the gaps (`flexible`).
@preconcurrency @MainActor
open class NSCollectionLayoutSpacing: NSObject {
    /// The points (the least, when flexible).
    public let spacing: CGFloat
    /// Whether the gaps grow to use the room left over.
    public let isFlexibleSpacing: Bool
    /// Whether the gaps are exactly `spacing`.
    public var isFixedSpacing: Bool { !isFlexibleSpacing }

    init(spacing: CGFloat, flexible: Bool) {
        self.spacing = spacing
        isFlexibleSpacing = flexible
        super.init()
    }

    /// Gaps of exactly `fixedSpacing` points.
    public class func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing {
        NSCollectionLayoutSpacing(spacing: fixedSpacing, flexible: false)
    }

    /// Gaps of at least `flexibleSpacing` points, sharing the room left over.
    public class func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing {
        NSCollectionLayoutSpacing(spacing: flexibleSpacing, flexible: true)
    }
}
