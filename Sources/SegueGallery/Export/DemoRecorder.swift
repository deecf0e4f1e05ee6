import Foundation
import OpenUIKit
import SegueTesting

/// What recording one demo gave: its file, its length, and its transition
/// callbacks with their times from the start.
public struct DemoRecording: Sendable {
    public let demo: DemoDescriptor
    public let file: URL
    public let frames: Int
    /// Seconds of virtual time the demo ran.
    public let duration: Double
    /// The transition callbacks ("Subject.callback") and their seconds from the start.
    public let timeline: [(time: Double, callback: String)]
}

/// Runs a demo's script headless on the virtual clock and records it,
/// frame-exact: `framesPerSecond` frames per second of the file, slowed by `speed`.
@MainActor
public enum DemoRecorder {
    /// On `device` (an iPhone 14 unless given), in landscape when `landscape`, as the Gallery's stage shows it.
    public static func record(_ demoType: any GalleryDemo.Type, to url: URL, framesPerSecond: Int = 30, scale: CGFloat = 1,
                              speed: Double = 1, device: TestHost.Device = .iPhone14, landscape: Bool = false,
                              progress: (Double) -> Void = { _ in }) throws -> DemoRecording {
        let speed = min(max(speed, 0.1), 1)
        // Each host frame is one frame of the file: the host runs faster in virtual time when slowed.
        let hostRate = max(1, Int((Double(framesPerSecond) / speed).rounded()))
        let run = try play(demoType, hostFramesPerSecond: hostRate, scale: scale, device: device, landscape: landscape,
                           progress: progress) { host in
            try host.record(to: url, framesPerSecond: hostRate, playbackSpeed: speed)
        }
        return DemoRecording(demo: demoType.descriptor, file: url, frames: run.frames, duration: run.duration, timeline: run.timeline)
    }

    /// Runs a demo's script on a host of its own and hands every frame to `frame`,
    /// at `framesPerSecond` of virtual time (for the Gallery's player).
    /// The host models `device` (an iPhone 14 unless given), in landscape when `landscape`.
    public static func frames(of demoType: any GalleryDemo.Type, framesPerSecond: Int = 30, scale: CGFloat = 1,
                              device: TestHost.Device = .iPhone14, landscape: Bool = false,
                              _ frame: @escaping (CGImage) -> Void) throws -> (duration: Double, timeline: [(time: Double, callback: String)]) {
        let run = try play(demoType, hostFramesPerSecond: framesPerSecond, scale: scale, device: device, landscape: landscape,
                           progress: { _ in }) { host in
            host.recordFrames(framesPerSecond: framesPerSecond, frame)
        }
        return (run.duration, run.timeline)
    }

    /// Makes a host, shows the demo, starts recording with `startRecording`, runs the script, stops.
    private static func play(_ demoType: any GalleryDemo.Type, hostFramesPerSecond hostRate: Int, scale: CGFloat,
                             device: TestHost.Device = .iPhone14, landscape: Bool = false,
                             progress: (Double) -> Void, startRecording: (TestHost) throws -> Void)
        throws -> (frames: Int, duration: Double, timeline: [(time: Double, callback: String)]) {
        let host = TestHost(device: device, landscape: landscape, scale: scale, framesPerSecond: hostRate)
        let demo = demoType.init()
        let root = demo.makeRootViewController()
        host.window.rootViewController = root
        host.advance(by: 2.0 / Double(hostRate))
        host.trace.clear()
        let start = host.time
        try startRecording(host)
        let steps = demo.script
        for (index, step) in steps.enumerated() {
            try perform(step, demo: demo, root: root, host: host)
            progress(Double(index + 1) / Double(steps.count))
        }
        let duration = host.time - start
        try host.stopRecording()
        let timeline = host.trace.events.map { (time: $0.time - start, callback: $0.description) }
        return (Int((duration * Double(hostRate)).rounded()) + 1, duration, timeline)
    }

    /// Runs one step of a demo's script on `host`.
    public static func perform(_ step: DemoStep, demo: any GalleryDemo, root: UIViewController, host: TestHost) throws {
        switch step {
        case .run: demo.run(from: root)
        case .reverse: demo.reverse(from: root)
        case .settle: try host.runUntilIdle(limit: 30)
        case .wait(let seconds): host.advance(by: seconds)
        case let .drag(from, to, duration, release): host.drag(from: from, to: to, duration: duration, release: release)
        case let .edgePan(edge, distance, duration, release):
            host.edgePan(from: edge, distance: distance, duration: duration, release: release)
        case let .pinch(center, from, to, duration): host.pinch(center: center, fromScale: from, toScale: to, duration: duration)
        case .tap(let point): host.tap(at: point)
        case .type(let text): host.type(text)
        case .pressReturn: host.pressReturn()
        }
    }
}
