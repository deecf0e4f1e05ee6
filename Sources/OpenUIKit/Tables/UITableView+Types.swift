import Foundation

extension UITableView {
    /// How the table looks: sections run together (plain), stand apart on a
    /// grey background (grouped), or stand apart as rounded cards (inset grouped).
    public enum Style: Int, Sendable { case plain, grouped, insetGrouped }

    /// How inserted, deleted and reloaded rows animate.
    public enum RowAnimation: Int, Sendable { case fade, right, left, top, bottom, none, middle, automatic = 100 }

    /// Where `scrollToRow(at:at:animated:)` puts a row.
    public enum ScrollPosition: Int, Sendable { case none, top, middle, bottom }

    /// A height that asks for the standard one: rows of 44 points, headers by style and title.
    nonisolated public static let automaticDimension: CGFloat = -1
}

extension UITableViewCell {
    /// The standard cell layouts.
    public enum CellStyle: Int, Sendable { case `default`, value1, value2, subtitle }
    /// What a cell shows at its trailing edge.
    public enum AccessoryType: Int, Sendable { case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton }
    /// How a selected cell looks.
    public enum SelectionStyle: Int, Sendable { case none, blue, gray, `default` }
    /// Whether cells have separator lines.
    public enum SeparatorStyle: Int, Sendable { case none, singleLine, singleLineEtched }
}
