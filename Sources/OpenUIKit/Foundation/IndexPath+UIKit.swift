import Foundation

/// UIKit's additions to `IndexPath`: a section and an item (collection views)
/// or a row (table views).
extension IndexPath {
    /// An index path of `item` in `section`.
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }

    /// An index path of `row` in `section`.
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }

    /// The section (the first index).
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The item within the section (the second index).
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// The row within the section (the second index).
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
