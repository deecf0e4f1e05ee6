import Foundation

/// The scroll view a compositional layout gives a section that scrolls
/// sideways: it covers the section's row, holds the row's cells, and scrolls
/// them as the section's `orthogonalScrollingBehavior` says (freely, by pages,
/// or group by group). Each scroll asks the collection view for a layout pass,
/// so cells come and go as they cross its edges.
@MainActor
final class OrthogonalScrollView: UIScrollView, UIScrollViewDelegate {
    /// The section the row belongs to.
    var section = 0
    var behavior = UICollectionLayoutSectionOrthogonalScrollingBehavior.continuous
    /// Where each group starts, from the start of the content (for group paging).
    var groupOffsets: [CGFloat] = []
    weak var collectionView: UICollectionView?

    override init(frame: CGRect) {
        super.init(frame: frame)
        showsHorizontalScrollIndicator = false
        alwaysBounceHorizontal = true
        delegate = self
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        delegate = self
    }

    /// Takes the section's new row: frame, content width, behaviour and group starts.
    func configure(section: Int, frame newFrame: CGRect, contentWidth: CGFloat,
                   behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior, groupOffsets: [CGFloat]) {
        self.section = section
        self.behavior = behavior
        self.groupOffsets = groupOffsets
        if frame != newFrame { frame = newFrame }
        let size = CGSize(width: contentWidth, height: newFrame.height)
        if contentSize != size { contentSize = size }
        isPagingEnabled = behavior == .paging
        decelerationRate = behavior == .continuous ? .normal : .fast
        let limit = max(0, contentWidth - newFrame.width)
        if contentOffset.x > limit { contentOffset = CGPoint(x: limit, y: 0) }
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        collectionView?.setNeedsLayout()
        collectionView?.layoutIfNeeded()
    }

    /// Group paging moves one group from where the drag began; leading-boundary scrolling rests on the nearest group start.
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        guard !groupOffsets.isEmpty else { return }
        let limit = max(0, contentSize.width - bounds.width)
        let proposed = targetContentOffset.pointee.x
        func nearest(to x: CGFloat) -> Int {
            groupOffsets.indices.min { abs(groupOffsets[$0] - x) < abs(groupOffsets[$1] - x) } ?? 0
        }
        let index: Int
        switch behavior {
        case .groupPaging, .groupPagingCentered:
            let start = nearest(to: dragStartOffset.x)
            let step = velocity.x > 0 ? 1 : velocity.x < 0 ? -1 : 0
            let landing = nearest(to: contentOffset.x)
            index = step == 0 ? landing : min(max(start + step, 0), groupOffsets.count - 1)
        case .continuousGroupLeadingBoundary:
            index = nearest(to: proposed)
        case .none, .continuous, .paging:
            return
        }
        var target = groupOffsets[index]
        if behavior == .groupPagingCentered, groupOffsets.count > 1 {
            let groupWidth = groupOffsets[1] - groupOffsets[0]
            target -= (bounds.width - groupWidth) / 2
        }
        targetContentOffset.pointee.x = min(max(target, 0), limit)
    }
}
