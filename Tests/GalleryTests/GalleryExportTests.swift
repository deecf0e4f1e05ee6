import Foundation
import Testing
import OpenUIKit
import SegueGallery
import SegueTesting

/// Exporting records a demo frame-exact, slowed when asked, and the index
/// page lists each demo with its clip and its callback timeline.
@MainActor
@Suite(.serialized, .checksDiagnostics) struct GalleryExportTests {
    private static let folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("segue-gallery-tests")

    @Test("A demo exported at half speed has twice the frames of one at full speed, and its callbacks at their times")
    func slowMotionDoublesTheFrames() throws {
        let normal = try DemoRecorder.record(CrossDissolveDemo.self, to: Self.folder.appendingPathComponent("normal.png"),
                                             framesPerSecond: 30, scale: 0.25)
        let slow = try DemoRecorder.record(CrossDissolveDemo.self, to: Self.folder.appendingPathComponent("slow.png"),
                                           framesPerSecond: 30, scale: 0.25, speed: 0.5)
        #expect(abs(slow.duration - normal.duration) < 0.1, "the same virtual time")
        // Frames per virtual second double (each settle may end a frame apart).
        let rates = (normal: Double(normal.frames) / normal.duration, slow: Double(slow.frames) / slow.duration)
        #expect(abs(rates.slow - 2 * rates.normal) < 0.05 * rates.slow, "\(rates)")
        // The script waits 0.3 s, then presents: the presentation begins on the next frame (R1.7).
        let begin = try #require(normal.timeline.first { $0.callback == "Presented.viewWillAppear" })
        #expect(abs(begin.time - (0.3 + 1.0 / 30)) < 0.001, "viewWillAppear on the frame after 0.3 s, at 30 fps: \(begin.time) s")
        #expect(FileManager.default.fileExists(atPath: normal.file.path))
    }

    @Test("The index lists every recording by group with its clip, length and timeline")
    func indexPage() throws {
        let recording = try DemoRecorder.record(PushPopDemo.self, to: Self.folder.appendingPathComponent("push-pop.gif"),
                                                framesPerSecond: 10, scale: 0.25)
        let html = IndexPage.html([recording], relativeTo: Self.folder)
        #expect(html.contains("<h2>Built-in styles</h2>"))
        #expect(html.contains("<img src=\"push-pop.gif\""))
        #expect(html.contains("navigationController") || html.contains("viewWillAppear"), "the timeline is there")
        let frames = try #require(try Self.frameCount(of: recording.file))
        #expect(frames == recording.frames, "ffprobe counts \(frames), the recorder \(recording.frames)")
        // The length shown is the clip's: ffprobe's frames, from the first at 0 s to the last, 0.1 s apart.
        #expect(html.contains(String(format: "%.2f s", Double(frames - 1) / 10)), "\(frames) frames")
    }

    @Test("A demo exported on a device preset, in landscape, is that screen's size; presets are found however they are spelt")
    func exportOnADevice() throws {
        #expect(TestHost.Device.preset(named: "ipadair11") == .iPadAir11)
        #expect(TestHost.Device.preset(named: "iPhone-16-Pro-Max") == .iPhone16ProMax)
        #expect(TestHost.Device.preset(named: "iPhone 17") == nil)
        let recording = try DemoRecorder.record(CrossDissolveDemo.self, to: Self.folder.appendingPathComponent("ipad.gif"),
                                                framesPerSecond: 10, scale: 0.5, device: .iPadAir11, landscape: true)
        // The 11-inch iPad Air in landscape is 1180×820 points: 590×410 pixels at half a pixel per point.
        #expect(try Self.videoSize(of: recording.file) == "590x410")
        let phone = try DemoRecorder.record(CrossDissolveDemo.self, to: Self.folder.appendingPathComponent("se.gif"),
                                            framesPerSecond: 10, scale: 0.5, device: .iPhoneSE)
        #expect(try Self.videoSize(of: phone.file) == "188x334", "375×667 points, rounded up")
    }

    /// "WIDTHxHEIGHT" of a clip's video, from ffprobe.
    private static func videoSize(of url: URL) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/ffprobe")
        process.arguments = ["-v", "error", "-select_streams", "v:0", "-show_entries", "stream=width,height",
                             "-of", "csv=s=x:p=0", url.path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        process.waitUntilExit()
        return String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    private static func frameCount(of url: URL) throws -> Int? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/ffprobe")
        process.arguments = ["-v", "error", "-count_frames", "-select_streams", "v:0", "-show_entries", "stream=nb_read_frames",
                             "-of", "csv=p=0", url.path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        process.waitUntilExit()
        return Int(String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines))
    }
}
