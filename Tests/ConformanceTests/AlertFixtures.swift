import Foundation
import Testing
import OpenUIKit
import SegueTesting

/// An alert controller that records its real appearance calls as "Alert.…".
@MainActor
final class ObservedAlert: UIAlertController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        ObservedCalls.record("Alert.viewWillAppear")
    }
    override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        ObservedCalls.record("Alert.viewIsAppearing")
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        ObservedCalls.record("Alert.viewDidAppear")
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        ObservedCalls.record("Alert.viewWillDisappear")
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        ObservedCalls.record("Alert.viewDidDisappear")
    }
}

/// A navigation stack A → B in a host (`device`), at rest, its calls cleared.
@MainActor
func hostWithNavigationStack(device: TestHost.Device = .iPhone14) throws -> (TestHost, UINavigationController, NamedController) {
    let host = TestHost(device: device)
    let top = NamedController("B", color: .white)
    let navigation = UINavigationController(rootViewController: NamedController("A", color: .white))
    navigation.pushViewController(top, animated: false)
    host.window.rootViewController = navigation
    try host.runUntilIdle()
    ObservedCalls.clear()
    host.trace.clear()
    return (host, navigation, top)
}

/// The button of `alert` whose title is `title`: the control holding a label with that text.
@MainActor
func alertButton(_ alert: UIAlertController, _ title: String) -> UIControl? {
    func find(in view: UIView) -> UIControl? {
        if let control = view as? UIControl, control.subviews.contains(where: { ($0 as? UILabel)?.text == title }) {
            return control
        }
        for subview in view.subviews {
            if let found = find(in: subview) { return found }
        }
        return nil
    }
    return find(in: alert.view)
}

/// The title label of an alert's button.
@MainActor
func buttonLabel(_ button: UIControl?) -> UILabel? {
    button?.subviews.compactMap { $0 as? UILabel }.first
}

/// A view's frame in its window.
@MainActor
func windowFrame(_ view: UIView?) -> CGRect {
    guard let view else { return .null }
    return view.convert(view.bounds, to: nil)
}

/// The middle of a view, in its window.
@MainActor
func windowCenter(_ view: UIView?) -> CGPoint {
    let frame = windowFrame(view)
    return CGPoint(x: frame.midX, y: frame.midY)
}

/// Whether two numbers are within `tolerance`.
func isNear(_ a: Double, _ b: Double, _ tolerance: Double = 0.005) -> Bool { abs(a - b) <= tolerance }

/// The pixel of a 2× rendered frame at window point (`x`, `y`), as 0–255 components.
func pixel(_ image: CGImage, _ x: CGFloat, _ y: CGFloat) -> (red: Int, green: Int, blue: Int) {
    let p = image.premultipliedRGBA(x: Int(x * 2), y: Int(y * 2))
    return (Int(p.red), Int(p.green), Int(p.blue))
}

/// Whether a pixel is the colour (`red`, `green`, `blue`) within `tolerance`.
func isColor(_ p: (red: Int, green: Int, blue: Int), _ red: Int, _ green: Int, _ blue: Int, tolerance: Int = 3) -> Bool {
    abs(p.red - red) <= tolerance && abs(p.green - green) <= tolerance && abs(p.blue - blue) <= tolerance
}

/// Whether some pixel of a 2× frame along the row at `y` between `from` and `to` (points) passes `test`.
func rowHas(_ image: CGImage, y: CGFloat, from: CGFloat, to: CGFloat,
            where test: ((red: Int, green: Int, blue: Int)) -> Bool) -> Bool {
    stride(from: from * 2, to: to * 2, by: 1).contains { x in test(pixel(image, x / 2, y)) }
}
