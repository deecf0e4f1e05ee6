// The DocC tutorial's test, step by step, run by both drop-in targets.
import Foundation
import Testing
import UIKit
import SegueTesting

@MainActor
enum FirstTransitionScenarios {
    static func slidesInFromTheRight() throws {
        let slideIn = SlideInTransitioning()
        let host = TestHost()
        let home = UIViewController()
        home.view.backgroundColor = .systemBlue
        host.window.rootViewController = home

        let details = UIViewController()
        details.title = "Details"
        details.view.backgroundColor = .systemOrange
        details.modalPresentationStyle = .custom
        details.transitioningDelegate = slideIn
        home.present(details, animated: true)
        host.advance(by: 1.0 / 60)                     // the transition starts on the next frame
        #expect(host.trace.callbacks.contains("Details.viewWillAppear"))

        host.advance(by: 0.2)                          // half of the 0.4 s, linear
        let halfway = try #require(details.view.layer.presentation())
        #expect(abs(halfway.frame.minX - 195) < 0.5)   // half-way across the 390-point screen
        #expect(details.view.frame.minX == 0)          // the model is already where it ends

        let frame = host.render()                      // 2 pixels per point
        let left = frame.premultipliedRGBA(x: 100 * 2, y: 400 * 2)
        let right = frame.premultipliedRGBA(x: 300 * 2, y: 400 * 2)
        #expect(left.blue > 200 && left.red < 100)     // still the blue home screen
        #expect(right.red > 200 && right.blue < 100)   // the orange details sliding in

        try host.runUntilIdle()                        // throws if completeTransition(_:) never comes
        #expect(Array(host.trace.callbacks.suffix(3)) == ["Details.viewDidAppear", "SlideInAnimator.animationEnded(true)",
                                                          "UIPresentationController.presentationTransitionDidEnd(true)"])
        #expect(details.view.frame == host.window.bounds)

        let movie = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("slide-out.gif")
        try host.record(to: movie)
        details.dismiss(animated: true)
        try host.runUntilIdle()
        try host.stopRecording()
        #expect(home.presentedViewController == nil)
        #expect(FileManager.default.fileExists(atPath: movie.path))
    }
}
