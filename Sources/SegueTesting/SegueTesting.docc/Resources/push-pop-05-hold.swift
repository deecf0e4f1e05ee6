import Foundation
import Testing
import UIKit
import SegueTesting
@testable import MyTransitions

@MainActor
struct SlideOverTests {
    @Test func popsUnderTheFinger() throws {
        let slideOver = SlideOverNavigation()
        let host = TestHost()
        let home = UIViewController()
        home.title = "Home"
        home.view.backgroundColor = .systemBlue
        let navigation = UINavigationController(rootViewController: home)
        slideOver.attach(to: navigation)
        host.window.rootViewController = navigation
        try host.runUntilIdle()

        let details = UIViewController()
        details.title = "Details"
        details.view.backgroundColor = .systemOrange
        navigation.pushViewController(details, animated: true)
        host.advance(by: 1.0 / 60 + 0.2)               // the next frame, then half of the 0.4 s
        let halfway = try #require(details.view.layer.presentation())
        #expect(abs(halfway.frame.minX - 195) < 1)     // half-way in from the right
        try host.runUntilIdle()
        #expect(navigation.topViewController === details)
        #expect(details.view.frame == navigation.view.bounds)

        host.edgePan(from: .left, distance: 100, duration: 0.25, release: false)
        host.advance(by: 0.5)                          // the finger rests 100 points in, still down
        #expect(navigation.topViewController === home) // the stack changed when the pop began
        let held = try #require(details.view.layer.presentation())
        #expect(abs(held.frame.minX - 100) < 1)        // the view's left edge is under the finger
    }
}
