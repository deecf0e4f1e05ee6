import Foundation
import Testing
import OpenUIKit
import SegueTesting

/// The seed articles' demos as tests that also render frames (into
/// `out/seeds/`, for looking at): pixels are checked at 0 %, 50 % and 100 %.
@MainActor
@Suite(.serialized, .checksDiagnostics) struct SeedScenarioTests {
    private func pixel(_ image: CGImage, _ x: CGFloat, _ y: CGFloat) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        image.premultipliedRGBA(x: Int(x * 2), y: Int(y * 2))
    }

    /// Seeds 000/002: the presented view in the right half, a dimming view faded alongside.
    @Test func halfScreenPresentationWithDimming() throws {
        let (host, root) = hostWithRoot(NamedController("A", color: .white))
        let presented = NamedController("B", color: .systemOrange)
        let delegate = TestTransitioningDelegate()
        delegate.presentAnimator = SlideAnimator(presenting: true, duration: 0.5)
        delegate.dismissAnimator = SlideAnimator(presenting: false, duration: 0.5)
        var presentation: HalfPresentationController?
        delegate.makePresentationController = {
            let controller = HalfPresentationController(presentedViewController: $0, presenting: $1)
            presentation = controller
            return controller
        }
        delegate.attach(to: presented)
        root.present(presented, animated: true)
        host.advance(by: 1.0 / 60)
        let start = host.render()
        saveFrame(start, "half-present-000", in: "seeds")
        #expect(pixel(start, 100, 400) == (255, 255, 255, 255), "nothing dimmed yet")
        host.advance(by: 0.25)
        let half = host.render()
        saveFrame(half, "half-present-050", in: "seeds")
        let dimmed = pixel(half, 100, 400)
        // Half the time: the alongside fade (ease-in-out) is at half of its 0.5 alpha.
        #expect(abs(Int(dimmed.red) - 191) <= 2, "a quarter dimmed: \(dimmed)")
        #expect(pixel(half, 380, 400).blue > 100, "the view has come from a full width away: at 50 % it reaches the edge")
        host.advance(by: 0.125)
        let threeQuarters = host.render()
        saveFrame(threeQuarters, "half-present-075", in: "seeds")
        #expect(pixel(threeQuarters, 300, 400).red > 240 && pixel(threeQuarters, 300, 400).blue < 60,
                "orange from x = 292.5: \(pixel(threeQuarters, 300, 400))")
        #expect(pixel(threeQuarters, 285, 400).blue > 100, "and not before")
        try host.runUntilIdle()
        let end = host.render()
        saveFrame(end, "half-present-100", in: "seeds")
        #expect(pixel(end, 100, 400).red == 128 || pixel(end, 100, 400).red == 127, "dimmed by half: \(pixel(end, 100, 400))")
        #expect(pixel(end, 200, 400).red > 240 && pixel(end, 200, 400).blue < 60, "the right half is orange")
        #expect(try #require(presentation).layoutCount > 0, "containerViewWillLayoutSubviews ran")
        presented.dismiss(animated: true)
        try host.runUntilIdle()
        #expect(pixel(host.render(), 100, 400) == (255, 255, 255, 255), "undimmed after dismissal")
        #expect(host.window.subviews.count == 1)
    }
}
