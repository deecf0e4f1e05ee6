/// How a section of a compositional layout scrolls across the layout's own
/// direction: not at all (`none`: its groups wrap into lines), freely
/// (`continuous`), coming to rest on a group's leading edge
/// (`continuousGroupLeadingBoundary`), a page of the collection view's width
/// at a time (`paging`), or a group at a time (`groupPaging`, `groupPagingCentered`).
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    case none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}
