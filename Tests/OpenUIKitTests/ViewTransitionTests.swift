import Testing
@testable import OpenUIKit
import SegueTesting

/// Writes an image for a person to look at (SEGUE_DUMP_DIR), when asked.
@MainActor
func dump(_ image: CGImage, _ name: String) {
    guard let directory = ProcessInfo.processInfo.environment["SEGUE_DUMP_DIR"] else { return }
    try? image.writePNG(to: URL(fileURLWithPath: directory).appendingPathComponent("\(name).png"))
}

@MainActor
func pixel(_ image: CGImage, _ x: Int, _ y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
    image.premultipliedRGBA(x: x, y: y)
}

@MainActor
@Suite(.checksDiagnostics) struct ViewTransitionTests {
    /// A black window with a red 100×100 card at (50, 0).
    private func stage() -> (UIWindow, UIView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        window.backgroundColor = .black
        let card = UIView(frame: CGRect(x: 50, y: 0, width: 100, height: 100))
        card.backgroundColor = .red
        window.addSubview(card)
        return (window, card)
    }

    private func render(_ window: UIWindow) -> CGImage {
        Compositor().render(window.layer, size: window.bounds.size, scale: 1)
    }

    @Test func flipEdgeOnShowsTheBackgroundThroughTheMiddle() {
        let clock = TestClock()
        let (window, card) = stage()
        clock.advance(by: 1.0 / 60)
        var finished: Bool?
        UIView.transition(with: card, duration: 1, options: [.transitionFlipFromLeft, .curveLinear],
                          animations: { card.backgroundColor = .blue }) { finished = $0 }
        clock.advance(by: 0.25)
        let quarter = render(window)
        dump(quarter, "flip-25")
        #expect(pixel(quarter, 100, 50) == (255, 0, 0, 255), "the old face, turning")
        #expect(pixel(quarter, 55, 50) == (0, 0, 0, 255), "narrower than the card")
        clock.advance(by: 0.25)
        let half = render(window)
        dump(half, "flip-50")
        #expect(pixel(half, 100, 50).red < 40 && pixel(half, 100, 50).blue < 40, "edge-on: the background shows")
        #expect(pixel(half, 80, 50) == (0, 0, 0, 255) && pixel(half, 120, 50) == (0, 0, 0, 255))
        clock.advance(by: 0.25)
        let threeQuarters = render(window)
        dump(threeQuarters, "flip-75")
        #expect(pixel(threeQuarters, 100, 50) == (0, 0, 255, 255), "the new face")
        clock.advance(by: 0.3)
        #expect(finished == true)
        #expect(pixel(render(window), 55, 50) == (0, 0, 255, 255))
    }

    @Test func crossDissolveBlendsHalfWay() {
        let clock = TestClock()
        let (window, card) = stage()
        clock.advance(by: 1.0 / 60)
        UIView.transition(with: card, duration: 1, options: [.transitionCrossDissolve, .curveLinear],
                          animations: { card.backgroundColor = .blue })
        clock.advance(by: 0.5)
        let image = render(window)
        dump(image, "dissolve-50")
        let p = pixel(image, 100, 50)
        #expect(abs(Int(p.red) - 128) <= 2 && p.green == 0 && abs(Int(p.blue) - 128) <= 2, "\(p)")
    }

    @Test func curlMidwayShowsBothViews() {
        let clock = TestClock()
        let (window, card) = stage()
        clock.advance(by: 1.0 / 60)
        UIView.transition(with: card, duration: 1, options: [.transitionCurlUp, .curveLinear],
                          animations: { card.backgroundColor = .blue })
        clock.advance(by: 0.5)
        let image = render(window)
        dump(image, "curl-50")
        #expect(pixel(image, 100, 5) == (255, 0, 0, 255), "the old page, still flat at the top")
        #expect(pixel(image, 100, 97) == (0, 0, 255, 255), "the new view uncovered at the bottom")
        // Somewhere between: the rolled page's paper-coloured back.
        let back = (0..<100).map { pixel(image, 100, $0) }.contains { $0.green > 150 && $0.red > 150 }
        #expect(back, "the back of the page shows")
        let down = stage()
        clock.advance(by: 1.0 / 60)
        UIView.transition(with: down.1, duration: 1, options: [.transitionCurlDown, .curveLinear],
                          animations: { down.1.backgroundColor = .blue })
        clock.advance(by: 0.5)
        let unrolling = render(down.0)
        dump(unrolling, "curl-down-50")
        #expect(pixel(unrolling, 100, 5) == (0, 0, 255, 255), "the new page unrolls from the top")
        #expect(pixel(unrolling, 100, 97) == (255, 0, 0, 255), "over the old one")
    }

    @Test func transitionFromViewToView() {
        // R8.7: transition(from:to:) removes fromView and adds toView to fromView's former superview; .showHideTransitionViews hides and shows instead.
        let clock = TestClock()
        let (window, card) = stage()
        let replacement = UIView(frame: card.frame)
        replacement.backgroundColor = .blue
        clock.advance(by: 1.0 / 60)
        var finished = false
        UIView.transition(from: card, to: replacement, duration: 1, options: [.transitionCrossDissolve, .curveLinear]) {
            finished = $0
        }
        #expect(card.superview == nil && replacement.superview === window)
        clock.advance(by: 0.5)
        let p = pixel(render(window), 100, 50)
        #expect(abs(Int(p.red) - 128) <= 2 && abs(Int(p.blue) - 128) <= 2)
        clock.advance(by: 0.6)
        #expect(finished)
        let hidden = UIView(frame: card.frame)
        window.addSubview(hidden)
        UIView.transition(from: replacement, to: hidden, duration: 0.1, options: .showHideTransitionViews)
        #expect(replacement.superview === window && replacement.isHidden && !hidden.isHidden)
    }

    @Test func snapshotDoesNotChangeWithItsSource() throws {
        let clock = TestClock()
        let (window, card) = stage()
        clock.advance(by: 1.0 / 60)
        let snapshot = try #require(card.snapshotView(afterScreenUpdates: false))
        #expect(snapshot.bounds.size == card.bounds.size)
        card.backgroundColor = .green
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.addSubview(snapshot)
        let image = Compositor().render(host.layer, size: host.bounds.size, scale: 2)
        #expect(pixel(image, 100, 100) == (255, 0, 0, 255), "still red")
        _ = window
        let after = try #require(card.snapshotView(afterScreenUpdates: true))
        let afterHost = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        afterHost.addSubview(after)
        #expect(pixel(Compositor().render(afterHost.layer, size: afterHost.bounds.size, scale: 1), 50, 50) == (0, 255, 0, 255),
                "afterScreenUpdates: the latest changes")
    }

    @Test func resizableSnapshotKeepsItsCaps() throws {
        let clock = TestClock()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        view.backgroundColor = .blue
        let cap = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 40))
        cap.backgroundColor = .red
        view.addSubview(cap)
        clock.advance(by: 1.0 / 60)
        let snapshot = try #require(view.resizableSnapshotView(from: view.bounds, afterScreenUpdates: true,
                                                               withCapInsets: UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10)))
        snapshot.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        let image = Compositor().render(snapshot.layer, size: CGSize(width: 100, height: 40), scale: 1)
        #expect(pixel(image, 5, 20) == (255, 0, 0, 255))
        #expect(pixel(image, 12, 20) == (0, 0, 255, 255), "the red cap stays 10 points wide")
    }

    @Test func drawHierarchyDrawsUpright() {
        // A runtime of its own: not whatever state the test that ran before left current.
        let host = TestHost()
        defer { withExtendedLifetime(host) {} }
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        view.backgroundColor = .blue
        let top = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 5))
        top.backgroundColor = .red
        view.addSubview(top)
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20), format: format).image { _ in
            view.drawHierarchy(in: CGRect(x: 0, y: 0, width: 20, height: 20), afterScreenUpdates: true)
        }
        let cg = image.cgImage!
        #expect(pixel(cg, 10, 2) == (255, 0, 0, 255) && pixel(cg, 10, 15) == (0, 0, 255, 255))
    }
}

@MainActor
@Suite(.checksDiagnostics) struct FlipDirectionTests {
    @Test(arguments: [(UIView.AnimationOptions.transitionFlipFromRight, true), (.transitionFlipFromTop, false),
                      (.transitionFlipFromBottom, false)])
    func flipsTurnAboutTheirAxis(option: UIView.AnimationOptions, aboutY: Bool) {
        let clock = TestClock()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.backgroundColor = .black
        let card = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        card.backgroundColor = .red
        window.addSubview(card)
        clock.advance(by: 1.0 / 60)
        UIView.transition(with: card, duration: 1, options: [option, .curveLinear], animations: { card.backgroundColor = .blue })
        clock.advance(by: 0.5)
        let half = Compositor().render(window.layer, size: window.bounds.size, scale: 1)
        dump(half, "flip-\(option.rawValue)-50")
        #expect(pixel(half, 100, 100).red < 40 && pixel(half, 100, 100).blue < 40, "edge-on at the centre")
        clock.advance(by: 0.25)
        let later = Compositor().render(window.layer, size: window.bounds.size, scale: 1)
        // Turning about y narrows the card horizontally; about x, vertically.
        let (inside, outside) = aboutY ? ((100, 60), (55, 100)) : ((60, 100), (100, 55))
        #expect(pixel(later, inside.0, inside.1) == (0, 0, 255, 255))
        #expect(pixel(later, outside.0, outside.1) == (0, 0, 0, 255))
    }
}
