import Foundation

/// How a list section of a compositional layout looks: rows that span the
/// section, 44 points tall, in a plain, grouped or inset-grouped appearance.
/// Make sections of it with `NSCollectionLayoutSection.list(using:layoutEnvironment:)`
/// or a whole layout with `UICollectionViewCompositionalLayout.list(using:)`.
public struct UICollectionLayoutListConfiguration: Sendable {
    /// The look of the list.
    public enum Appearance: Int, Sendable { case plain, grouped, insetGrouped, sidebar, sidebarPlain }
    /// Whether sections have headers: none, supplementary views, or the first item.
    public enum HeaderMode: Int, Sendable { case none, supplementary, firstItemInSection }
    /// Whether sections have footers: none or supplementary views.
    public enum FooterMode: Int, Sendable { case none, supplementary }

    /// The look of the list.
    public var appearance: Appearance
    /// Whether rows have separators (drawn by list cells; default true).
    public var showsSeparators = true
    /// The list's background colour (nil: the appearance's).
    public var backgroundColor: UIColor?
    /// Whether sections have headers (default none).
    public var headerMode: HeaderMode = .none
    /// Whether sections have footers (default none).
    public var footerMode: FooterMode = .none

    /// A list configuration of `appearance`.
    public init(appearance: Appearance) {
        self.appearance = appearance
    }

    /// Whether the appearance sets its sections apart.
    var isGrouped: Bool { appearance == .grouped || appearance == .insetGrouped || appearance == .sidebar }
}

extension NSCollectionLayoutSection {
    /// The height of a list row.
    static let listRowHeight: CGFloat = 44

    /// A section laid out as a list of `configuration`: rows spanning the
    /// section (inset 20 points on each side when inset-grouped), 44 points
    /// tall; grouped appearances stand sections 18 points apart.
    public static func list(using configuration: UICollectionLayoutListConfiguration,
                            layoutEnvironment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let row = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(listRowHeight))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: row, subitems: [NSCollectionLayoutItem(layoutSize: row)])
        let section = NSCollectionLayoutSection(group: group)
        let side: CGFloat = configuration.appearance == .insetGrouped ? 20 : 0
        let gap: CGFloat = configuration.isGrouped ? 18 : 0
        section.contentInsets = NSDirectionalEdgeInsets(top: gap, leading: side, bottom: gap, trailing: side)
        let titleHeight: CGFloat = configuration.isGrouped ? 38 : 28
        if configuration.headerMode == .supplementary {
            section.boundarySupplementaryItems.append(NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(titleHeight)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top))
        }
        if configuration.footerMode == .supplementary {
            section.boundarySupplementaryItems.append(NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(titleHeight)),
                elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom))
        }
        return section
    }
}
