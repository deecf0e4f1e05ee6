import Foundation

/// One thing a table view shows: a row, or a section's header or footer.
enum TableElement: Hashable {
    case row(IndexPath)
    case header(Int)
    case footer(Int)

    var section: Int {
        switch self {
        case .row(let indexPath): indexPath.section
        case .header(let section), .footer(let section): section
        }
    }
}
