import Foundation
import Testing
import OpenUIKit
import SegueTesting

/// Spec R7.1: every built-in modal transition style, full screen, with its 50 % frame.
@MainActor
@Suite(.serialized, .checksDiagnostics) struct TransitionStyleTests {
    private func run(_ style: UIModalTransitionStyle, _ name: String, halfway: TimeInterval,
                     check: (CGImage) -> Void) throws {
        let (host, root) = hostWithRoot(NamedController("A", color: .white))
        host.window.backgroundColor = nil // as on iOS: what turns away shows the black screen
        let presented = NamedController("B", color: .systemRed)
        presented.modalPresentationStyle = .fullScreen
        presented.modalTransitionStyle = style
        root.present(presented, animated: true)
        host.advance(by: 1.0 / 60 + halfway * 0.6)
        saveFrame(host.render(), "\(name)-present-030", in: "styles")
        host.advance(by: halfway * 0.4)
        let middle = host.render()
        saveFrame(middle, "\(name)-present-050", in: "styles")
        check(middle)
        #expect(root.view.window === host.window, "during: the presenter's view is still in the window")
        host.advance(by: halfway * 0.4)
        saveFrame(host.render(), "\(name)-present-070", in: "styles")
        try host.runUntilIdle()
        #expect(root.view.window == nil && presented.view.window === host.window, "after: only the presented view")
        let end = host.render()
        #expect(end.premultipliedRGBA(x: 390, y: 844).red > 240 && end.premultipliedRGBA(x: 390, y: 844).green < 80)
        presented.dismiss(animated: true)
        host.advance(by: 1.0 / 60 + halfway)
        saveFrame(host.render(), "\(name)-dismiss-050", in: "styles")
        try host.runUntilIdle()
        #expect(root.view.window === host.window && presented.view.window == nil)
        #expect(host.render().premultipliedRGBA(x: 390, y: 844) == (255, 255, 255, 255))
    }

    @Test func coverVerticalSlidesUpFromTheBottom() throws {
        try run(.coverVertical, "coverVertical", halfway: 0.25) { frame in
            #expect(frame.premultipliedRGBA(x: 390, y: 100) == (255, 255, 255, 255), "the top is still the presenter")
            #expect(frame.premultipliedRGBA(x: 390, y: 1650).red > 240 && frame.premultipliedRGBA(x: 390, y: 1650).green < 80)
        }
    }

    @Test func crossDissolveFades() throws {
        try run(.crossDissolve, "crossDissolve", halfway: 0.2) { frame in
            // Ease-in-out is at exactly half half-way: systemRed (255, 59, 48) at 50 % over white.
            let pixel = frame.premultipliedRGBA(x: 390, y: 844)
            #expect(pixel.red > 250 && abs(Int(pixel.green) - 157) <= 6 && abs(Int(pixel.blue) - 152) <= 6,
                    "half red over white: \(pixel)")
        }
    }

    @Test func flipHorizontalTurnsEdgeOnHalfway() throws {
        try run(.flipHorizontal, "flipHorizontal", halfway: 0.3) { frame in
            // Edge-on halfway: the window's black background shows at the sides.
            #expect(frame.premultipliedRGBA(x: 40, y: 844) == (0, 0, 0, 255) || frame.premultipliedRGBA(x: 40, y: 844).red < 30,
                    "\(frame.premultipliedRGBA(x: 40, y: 844))")
        }
    }

    @Test func partialCurlRevealsThePresentedViewInPlace() throws {
        // The curl lifts the presenter off a presented view that does not move: its bottom band
        // shows at the bottom of the screen half way. Sliding up instead (cover vertical), the
        // presented view's top half would be there, with the band still off screen.
        let (host, root) = hostWithRoot(NamedController("A", color: .white))
        let presented = NamedController("B", color: .systemRed)
        let band = UIView(frame: CGRect(x: 0, y: 804, width: 390, height: 40))
        band.backgroundColor = .systemGreen
        presented.view.addSubview(band)
        presented.modalPresentationStyle = .fullScreen
        presented.modalTransitionStyle = .partialCurl
        root.present(presented, animated: true)
        host.advance(by: 1.0 / 60 + 0.3)
        let middle = host.render()
        let bottom = middle.premultipliedRGBA(x: 200, y: 1670)
        #expect(bottom.green > 150 && bottom.red < 100, "the presented view's band, in place: \(bottom)")
        try host.runUntilIdle()
    }

    @Test func partialCurlCurlsThePageUp() throws {
        try run(.partialCurl, "partialCurl", halfway: 0.3) { frame in
            #expect(frame.premultipliedRGBA(x: 700, y: 1600).red > 200, "the corner has lifted off the presented view: \(frame.premultipliedRGBA(x: 700, y: 1600))")
        }
    }
}

/// 50 % frames of the presentation styles not covered elsewhere, with what shows through.
@MainActor
@Suite(.serialized, .checksDiagnostics) struct PresentationStyleFrameTests {
    @Test func overFullScreenShowsThePresenterAroundATranslucentView() throws {
        let (host, root) = hostWithRoot(NamedController("A", color: .systemBlue))
        let presented = NamedController("B", color: UIColor(white: 1, alpha: 0.5))
        presented.modalPresentationStyle = .overFullScreen
        root.present(presented, animated: true)
        host.advance(by: 1.0 / 60 + 0.25)
        let middle = host.render()
        saveFrame(middle, "overFullScreen-present-050", in: "styles")
        try host.runUntilIdle()
        let end = host.render()
        let pixel = end.premultipliedRGBA(x: 390, y: 844)
        #expect(pixel.blue > 200 && pixel.red > 100 && pixel.red < 200, "blue under half white: \(pixel)")
        #expect(root.view.window === host.window)
    }

    @Test func currentContextSlidesUpInsideTheContextOnly() throws {
        let parent = NamedController("P", color: .white)
        let context = NamedController("C", color: .systemGreen)
        parent.addChild(context)
        parent.view.addSubview(context.view)
        context.view.frame = CGRect(x: 0, y: 422, width: 390, height: 422)
        context.didMove(toParent: parent)
        context.definesPresentationContext = true
        let (host, _) = hostWithRoot(parent)
        let presented = NamedController("X", color: .systemRed)
        presented.modalPresentationStyle = .currentContext
        context.present(presented, animated: true)
        host.advance(by: 1.0 / 60 + 0.25)
        let middle = host.render()
        saveFrame(middle, "currentContext-present-050", in: "styles")
        #expect(middle.premultipliedRGBA(x: 390, y: 900).green > 150, "the context still shows above the rising view")
        try host.runUntilIdle()
        #expect(context.view.window == nil && parent.view.window === host.window)

        // The dismissal slides the presented view down over the context's view, which is back in place.
        context.dismiss(animated: true)
        host.advance(by: 1.0 / 60 + 0.25)
        let dismissing = host.render()
        saveFrame(dismissing, "currentContext-dismiss-050", in: "styles")
        #expect(context.view.window === host.window, "the context's view is back while the presented one leaves")
        // systemGreen (52, 199, 89) just below the context's top, which the presented view has left by now.
        let top = dismissing.premultipliedRGBA(x: 390, y: (422 + 10) * 2)
        #expect((top.red, top.green, top.blue) == (52, 199, 89), "the context shows where the presented view was: \(top)")
        try host.runUntilIdle()
        #expect(context.view.frame == CGRect(x: 0, y: 422, width: 390, height: 422) && context.view.superview === parent.view)
        #expect(presented.viewIfLoaded?.window == nil)
    }
}
