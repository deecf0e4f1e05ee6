import OpenUIKit

/// Golden-image checks: a rendered image against a PNG kept with the tests.
///
/// A missing golden is an error unless `SEGUE_RECORD_GOLDENS=1` is set, in
/// which case the image is written as the new golden (and the check fails, so
/// a recording run is never mistaken for a passing one). On a mismatch the
/// actual image and a diff image are written next to each other in the
/// temporary directory, and the message names them; when `host` is recording
/// (`TestHost.record(to:)`), its recording is written and named too.
public enum GoldenImage {
    /// The outcome of a check.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// Compares `image` with the golden `name`.png in `directory` (the test
    /// target's resources); records into `recordingDirectory` (the source tree).
    @preconcurrency @MainActor
    public static func check(_ image: CGImage, named name: String, in directory: URL, recordingTo recordingDirectory: URL,
                             tolerance: Int = 2, maximumFraction: Double = 0.002, host: TestHost? = nil) -> Failure? {
        let goldenURL = directory.appendingPathComponent("\(name).png")
        if ProcessInfo.processInfo.environment["SEGUE_RECORD_GOLDENS"] == "1" {
            let recordURL = recordingDirectory.appendingPathComponent("\(name).png")
            do {
                try FileManager.default.createDirectory(at: recordingDirectory, withIntermediateDirectories: true)
                try image.writePNG(to: recordURL)
            } catch {
                return Failure(description: "could not record golden \(recordURL.path): \(error)")
            }
            return Failure(description: "recorded golden \(recordURL.path); run again without SEGUE_RECORD_GOLDENS")
        }
        guard let data = try? Data(contentsOf: goldenURL), let golden = CGImage(pngData: data) else {
            return Failure(description: "missing golden \(goldenURL.path) (record it with SEGUE_RECORD_GOLDENS=1)")
        }
        let comparison = ImageComparison(actual: image, expected: golden, tolerance: tolerance)
        guard !comparison.matches(maximumFraction: maximumFraction) else { return nil }
        let outputDirectory = FileManager.default.temporaryDirectory.appendingPathComponent("segue-golden-failures")
        try? FileManager.default.createDirectory(at: outputDirectory, withIntermediateDirectories: true)
        let actualURL = outputDirectory.appendingPathComponent("\(name)-actual.png")
        let diffURL = outputDirectory.appendingPathComponent("\(name)-diff.png")
        try? image.writePNG(to: actualURL)
        try? ImageComparison.diffImage(actual: image, expected: golden)?.writePNG(to: diffURL)
        let video = (try? host?.stopRecording()).flatMap { $0 }.map { "; what happened: \($0.path)" } ?? ""
        return Failure(description: "\(name) does not match its golden: \(comparison); actual \(actualURL.path), diff \(diffURL.path)"
            + video)
    }
}
