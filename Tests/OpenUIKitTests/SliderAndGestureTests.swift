import Testing
import OpenUIKit
import SegueTesting

/// UISlider's value, tracking and events; controls keeping their own gestures
/// from an ancestor's recognizers.
@MainActor
@Suite(.checksDiagnostics) struct SliderAndGestureTests {
    /// A 300-point slider (thumb travel 272 points, from x = 14) in a host's root view at (20, 200).
    private func hostWithSlider() -> (TestHost, UISlider, UIViewController) {
        let host = TestHost()
        let root = UIViewController()
        host.window.rootViewController = root
        let slider = UISlider(frame: CGRect(x: 20, y: 200, width: 300, height: 31))
        slider.minimumValue = 10
        slider.maximumValue = 20
        root.view.addSubview(slider)
        host.advance(by: 0.05)
        return (host, slider, root)
    }

    @Test func valuesStayInTheRange() {
        let (_, slider, _) = hostWithSlider()
        slider.value = 25
        #expect(slider.value == 20)
        slider.setValue(-3, animated: false)
        #expect(slider.value == 10)
        slider.minimumValue = 12
        #expect(slider.value == 12, "a new minimum pulls the value up")
    }

    @Test func draggingSetsTheValueAndSendsValueChangedAsItGoes() {
        let (host, slider, _) = hostWithSlider()
        var values: [Float] = []
        slider.addAction(UIAction { _ in values.append(slider.value) }, for: .valueChanged)
        // From the thumb's place at the minimum (x = 20 + 14) to three quarters of the travel.
        host.drag(from: CGPoint(x: 34, y: 215), to: CGPoint(x: 34 + 272 * 0.75, y: 215), duration: 0.2)
        #expect(abs(slider.value - 17.5) < 0.05, "three quarters of 10…20: \(slider.value)")
        #expect(values.count > 3, "sent as it moved: \(values)")
        #expect(values == values.sorted(), "rising as the finger moved right")

        values.removeAll()
        slider.isContinuous = false
        host.drag(from: CGPoint(x: 34 + 272 * 0.75, y: 215), to: CGPoint(x: 34 + 272 * 0.25, y: 215), duration: 0.2)
        #expect(values.count == 1 && abs((values.first ?? 0) - 12.5) < 0.05, "once, when the finger lifts: \(values)")
    }

    @Test func aButtonKeepsItsTapFromItsSuperviewsTapRecognizer() {
        let host = TestHost()
        let root = UIViewController()
        host.window.rootViewController = root
        var superviewTaps = 0, presses = 0
        let tap = UITapGestureRecognizer { _ in superviewTaps += 1 }
        root.view.addGestureRecognizer(tap)
        let button = UIButton(type: .system, primaryAction: UIAction(title: "Press") { _ in presses += 1 })
        button.frame = CGRect(x: 100, y: 300, width: 120, height: 44)
        root.view.addSubview(button)
        host.advance(by: 0.05)
        host.tap(at: CGPoint(x: 160, y: 322))
        host.advance(by: 0.5)
        #expect(presses == 1 && superviewTaps == 0, "the button's tap (presses \(presses), superview taps \(superviewTaps))")
        host.tap(at: CGPoint(x: 160, y: 600))
        host.advance(by: 0.5)
        #expect(superviewTaps == 1, "outside the button the superview's tap recognizes")
        let doubleTap = UITapGestureRecognizer { _ in superviewTaps += 10 }
        doubleTap.numberOfTapsRequired = 2
        root.view.addGestureRecognizer(doubleTap)
        host.tap(at: CGPoint(x: 160, y: 322))
        host.advance(by: 0.1)
        host.tap(at: CGPoint(x: 160, y: 322))
        host.advance(by: 0.5)
        #expect(superviewTaps >= 11, "a double tap is not the button's: it reaches the superview")
    }
}
