import Foundation
import Testing
import OpenUIKit
import SegueTesting

/// A cell whose content is a colour of its item, and which counts its reuses.
@MainActor
final class SwatchCell: UICollectionViewCell {
    static var reuses = 0
    private(set) var item = -1

    required init(frame: CGRect) {
        super.init(frame: frame)
        let selected = UIView()
        selected.backgroundColor = .black
        selectedBackgroundView = selected
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func prepareForReuse() {
        super.prepareForReuse()
        Self.reuses += 1
    }

    func show(_ indexPath: IndexPath) {
        item = indexPath.item
        contentView.backgroundColor = SwatchCell.colors[indexPath.item % SwatchCell.colors.count]
    }

    static let colors: [UIColor] = [.systemRed, .systemGreen, .systemBlue, .systemOrange, .systemPurple, .systemTeal]
}

/// A data source and flow-layout delegate with mutable counts, which records
/// the calls it receives as "name item".
@MainActor
final class SwatchSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var counts: [Int]
    var calls: [String] = []
    var allowsSelection = true
    var headerHeight: CGFloat = 0

    init(counts: [Int]) { self.counts = counts }

    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "swatch", for: indexPath)
        (cell as? SwatchCell)?.show(indexPath)
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
        header.backgroundColor = .darkGray
        return header
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        referenceSizeForHeaderInSection section: Int) -> CGSize {
        CGSize(width: 0, height: headerHeight)
    }

    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        calls.append("shouldSelect \(indexPath.item)")
        return allowsSelection
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        calls.append("didSelect \(indexPath.item)")
    }

    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        calls.append("didDeselect \(indexPath.item)")
    }

    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
        calls.append("didHighlight \(indexPath.item)")
    }

    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        calls.append("didUnhighlight \(indexPath.item)")
    }

    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        calls.append("willDisplay \(indexPath.item)")
    }

    func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
                        forItemAt indexPath: IndexPath) {
        calls.append("didEndDisplaying \(indexPath.item)")
    }
}

/// A flow layout of `side`-point squares, `spacing` apart, inset by `inset` on every side.
@MainActor
func squareFlowLayout(side: CGFloat, spacing: CGFloat = 10, inset: CGFloat = 10) -> UICollectionViewFlowLayout {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: side, height: side)
    layout.minimumInteritemSpacing = spacing
    layout.minimumLineSpacing = spacing
    layout.sectionInset = UIEdgeInsets(top: inset, left: inset, bottom: inset, right: inset)
    return layout
}

/// A host whose root view holds a 390 × 844 collection view (no inset
/// adjustment) with `layout`, cells of `cellClass` and a `SwatchSource` of `counts`.
@MainActor
func hostWithCollection(layout: UICollectionViewLayout, counts: [Int] = [30], cellClass: AnyClass = SwatchCell.self)
    -> (host: TestHost, collectionView: UICollectionView, source: SwatchSource) {
    let (host, root) = hostWithRoot(UIViewController(nibName: nil, bundle: nil))
    let collectionView = UICollectionView(frame: root.view.bounds, collectionViewLayout: layout)
    collectionView.contentInsetAdjustmentBehavior = .never
    collectionView.register(cellClass, forCellWithReuseIdentifier: "swatch")
    collectionView.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionViewFlowLayout.elementKindSectionHeader,
                            withReuseIdentifier: "header")
    let source = SwatchSource(counts: counts)
    collectionView.dataSource = source
    collectionView.delegate = source
    root.view.addSubview(collectionView)
    keepAlive(source)
    collectionView.layoutIfNeeded()
    return (host, collectionView, source)
}

/// The on-screen centre of a view's presentation (what a frame would show now).
@MainActor
func presentedCenter(_ view: UIView) -> CGPoint {
    view.layer.presentation()?.position ?? view.center
}
