import Foundation
import Testing
@testable import OpenUIKit
import SegueTesting

/// UIProgressView: the clamped value, the bar's height and colours, the animated fill as drawn.
@MainActor
@Suite(.checksDiagnostics) struct ProgressViewTests {
    /// A 300-point bar across x 20…320 at y 400…404 in a white root view.
    private func hostWithBar(_ progress: Float) -> (TestHost, UIProgressView) {
        let (host, root) = controlHost()
        let bar = UIProgressView(progressViewStyle: .default)
        bar.frame = CGRect(x: 20, y: 400, width: 300, height: 4)
        bar.progress = progress
        root.addSubview(bar)
        host.advance(by: 1.0 / 60)
        return (host, bar)
    }

    /// System blue (0, 122, 255), the default tint.
    private static func isBlue(_ p: (red: Int, green: Int, blue: Int)) -> Bool { p.red < 40 && p.blue > 240 }

    @Test func progressStaysBetweenZeroAndOne() {
        let bar = UIProgressView(progressViewStyle: .default)
        #expect(bar.progress == 0 && bar.progressViewStyle == .default)
        bar.progress = 1.5
        #expect(bar.progress == 1)
        bar.setProgress(-0.2, animated: true)
        #expect(bar.progress == 0)
        bar.progress = .nan
        #expect(bar.progress == 0)
        bar.setProgress(0.25, animated: false)
        #expect(bar.progress == 0.25)
        #expect(UIProgressView(progressViewStyle: .bar).progressViewStyle == .bar)
    }

    @Test func theBarIsFourPointsHigh() {
        let bar = UIProgressView(progressViewStyle: .default)
        #expect(bar.frame.height == 4)
        #expect(bar.intrinsicContentSize.height == 4 && bar.intrinsicContentSize.width == UIView.noIntrinsicMetric)
        #expect(bar.sizeThatFits(CGSize(width: 200, height: 50)) == CGSize(width: 200, height: 4))
        #expect(bar.progressTintColor == nil && bar.trackTintColor == nil)
    }

    @Test func setProgressAnimatedGrowsTheFillOnTheEaseInEaseOutCurve() {
        let (host, bar) = hostWithBar(0.2)
        let before = host.render()
        #expect(isClose(lastMatch(before, y: 402, fromX: 0, toX: 390, where: Self.isBlue) ?? 0, 20 + 60, 0.5))
        // The track beyond the fill: the translucent gray over white.
        #expect(isColor(controlPixel(before, CGPoint(x: 250, y: 402)),
                        overWhite(120, alpha: 0.2), overWhite(120, alpha: 0.2), overWhite(128, alpha: 0.2)))
        bar.setProgress(0.8, animated: true)
        #expect(bar.progress == 0.8, "the model value at once")
        var middle: CGImage?
        for step in 1...4 {
            host.advance(by: 0.05)
            let frame = host.render()
            if step == 2 { middle = frame }
            let expected = 20 + 300 * (0.2 + 0.6 * ReferenceTimingCurve.easeInEaseOut.progress(at: Double(step) * 0.05 / 0.25))
            let shown = lastMatch(frame, y: 402, fromX: 0, toX: 390, where: Self.isBlue) ?? 0
            #expect(abs(Double(shown) - expected) <= 0.75, "at \(Double(step) * 0.05) s the fill ends at \(expected): \(shown)")
        }
        host.advance(by: 0.1)
        let after = host.render()
        dump(before, "progress-20")
        if let middle { dump(middle, "progress-growing") }
        dump(after, "progress-80")
        #expect(isClose(lastMatch(after, y: 402, fromX: 0, toX: 390, where: Self.isBlue) ?? 0, 20 + 240, 0.5))
        #expect(isColor(controlPixel(after, CGPoint(x: 100, y: 402)), 0, 122, 255), "filled in the tint colour")
    }

    @Test func tintColoursColourTheFillAndTheTrack() {
        let (host, bar) = hostWithBar(0.5)
        bar.progressTintColor = .systemRed
        bar.trackTintColor = .systemGreen
        host.advance(by: 1.0 / 60)
        let frame = host.render()
        #expect(isColor(controlPixel(frame, CGPoint(x: 100, y: 402)), 255, 59, 48))
        #expect(isColor(controlPixel(frame, CGPoint(x: 250, y: 402)), 52, 199, 89))
        bar.progressTintColor = nil
        bar.superview?.tintColor = .systemPurple
        host.advance(by: 1.0 / 60)
        #expect(isColor(controlPixel(host.render(), CGPoint(x: 100, y: 402)), 175, 82, 222), "nil: the inherited tint")
    }
}
