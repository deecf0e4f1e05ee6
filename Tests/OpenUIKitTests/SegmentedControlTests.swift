import Foundation
import Testing
@testable import OpenUIKit
import SegueTesting

/// UISegmentedControl: segments, selection, taps and events, the indicator's slide as drawn.
@MainActor
@Suite(.checksDiagnostics) struct SegmentedControlTests {
    /// Three 100-point segments across x 20…320 at y 300…332 in a white root view.
    private func hostWithControl(selecting index: Int = 0) -> (TestHost, UISegmentedControl) {
        let (host, root) = controlHost()
        let control = UISegmentedControl(items: ["One", "Two", "Three"])
        control.frame = CGRect(x: 20, y: 300, width: 300, height: 32)
        control.selectedSegmentIndex = index
        root.addSubview(control)
        host.advance(by: 1.0 / 60)
        return (host, control)
    }

    /// The indicator's white: the bar is 239 or darker.
    private static func isIndicator(_ p: (red: Int, green: Int, blue: Int)) -> Bool { p.red >= 252 && p.green >= 252 && p.blue >= 252 }

    /// Where the indicator's centre is, along a row near its top edge (above the titles),
    /// inside the bar's rounded ends (the white background is outside them).
    private func indicatorCenter(_ image: CGImage) -> CGFloat? {
        centerOfRun(image, y: 304.5, fromX: 22, toX: 318, where: Self.isIndicator)
    }

    @Test func itemsMakeSegmentsWithNoneSelected() {
        let control = UISegmentedControl(items: ["One", "Two", "Three"])
        #expect(UISegmentedControl.noSegment == -1)
        #expect(control.numberOfSegments == 3)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect((0..<3).map { control.titleForSegment(at: $0) } == ["One", "Two", "Three"])
        #expect(control.titleForSegment(at: 3) == nil)
        #expect(control.intrinsicContentSize.height == 32 && control.frame.height == 32)
        #expect(control.frame.width >= 3 * 44, "sized to its segments: \(control.frame)")
        #expect(control.isMomentary == false && control.apportionsSegmentWidthsByContent == false)
        #expect(control.selectedSegmentTintColor == nil)
        #expect(UISegmentedControl(items: nil).numberOfSegments == 0)
    }

    @Test func insertingRemovingAndRetitlingSegments() {
        let control = UISegmentedControl(items: ["A", "B"])
        control.selectedSegmentIndex = 1
        control.insertSegment(withTitle: "Z", at: 0, animated: false)
        #expect((0..<3).map { control.titleForSegment(at: $0) } == ["Z", "A", "B"])
        #expect(control.selectedSegmentIndex == 2, "the selected segment (B) stays selected")
        control.insertSegment(withTitle: "End", at: 99, animated: true)
        #expect(control.numberOfSegments == 4 && control.titleForSegment(at: 3) == "End", "an index past the end appends")
        control.setTitle("Bee", forSegmentAt: 2)
        #expect(control.titleForSegment(at: 2) == "Bee")
        control.removeSegment(at: 0, animated: false)
        #expect(control.selectedSegmentIndex == 1 && control.titleForSegment(at: 1) == "Bee")
        control.removeSegment(at: 1, animated: true)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment, "the selected one removed: none selected")
        #expect(control.numberOfSegments == 2)
        control.selectedSegmentIndex = 5
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment, "an index past the segments is ignored")
        control.selectedSegmentIndex = 1
        control.selectedSegmentIndex = UISegmentedControl.noSegment
        #expect(control.selectedSegmentIndex == -1)
        control.removeAllSegments()
        #expect(control.numberOfSegments == 0)
    }

    @Test func aTapOnAnotherSegmentSelectsItAndSendsValueChangedOnce() {
        let (host, control) = hostWithControl()
        var selections: [Int] = []
        control.addAction(UIAction { _ in selections.append(control.selectedSegmentIndex) }, for: .valueChanged)
        host.tap(at: CGPoint(x: 270, y: 316))
        #expect(control.selectedSegmentIndex == 2 && selections == [2])
        host.advance(by: 0.5)
        host.tap(at: CGPoint(x: 280, y: 316))
        #expect(selections == [2], "the selected segment again: nothing changes, nothing is sent")
        host.tap(at: CGPoint(x: 170, y: 316))
        #expect(control.selectedSegmentIndex == 1 && selections == [2, 1])
        control.selectedSegmentIndex = 0
        host.advance(by: 0.5)
        #expect(selections == [2, 1], "selecting in code sends nothing")
        control.setEnabled(false, forSegmentAt: 2)
        host.tap(at: CGPoint(x: 270, y: 316))
        #expect(control.selectedSegmentIndex == 0 && selections == [2, 1], "a disabled segment ignores taps")
        #expect(control.isEnabledForSegment(at: 2) == false && control.isEnabledForSegment(at: 1))
    }

    @Test func aMomentaryControlSendsEveryTapAndKeepsNoSelection() {
        let (host, control) = hostWithControl(selecting: UISegmentedControl.noSegment)
        control.isMomentary = true
        var selections: [Int] = []
        control.addAction(UIAction { _ in selections.append(control.selectedSegmentIndex) }, for: .valueChanged)
        host.tap(at: CGPoint(x: 70, y: 316))
        host.advance(by: 0.3)
        host.tap(at: CGPoint(x: 70, y: 316))
        #expect(selections == [0, 0], "the tapped index while the action runs")
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
    }

    @Test func theIndicatorSlidesToATappedSegmentOnTheEaseInEaseOutCurve() {
        let (host, control) = hostWithControl()
        let before = host.render()
        #expect(isClose(indicatorCenter(before) ?? 0, 70, 0.5), "under the first segment")
        // The bar is the tertiary fill over white.
        #expect(isColor(controlPixel(before, CGPoint(x: 170, y: 304.5)),
                        overWhite(118, alpha: 0.12), overWhite(118, alpha: 0.12), overWhite(128, alpha: 0.12)))
        host.tap(at: CGPoint(x: 270, y: 316))
        #expect(control.selectedSegmentIndex == 2)
        var middle: CGImage?
        for step in 1...4 {
            host.advance(by: 0.05)
            let frame = host.render()
            if step == 2 { middle = frame }
            let expected = 70 + 200 * ReferenceTimingCurve.easeInEaseOut.progress(at: Double(step) * 0.05 / 0.25)
            let shown = indicatorCenter(frame) ?? 0
            #expect(abs(Double(shown) - expected) <= 0.5, "at \(Double(step) * 0.05) s the indicator's centre is at \(expected): \(shown)")
        }
        host.advance(by: 0.1)
        let after = host.render()
        dump(before, "segmented-first")
        if let middle { dump(middle, "segmented-sliding") }
        dump(after, "segmented-third")
        #expect(isClose(indicatorCenter(after) ?? 0, 270, 0.5))
    }

    @Test func selectedSegmentTintColoursTheIndicator() {
        let (host, control) = hostWithControl(selecting: 1)
        control.selectedSegmentTintColor = .systemYellow
        host.advance(by: 1.0 / 60)
        let frame = host.render()
        #expect(isColor(controlPixel(frame, CGPoint(x: 170, y: 304.5)), 255, 204, 0))
        #expect(isColor(controlPixel(frame, CGPoint(x: 70, y: 304.5)),
                        overWhite(118, alpha: 0.12), overWhite(118, alpha: 0.12), overWhite(128, alpha: 0.12)))
    }

    @Test func segmentsShareTheWidthUnlessOneIsSet() {
        let (host, control) = hostWithControl()
        control.setWidth(150, forSegmentAt: 0)
        #expect(control.widthForSegment(at: 0) == 150 && control.widthForSegment(at: 1) == 0)
        host.advance(by: 1.0 / 60)
        // 150 for the first; 75 each for the others: x 20…170, 170…245, 245…320.
        host.tap(at: CGPoint(x: 160, y: 316))
        #expect(control.selectedSegmentIndex == 0)
        host.tap(at: CGPoint(x: 240, y: 316))
        #expect(control.selectedSegmentIndex == 1)
        host.tap(at: CGPoint(x: 250, y: 316))
        #expect(control.selectedSegmentIndex == 2)
    }

    @Test func actionsMakeSegmentsThatPerformThem() {
        let (host, root) = controlHost()
        var performed: [String] = []
        let control = UISegmentedControl(frame: CGRect(x: 20, y: 300, width: 200, height: 32), actions: [
            UIAction(title: "List") { _ in performed.append("List") },
            UIAction(title: "Grid") { _ in performed.append("Grid") },
        ])
        root.addSubview(control)
        host.advance(by: 1.0 / 60)
        #expect(control.titleForSegment(at: 1) == "Grid")
        host.tap(at: CGPoint(x: 170, y: 316))
        #expect(performed == ["Grid"] && control.selectedSegmentIndex == 1)
    }
}
