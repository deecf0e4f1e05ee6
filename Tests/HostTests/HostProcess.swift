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

    /// A display number no X server uses: no lock file, or a lock left by a
    /// server that is gone (its stale files are removed).
    static func freeDisplayNumber() -> Int {
        for number in 90..<190 {
            let lock = "/tmp/.X\(number)-lock", socket = "/tmp/.X11-unix/X\(number)"
            guard FileManager.default.fileExists(atPath: lock) || FileManager.default.fileExists(atPath: socket) else { return number }
            let owner = (try? String(contentsOfFile: lock, encoding: .utf8))
                .flatMap { Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
            if let owner, kill(owner, 0) != 0 {
                try? FileManager.default.removeItem(atPath: lock)
                try? FileManager.default.removeItem(atPath: socket)
                return number
            }
        }
        return 190
    }

    /// Stops an X server politely (so it removes its lock and socket), by force after 3 s.
    static func stopDisplayServer(_ server: Process, number: Int) {
        // Not `isRunning`, which can lag: signal the server directly.
        kill(server.processIdentifier, SIGTERM)
        let deadline = Date().addingTimeInterval(3)
        while FileManager.default.fileExists(atPath: "/tmp/.X\(number)-lock") && Date() < deadline { pause(0.05) }
        if FileManager.default.fileExists(atPath: "/tmp/.X\(number)-lock") {
            // SIGTERM can arrive blocked (children inherit the test thread's signal mask):
            // kill it and remove the files it could not.
            kill(server.processIdentifier, SIGKILL)
            pause(0.2)
            try? FileManager.default.removeItem(atPath: "/tmp/.X\(number)-lock")
            try? FileManager.default.removeItem(atPath: "/tmp/.X11-unix/X\(number)")
        }
    }
}
