// The scenarios both drop-in targets run on the iOS-style code in
// CircularReveal.swift: present, an interactive dismissal that finishes and
// one that cancels, and a scrubbed animator handed back with durationFactor 0.
import Testing
import UIKit
import SegueTesting

@MainActor
enum RevealScenarios {
    /// The reveal's centre, in window points, inside the presented frame (which starts at y = 211).
    static let origin = CGPoint(x: 195, y: 600)
    /// Presented frame: the lower three quarters of a 390 × 844 screen.
    static let presentedFrame = CGRect(x: 0, y: 211, width: 390, height: 633)

    /// The radius that covers the presented frame from `origin` (its farthest corner, top left or right).
    static var fullRadius: CGFloat {
        let dx = max(origin.x - presentedFrame.minX, presentedFrame.maxX - origin.x)
        let dy = max(origin.y - presentedFrame.minY, presentedFrame.maxY - origin.y)
        return (dx * dx + dy * dy).squareRoot()
    }

    static func pixel(_ image: CGImage, _ point: CGPoint, scale: CGFloat = 2) -> (red: Int, green: Int, blue: Int) {
        let p = image.premultipliedRGBA(x: Int(point.x * scale), y: Int(point.y * scale))
        return (Int(p.red), Int(p.green), Int(p.blue))
    }

    /// systemOrange (255, 149, 0): red high, blue none.
    static func isOrange(_ p: (red: Int, green: Int, blue: Int)) -> Bool { p.red > 230 && p.blue < 30 }
    /// White under black dimming of `alpha`.
    static func isDimmedWhite(_ p: (red: Int, green: Int, blue: Int), alpha: Double) -> Bool {
        let expected = Int((255 * (1 - alpha)).rounded())
        return abs(p.red - expected) <= 3 && abs(p.green - expected) <= 3 && abs(p.blue - expected) <= 3
    }

    /// White under the dimming while it is half way through fading (its alpha 0.2…0.3 of 0.5).
    static func isHalfDimmedWhite(_ p: (red: Int, green: Int, blue: Int)) -> Bool {
        (179...204).contains(p.red) && p.red == p.green && p.green == p.blue
    }

    static func presentedHost() -> (TestHost, UIViewController, RevealedViewController) {
        let host = TestHost()
        let home = UIViewController(nibName: nil, bundle: nil)
        home.view.backgroundColor = .white
        host.window.rootViewController = home
        let revealed = RevealedViewController(origin: origin)
        home.present(revealed, animated: true, completion: nil)
        return (host, home, revealed)
    }

    static func presentRevealsFromTheOrigin() throws {
        let (host, home, revealed) = presentedHost()
        host.advance(by: 0.25)                      // half of 0.5 s, linear
        let radius = 1 + (fullRadius - 1) * 0.5     // the circle's radius now
        let half = host.render()
        let near = CGPoint(x: origin.x, y: origin.y - (radius - 20))
        let far = CGPoint(x: origin.x, y: origin.y - (radius + 20))
        #expect(isOrange(pixel(half, near)), "inside the circle at half time: \(pixel(half, near))")
        #expect(isHalfDimmedWhite(pixel(half, far)), "outside it: white under the dimming, half faded in: \(pixel(half, far))")
        #expect(isHalfDimmedWhite(pixel(half, CGPoint(x: 195, y: 100))), "above the presented frame")

        try host.runUntilIdle()
        #expect(home.presentedViewController === revealed)
        #expect(revealed.view.frame == presentedFrame)
        #expect(revealed.view.layer.mask == nil, "the mask is removed at the end")
        let end = host.render()
        #expect(isOrange(pixel(end, CGPoint(x: 5, y: 215))), "the far corner is revealed at the end")
        #expect(isDimmedWhite(pixel(end, CGPoint(x: 195, y: 100)), alpha: 0.5), "dimming at full strength above")
    }

    static func panDownPastHalfDismisses() throws {
        let (host, home, revealed) = presentedHost()
        try host.runUntilIdle()
        let start = CGPoint(x: 195, y: 400)
        let distance = presentedFrame.height * 0.6
        host.drag(from: start, to: CGPoint(x: start.x, y: start.y + distance), duration: 0.4, release: false)
        // Mid-gesture the circle has shrunk by about the pan's fraction (less the 10-point pan threshold).
        let progress = (distance - 10) / presentedFrame.height
        let radius = fullRadius - (fullRadius - 1) * progress
        let mid = host.render()
        try? mid.writePNG(to: URL(fileURLWithPath: "/tmp/mid.png"))
        #expect(isOrange(pixel(mid, CGPoint(x: origin.x, y: origin.y - (radius - 30)))))
        #expect(!isOrange(pixel(mid, CGPoint(x: origin.x, y: origin.y - (radius + 30)))))
        host.drag(from: CGPoint(x: start.x, y: start.y + distance), to: CGPoint(x: start.x, y: start.y + distance),
                  duration: 1 / 60)
        try host.runUntilIdle()
        #expect(home.presentedViewController == nil, "finished: dismissed")
        #expect(revealed.view.window == nil)
        let end = host.render()
        #expect(isDimmedWhite(pixel(end, CGPoint(x: 195, y: 100)), alpha: 0), "the dimming view is gone")
        #expect(isDimmedWhite(pixel(end, start), alpha: 0), "the presenter shows again")
    }

    static func shortPanCancelsAndRestores() throws {
        let (host, home, revealed) = presentedHost()
        try host.runUntilIdle()
        let start = CGPoint(x: 195, y: 400)
        host.drag(from: start, to: CGPoint(x: start.x, y: start.y + presentedFrame.height * 0.2), duration: 0.3)
        try host.runUntilIdle()
        #expect(home.presentedViewController === revealed, "cancelled: still presented")
        #expect(revealed.view.layer.mask == nil)
        #expect(revealed.view.frame == presentedFrame)
        let end = host.render()
        #expect(isOrange(pixel(end, start)))
        #expect(isOrange(pixel(end, CGPoint(x: 5, y: 215))))
        #expect(isDimmedWhite(pixel(end, CGPoint(x: 195, y: 100)), alpha: 0.5), "the dimming is restored")
    }

    static func releasedCardRunsOnOverTheRemainingTime() {
        let host = TestHost()
        let controller = PullUpCardController(nibName: nil, bundle: nil)
        host.window.rootViewController = controller
        let closedY: CGFloat = 844 - 100
        let openY = closedY - controller.openDistance
        host.drag(from: CGPoint(x: 195, y: 794), to: CGPoint(x: 195, y: 794 - 170), duration: 0.3)
        let releaseTime = host.time
        let released = controller.fractionAtRelease
        #expect(abs(released - 170 / 400) < 0.01, "scrubbed to 170 / 400 (translation counts from the touch-down): \(released)")
        let remaining = (1 - released) * controller.duration     // R9.7: durationFactor 0 keeps the original duration
        host.advance(by: remaining / 2)
        // Linear, at the original speed: the rest of the way at 400 points a second since the release.
        let expected = closedY - controller.openDistance * (released + CGFloat(host.time - releaseTime) / controller.duration)
        let y = controller.card.layer.presentation()!.frame.minY
        #expect(abs(y - expected) < 7, "the card runs on at the original speed: \(y) vs \(expected)")
        #expect(controller.animator.state == .active)
        host.advance(by: remaining / 2 - 3 / 60)
        #expect(controller.animator.state == .active, "still running just before the remaining time is up")
        host.advance(by: 5 / 60)
        #expect(controller.animator.state == .inactive)
        #expect(controller.card.frame.minY == openY)
    }
}
