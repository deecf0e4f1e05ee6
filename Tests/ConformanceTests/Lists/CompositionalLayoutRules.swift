import Foundation
import Testing
import OpenUIKit
import SegueTesting

/// Compositional layouts: frames of grids, lists and sections that scroll sideways.
@MainActor
@Suite("Compositional layout", .checksDiagnostics)
struct CompositionalLayoutRules {
    /// A three-column grid: items a third of the group wide, inset 5; groups 100 tall, 8 apart; the section inset 10.
    static func gridSection() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3),
                                                                             heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        section.interGroupSpacing = 8
        return section
    }

    static func grid() -> UICollectionViewCompositionalLayout { UICollectionViewCompositionalLayout(section: gridSection()) }

    /// Where UIKit puts item `item` of `grid()` in a 390-wide collection view: 370 points across shared by three.
    static func gridFrame(_ item: Int) -> CGRect {
        let column = CGFloat(item % 3), row = CGFloat(item / 3)
        let slot: CGFloat = 370.0 / 3
        return CGRect(x: 10 + column * slot + 5, y: 10 + row * 108 + 5, width: slot - 10, height: 90)
    }

    static func frame(_ collectionView: UICollectionView, _ item: Int, section: Int = 0) -> CGRect? {
        collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    static func close(_ a: CGRect?, _ b: CGRect) -> Bool {
        guard let a else { return false }
        return abs(a.minX - b.minX) < 0.01 && abs(a.minY - b.minY) < 0.01 && abs(a.width - b.width) < 0.01 && abs(a.height - b.height) < 0.01
    }

    @Test("A grid of fractional-width items fills rows of three inside the section's insets")
    func gridFrames() throws {
        let (_, collectionView, dataSource) = hostWithDiffableGrid(layout: Self.grid())
        dataSource.apply(snapshot(Array(0..<10)), animatingDifferences: false)
        collectionView.layoutIfNeeded()
        for item in 0..<10 {
            #expect(Self.close(Self.frame(collectionView, item), Self.gridFrame(item)), "item \(item): \(String(describing: Self.frame(collectionView, item)))")
            let cell = try #require(collectionView.cellForItem(at: IndexPath(item: item, section: 0)))
            #expect(Self.close(cell.frame, Self.gridFrame(item)))
        }
        // Four rows of groups, three gaps, the insets: 10 + 4 × 100 + 3 × 8 + 10.
        #expect(collectionView.contentSize == CGSize(width: 390, height: 444))
    }

    @Test("Repeating subitems, flexible spacing and nested groups")
    func groupsShareTheirRoom() {
        let square = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(50), heightDimension: .absolute(50)))
        let repeating = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)),
            repeatingSubitem: square, count: 4)
        repeating.interItemSpacing = .fixed(10)
        let flexible = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitems: [square])
        flexible.interItemSpacing = .flexible(20)
        let tall = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        let half = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)))
        let column = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)), subitems: [half])
        let mosaic = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(200)), subitems: [tall, column])
        let groups = [repeating, flexible, mosaic]
        let layout = UICollectionViewCompositionalLayout { index, _ in NSCollectionLayoutSection(group: groups[index]) }
        let (_, collectionView, dataSource) = hostWithDiffableGrid(layout: layout)
        var data = NSDiffableDataSourceSnapshot<String, Int>()
        data.appendSections(["repeating", "flexible", "mosaic"])
        data.appendItems([0, 1, 2, 3], toSection: "repeating")
        data.appendItems([10, 11, 12, 13, 14, 15], toSection: "flexible")
        data.appendItems([20, 21, 22], toSection: "mosaic")
        dataSource.apply(data, animatingDifferences: false)
        collectionView.layoutIfNeeded()
        // Four across 390 with three 10-point gaps: (390 − 30) / 4 = 90 wide each, 50 tall as the item says.
        for item in 0..<4 {
            #expect(Self.close(Self.frame(collectionView, item), CGRect(x: CGFloat(item) * 100, y: 0, width: 90, height: 50)))
        }
        // 50-point squares at least 20 apart: six fit in 390 (6 × 50 + 5 × 20 = 400 > 390, so five), the rest shared.
        let gap = (390 - 5 * 50) / 4.0
        for item in 0..<5 {
            #expect(Self.close(Self.frame(collectionView, item, section: 1), CGRect(x: CGFloat(item) * (50 + gap), y: 60, width: 50, height: 50)))
        }
        #expect(Self.close(Self.frame(collectionView, 5, section: 1), CGRect(x: 0, y: 110, width: 50, height: 50)), "the sixth starts a new group")
        // A tall item on the left, two stacked halves on the right.
        #expect(Self.close(Self.frame(collectionView, 0, section: 2), CGRect(x: 0, y: 160, width: 195, height: 200)))
        #expect(Self.close(Self.frame(collectionView, 1, section: 2), CGRect(x: 195, y: 160, width: 195, height: 100)))
        #expect(Self.close(Self.frame(collectionView, 2, section: 2), CGRect(x: 195, y: 260, width: 195, height: 100)))
    }

    @Test("Lists: 44-point rows spanning the section, inset 20 when inset-grouped, with section headers")
    func listFrames() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        let (_, collectionView, dataSource) = hostWithDiffableGrid(layout: UICollectionViewCompositionalLayout.list(using: configuration))
        let header = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(elementKind: UICollectionView.elementKindSectionHeader) { view, _, _ in
            view.backgroundColor = .lightGray
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
        }
        var data = NSDiffableDataSourceSnapshot<String, Int>()
        data.appendSections(["a", "b"])
        data.appendItems([0, 1, 2], toSection: "a")
        data.appendItems([3], toSection: "b")
        dataSource.apply(data, animatingDifferences: false)
        collectionView.layoutIfNeeded()
        // Section a: header 38, then 18 of inset, three rows; 18 below. Section b starts at 38 + 18 + 132 + 18 = 206.
        #expect(collectionView.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader,
                                                                       at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 20, y: 0, width: 350, height: 38))
        for row in 0..<3 {
            #expect(Self.frame(collectionView, row) == CGRect(x: 20, y: 56 + 44 * CGFloat(row), width: 350, height: 44))
        }
        #expect(Self.frame(collectionView, 0, section: 1) == CGRect(x: 20, y: 206 + 38 + 18, width: 350, height: 44))
        #expect(collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader,
                                                 at: IndexPath(item: 0, section: 1))?.backgroundColor == .lightGray)
    }

    /// A row of 150 × 100 cards, 10 apart, inset 16 at both ends, scrolling sideways as `behavior` says, over a grid section.
    static func carousel(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { index, _ in
            guard index == 0 else { return gridSection() }
            let card = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(150), heightDimension: .absolute(100)), subitems: [card])
            let section = NSCollectionLayoutSection(group: group)
            section.interGroupSpacing = 10
            section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
            section.orthogonalScrollingBehavior = behavior
            return section
        }
    }

    static func hostWithCarousel(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior)
        -> (TestHost, UICollectionView, UIScrollView) {
        let (host, collectionView, dataSource) = hostWithDiffableGrid(layout: carousel(behavior))
        var data = NSDiffableDataSourceSnapshot<String, Int>()
        data.appendSections(["cards", "grid"])
        data.appendItems(Array(0..<10), toSection: "cards")
        data.appendItems(Array(100..<106), toSection: "grid")
        dataSource.apply(data, animatingDifferences: false)
        collectionView.layoutIfNeeded()
        let row = collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.superview as? UIScrollView
        return (host, collectionView, row ?? UIScrollView())
    }

    @Test("A section that scrolls sideways lays its groups in a row of its own, which a horizontal drag scrolls")
    func orthogonalContinuous() throws {
        let (host, collectionView, row) = Self.hostWithCarousel(.continuous)
        #expect(row !== collectionView && row.superview === collectionView, "the row's cells live in its own scroll view")
        #expect(row.frame == CGRect(x: 0, y: 0, width: 390, height: 100))
        // 16 + 10 × 150 + 9 × 10 + 16.
        #expect(row.contentSize.width == 1622)
        for item in 0..<10 {
            #expect(Self.frame(collectionView, item) == CGRect(x: 16 + 160 * CGFloat(item), y: 0, width: 150, height: 100))
        }
        // The grid section follows under the row.
        #expect(Self.close(Self.frame(collectionView, 0, section: 1), Self.gridFrame(0).offsetBy(dx: 0, dy: 100)))
        #expect(collectionView.cellForItem(at: IndexPath(item: 3, section: 0)) == nil, "the fourth card starts at 496, off screen")

        host.drag(from: CGPoint(x: 300, y: 50), to: CGPoint(x: 60, y: 50), duration: 0.5)
        try host.runUntilIdle()
        let offset = row.contentOffset.x
        #expect(offset >= 240 && offset <= 1622 - 390, "the row scrolled: \(offset)")
        #expect(collectionView.contentOffset == .zero, "the collection view did not")
        #expect(Self.frame(collectionView, 0) == CGRect(x: 16 - offset, y: 0, width: 150, height: 100))
        let card3 = try #require(collectionView.cellForItem(at: IndexPath(item: 3, section: 0)), "the fourth card came on screen")
        #expect(abs(card3.convert(card3.bounds, to: collectionView).minX - (496 - offset)) < 0.01)
    }

    @Test("Paging rows come to rest on a multiple of the row's width; group paging on a group")
    func orthogonalPaging() throws {
        let (host, _, row) = Self.hostWithCarousel(.paging)
        host.drag(from: CGPoint(x: 300, y: 50), to: CGPoint(x: 200, y: 50), duration: 0.1)
        try host.runUntilIdle()
        #expect(row.contentOffset.x == 390, "a quick flick turns one page")

        let (groupHost, _, groupRow) = Self.hostWithCarousel(.groupPaging)
        groupHost.drag(from: CGPoint(x: 300, y: 50), to: CGPoint(x: 200, y: 50), duration: 0.1)
        try groupHost.runUntilIdle()
        #expect(groupRow.contentOffset.x == 160, "a flick moves one group: 150 + 10")
    }

    @Test("A diffable grid renders its cells where the layout puts them, and shuffles them over 0.3 s")
    func renderedGrid() throws {
        let (host, collectionView, dataSource) = hostWithDiffableGrid(layout: Self.grid())
        dataSource.apply(snapshot(Array(0..<12)), animatingDifferences: false)
        collectionView.layoutIfNeeded()
        let image = host.render()
        saveFrame(image, "diffable-grid", in: "diffable")
        let scale = CGFloat(image.width) / 390
        for item in 0..<12 {
            let frame = Self.gridFrame(item)
            let expected = try #require(SwatchCell.colors[item % SwatchCell.colors.count].cgColor.components)
            let pixel = Self.pixel(image, frame.midX * scale, frame.midY * scale)
            #expect(abs(pixel.red - Int(expected[0] * 255)) <= 2 && abs(pixel.green - Int(expected[1] * 255)) <= 2,
                    "item \(item) at \(frame): \(pixel)")
            let gutter = Self.pixel(image, (frame.minX - 3) * scale, frame.midY * scale)
            #expect(gutter == (255, 255, 255), "the inset shows the white background beside item \(item)")
        }
        // Every fifth item in turn (5 is prime to 12, so all of them), without 3.
        let shuffled = (0..<12).map { $0 * 5 % 12 }.filter { $0 != 3 }
        dataSource.apply(snapshot(shuffled))
        host.advance(by: 9.0 / 60)
        let middle = host.render()
        saveFrame(middle, "diffable-grid-shuffling", in: "diffable")
        // Item 1 goes from place 1 to place 4, a line down: half-way it is centred between them (its left part
        // clear of item 5, which crosses half a column to its right).
        let target = try #require(shuffled.firstIndex(of: 1))
        #expect(target == 4)
        let halfway = CGPoint(x: (Self.gridFrame(1).midX + Self.gridFrame(target).midX) / 2,
                              y: (Self.gridFrame(1).midY + Self.gridFrame(target).midY) / 2)
        let green = try #require(SwatchCell.colors[1].cgColor.components)
        let seen = Self.pixel(middle, (halfway.x - 45) * scale, halfway.y * scale)
        #expect(abs(seen.red - Int(green[0] * 255)) <= 2 && abs(seen.green - Int(green[1] * 255)) <= 2, "item 1 mid-move: \(seen)")
        try host.runUntilIdle()
        let final = host.render()
        saveFrame(final, "diffable-grid-shuffled", in: "diffable")
        for (place, item) in shuffled.enumerated() {
            let expected = try #require(SwatchCell.colors[item % SwatchCell.colors.count].cgColor.components)
            let pixel = Self.pixel(final, Self.gridFrame(place).midX * scale, Self.gridFrame(place).midY * scale)
            #expect(abs(pixel.red - Int(expected[0] * 255)) <= 2 && abs(pixel.blue - Int(expected[2] * 255)) <= 2, "item \(item) at place \(place)")
        }
        #expect(Self.pixel(final, Self.gridFrame(11).midX * scale, Self.gridFrame(11).midY * scale) == (255, 255, 255), "eleven items left")
    }

    private static func pixel(_ image: CGImage, _ x: CGFloat, _ y: CGFloat) -> (red: Int, green: Int, blue: Int) {
        let p = image.premultipliedRGBA(x: Int(x), y: Int(y))
        return (Int(p.red), Int(p.green), Int(p.blue))
    }
}
