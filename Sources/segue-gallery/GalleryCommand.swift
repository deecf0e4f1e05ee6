import ArgumentParser
import Foundation
import OpenUIKit
import SegueGallery
import SegueSDL
import SegueTesting

/// `segue-gallery`: with a display, the Gallery app in a window; without one,
/// every demo exported to `out/gallery/`. `segue-gallery export` exports demos
/// headless; `segue-gallery compositor` renders the compositor demo's frames.
@main
struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "segue-gallery",
        abstract: "Segue's Gallery: every transition the seeds teach and every built-in style.",
        subcommands: [Open.self, Export.self, List.self, Compositor.self],
        defaultSubcommand: Open.self)
}

extension GalleryCommand {
    /// Opens the Gallery in a window, or exports everything when there is no display.
    struct Open: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Open the Gallery in a window (exports headless without a display).")

        @Option(help: "Window pixels per point.") var windowScale: Double = 1
        @Option(help: "The window's size in points, WIDTHxHEIGHT (default 1240x940: the list, a phone stage at its own size and the timeline side by side; narrower than 900, the list alone, pushing the player). The player's buttons choose an iPhone or iPad stage.")
        var size: String?

        func validate() throws {
            guard size == nil || parsedSize != nil else { throw ValidationError("--size is WIDTHxHEIGHT, e.g. 1240x940") }
        }

        var parsedSize: CGSize? {
            guard let size else { return nil }
            let parts = size.lowercased().split(separator: "x").compactMap { Double($0) }
            guard parts.count == 2, parts[0] >= 320, parts[1] >= 480 else { return nil }
            return CGSize(width: parts[0], height: parts[1])
        }

        func run() throws {
            let environment = ProcessInfo.processInfo.environment
            let windowed = MainActor.assumeIsolated { WindowHost.isDisplayAvailable } && environment["SEGUE_HEADLESS"] == nil
            guard windowed else {
                print("segue-gallery: no display; exporting every demo instead")
                let export = try Export.parse(["--all"])
                try export.run()
                return
            }
            try MainActor.assumeIsolated {
                let screenSize = parsedSize ?? GalleryApp.preferredWindowSize
                let host = WindowHost(title: "Segue Gallery", screenSize: screenSize,
                                      windowScale: CGFloat(windowScale))
                host.exitAfter = Double(environment["SEGUE_EXIT_AFTER"] ?? "")
                try host.open()
                let app = GalleryApp()
                app.show(in: UIApplication.shared.keyWindow ?? UIWindow(frame: UIScreen.main.bounds))
                print("segue-gallery: window open")
                host.run()
                withExtendedLifetime(app) {}
            }
        }
    }

    /// Records demos headless, frame-exact, to GIF, MP4 or PNG contact sheets, with an index page.
    struct Export: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Record demos headless to GIF, MP4 or PNG, with an index.html.")

        @Option(name: .customLong("demo"), help: "A demo's name (repeatable; see `segue-gallery list`).") var demos: [String] = []
        @Flag(help: "Every demo.") var all = false
        @Option(help: "gif, mp4 or png (a contact sheet).") var format: String = "gif"
        @Option(help: "Frames per second of the output.") var fps: Int = 30
        @Option(help: "Pixels per point.") var scale: Double = 1
        @Option(help: "Playback speed, 0.1 (slow motion) to 1.") var speed: Double = 1
        @Option(help: "Where to write.") var out: String = "out/gallery"
        @Option(help: "The device to record on: \(TestHost.Device.all.map(\.name).joined(separator: ", ")) (any spelling: iphone16promax).")
        var device: String = TestHost.Device.iPhone14.name
        @Flag(help: "Record in landscape.") var landscape = false

        func validate() throws {
            guard TestHost.Device.preset(named: device) != nil else {
                throw ValidationError("--device is one of: \(TestHost.Device.all.map(\.name).joined(separator: ", "))")
            }
            guard VideoFormat(rawValue: format) != nil else { throw ValidationError("--format is gif, mp4 or png") }
            guard (0.1...1).contains(speed) else { throw ValidationError("--speed is between 0.1 and 1") }
            guard fps > 0 && fps <= 120 else { throw ValidationError("--fps is between 1 and 120") }
            guard all || !demos.isEmpty else { throw ValidationError("name a --demo or give --all") }
        }

        func run() throws {
            try MainActor.assumeIsolated {
                let chosen = try all ? GalleryCatalog.demos : demos.map { name in
                    guard let demo = GalleryCatalog.demo(named: name) else {
                        throw ValidationError("no demo named \(name); `segue-gallery list` lists them")
                    }
                    return demo
                }
                let preset = TestHost.Device.preset(named: device) ?? .iPhone14
                let directory = URL(fileURLWithPath: out, isDirectory: true)
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
                let bar = ProgressBar(total: chosen.count)
                var recordings: [DemoRecording] = []
                for (index, demo) in chosen.enumerated() {
                    let file = directory.appendingPathComponent("\(demo.name).\(format)")
                    let recording = try DemoRecorder.record(demo, to: file, framesPerSecond: fps, scale: CGFloat(scale),
                                                            speed: speed, device: preset, landscape: landscape) { fraction in
                        bar.show(Double(index) + fraction, demo.name)
                    }
                    recordings.append(recording)
                }
                bar.finish()
                let index = directory.appendingPathComponent("index.html")
                try IndexPage.html(recordings, relativeTo: directory).write(to: index, atomically: true, encoding: .utf8)
                print("segue-gallery: \(recordings.count) demos in \(directory.path); open \(index.path)")
            }
        }
    }

    /// Lists the demos.
    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "List the demos by group.")

        func run() {
            MainActor.assumeIsolated {
                for (group, demos) in GalleryCatalog.grouped {
                    print(group.title)
                    for demo in demos { print("  \(demo.name.padding(toLength: 32, withPad: " ", startingAt: 0)) \(demo.title)") }
                }
            }
        }
    }

    /// Renders the compositor demo (a 3D card flip, a spring, text) as PNG frames.
    struct Compositor: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Render the compositor demo's frames into out/compositor/.")

        func run() throws {
            try MainActor.assumeIsolated {
                let directory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("out/compositor")
                let frames = try CompositorDemo.render(into: directory)
                print("segue-gallery: \(frames.count) frames (1/\(CompositorDemo.framesPerSecond) s apart) in \(directory.path)")
            }
        }
    }
}
