import Foundation
import Testing
import OpenUIKit
import SegueTesting

/// `keyboardLayoutGuide` (iOS 15): with no keyboard its top is the safe area's
/// bottom; with the keyboard up it is the keyboard's top; in between it moves
/// with the keyboard, over 0.25 s on the curve the notifications announce
/// (7, which Segue runs as ease-in-ease-out: docs/Differences.md).
@MainActor
@Suite(.checksDiagnostics) struct KeyboardLayoutGuideRules {
    /// A 50-point bar pinned on the guide, and a field to bring the keyboard up,
    /// on the default iPhone 14 host (844 points tall, 34 points of home indicator).
    private func hostWithBar() -> (TestHost, UIView, UIView, UITextField) {
        let host = TestHost()
        let root = UIViewController()
        root.view.backgroundColor = .white
        host.window.rootViewController = root
        let bar = UIView()
        bar.backgroundColor = .systemBlue
        bar.translatesAutoresizingMaskIntoConstraints = false
        root.view.addSubview(bar)
        NSLayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: root.view.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: root.view.trailingAnchor),
            bar.heightAnchor.constraint(equalToConstant: 50),
            bar.bottomAnchor.constraint(equalTo: root.view.keyboardLayoutGuide.topAnchor),
        ])
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 350, height: 34))
        root.view.addSubview(field)
        host.advance(by: 1.0 / 60)
        return (host, root.view, bar, field)
    }

    /// The bar's top with the guide's top at `guideTop`.
    private static func barTop(_ guideTop: CGFloat) -> CGFloat { guideTop - 50 }
    private static let restingTop: CGFloat = 844 - 34
    private static let keyboardTop: CGFloat = 844 - 291

    @Test func atRestTheGuideIsTheStripBelowTheSafeArea() {
        let (_, root, bar, _) = hostWithBar()
        #expect(root.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: Self.restingTop, width: 390, height: 34))
        #expect(bar.frame == CGRect(x: 0, y: Self.barTop(Self.restingTop), width: 390, height: 50))
        #expect(root.keyboardLayoutGuide === root.keyboardLayoutGuide, "one guide per view")
        #expect(!root.keyboardLayoutGuide.followsUndockedKeyboard && root.keyboardLayoutGuide.usesBottomSafeArea)
    }

    @Test func theGuideRisesWithTheKeyboardFrameByFrame() throws {
        let (host, root, bar, field) = hostWithBar()
        field.becomeFirstResponder()
        let curve = ReferenceTimingCurve.easeInEaseOut
        let from = Double(Self.barTop(Self.restingTop)), to = Double(Self.barTop(Self.keyboardTop))
        for step in 1...4 {
            host.advance(by: 0.05)
            let expected = from + (to - from) * curve.progress(at: Double(step) * 0.05 / 0.25)
            let shown = Double(bar.layer.presentation()?.frame.minY ?? 0)
            #expect(abs(shown - expected) <= 0.01, "at \(Double(step) * 0.05) s the bar's top is at \(expected): \(shown)")
        }
        try host.runUntilIdle()
        #expect(bar.frame.minY == Self.barTop(Self.keyboardTop))
        #expect(root.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: Self.keyboardTop, width: 390, height: 291))

        field.resignFirstResponder()
        host.advance(by: 0.1)
        let expected = to + (from - to) * curve.progress(at: 0.1 / 0.25)
        #expect(abs(Double(bar.layer.presentation()?.frame.minY ?? 0) - expected) <= 0.01, "going down")
        try host.runUntilIdle()
        #expect(bar.frame.minY == Self.barTop(Self.restingTop))
    }

    @Test func aTapOnTheKeyboardReachesNoViewBelowIt() throws {
        let (host, root, _, field) = hostWithBar()
        var taps = 0
        let below = UIControl(frame: CGRect(x: 0, y: 600, width: 390, height: 100))
        below.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        root.addSubview(below)
        host.tap(at: CGPoint(x: 195, y: 650))
        #expect(taps == 1)
        field.becomeFirstResponder()
        try host.runUntilIdle()
        host.tap(at: CGPoint(x: 195, y: 650))
        #expect(taps == 1, "the keyboard covers 553…844")
        field.resignFirstResponder()
        try host.runUntilIdle()
    }

    @Test func aRotationGivesTheKeyboardAndTheGuideTheLandscapeFrame() throws {
        let (host, root, bar, field) = hostWithBar()
        field.becomeFirstResponder()
        try host.runUntilIdle()
        let recorder = TextInputRecorder()
        defer { recorder.stop() }
        recorder.observeKeyboard()
        host.resize(to: CGSize(width: 844, height: 390))
        try host.runUntilIdle()
        // Landscape: 171 points (a phone with a home indicator, whose strip is 21 points here).
        let landscape = CGRect(x: 0, y: 390 - 171, width: 844, height: 171)
        #expect(host.keyboardFrame == landscape)
        #expect(recorder.keyboardUserInfo.map(\.name) == ["willChangeFrame", "didChangeFrame"])
        #expect((recorder.keyboardUserInfo.first?.info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue == landscape)
        #expect(root.keyboardLayoutGuide.layoutFrame == landscape)
        #expect(bar.frame == CGRect(x: 0, y: landscape.minY - 50, width: 844, height: 50))
        field.resignFirstResponder()
        try host.runUntilIdle()
    }

    @Test func withoutTheBottomSafeAreaTheRestingGuideHasNoHeight() throws {
        let (host, root, bar, _) = hostWithBar()
        root.keyboardLayoutGuide.usesBottomSafeArea = false
        host.advance(by: 1.0 / 60)
        #expect(root.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 844, width: 390, height: 0))
        #expect(bar.frame.minY == Self.barTop(844))
    }

    @Test func theKeyboardIsALightGrayPanelOverTheWindowsViews() throws {
        let (host, _, _, field) = hostWithBar()
        let before = host.render()
        field.becomeFirstResponder()
        try host.runUntilIdle()
        let up = host.render()
        field.resignFirstResponder()
        try host.runUntilIdle()
        let after = host.render()
        func pixel(_ image: CGImage, _ x: CGFloat, _ y: CGFloat) -> [Int] {
            let p = image.premultipliedRGBA(x: Int(x * 2), y: Int(y * 2))
            return [Int(p.red), Int(p.green), Int(p.blue)]
        }
        #expect(pixel(before, 195, 700) == [255, 255, 255], "no keyboard: the root view's white")
        #expect(pixel(up, 195, 700) == [209, 212, 217], "the keyboard's panel")
        #expect(pixel(up, 195, 540) == [0, 122, 255], "the bar, riding on the keyboard (503…553)")
        #expect(pixel(after, 195, 700) == [255, 255, 255], "gone again")
        #expect(pixel(after, 195, 800) == [0, 122, 255], "the bar back on the safe area (760…810)")
    }
}
