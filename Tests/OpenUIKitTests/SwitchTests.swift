import Foundation
import Testing
@testable import OpenUIKit
import SegueTesting

/// UISwitch: Apple's size, taps and events, the thumb's slide and the track's colours as drawn.
@MainActor
@Suite(.checksDiagnostics) struct SwitchTests {
    /// A switch at (100, 200) in a white root view: the track spans x 100…151, y 200…231;
    /// the thumb (27 points) sits 2 points in, so its centre is at x 115.5 off and 135.5 on.
    private func hostWithSwitch() -> (TestHost, UISwitch) {
        let (host, root) = controlHost()
        let toggle = UISwitch(frame: CGRect(x: 100, y: 200, width: 0, height: 0))
        root.addSubview(toggle)
        host.advance(by: 1.0 / 60)
        return (host, toggle)
    }

    /// Whether a pixel is the thumb's white (brighter than the off track's 233); rows
    /// are scanned inside the track only, x 100.5…150.5, as the background is white too.
    private static func isThumb(_ p: (red: Int, green: Int, blue: Int)) -> Bool { p.red >= 250 && p.green >= 250 && p.blue >= 250 }

    @Test func isOffAndFiftyOneByThirtyOneWhateverItsFrame() {
        let toggle = UISwitch(frame: CGRect(x: 10, y: 20, width: 200, height: 100))
        #expect(toggle.isOn == false)
        #expect(toggle.frame == CGRect(x: 10, y: 20, width: 51, height: 31))
        #expect(toggle.intrinsicContentSize == CGSize(width: 51, height: 31))
        #expect(toggle.sizeThatFits(CGSize(width: 500, height: 500)) == CGSize(width: 51, height: 31))
        #expect(UISwitch().frame.size == CGSize(width: 51, height: 31))
        #expect(toggle.onTintColor == nil && toggle.thumbTintColor == nil, "nil: the system's colours")
        #expect(toggle.preferredStyle == .automatic && toggle.style == .sliding)
    }

    @Test func aTapTogglesItAndSendsValueChangedOnceBeforeTouchUpInside() {
        let (host, toggle) = hostWithSwitch()
        var log: [String] = []
        toggle.addAction(UIAction { _ in log.append("valueChanged \(toggle.isOn)") }, for: .valueChanged)
        toggle.addAction(UIAction { _ in log.append("touchUpInside") }, for: .touchUpInside)
        host.tap(at: CGPoint(x: 125, y: 215))
        #expect(toggle.isOn)
        #expect(log == ["valueChanged true", "touchUpInside"])
        host.advance(by: 0.5)
        host.tap(at: CGPoint(x: 125, y: 215))
        #expect(!toggle.isOn)
        #expect(log.filter { $0.hasPrefix("valueChanged") } == ["valueChanged true", "valueChanged false"])

        toggle.isOn = true
        toggle.setOn(false, animated: true)
        toggle.setOn(true, animated: false)
        host.advance(by: 0.5)
        #expect(log.count == 4, "setting it in code sends nothing: \(log)")

        host.tap(at: CGPoint(x: 300, y: 600))
        #expect(toggle.isOn && log.count == 4, "a tap elsewhere is not the switch's")

        toggle.isEnabled = false
        host.tap(at: CGPoint(x: 125, y: 215))
        #expect(toggle.isOn && log.count == 4, "a disabled switch ignores taps")
    }

    @Test func theThumbSlidesOnTheEaseInEaseOutCurveOverAQuarterSecond() {
        let (host, toggle) = hostWithSwitch()
        let before = host.render()
        #expect(isClose(centerOfRun(before, y: 215.5, fromX: 100.5, toX: 150.5, where: Self.isThumb) ?? 0, 115.5, 0.5))
        // Off: the track's right half shows the translucent gray fill over white.
        #expect(isColor(controlPixel(before, CGPoint(x: 145, y: 215.5)),
                        overWhite(120, alpha: 0.16), overWhite(120, alpha: 0.16), overWhite(128, alpha: 0.16)))

        toggle.setOn(true, animated: true)
        #expect(toggle.isOn, "the model value at once")
        var frames: [CGImage] = []
        for step in 1...3 {
            host.advance(by: 0.05)
            let frame = host.render()
            frames.append(frame)
            let expected = 115.5 + 20 * ReferenceTimingCurve.easeInEaseOut.progress(at: Double(step) * 0.05 / 0.25)
            let shown = centerOfRun(frame, y: 215.5, fromX: 100.5, toX: 150.5, where: Self.isThumb) ?? 0
            #expect(abs(Double(shown) - expected) <= 0.5, "at \(Double(step) * 0.05) s the thumb's centre is at \(expected): \(shown)")
        }
        // Half way, the track's colour is between the gray and the green.
        let middle = controlPixel(frames[2], CGPoint(x: 104, y: 215.5))
        #expect(middle.red < overWhite(120, alpha: 0.16) - 20 && middle.red > 52 + 20, "blending: \(middle)")
        host.advance(by: 0.15)
        let after = host.render()
        dump(before, "switch-off")
        dump(frames[2], "switch-mid")
        dump(after, "switch-on")
        #expect(isClose(centerOfRun(after, y: 215.5, fromX: 100.5, toX: 150.5, where: Self.isThumb) ?? 0, 135.5, 0.5))
        #expect(isColor(controlPixel(after, CGPoint(x: 104, y: 215.5)), 52, 199, 89), "on: system green")
        #expect(isColor(controlPixel(after, CGPoint(x: 135.5, y: 215.5)), 255, 255, 255), "a white thumb")
    }

    @Test func onTintAndThumbTintColourTheTrackAndThumb() {
        let (host, toggle) = hostWithSwitch()
        toggle.onTintColor = .systemOrange
        toggle.thumbTintColor = .systemBlue
        toggle.isOn = true
        host.advance(by: 1.0 / 60)
        let frame = host.render()
        #expect(isColor(controlPixel(frame, CGPoint(x: 104, y: 215.5)), 255, 149, 0), "the track in the on tint")
        #expect(isColor(controlPixel(frame, CGPoint(x: 135.5, y: 215.5)), 0, 122, 255), "the thumb in its tint")
        toggle.isOn = false
        host.advance(by: 1.0 / 60)
        let off = host.render()
        #expect(isColor(controlPixel(off, CGPoint(x: 145, y: 215.5)),
                        overWhite(120, alpha: 0.16), overWhite(120, alpha: 0.16), overWhite(128, alpha: 0.16)),
                "off, the on tint does not show")
        #expect(isColor(controlPixel(off, CGPoint(x: 115.5, y: 215.5)), 0, 122, 255))
    }

    @Test func aTappedSwitchStretchesItsThumbThenSlidesItAdditively() {
        let (host, toggle) = hostWithSwitch()
        let down = host.time + 1.0 / 60
        host.tap(at: CGPoint(x: 125, y: 215))
        // The finger went down in the tap's first frame and lifted in its last, the time the host stands at now.
        let up = host.time
        host.advance(by: 0.1)
        // Each UIView animation adds (old − new) × (1 − progress) to the model value:
        // the press moved the centre 115.5 → 119 (27 → 34 points wide at the left end),
        // the release 119 → 135.5 (27 points at the right end).
        let curve = ReferenceTimingCurve.easeInEaseOut
        let t = host.time
        let expected = 135.5 + (115.5 - 119) * (1 - curve.progress(at: (t - down) / 0.25))
            + (119 - 135.5) * (1 - curve.progress(at: (t - up) / 0.25))
        let shown = centerOfRun(host.render(), y: 215.5, fromX: 100.5, toX: 150.5, where: Self.isThumb) ?? 0
        #expect(abs(Double(shown) - expected) <= 0.5, "\(shown) vs \(expected)")
        #expect(toggle.isOn)
    }

    @Test func aHeldFingerStretchesTheThumbTowardTheMiddle() {
        let (host, toggle) = hostWithSwitch()
        host.drag(from: CGPoint(x: 112, y: 215), to: CGPoint(x: 112, y: 215), duration: 0.4, release: false)
        let held = host.render()
        dump(held, "switch-pressed")
        // 34 points wide from x 102: 102…136, centre 119; not yet on.
        #expect(isClose(centerOfRun(held, y: 215.5, fromX: 100.5, toX: 150.5, where: Self.isThumb) ?? 0, 119, 0.5))
        #expect(isClose(lastMatch(held, y: 215.5, fromX: 100.5, toX: 150.5, where: Self.isThumb) ?? 0, 136, 1))
        #expect(!toggle.isOn)
        host.drag(from: CGPoint(x: 112, y: 215), to: CGPoint(x: 112, y: 215), duration: 1.0 / 30, release: true)
        #expect(toggle.isOn, "lifted without moving: a tap")
    }

    @Test func draggingTheThumbAcrossTheMiddleSetsTheValueWhereItIsLeft() {
        let (host, toggle) = hostWithSwitch()
        var sent: [Bool] = []
        toggle.addAction(UIAction { _ in sent.append(toggle.isOn) }, for: .valueChanged)
        host.drag(from: CGPoint(x: 112, y: 215), to: CGPoint(x: 145, y: 215), duration: 0.2)
        #expect(toggle.isOn && sent == [true], "dragged to the right end: on, sent once")
        host.advance(by: 0.5)
        host.drag(from: CGPoint(x: 145, y: 215), to: CGPoint(x: 131, y: 215), duration: 0.2)
        #expect(toggle.isOn && sent == [true], "not past the middle (x 125.5): still on, nothing sent")
        host.advance(by: 0.5)
        host.drag(from: CGPoint(x: 140, y: 215), to: CGPoint(x: 105, y: 215), duration: 0.2, release: false)
        host.advance(by: 0.3)
        let dragged = host.render()
        dump(dragged, "switch-dragged-off")
        #expect(toggle.isOn, "the value waits for the finger to lift")
        #expect(isColor(controlPixel(dragged, CGPoint(x: 145, y: 215.5)),
                        overWhite(120, alpha: 0.16), overWhite(120, alpha: 0.16), overWhite(128, alpha: 0.16)),
                "but the track shows off under a thumb dragged left")
        #expect(isClose(centerOfRun(dragged, y: 215.5, fromX: 100.5, toX: 150.5, where: Self.isThumb) ?? 0, 119, 0.5),
                "the stretched thumb at the left end")
        host.drag(from: CGPoint(x: 105, y: 215), to: CGPoint(x: 145, y: 215), duration: 0.2)
        #expect(toggle.isOn && sent == [true], "off and back on in one drag: unchanged, nothing sent")
        host.advance(by: 0.5)
        host.drag(from: CGPoint(x: 140, y: 215), to: CGPoint(x: 60, y: 215), duration: 0.2)
        #expect(!toggle.isOn && sent == [true, false], "dragged off, lifted outside the switch: off")
        try? host.runUntilIdle()
        let after = host.render()
        #expect(isClose(centerOfRun(after, y: 215.5, fromX: 100.5, toX: 150.5, where: Self.isThumb) ?? 0, 115.5, 0.5),
                "the thumb round again, at the left end")
    }

    /// A settings list whose rows carry a switch as their accessory view.
    private final class SwitchList: UITableViewController {
        var selectedRows: [Int] = []
        let switches = (0..<3).map { _ in UISwitch() }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = "Option \(indexPath.row)"
            cell.accessoryView = switches[indexPath.row]
            return cell
        }

        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            selectedRows.append(indexPath.row)
        }
    }

    @Test func aSwitchInACellTogglesWithoutSelectingTheRow() throws {
        let host = TestHost()
        let list = SwitchList(style: .plain)
        host.window.rootViewController = list
        try host.runUntilIdle()
        let toggle = list.switches[1]
        let center = toggle.convert(CGPoint(x: 25.5, y: 15.5), to: nil)
        #expect(toggle.frame.size == CGSize(width: 51, height: 31))
        host.tap(at: center)
        try host.runUntilIdle()
        #expect(toggle.isOn && list.selectedRows.isEmpty, "the switch's tap, not the row's: \(list.selectedRows)")
        dump(host.render(), "switch-in-cell")
        host.tap(at: CGPoint(x: 60, y: center.y))
        #expect(list.selectedRows == [1], "beside the switch the row selects")
        #expect(toggle.isOn)
    }
}
