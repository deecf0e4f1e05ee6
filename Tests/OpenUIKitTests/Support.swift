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
