import Foundation
import Testing
@testable import OpenUIKit
import SegueTesting

/// A label remembers its last measurement (`sizeThatFits(_:)` asked again
/// with the same inputs answers at once): after a change to anything its size
/// depends on, it measures as a new label with its values, which has measured
/// nothing yet, does.
@MainActor
@Suite(.serialized, .checksDiagnostics) struct LabelMeasurementTests {
    enum Change: String, CaseIterable, Sendable {
        case text, boldFont, fontSize, numberOfLines, wrapWidth

        /// The label before the change: its text on one line, unless it may wrap at a narrower width.
        @MainActor func label() -> UILabel {
            let label = UILabel()
            label.text = "Ridge walk along the moors"
            if self == .wrapWidth { label.numberOfLines = 0 }
            return label
        }

        @MainActor func apply(to label: UILabel) {
            switch self {
            case .text: label.text = "Valley path"
            case .boldFont: label.font = .boldSystemFont(ofSize: 17)
            case .fontSize: label.font = .systemFont(ofSize: 19)
            case .numberOfLines: label.numberOfLines = 0
            case .wrapWidth: break
            }
        }

        /// The size the label is asked to fit after the change (before it: 300 points wide).
        var fittingAfter: CGSize {
            CGSize(width: self == .numberOfLines || self == .wrapWidth ? 120 : 300, height: 0)
        }
    }

    @Test(arguments: Change.allCases)
    func aChangedLabelMeasuresAsANewLabelWithItsValues(_ change: Change) {
        let clock = TestClock()
        let label = change.label()
        let before = label.sizeThatFits(CGSize(width: 300, height: 0))
        #expect(label.sizeThatFits(CGSize(width: 300, height: 0)) == before, "asked again")
        change.apply(to: label)
        let after = label.sizeThatFits(change.fittingAfter)
        #expect(after != before, "\(change): the change shows")

        let reference = change.label()
        change.apply(to: reference)
        #expect(after == reference.sizeThatFits(change.fittingAfter), "\(change)")
        withExtendedLifetime(clock) {}
    }

    /// A font named before it is registered falls back to fontconfig's
    /// default; registered, the same font object measures in its own outlines.
    @Test func aLabelMeasuredBeforeItsFontWasRegisteredMeasuresInItAfterwards() throws {
        let clock = TestClock()
        let data = try FontRegistrationTests.renamedSerif("M")
        let provider = try #require(CGDataProvider(data: data as CFData))
        let font = try #require(CGFont(provider))
        let label = UILabel()
        label.text = "Hamburgefonstiv WWW"
        label.font = UIFont(name: "SegueM Serif", size: 30)
        let serif = UILabel()
        serif.text = label.text
        serif.font = UIFont(name: "DejaVu Serif", size: 30)
        let fallback = label.sizeThatFits(.zero)
        #expect(fallback != serif.sizeThatFits(.zero), "unknown: measured in fontconfig's default")

        var error: Unmanaged<CFError>?
        #expect(CTFontManagerRegisterGraphicsFont(font, &error))
        #expect(label.sizeThatFits(.zero) == serif.sizeThatFits(.zero), "measured in the registered (serif) outlines")
        withExtendedLifetime(clock) {}
    }
}
