import Foundation
import OpenUIKit
import Testing

/// The SDL window for real: a virtual X display (Xvfb), the Gallery in it,
/// taps made with xdotool (open a demo, slow it down, run it), a screenshot
/// taken with ImageMagick, pixels of the transition half-way checked.
/// `make deps` installs the three tools. Real time, by necessity.
@Suite(.serialized) struct WindowHostTests {
    @Test func openingAndRunningADemoInTheGalleryWindow() throws {
        let tools = ["Xvfb", "xdotool", "import"].map { ($0, HostProcess.which($0)) }
        for (name, path) in tools where path == nil {
            Issue.record("\(name) is missing: `make deps` installs xvfb, xdotool and imagemagick")
            return
        }
        let (xvfb, xdotool, importTool) = (tools[0].1!, tools[1].1!, tools[2].1!)
        let gallery = HostProcess.builtProduct("segue-gallery")
        guard FileManager.default.isExecutableFile(atPath: gallery) else {
            Issue.record("\(gallery) is not built: run `swift build --build-tests` (make test does)")
            return
        }
        let number = HostProcess.freeDisplayNumber()
        let display = ":\(number)"
        let server = Process()
        server.executableURL = URL(fileURLWithPath: xvfb)
        server.arguments = [display, "-screen", "0", "1280x1024x24", "-nolisten", "tcp"]
        server.standardOutput = FileHandle.nullDevice
        server.standardError = FileHandle.nullDevice
        try server.run()
        defer { HostProcess.stopDisplayServer(server, number: number) }
        for _ in 0..<50 where !FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)") { HostProcess.pause(0.1) }

        let app = Process()
        app.executableURL = URL(fileURLWithPath: gallery)
        app.environment = ["DISPLAY": display, "SEGUE_EXIT_AFTER": "30", "PATH": "/usr/bin:/bin"]
        app.standardOutput = FileHandle.nullDevice
        app.standardError = FileHandle.nullDevice
        try app.run()
        defer { HostProcess.stop(app) }

        var windowID = ""
        for _ in 0..<200 where windowID.isEmpty {
            HostProcess.pause(0.1)
            windowID = String(decoding: try HostProcess.run(xdotool, ["search", "--name", "Segue Gallery"], display: display), as: UTF8.self)
                .split(separator: "\n").first.map(String.init) ?? ""
        }
        try #require(!windowID.isEmpty, "the gallery's window did not appear")
        HostProcess.pause(1)
        // Under load the window can be found before it is mapped: ask until it answers.
        var geometry = ""
        for _ in 0..<100 where !geometry.contains("WIDTH=") {
            geometry = String(decoding: try HostProcess.run(xdotool, ["getwindowgeometry", "--shell", windowID], display: display),
                              as: UTF8.self)
            if !geometry.contains("WIDTH=") { HostProcess.pause(0.1) }
        }
        func value(_ key: String) -> Int {
            geometry.split(separator: "\n").first { $0.hasPrefix("\(key)=") }.flatMap { Int($0.dropFirst(key.count + 1)) } ?? 0
        }
        let (originX, originY) = (value("X"), value("Y"))
        // The Gallery's window: the list (400 points), the player with a phone stage at its own size, the timeline.
        #expect(value("WIDTH") == 1240 && value("HEIGHT") == 940, "the window is the screen in points: \(geometry)")

        func tap(_ x: Int, _ y: Int) throws {
            try HostProcess.run(xdotool, ["mousemove", "--window", windowID, "\(x)", "\(y)"], display: display)
            HostProcess.pause(0.2)
            try HostProcess.run(xdotool, ["mousedown", "1"], display: display)
            HostProcess.pause(0.1)
            try HostProcess.run(xdotool, ["mouseup", "1"], display: display)
            HostProcess.pause(0.3)
        }
        func screenshot() throws -> CGImage {
            let shot = try HostProcess.run(importTool, ["-window", "root", "png:-"], display: display)
            return try #require(CGImage(pngData: shot), "the screenshot could not be read")
        }
        /// A click as fast as a script sends one: press and release in one xdotool call, so both
        /// reach the window within one frame (they used to be lost: issue 35).
        func fastTap(_ x: Int, _ y: Int) throws {
            try HostProcess.run(xdotool, ["mousemove", "--window", windowID, "\(x)", "\(y)", "mousedown", "1", "mouseup", "1"],
                                display: display)
            HostProcess.pause(0.3)
        }
        // The list: the third row of the first section is "Cross dissolve" (64-point rows from y = 102).
        try fastTap(195, 102 + 64 * 2 + 32)
        HostProcess.pause(1)
        // The player, beside the list (x from 401): the stage at x 417…807, y 76…920; the controls' column
        // from x 823, 401 wide: the stage buttons, then Run (it records the demo, then plays it), then the
        // scrubber at 0.55 s of the 2.07 s recording (823 + 14 + 373 × 0.55 / 2.07 ≈ 936), which pauses there.
        try tap(858, 134)
        // Recording takes a moment (longer in a debug build): wait until the stage shows a frame.
        var recorded = false
        for _ in 0..<60 where !recorded {
            HostProcess.pause(0.5)
            recorded = try screenshot().premultipliedRGBA(x: originX + 520, y: originY + 400).blue > 100
        }
        try #require(recorded, "the demo was never recorded and shown")
        try tap(936, 173)
        HostProcess.pause(0.5)
        let image = try screenshot()
        // The stage shows the cross-dissolve half-way: the start screen's blue (51, 92, 204) blended with
        // the presented orange (245, 140, 41), neither colour alone.
        let stage = image.premultipliedRGBA(x: originX + 520, y: originY + 400)
        #expect(stage.red > 90 && stage.red < 220 && stage.blue > 60 && stage.blue < 190,
                "the stage shows the dissolve half-way: \(stage)")
        // The timeline beside it lists the callbacks, one highlighted grey as playback passes it.
        let rows = (0..<20).map { image.premultipliedRGBA(x: originX + 1000, y: originY + 247 + $0 * 22) }
        #expect(rows.contains { $0.red < 235 && $0.red > 180 && abs(Int($0.red) - Int($0.blue)) < 12 }, "a highlighted callback row")
    }
}
