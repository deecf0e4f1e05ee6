import Foundation
import Testing
import UIKit
import SegueTesting

@MainActor
enum SnapshotScenarios {
    /// The goldens, kept with the tests in the source tree (beside this file, symbolic links followed).
    static let goldens = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath().deletingLastPathComponent()
        .appendingPathComponent("Goldens")

    static func slideInHalfway(on device: TestHost.Device) throws {
        let slideIn = SlideInTransitioning()
        let host = TestHost(device: device)
        let home = UIViewController()
        home.view.backgroundColor = .systemBlue
        host.window.rootViewController = home
        let name = device.name.replacingOccurrences(of: " ", with: "-")   // "iPhone-16"

        let details = UIViewController()
        details.view.backgroundColor = .systemOrange
        details.modalPresentationStyle = .custom
        details.transitioningDelegate = slideIn
        home.present(details, animated: true)
        host.advance(by: 1.0 / 60)                     // the transition starts on the next frame
        host.advance(by: 0.2)                          // half of its 0.4 s

        let halfway = host.render()
        if let failure = GoldenImage.check(halfway, named: "slide-in-halfway-\(name)", in: goldens,
                                           recordingTo: goldens, host: host) {
            Issue.record("\(failure)")
        }
    }
}
