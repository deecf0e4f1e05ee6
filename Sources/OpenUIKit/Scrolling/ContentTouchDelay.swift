/// The touches scroll views are holding back from their content
/// (`delaysContentTouches`): a finger that comes down on a scroll view's
/// content reaches the content's `touchesBegan` only once it has stayed
/// put for `holdDuration`, or lifted; if the scroll view starts scrolling
/// first, the content never hears of it (UIKit's delayed-touches recognizer).
@MainActor
final class ContentTouchDelay {
    /// The current runtime's.
    static var shared: ContentTouchDelay { UIKitRuntimeState.current.contentTouchDelay }

    /// How long a scroll view holds a still finger from its content: 150 ms, as UIKit.
    static let holdDuration: TimeInterval = 0.15

    private var held: [UITouch] = []
    private var hookToken: Int?
    private var hookGeneration = -1

    /// `scrollView` holds `touch`, which began in `event`.
    func hold(_ touch: UITouch, for scrollView: UIScrollView, in event: UIEvent) {
        touch.heldBy = scrollView
        touch.heldUntil = touch.timestamp + Self.holdDuration
        touch.heldEvent = event
        held.append(touch)
        if hookToken == nil || hookGeneration != FrameLoop.shared.generation {
            hookGeneration = FrameLoop.shared.generation
            hookToken = FrameLoop.shared.addHook(.timers) { [weak self] time in self?.release(at: time) }
        }
    }

    /// Hands the content the touches whose hold has run out.
    private func release(at time: CFTimeInterval) {
        held.removeAll { $0.heldBy == nil }
        let due = held.filter { $0.heldUntil <= time }
        guard !due.isEmpty else { return }
        held.removeAll { $0.heldUntil <= time }
        for touch in due {
            guard let scrollView = touch.heldBy, let event = touch.heldEvent else { continue }
            touch.heldBy = nil
            touch.heldEvent = nil
            touch.window?.beginHeldTouch(touch, from: scrollView, with: event)
        }
    }
}
