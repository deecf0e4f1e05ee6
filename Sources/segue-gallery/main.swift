import OpenUIKit
import SegueSDL

// The Segue gallery: in a window when a display is available, otherwise the
// compositor demo rendered headless as PNG frames into out/compositor/.

MainActor.assumeIsolated {
    let environment = ProcessInfo.processInfo.environment
    if WindowHost.isDisplayAvailable && environment["SEGUE_HEADLESS"] == nil {
        let scale = CGFloat(Double(environment["SEGUE_WINDOW_SCALE"] ?? "") ?? 1)
        let host = WindowHost(title: "Segue Gallery", screenSize: CGSize(width: 390, height: 844), windowScale: scale)
        host.exitAfter = Double(environment["SEGUE_EXIT_AFTER"] ?? "")
        let demo = InteractiveDemo(screenSize: UIScreen.main.bounds.size)
        do {
            try host.open()
        } catch {
            print("segue-gallery: \(error)")
            exit(1)
        }
        print("segue-gallery: window open (drag the pill, tap the card, Ctrl-drag or scroll to pinch)")
        host.run()
        withExtendedLifetime(demo) {}
        return
    }
    let directory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        .appendingPathComponent("out/compositor")
    do {
        let frames = try CompositorDemo.render(into: directory)
        print("segue-gallery: no display, rendered headless: \(frames.count) frames (1/\(CompositorDemo.framesPerSecond) s apart) in \(directory.path)")
    } catch {
        print("segue-gallery: could not write the frames: \(error)")
        exit(1)
    }
}
