import OpenUIKit

/// 1,000 views moved by one `UIView.animate` call: the cost of the call, and
/// of evaluating one frame of the resulting animations.
@MainActor
enum ViewAnimationBenchmark {
    static func run() {
        let clock = VirtualMediaClock(startTime: 1000)
        SegueRuntime(clock: clock).activate()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        var views: [UIView] = []
        for index in 0..<1000 {
            let view = UIView(frame: CGRect(x: Double(index % 20) * 19, y: Double(index / 20) * 16, width: 16, height: 12))
            view.backgroundColor = .systemBlue
            window.addSubview(view)
            views.append(view)
        }
        FrameLoop.shared.runFrame(at: 1000, frameDuration: 1.0 / 120)
        var calls: [Double] = []
        var frames: [Double] = []
        for round in 0..<20 {
            let offset = CGFloat(round % 2 == 0 ? 40 : -40)
            calls.append(measure {
                UIView.animate(withDuration: 0.3) {
                    for view in views { view.center.x += offset }
                }
            })
            var time = 1000 + Double(round) * 0.5
            clock.now = time
            CATransaction.flush()
            for _ in 0..<4 {
                time += 1.0 / 120
                clock.now = time
                frames.append(measure { FrameLoop.shared.runFrame(at: time, frameDuration: 1.0 / 120) })
            }
            // Let the animations end before the next round.
            time += 0.4
            clock.now = time
            FrameLoop.shared.runFrame(at: time, frameDuration: 1.0 / 120)
        }
        calls.sort()
        frames.sort()
        report("uiview_animate_call_1000_views", calls[calls.count / 2] / 1e6, "ms")
        report("uiview_animate_frame_1000_views", frames[frames.count / 2] / 1e6, "ms")
        withExtendedLifetime(window) {}
    }
}
