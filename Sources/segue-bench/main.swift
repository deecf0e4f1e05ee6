import OpenUIKit

// Segue's benchmarks. Run with `make bench` (release build). One line per
// figure: `bench: <name> = <value> <unit>`.

@MainActor
func report(_ name: String, _ value: Double, _ unit: String) {
    // Two decimals below 10, so sub-millisecond figures keep their digits.
    print("bench: \(name) = \(String(format: value < 10 ? "%.2f" : "%.1f", value)) \(unit)")
}

@MainActor
func measure(_ body: () -> Void) -> Double {
    let clock = ContinuousClock()
    let elapsed = clock.measure(body)
    return Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
}

/// Presentation values for 10,000 layers, each running a spring on position,
/// a basic animation on opacity and a keyframe animation on transform.
@MainActor
func animationEvaluationBenchmark() {
    let layerCount = 10_000
    let frames = 240
    let virtualClock = VirtualMediaClock(startTime: 1000)
    SegueRuntime(clock: virtualClock).activate()
    let root = CALayer()
    root.bounds = CGRect(x: 0, y: 0, width: 1170, height: 2532)
    for index in 0..<layerCount {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        layer.position = CGPoint(x: Double(index % 100) * 11, y: Double(index / 100) * 25)
        root.addSublayer(layer)

        let spring = CASpringAnimation(keyPath: "position")
        spring.fromValue = CGPoint(x: 0, y: 0)
        spring.toValue = layer.position
        spring.damping = 12
        spring.duration = 10
        layer.add(spring, forKey: "spring")

        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0.0
        fade.toValue = 1.0
        fade.duration = 10
        fade.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        layer.add(fade, forKey: "fade")

        let wobble = CAKeyframeAnimation(keyPath: "transform")
        wobble.values = [CATransform3DIdentity, CATransform3DMakeScale(1.2, 1.2, 1),
                         CATransform3DMakeRotation(0.3, 0, 0, 1), CATransform3DIdentity]
        wobble.duration = 10
        layer.add(wobble, forKey: "wobble")
    }
    CATransaction.flush()
    // Warm up, then measure.
    for frame in 1...10 { FrameLoop.shared.evaluateAnimations(at: 1000 + Double(frame) / 120) }
    var samples: [Double] = []
    for frame in 11...(10 + frames) {
        let time = 1000 + Double(frame) / 120
        virtualClock.now = time
        samples.append(measure { FrameLoop.shared.evaluateAnimations(at: time) })
    }
    samples.sort()
    let median = samples[samples.count / 2]
    report("animation_eval_\(layerCount)_layers_frame_median", median / 1e6, "ms/frame")
    report("animation_eval_\(layerCount)_layers_frame_best", samples[0] / 1e6, "ms/frame")
    report("animation_eval_per_layer_frame", median / Double(layerCount), "ns/layer-frame")
    withExtendedLifetime(root) {}
}

// SEGUE_BENCH=newscreen|engine|compositor|spinner|views|presentation|navigation|autolayout|collection runs one benchmark (for profiling).
let only = ProcessInfo.processInfo.environment["SEGUE_BENCH"]
MainActor.assumeIsolated {
    // First: its cold figure is the process's first text and first composited frame.
    if only == nil || only == "newscreen" { NewScreenBenchmark.run() }
    if only == nil || only == "engine" { animationEvaluationBenchmark() }
    if only == nil || only == "compositor" { CompositorBenchmark.run() }
    if only == "spinner" { CompositorBenchmark.spinnerFrames() }
    if only == nil || only == "views" { ViewAnimationBenchmark.run() }
    if only == nil || only == "presentation" { PresentationBenchmark.run() }
    if only == nil || only == "navigation" { NavigationBenchmark.run() }
    if only == nil || only == "autolayout" { AutoLayoutBenchmark.run() }
    if only == nil || only == "collection" { CollectionScrollBenchmark.run() }
}
