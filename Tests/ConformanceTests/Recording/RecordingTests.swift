import Foundation
import Testing
import OpenUIKit
import SegueTesting

/// `TestHost` records what it runs as a GIF, an MP4 or a PNG contact sheet,
/// and names the recording when `runUntilIdle` gives up.
@MainActor
@Suite(.serialized, .checksDiagnostics) struct RecordingTests {
    private static func outputFolder() -> URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("out/recordings")
    }

    /// ffprobe's count of the video frames in `url`, and their size.
    private static func probe(_ url: URL) throws -> (frames: Int, width: Int, height: Int) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/ffprobe")
        process.arguments = ["-v", "error", "-count_frames", "-select_streams", "v:0", "-show_entries",
                             "stream=nb_read_frames,width,height", "-of", "csv=p=0", url.path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        process.waitUntilExit()
        let fields = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines).split(separator: ",").compactMap { Int($0) }
        try #require(fields.count == 3, "ffprobe could not read \(url.path)")
        return (fields[2], fields[0], fields[1])
    }

    /// Presents a full-screen orange controller over A: 0.5 s of cover-vertical slide.
    private func present(on host: TestHost, root: UIViewController) {
        let presented = NamedController("B", color: .systemOrange)
        presented.modalPresentationStyle = .fullScreen
        root.present(presented, animated: true)
    }

    @Test("A presentation recorded at 30 fps as a GIF and an MP4 has its frames, the screen's size at the host's scale")
    func recordsGIFAndMP4() throws {
        for format in ["gif", "mp4"] {
            let (host, root) = hostWithRoot()
            let url = Self.outputFolder().appendingPathComponent("presentation.\(format)")
            try host.record(to: url, framesPerSecond: 30)
            #expect(host.isRecording)
            present(on: host, root: root)
            host.advance(by: 1)
            #expect(try host.stopRecording() == url)
            #expect(!host.isRecording)
            let (frames, width, height) = try Self.probe(url)
            // The first frame, then one every other 60 fps frame for a second.
            #expect(frames == 1 + 30, "\(format): \(frames) frames")
            #expect(width == 780 && height == 1688)
        }
    }

    @Test("A PNG recording is a contact sheet: the first frame is A, a later one shows B sliding up")
    func recordsAContactSheet() throws {
        let (host, root) = hostWithRoot(NamedController("A", color: .systemBlue))
        let url = Self.outputFolder().appendingPathComponent("presentation-sheet.png")
        try host.record(to: url, framesPerSecond: 10)
        present(on: host, root: root)
        host.advance(by: 1.1)
        try host.stopRecording()
        let data = try Data(contentsOf: url)
        let sheet = try #require(CGImage(pngData: data))
        // 12 frames: six columns of 240-point cells with 8-point gaps, two rows.
        #expect(sheet.width == 6 * 240 + 7 * 8)
        let cellHeight = 240 * 1688 / 780
        #expect(sheet.height == 2 * cellHeight + 3 * 8)
        let first = sheet.premultipliedRGBA(x: 8 + 120, y: 8 + cellHeight / 2)
        #expect(first.blue > 200 && first.red < 60, "the first frame shows A (blue): \(first)")
        let last = sheet.premultipliedRGBA(x: 8 + 5 * 248 + 120, y: 8 + cellHeight + 8 + cellHeight / 2)
        #expect(last.red > 200 && last.blue < 60, "the last frame shows B (orange): \(last)")
    }

    @Test("When runUntilIdle gives up, the recording is written and named in the error")
    func failureNamesTheRecording() throws {
        let (host, root) = hostWithRoot()
        let url = Self.outputFolder().appendingPathComponent("stuck.gif")
        try host.record(to: url, framesPerSecond: 10)
        let interaction = UIPercentDrivenInteractiveTransition()
        let delegate = TestTransitioningDelegate()
        delegate.presentAnimator = SlideAnimator(presenting: true)
        delegate.presentInteraction = interaction
        let presented = NamedController("B", color: .systemOrange)
        delegate.attach(to: presented)
        root.present(presented, animated: true)
        let error = #expect(throws: TestHostError.self) { try host.runUntilIdle(limit: 1) }
        #expect(error?.description.contains("recorded in \(url.path)") == true)
        #expect(FileManager.default.fileExists(atPath: url.path))
        interaction.cancel()
        try host.runUntilIdle()
    }

    @Test("A golden-image mismatch writes the host's recording and names it")
    func goldenFailureNamesTheRecording() throws {
        let (host, root) = hostWithRoot(NamedController("A", color: .systemBlue))
        let folder = Self.outputFolder().appendingPathComponent("golden")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // A golden of the screen before the presentation; the check runs after it.
        try host.render().writePNG(to: folder.appendingPathComponent("before.png"))
        let video = Self.outputFolder().appendingPathComponent("golden-mismatch.png")
        try host.record(to: video, framesPerSecond: 10)
        present(on: host, root: root)
        try host.runUntilIdle()
        let failure = try #require(GoldenImage.check(host.render(), named: "before", in: folder, recordingTo: folder, host: host))
        #expect(failure.description.contains("what happened: \(video.path)"))
        #expect(FileManager.default.fileExists(atPath: video.path) && !host.isRecording)
    }
}
