import Foundation

/// Runs the package's executables and the X tools from tests, never blocking
/// forever: `Process.waitUntilExit()` can hang, so exits are polled and a
/// stuck process is killed.
enum HostProcess {
    private static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The path of a product `swift build --build-tests` made.
    static func builtProduct(_ name: String) -> String {
        packageRoot.appendingPathComponent(".build/debug/\(name)").path
    }

    /// The path of a tool in the usual system folders.
    static func which(_ tool: String) -> String? {
        ["/usr/bin", "/usr/local/bin", "/bin"].map { "\($0)/\(tool)" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Runs `tool` to its end (at most `timeout` seconds) and returns its standard output.
    @discardableResult
    static func run(_ tool: String, _ arguments: [String], display: String? = nil,
                    environment: [String: String] = [:], timeout: Double = 5) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        var variables = ["PATH": "/usr/bin:/bin"].merging(environment) { $1 }
        if let display { variables["DISPLAY"] = display }
        process.environment = variables
        // A file, not a pipe: a pipe's reader can block forever on a stuck process.
        let outputFile = FileManager.default.temporaryDirectory
            .appendingPathComponent("segue-host-\(UUID().uuidString).out")
        _ = FileManager.default.createFile(atPath: outputFile.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: outputFile) }
        let output = try FileHandle(forWritingTo: outputFile)
        defer { try? output.close() }
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        waitForExit(process, timeout: timeout)
        return try Data(contentsOf: outputFile)
    }

    /// Waits for `process` to end, killing it after `timeout` seconds.
    static func waitForExit(_ process: Process, timeout: Double) {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { pause(0.05) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }

    /// Terminates `process` if it still runs.
    static func stop(_ process: Process) {
        guard process.isRunning else { return }
        process.terminate()
        waitForExit(process, timeout: 3)
    }

    static func pause(_ seconds: Double) { Thread.sleep(forTimeInterval: seconds) }
}
