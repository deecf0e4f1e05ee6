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

    /// A line limit changed while the wrap width stays the same (120 points
    /// before and after) changes what the label measures: two lines of a
    /// text that wraps to more, as a new label limited to two lines measures it.
    @Test func aLineLimitChangedAtTheSameWrapWidthMeasuresAsANewLabel() {
        let clock = TestClock()
        let fitting = CGSize(width: 120, height: 0)
        func newLabel(lines: Int) -> UILabel {
            let label = UILabel()
            label.text = "Ridge walk along the moors and down the valley"
            label.numberOfLines = lines
            return label
        }
        let oneLine = newLabel(lines: 1).sizeThatFits(.zero).height
        let label = newLabel(lines: 0)
        let unlimited = label.sizeThatFits(fitting)
        #expect(unlimited.height > 2 * oneLine, "the text wraps to more than two lines: \(unlimited)")
        label.numberOfLines = 2
        let limited = label.sizeThatFits(fitting)
        #expect(limited.height < unlimited.height, "\(limited) after \(unlimited)")
        #expect(limited == newLabel(lines: 2).sizeThatFits(fitting))
        #expect(abs(limited.height - 2 * oneLine) <= 1, "two lines of \(oneLine) points: \(limited)")
        label.numberOfLines = 0
        #expect(label.sizeThatFits(fitting) == unlimited, "unlimited again")
        withExtendedLifetime(clock) {}
    }
}
