import Foundation

/// A run of items (or groups) along one axis: side by side (`horizontal`) or
/// one under another (`vertical`). A group repeats its subitems for as long as
/// the next one fits, and the section repeats the group for as many items as
/// it has; `repeatingSubitem:count:` sizes one subitem so exactly `count` fit.
@preconcurrency @MainActor
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    enum Axis { case horizontal, vertical }

    let axis: Axis
    /// The items (or groups) the group lays out, in order.
    public let subitems: [NSCollectionLayoutItem]
    /// With `repeatingSubitem:count:`, how many of the subitem the group holds.
    let repeatCount: Int?
    /// The space between the subitems (default none).
    open var interItemSpacing: NSCollectionLayoutSpacing?

    init(axis: Axis, layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem], count: Int?) {
        self.axis = axis
        self.subitems = subitems
        repeatCount = count
        super.init(layoutSize: layoutSize)
    }

    /// A group laying `subitems` side by side, repeating them while they fit.
    public class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(axis: .horizontal, layoutSize: layoutSize, subitems: subitems, count: nil)
    }

    /// A group of exactly `count` of `subitem` side by side, each as wide as fills the group with the spacing.
    public class func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
                                 count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(axis: .horizontal, layoutSize: layoutSize, subitems: [subitem], count: max(1, count))
    }

    /// A group laying `subitems` one under another, repeating them while they fit.
    public class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(axis: .vertical, layoutSize: layoutSize, subitems: subitems, count: nil)
    }

    /// A group of exactly `count` of `subitem` one under another, each as tall as fills the group with the spacing.
    public class func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
                               count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(axis: .vertical, layoutSize: layoutSize, subitems: [subitem], count: max(1, count))
    }

    /// The cell frames of one instance of the group filling `room` (inset by its `contentInsets`).
    override func leafFrames(in room: CGRect) -> [CGRect] {
        let inner = room.inset(by: contentInsets)
        let horizontal = axis == .horizontal
        let length = horizontal ? inner.width : inner.height
        let spacing = interItemSpacing?.spacing ?? 0
        // The subitems that fit along the axis, with their sizes.
        var placed: [(item: NSCollectionLayoutItem, size: CGSize)] = []
        if let repeatCount, let item = subitems.first {
            let share = max(0, (length - spacing * CGFloat(repeatCount - 1)) / CGFloat(repeatCount))
            var size = item.layoutSize.resolved(in: inner.size)
            if horizontal { size.width = share } else { size.height = share }
            placed = Array(repeating: (item, size), count: repeatCount)
        } else if !subitems.isEmpty {
            var used: CGFloat = 0
            var index = 0
            while true {
                let item = subitems[index % subitems.count]
                let size = item.layoutSize.resolved(in: inner.size)
                let extent = horizontal ? size.width : size.height
                let needed = (placed.isEmpty ? 0 : spacing) + extent
                guard placed.isEmpty || used + needed <= length + 0.001, extent > 0 || placed.isEmpty else { break }
                placed.append((item, size))
                used += needed
                index += 1
                if extent <= 0 { break }
            }
        }
        guard !placed.isEmpty else { return [] }
        var gap = spacing
        if interItemSpacing?.isFlexibleSpacing == true, placed.count > 1 {
            let total = placed.reduce(0) { $0 + (horizontal ? $1.size.width : $1.size.height) }
            gap = max(spacing, (length - total) / CGFloat(placed.count - 1))
        }
        var cursor = horizontal ? inner.minX : inner.minY
        var frames: [CGRect] = []
        for (item, size) in placed {
            let slot = horizontal ? CGRect(x: cursor, y: inner.minY, width: size.width, height: size.height)
                                  : CGRect(x: inner.minX, y: cursor, width: size.width, height: size.height)
            frames += item.leafFrames(in: slot)
            cursor += (horizontal ? size.width : size.height) + gap
        }
        return frames
    }
}
