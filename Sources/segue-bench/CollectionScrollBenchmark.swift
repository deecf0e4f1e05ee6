import OpenUIKit

/// Scrolls a 10,000-item flow-layout collection view a frame at a time,
/// headless and without rendering: the time per frame with the layout query,
/// cell reuse and placement, and how many cells were ever made (what scrolling
/// keeps alive) against how many are visible.
@MainActor
enum CollectionScrollBenchmark {
    /// A cell that counts how many were made.
    final class CountedCell: UICollectionViewCell {
        nonisolated(unsafe) static var made = 0

        required init(frame: CGRect) {
            super.init(frame: frame)
            Self.made += 1
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    final class Source: NSObject, UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 10_000 }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            cell.contentView.backgroundColor = indexPath.item % 2 == 0 ? .systemBlue : .systemTeal
            return cell
        }
    }

    static func run() {
        let frames = VirtualFrames()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.makeKeyAndVisible()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 90, height: 90)
        layout.minimumLineSpacing = 8
        layout.minimumInteritemSpacing = 8
        let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collectionView.register(CountedCell.self, forCellWithReuseIdentifier: "cell")
        let source = Source()
        collectionView.dataSource = source
        window.addSubview(collectionView)
        frames.step()
        // 40 points a frame: a brisk fling, down the whole content and back.
        let bottom = collectionView.contentSize.height - collectionView.bounds.height
        var offset: CGFloat = 0, step: CGFloat = 40, frameCount = 0, mostVisible = 0
        let elapsed = measure {
            for _ in 0..<2 {
                while offset + step >= 0 && offset + step <= bottom {
                    offset += step
                    collectionView.contentOffset = CGPoint(x: 0, y: offset)
                    frames.step()
                    frameCount += 1
                    mostVisible = max(mostVisible, collectionView.visibleCells.count)
                }
                step = -step
            }
        }
        report("collection_scroll_frame", elapsed / Double(frameCount) / 1e3, "µs per frame (10,000 items, \(frameCount) frames)")
        report("collection_cells_alive", Double(CountedCell.made), "cells made (at most \(mostVisible) visible at once)")
        withExtendedLifetime((collectionView, source)) {}
    }
}
