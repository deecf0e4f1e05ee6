// The DocC tutorial's navigation test, its last step (TutorialCodeTests checks each step against it).
import Foundation
import Testing
import UIKit
import SegueTesting

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

        let finger = CGPoint(x: 1 + 100, y: host.window.bounds.midY)  // edgePan starts 1 point in
        host.drag(from: finger, to: CGPoint(x: finger.x + 60, y: finger.y), duration: 0.2, release: false)
        let moved = try #require(details.view.layer.presentation())
        #expect(abs(moved.frame.minX - 160) < 1)       // the same finger, 60 points further

        host.drag(from: CGPoint(x: finger.x + 60, y: finger.y), to: CGPoint(x: finger.x + 20, y: finger.y),
                  duration: 0.2)                       // back towards the edge, then lifted
        try host.runUntilIdle()
        #expect(navigation.viewControllers == [home, details])  // cancelled: the stack is back
        #expect(details.view.frame == navigation.view.bounds)   // and so is the view
        #expect(details.view.layer.presentation()?.frame.minX == 0)

        host.edgePan(from: .left, distance: 260, duration: 0.3)  // two thirds across, then lifted
        try host.runUntilIdle()
        #expect(navigation.viewControllers == [home])
        #expect(details.view.superview == nil)
        #expect(home.view.frame == navigation.view.bounds)
    }
}
