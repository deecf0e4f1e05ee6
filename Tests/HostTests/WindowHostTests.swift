import Foundation
import OpenUIKit
import Testing

/// The SDL window for real: a virtual X display (Xvfb), the gallery in it, a
/// drag made with xdotool, a screenshot taken with ImageMagick, pixels checked.
/// `make deps` installs the three tools. Real time, by necessity.
@Suite(.serialized) struct WindowHostTests {
    @Test func draggingThePillInTheWindow() throws {
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
        let geometry = String(decoding: try HostProcess.run(xdotool, ["getwindowgeometry", "--shell", windowID], display: display), as: UTF8.self)
        func value(_ key: String) -> Int {
            geometry.split(separator: "\n").first { $0.hasPrefix("\(key)=") }.flatMap { Int($0.dropFirst(key.count + 1)) } ?? 0
        }
        let (originX, originY) = (value("X"), value("Y"))
        #expect(value("WIDTH") == 390 && value("HEIGHT") == 844, "the window is the screen in points: \(geometry)")

        // Press on the pill (centre 195, 500), drag it up 200 points, and look while holding it.
        try HostProcess.run(xdotool, ["mousemove", "--window", windowID, "195", "500"], display: display)
        HostProcess.pause(0.2)
        try HostProcess.run(xdotool, ["mousedown", "1"], display: display)
        HostProcess.pause(0.1)
        for y in stride(from: 480, through: 300, by: -30) {
            try HostProcess.run(xdotool, ["mousemove", "--window", windowID, "195", "\(y)"], display: display)
            HostProcess.pause(0.05)
        }
        HostProcess.pause(0.5)
        let shot = try HostProcess.run(importTool, ["-window", "root", "png:-"], display: display)
        try HostProcess.run(xdotool, ["mouseup", "1"], display: display)
        let image = try #require(CGImage(pngData: shot), "the screenshot could not be read")
        let moved = image.premultipliedRGBA(x: originX + 195, y: originY + 300)
        let home = image.premultipliedRGBA(x: originX + 195, y: originY + 500)
        #expect(moved.red > 240 && moved.green > 240 && moved.blue > 240, "the white pill followed the mouse: \(moved)")
        #expect(home.red < 200, "and left its place: \(home)")
        let title = image.premultipliedRGBA(x: originX + 10, y: originY + 10)
        #expect(title.blue > title.red, "the gradient background is drawn: \(title)")
    }
}
