import Foundation
import Testing
import OpenUIKit
import SegueTesting

/// Spec R7.1: `.partialCurl` curls the presenter's bottom-right corner up
/// diagonally, stops part way and stays curled while the controller is
/// presented; the presented view is live under the uncovered part, a tap on
/// the page dismisses, and the dismissal uncurls the page back down.
///
/// The screen is 390 × 844 pt at 2×. The fold rises 30° to the right; at the
/// stop the curl's outer edge crosses the middle 43 % of the way down, so
/// (in points) the top-left corner stays flat, (35, 361) lies on the curl's
/// back, and (300, 780) or (370, 830) are uncovered.
@MainActor
@Suite(.serialized, .checksDiagnostics) struct PartialCurlRules {
    /// The presenter: blue, with a white bar across the top (the "print").
    private final class Page: UIViewController {
        override func loadView() {
            view = UIView()
            view.backgroundColor = .systemBlue
            let bar = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
            bar.backgroundColor = .white
            view.addSubview(bar)
        }
    }

    /// The presented controller: green, with a tappable strip along the bottom.
    private final class Options: UIViewController {
        var taps = 0
        override func loadView() {
            view = UIView()
            view.backgroundColor = .systemGreen
            let strip = UIView(frame: CGRect(x: 0, y: 700, width: 390, height: 144))
            strip.backgroundColor = .systemGreen
            strip.addGestureRecognizer(UITapGestureRecognizer { [weak self] recognizer in
                if recognizer.state == .ended { self?.taps += 1 }
            })
            view.addSubview(strip)
        }
    }

    private func pixel(_ image: CGImage, _ x: CGFloat, _ y: CGFloat) -> (red: Int, green: Int, blue: Int) {
        let p = image.premultipliedRGBA(x: Int(x * 2), y: Int(y * 2))
        return (Int(p.red), Int(p.green), Int(p.blue))
    }
    private func isBlue(_ p: (red: Int, green: Int, blue: Int)) -> Bool { p.red < 40 && p.blue > 200 }
    private func isGreen(_ p: (red: Int, green: Int, blue: Int)) -> Bool { p.green > 150 && p.red < 100 && p.blue < 140 }
    /// The page's back: light paper, the blue print showing through faintly (neither the page nor the view beneath).
    private func isPaper(_ p: (red: Int, green: Int, blue: Int)) -> Bool { p.red > 150 && p.green > 160 && p.blue > 180 }

    private func presentCurl() -> (TestHost, UIViewController, Options) {
        let (host, root) = hostWithRoot(Page())
        let presented = Options()
        presented.modalPresentationStyle = .fullScreen
        presented.modalTransitionStyle = .partialCurl
        root.present(presented, animated: true)
        return (host, root, presented)
    }

    @Test func theCornerCurlsUpAndStopsPartWay() throws {
        let (host, root, presented) = presentCurl()
        // 0 %: the transition has started, nothing has curled yet.
        host.advance(by: 1.0 / 60)
        let start = host.render()
        saveFrame(start, "present-000", in: "partial-curl")
        #expect(isBlue(pixel(start, 370, 830)), "0 %: the page is still flat over the corner: \(pixel(start, 370, 830))")
        #expect(isBlue(pixel(start, 200, 500)))
        // 50 %: the bottom-right corner has lifted off the presented view; the top-left is flat.
        host.advance(by: 0.3)
        let middle = host.render()
        saveFrame(middle, "present-050", in: "partial-curl")
        #expect(isGreen(pixel(middle, 370, 830)), "50 %: the presented view shows at the corner: \(pixel(middle, 370, 830))")
        #expect(isBlue(pixel(middle, 20, 400)), "50 %: the left of the page is still flat: \(pixel(middle, 20, 400))")
        #expect(pixel(middle, 40, 40) == (255, 255, 255), "50 %: the top-left is the page, flat")
        #expect(isBlue(pixel(middle, 300, 200)), "50 %: the top-right is the page: \(pixel(middle, 300, 200))")
        #expect(isPaper(pixel(middle, 231, 600)), "50 %: the curl shows the page's back: \(pixel(middle, 231, 600))")
        // 100 %: at the stop.
        host.advance(by: 0.3)
        let end = host.render()
        saveFrame(end, "present-100", in: "partial-curl")
        try host.runUntilIdle()
        let settled = host.render()
        saveFrame(settled, "present-settled", in: "partial-curl")
        #expect(root.view.window == nil && presented.view.window === host.window, "presented: the presenter's view is gone")
        for frame in [end, settled] {
            #expect(pixel(frame, 40, 40) == (255, 255, 255), "the top-left of the page is flat: \(pixel(frame, 40, 40))")
            #expect(isBlue(pixel(frame, 20, 150)), "flat page: \(pixel(frame, 20, 150))")
            #expect(isPaper(pixel(frame, 35, 361)), "the curl shows the page's back: \(pixel(frame, 35, 361))")
            #expect(isGreen(pixel(frame, 195, 520)), "the lower part shows the presented view: \(pixel(frame, 195, 520))")
            #expect(isGreen(pixel(frame, 370, 830)) && isGreen(pixel(frame, 20, 820)))
        }
        // Over the top 40–45 %: the page (flat or curled) covers the points above the outer edge, not those below.
        #expect(!isGreen(pixel(settled, 195, 340)) && isGreen(pixel(settled, 195, 390)),
                "the curl ends about 43 % down the middle: \(pixel(settled, 195, 340)), \(pixel(settled, 195, 390))")
        // It stays curled.
        host.advance(by: 3)
        let later = host.render()
        saveFrame(later, "presented-3s", in: "partial-curl")
        #expect(FrameLoop.shared.hasActiveAnimations == false)
        for (x, y) in [(40.0, 40.0), (20, 150), (35, 361), (195, 520), (370, 830), (195, 340), (195, 390)] {
            #expect(pixel(later, x, y) == pixel(settled, x, y), "3 s later, (\(x), \(y)) is as it settled")
        }
        presented.dismiss(animated: false)
        try host.runUntilIdle()
    }

    @Test func thePresentedViewIsLiveUnderTheUncoveredPart() throws {
        let (host, _, presented) = presentCurl()
        try host.runUntilIdle()
        host.tap(at: CGPoint(x: 300, y: 780))
        #expect(presented.taps == 1, "a tap below the curl reaches the presented view")
        #expect(presented.presentingViewController != nil, "and does not dismiss")
        try host.runUntilIdle()
        presented.dismiss(animated: false)
        try host.runUntilIdle()
    }

    @Test func aTapOnTheCurlDismissesAndTheDismissalUncurls() throws {
        let (host, root, presented) = presentCurl()
        try host.runUntilIdle()
        host.tap(at: CGPoint(x: 60, y: 200))
        #expect(presented.isBeingDismissed, "a tap on the page dismisses, as on iOS")
        #expect(presented.taps == 0)
        // Half way down: the corner is still up, the page has come down further than at the stop.
        host.advance(by: 0.3)
        let middle = host.render()
        saveFrame(middle, "dismiss-050", in: "partial-curl")
        #expect(isGreen(pixel(middle, 370, 830)), "50 %: the corner is still curled up: \(pixel(middle, 370, 830))")
        #expect(isBlue(pixel(middle, 20, 400)), "50 %: the page has come down over the left: \(pixel(middle, 20, 400))")
        #expect(!isGreen(pixel(middle, 195, 520)), "50 %: the page covers the middle again: \(pixel(middle, 195, 520))")
        try host.runUntilIdle()
        let end = host.render()
        saveFrame(end, "dismiss-end", in: "partial-curl")
        #expect(root.view.window === host.window && presented.view.window == nil && root.presentedViewController == nil)
        #expect(pixel(end, 40, 40) == (255, 255, 255) && isBlue(pixel(end, 370, 830)) && isBlue(pixel(end, 195, 520)),
                "the presenter's page is back, flat")
        #expect(host.window.subviews.count == 1 && host.window.subviews.first === root.view, "no container or curl left behind")
    }

    @Test func theCurledPageIsNotInteractiveWhileItMoves() throws {
        let (host, _, presented) = presentCurl()
        host.advance(by: 1.0 / 60 + 0.2)
        host.tap(at: CGPoint(x: 60, y: 200))
        try host.runUntilIdle()
        #expect(presented.presentingViewController != nil, "a tap during the curl does not dismiss")
        presented.dismiss(animated: false)
        try host.runUntilIdle()
    }
}
