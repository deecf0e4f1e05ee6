import Foundation
import Testing
@testable import OpenUIKit
import SegueTesting

/// UIActivityIndicatorView: styles and sizes, starting and stopping, hiding, the spin as drawn.
@MainActor
@Suite(.checksDiagnostics) struct ActivityIndicatorTests {
    @Test func stylesSizeItAndANewOneIsStoppedAndHidden() {
        let medium = UIActivityIndicatorView(style: .medium)
        #expect(medium.frame.size == CGSize(width: 20, height: 20) && medium.intrinsicContentSize == CGSize(width: 20, height: 20))
        let large = UIActivityIndicatorView(style: .large)
        #expect(large.frame.size == CGSize(width: 37, height: 37) && large.intrinsicContentSize == CGSize(width: 37, height: 37))
        let plain = UIActivityIndicatorView(frame: .zero)
        #expect(plain.style == .medium)
        #expect(UIActivityIndicatorView.Style.medium.rawValue == 100 && UIActivityIndicatorView.Style.large.rawValue == 101)
        #expect(medium.hidesWhenStopped && !medium.isAnimating)
        #expect(medium.isHidden, "stopped, and hiding when stopped")
        #expect(medium.color != nil)
        medium.style = .large
        #expect(medium.intrinsicContentSize == CGSize(width: 37, height: 37))
    }

    @Test func startingShowsItAndStoppingHidesIt() {
        let indicator = UIActivityIndicatorView(style: .medium)
        indicator.startAnimating()
        #expect(indicator.isAnimating && !indicator.isHidden)
        indicator.stopAnimating()
        #expect(!indicator.isAnimating && indicator.isHidden)
        indicator.hidesWhenStopped = false
        #expect(!indicator.isHidden, "shown, stopped, once it no longer hides when stopped")
        indicator.startAnimating()
        indicator.stopAnimating()
        #expect(!indicator.isHidden)
    }

    /// The angles (clockwise from 12 o'clock, in steps of 45°) of the eight spokes,
    /// darkest first, as drawn around `center` at `radius`.
    private func darkestSpoke(_ image: CGImage, center: CGPoint, radius: CGFloat) -> Int {
        let brightness = (0..<8).map { step -> Int in
            let angle = Double(step) * .pi / 4
            let p = controlPixel(image, CGPoint(x: center.x + radius * sin(angle), y: center.y - radius * cos(angle)))
            return p.red + p.green + p.blue
        }
        return brightness.indices.min { brightness[$0] < brightness[$1] }!
    }

    @Test func itSpinsAStepOfAnEighthTurnEveryEighthOfASecond() throws {
        let (host, root) = controlHost()
        let indicator = UIActivityIndicatorView(style: .large)
        indicator.center = CGPoint(x: 195, y: 400)
        root.addSubview(indicator)
        indicator.startAnimating()
        // A large spoke runs from 8.3 to 17.6 points out; sample at 13.
        let center = CGPoint(x: 195, y: 400)
        var darkest: [Int] = []
        var frames: [CGImage] = []
        // Samples a third of the way into a step (4 frames at 60 Hz), then every quarter second:
        // 0.067 s, 0.317 s, 0.567 s, 0.817 s, 1.067 s, 1.317 s.
        host.advance(by: 4.0 / 60)
        for _ in 0..<6 {
            let frame = host.render()
            frames.append(frame)
            darkest.append(darkestSpoke(frame, center: center, radius: 13))
            host.advance(by: 0.25)
        }
        dump(frames[0], "spinner-0")
        dump(frames[1], "spinner-2")
        #expect(darkest == [0, 2, 4, 6, 0, 2], "a spoke clockwise each eighth of a second, a turn a second: \(darkest)")
        // The leading spoke is the gray at full strength; the others fade.
        let lead = controlPixel(frames[0], CGPoint(x: 195, y: 400 - 13))
        #expect(isColor(lead, 142, 142, 147, tolerance: 4), "system gray: \(lead)")
        // Going counterclockwise from the lead (behind it as it turns), each spoke is fainter.
        let behind = (0..<8).map { step -> Int in
            let angle = -Double(step) * .pi / 4
            return controlPixel(frames[0], CGPoint(x: 195 + 13 * sin(angle), y: 400 - 13 * cos(angle))).red
        }
        #expect(behind == behind.sorted() && Set(behind).count == 8, "fading behind the lead: \(behind)")
        #expect(behind[7] > 200, "the spoke just ahead of the lead is the faintest: \(behind)")
    }

    @Test func aSpinnerOnScreenKeepsTheHostBusyUntilItStops() throws {
        let (host, root) = controlHost()
        let indicator = UIActivityIndicatorView(style: .medium)
        root.addSubview(indicator)
        indicator.startAnimating()
        do {
            try host.runUntilIdle(limit: 0.5)
            Issue.record("a spinning indicator never ends")
        } catch {
            #expect("\(error)".contains("spin"), "names the spin: \(error)")
        }
        indicator.stopAnimating()
        try host.runUntilIdle()
        #expect(indicator.isHidden)

        indicator.startAnimating()
        indicator.removeFromSuperview()
        try host.runUntilIdle()
        #expect(indicator.isAnimating, "off screen it is still animating, but nothing runs")
        root.addSubview(indicator)
        #expect(throws: TestHostError.self) { try host.runUntilIdle(limit: 0.2) }
        indicator.stopAnimating()
    }

    @Test func itsColourColoursTheSpokes() {
        let (host, root) = controlHost()
        let indicator = UIActivityIndicatorView(style: .large)
        indicator.center = CGPoint(x: 195, y: 400)
        indicator.color = .systemRed
        indicator.hidesWhenStopped = false
        root.addSubview(indicator)
        host.advance(by: 1.0 / 60)
        let frame = host.render()
        dump(frame, "spinner-red")
        #expect(isColor(controlPixel(frame, CGPoint(x: 195, y: 400 - 13)), 255, 59, 48, tolerance: 4))
        #expect(indicator.color == .systemRed)
    }
}
