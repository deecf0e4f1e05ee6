import Foundation

/// A list's items (or rows) per section, as its data source gave them.
extension Array where Element == Int {
    /// How many items `section` has (0 for a section that does not exist).
    func count(inSection section: Int) -> Int {
        indices.contains(section) ? self[section] : 0
    }

    /// Whether `indexPath` names an existing item.
    func contains(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && indices.contains(indexPath[0]) && indexPath[1] >= 0 && indexPath[1] < self[indexPath[0]]
    }
}
