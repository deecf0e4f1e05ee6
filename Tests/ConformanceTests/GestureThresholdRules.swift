import Foundation
import Testing
import OpenUIKit
import SegueTesting

/// Issue 28 §2: the built-in interactive pop finishes or cancels on both sides
/// of its thresholds — by position (half the width), by velocity (a flick of
/// more than 300 pt/s towards the trailing edge finishes), and by a flick
/// against the position (one of more than 300 pt/s back cancels past the middle).
@MainActor
@Suite(.serialized, .checksDiagnostics) struct GestureThresholdRules {
    /// A finger from the leading edge to `reach`, then over the last 0.1 s to
    /// `release` (its speed there is the release velocity), lifted.
    private func pop(reach: CGFloat, release: CGFloat, hold: Bool = false) throws -> [String] {
        let (host, navigation, root) = try hostWithNavigation()
        navigation.pushViewController(NamedController("B"), animated: false)
        try host.runUntilIdle()
        let y = host.window.bounds.midY
        host.drag(from: CGPoint(x: 1, y: y), to: CGPoint(x: reach, y: y), duration: 0.4, release: false)
        if hold { host.drag(from: CGPoint(x: reach, y: y), to: CGPoint(x: reach, y: y), duration: 0.2, release: false) }
        host.drag(from: CGPoint(x: reach, y: y), to: CGPoint(x: release, y: y), duration: 0.1)
        try host.runUntilIdle()
        #expect(navigation.topViewController?.view.window === host.window)
        return navigation.viewControllers.compactMap(\.title) + (root.view.window == nil ? [] : ["A shown"])
    }

    @Test func pastHalfWayAndStillItFinishes() throws {
        // 0.55 of 390 pt, the finger at rest.
        #expect(try pop(reach: 214, release: 215, hold: true) == ["A", "A shown"])
    }

    @Test func shortOfHalfWayAndStillItCancels() throws {
        #expect(try pop(reach: 175, release: 176, hold: true) == ["A", "B"])
    }

    @Test func aFlickTowardsTheTrailingEdgeFinishesFromAFifth() throws {
        // 60 pt in 0.1 s: 600 pt/s, from 0.2 of the width.
        #expect(try pop(reach: 18, release: 78) == ["A", "A shown"])
    }

    @Test func aSlowMoveForwardShortOfHalfWayStillCancels() throws {
        // 10 pt in 0.1 s: 100 pt/s, ending at 0.3.
        #expect(try pop(reach: 107, release: 117) == ["A", "B"])
    }

    @Test func aFlickBackCancelsFromPastHalfWay() throws {
        // −60 pt in 0.1 s: −600 pt/s, ending at 0.7.
        #expect(try pop(reach: 333, release: 273) == ["A", "B"])
    }

    @Test func aSlowMoveBackPastHalfWayStillFinishes() throws {
        // −10 pt in 0.1 s: −100 pt/s, ending at 0.7.
        #expect(try pop(reach: 283, release: 273) == ["A", "A shown"])
    }
}
