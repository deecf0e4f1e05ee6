@testable import OpenUIKit
import SegueTesting

@MainActor
final class EventLog {
    private(set) var events: [String] = []
    func append(_ event: String) { events.append(event) }
}

func isClose(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-6) -> Bool { abs(a - b) <= tolerance }
func isClose(_ a: Double, _ b: Double, _ tolerance: Double = 1e-6) -> Bool { abs(a - b) <= tolerance }

/// The view's centre as on screen.
@MainActor
func shownCenter(_ view: UIView) -> CGPoint { view.layer.presentation()!.position }

@MainActor
func shownAlpha(_ view: UIView) -> CGFloat { CGFloat(view.layer.presentation()!.opacity) }

/// An opacity animation from 0 to 1 over one second.
@MainActor
func oneSecondFadeIn() -> CABasicAnimation {
    let fade = CABasicAnimation(keyPath: "opacity")
    fade.fromValue = 0
    fade.toValue = 1
    fade.duration = 1
    return fade
}

/// Writes `image` to out/`folder`/`name`.png at the package root, to look at.
func saveFrame(_ image: CGImage, _ name: String, in folder: String) {
    let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("out/\(folder)")
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try? image.writePNG(to: directory.appendingPathComponent("\(name).png"))
}

/// A 400 × 300 container, laid out on its own (no window), with `count`
/// subviews placed by constraints (the Auto Layout and visual format tests).
@MainActor
func container(_ count: Int) -> (UIView, [UIView]) {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    let views = (0..<count).map { _ in UIView() }
    for view in views {
        view.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(view)
    }
    return (container, views)
}
