import Foundation

/// Where a compositional layout puts one section's elements, in the collection
/// view's content coordinates: the section's frame, its cells' frames, its
/// boundary supplementary views, and for a section that scrolls sideways the
/// row its groups make (scrolled by the section's own scroll view).
@MainActor
struct CompositionalSectionGeometry {
    /// The whole section, insets and supplementary views included.
    var frame = CGRect.zero
    /// The cells' frames, by item, as if the section were not scrolled sideways.
    var itemFrames: [CGRect] = []
    /// The boundary supplementary views: kind, frame and stacking order.
    var supplementaries: [(kind: String, frame: CGRect, zIndex: Int)] = []
    /// For a section that scrolls sideways: the area its scroll view covers, its content width, and where groups start.
    var orthogonal: (frame: CGRect, contentWidth: CGFloat, groupOffsets: [CGFloat])?

    /// A section with nothing in it, at `top`.
    init(emptyAt top: CGFloat, width: CGFloat) {
        frame = CGRect(x: 0, y: top, width: width, height: 0)
    }

    /// Lays `section` out for `itemCount` items from `top`, in a container `container` wide and tall.
    init(section: NSCollectionLayoutSection, itemCount: Int, top: CGFloat, container: CGSize) {
        let insets = section.contentInsets
        let contentWidth = max(0, container.width - insets.leading - insets.trailing)
        let supplementaryWidth = section.supplementariesFollowContentInsets ? contentWidth : container.width
        let supplementaryX = section.supplementariesFollowContentInsets ? insets.leading : 0
        var cursor = top
        func boundary(_ item: NSCollectionLayoutBoundarySupplementaryItem) -> CGSize {
            item.layoutSize.resolved(in: CGSize(width: supplementaryWidth, height: container.height))
        }
        for item in section.boundarySupplementaryItems where item.alignment == .top {
            let size = boundary(item)
            supplementaries.append((item.elementKind, CGRect(x: supplementaryX, y: cursor, width: size.width, height: size.height),
                                    item.zIndex))
            if item.extendsBoundary { cursor += size.height }
        }
        cursor += insets.top
        let groupContainer = CGSize(width: contentWidth, height: container.height)
        let groupSize = section.group.layoutSize.resolved(in: groupContainer)
        let perGroup = max(1, section.group.leafFrames(in: CGRect(origin: .zero, size: groupSize)).count)
        let groupCount = (itemCount + perGroup - 1) / perGroup
        if section.orthogonalScrollingBehavior == .none {
            for index in 0..<groupCount {
                let room = CGRect(x: insets.leading, y: cursor, width: groupSize.width, height: groupSize.height)
                itemFrames += section.group.leafFrames(in: room).prefix(itemCount - itemFrames.count)
                cursor += groupSize.height + (index < groupCount - 1 ? section.interGroupSpacing : 0)
            }
        } else {
            var x = insets.leading
            var offsets: [CGFloat] = []
            for _ in 0..<groupCount {
                let room = CGRect(x: x, y: cursor, width: groupSize.width, height: groupSize.height)
                offsets.append(x - insets.leading)
                itemFrames += section.group.leafFrames(in: room).prefix(itemCount - itemFrames.count)
                x += groupSize.width + section.interGroupSpacing
            }
            let rowWidth = groupCount > 0 ? x - section.interGroupSpacing + insets.trailing : insets.leading + insets.trailing
            let rowFrame = CGRect(x: 0, y: cursor - insets.top, width: container.width,
                                  height: insets.top + (groupCount > 0 ? groupSize.height : 0) + insets.bottom)
            orthogonal = (rowFrame, rowWidth, offsets)
            if groupCount > 0 { cursor += groupSize.height }
        }
        cursor += insets.bottom
        for item in section.boundarySupplementaryItems where item.alignment == .bottom {
            let size = boundary(item)
            supplementaries.append((item.elementKind, CGRect(x: supplementaryX, y: cursor, width: size.width, height: size.height),
                                    item.zIndex))
            if item.extendsBoundary { cursor += size.height }
        }
        frame = CGRect(x: 0, y: top, width: container.width, height: cursor - top)
    }
}
