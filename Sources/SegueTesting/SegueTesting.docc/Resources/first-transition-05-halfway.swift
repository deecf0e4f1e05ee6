import Foundation
import Testing
import UIKit
import SegueTesting
@testable import MyTransitions

@MainActor
struct SlideInTests {
    @Test func slidesInFromTheRight() throws {
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
    }
}
