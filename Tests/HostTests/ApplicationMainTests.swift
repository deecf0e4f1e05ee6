import Foundation
import Testing

/// `@main` on an app delegate, for real: the example app is started as its own
/// process without a display, so it runs on the headless real-time host, whose
/// frame loop must run the main run loop (timers), the main dispatch queue and
/// main-actor tasks, and finish view animations.
@Suite(.serialized) struct ApplicationMainTests {
    @Test func anAtMainAppDelegateLaunchesAndRunsTheMainThreadMachinery() throws {
        let app = HostProcess.builtProduct("segue-app-example")
        guard FileManager.default.isExecutableFile(atPath: app) else {
            Issue.record("\(app) is not built: run `swift build --build-tests` (make test does)")
            return
        }
        let output = String(decoding: try HostProcess.run(app, [], environment: ["SEGUE_EXIT_AFTER": "1"], timeout: 20),
                            as: UTF8.self)
        let lines = output.split(separator: "\n").map { $0.replacingOccurrences(of: "segue-app-example: ", with: "") }
        // Real time under a loaded machine: only the order launch → everything else is certain.
        #expect(lines.first == "launched", "\(lines)")
        for expected in ["main queue block ran", "main-actor task ran", "timer fired 3 times",
                         "animation completed (finished: true)"] {
            #expect(lines.contains(expected), "\(expected) is missing from \(lines)")
        }
    }
}
