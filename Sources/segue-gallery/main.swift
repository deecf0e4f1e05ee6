import OpenUIKit

// The Segue gallery. Until the window host and the UIKit demos exist, it renders
// the compositor demo headless: PNG frames into out/compositor/.

MainActor.assumeIsolated {
    let directory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        .appendingPathComponent("out/compositor")
    do {
        let frames = try CompositorDemo.render(into: directory)
        print("segue-gallery: wrote \(frames.count) frames (1/\(CompositorDemo.framesPerSecond) s apart) to \(directory.path)")
    } catch {
        print("segue-gallery: could not write the frames: \(error)")
        exit(1)
    }
}
