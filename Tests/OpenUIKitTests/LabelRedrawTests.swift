import Foundation
import Testing
@testable import OpenUIKit
import SegueTesting

/// A label draws its text through the runtime's laid-out text (`TextLayoutCache`,
/// by string, font, size, alignment, wrapping, truncation and width): after any
/// change, its pixels are those of a new label with the same values drawn by a
/// new host, whose runtime has laid nothing out yet. A layout kept for the old
/// values and served for the new ones would show here.
@MainActor
@Suite(.serialized, .checksDiagnostics) struct LabelRedrawTests {
    enum Change: String, CaseIterable, Sendable {
        case text, boldFont, fontSize, color, width, alignment, numberOfLines, truncationAtTheHead

        @MainActor func apply(to label: UILabel) {
            switch self {
            case .text: label.text = "Valley path by the river"
            case .boldFont: label.font = .boldSystemFont(ofSize: 17)
            case .fontSize: label.font = .systemFont(ofSize: 19)
            case .color: label.textColor = .systemRed
            case .width: label.frame.size.width = 120
            case .alignment: label.textAlignment = .right
            case .numberOfLines: label.numberOfLines = 2
            case .truncationAtTheHead: label.lineBreakMode = .byTruncatingHead
            }
        }

        /// The label before the change: its text fits on its line, but for the changes
        /// that only show on text that does not.
        @MainActor func label() -> UILabel {
            let fits = self != .numberOfLines && self != .truncationAtTheHead
            let label = UILabel(frame: CGRect(x: 20, y: 100, width: fits ? 300 : 120, height: 44))
            label.text = "Ridge walk along the moors"
            return label
        }
    }

    /// What `label` drew once shown in `host` and laid out.
    static func drawn(_ label: UILabel, in host: TestHost) throws -> CGImage {
        if label.superview == nil { host.window.addSubview(label) }
        try host.runUntilIdle()
        return try #require(label.layer.backingImageStorage)
    }

    @Test(arguments: Change.allCases)
    func aChangedLabelDrawsAsANewLabelWithItsValues(_ change: Change) throws {
        let host = TestHost()
        let label = change.label()
        let before = try Self.drawn(label, in: host)
        change.apply(to: label)
        let after = try Self.drawn(label, in: host)
        #expect(ImageComparison(actual: after, expected: before).differingFraction > 0, "\(change): the change shows")

        let fresh = TestHost()
        let reference = change.label()
        change.apply(to: reference)
        let expected = try Self.drawn(reference, in: fresh)
        let comparison = ImageComparison(actual: after, expected: expected)
        #expect(comparison.sizesMatch && comparison.maximumChannelDifference == 0, "\(change): \(comparison)")
    }
}
