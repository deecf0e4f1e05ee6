import Testing
@testable import OpenQuartzCore
import SegueTesting

@MainActor
@Suite(.checksDiagnostics) struct LayerTransitionTests {
    /// A red panel turned blue under a transition; returns the frame at progress 0.5.
    private func halfway(_ type: CATransitionType, _ subtype: CATransitionSubtype? = nil,
                         addBeforeChange: Bool = false) -> CGImage {
        let clock = TestClock()
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        root.position = CGPoint(x: 50, y: 50)
        root.backgroundColor = white
        let panel = solid(CGRect(x: 0, y: 0, width: 100, height: 100), red)
        root.addSublayer(panel)
        clock.advance(by: 1.0 / 60)
        let transition = CATransition()
        transition.type = type
        transition.subtype = subtype
        transition.duration = 1
        if addBeforeChange {
            panel.add(transition, forKey: kCATransition)
            panel.backgroundColor = blue
        } else {
            panel.backgroundColor = blue
            panel.add(transition, forKey: kCATransition)
        }
        clock.advance(by: 0.5)
        return Compositor().render(root, size: root.bounds.size, scale: 1)
    }

    /// A 100-point square of `color`, its frame at the origin.
    private func square(_ color: CGColor) -> CALayer { solid(CGRect(x: 0, y: 0, width: 100, height: 100), color) }

    /// Adds a one-second fade to `panel` (a 100-point square) now, and returns the frame it shows half way.
    private func halfwayThroughAFade(of panel: CALayer, _ clock: TestClock) -> CGImage {
        let transition = CATransition()
        transition.duration = 1
        panel.add(transition, forKey: kCATransition)
        clock.advance(by: 0.5)
        return Compositor().render(panel, size: CGSize(width: 100, height: 100), scale: 1)
    }

    @Test func fadeCrossDissolvesFromTheCommittedLook() {
        for addBeforeChange in [false, true] {
            let image = halfway(.fade, addBeforeChange: addBeforeChange)
            expectPixel(image, 50, 50, (128, 0, 128, 255), tolerance: 2, "half red, half blue (added \(addBeforeChange ? "before" : "after") the change)")
        }
    }

    /// The look a transition starts from is the last commit's: not a change made earlier in the same transaction
    /// (a colour set twice keeps its first committed value), nor one a previous commit replaced.
    @Test func aTransitionStartsFromTheLastCommitsLook() {
        let clock = TestClock()
        let panel = square(red)
        panel.position = CGPoint(x: 50, y: 50)
        clock.advance(by: 1.0 / 60)
        panel.backgroundColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
        clock.advance(by: 1.0 / 60)   // committed: green
        panel.backgroundColor = white
        panel.backgroundColor = blue
        let image = halfwayThroughAFade(of: panel, clock)
        expectPixel(image, 50, 50, (0, 128, 128, 255), tolerance: 2, "half green (the last commit), half blue")
    }

    @Test func pushSlidesBothOut() {
        let image = halfway(.push, .fromRight)
        expectPixel(image, 25, 50, redPixel, "the old look moved half-way out to the left")
        expectPixel(image, 75, 50, bluePixel, "the new one came half-way in from the right")
    }

    @Test func moveInCoversAndRevealUncovers() {
        let moveIn = halfway(.moveIn, .fromBottom)
        expectPixel(moveIn, 50, 25, redPixel, "the old look stays")
        expectPixel(moveIn, 50, 75, bluePixel, "the new one rises over it from the bottom")
        let reveal = halfway(.reveal, .fromLeft)
        expectPixel(reveal, 25, 50, bluePixel, "the new look is uncovered on the left")
        expectPixel(reveal, 75, 50, redPixel, "the old one slides away to the right")
    }

    @Test func afterTheTransitionOnlyTheNewLookRemains() {
        let clock = TestClock()
        let panel = solid(CGRect(x: 0, y: 0, width: 100, height: 100), red)
        panel.position = CGPoint(x: 50, y: 50)
        clock.advance(by: 1.0 / 60)
        panel.backgroundColor = blue
        let transition = CATransition()
        transition.duration = 0.25
        panel.add(transition, forKey: kCATransition)
        clock.advance(by: 0.5)
        #expect(panel.animationKeys() == nil)
        expectPixel(Compositor().render(panel, size: CGSize(width: 100, height: 100), scale: 1), 50, 50, bluePixel)
    }

    /// The sublayers a transition starts from are the last commit's: a second change of the sublayers in the
    /// transaction does not replace the list saved at the first.
    @Test func aTransitionStartsFromTheSublayersOfTheLastCommit() {
        let clock = TestClock()
        let panel = square(white)
        panel.position = CGPoint(x: 50, y: 50)
        let old = square(red)
        let new = square(blue)
        panel.addSublayer(old)
        clock.advance(by: 1.0 / 60)   // committed: red on top
        panel.addSublayer(new)
        old.removeFromSuperlayer()
        let image = halfwayThroughAFade(of: panel, clock)
        expectPixel(image, 50, 50, (128, 0, 128, 255), tolerance: 2, "half red (the committed sublayers), half blue")
    }

    /// The order a transition starts from is the last commit's: a sublayer raised by `zPosition` in the
    /// transaction is still below its sibling in the old look.
    @Test func aTransitionStartsFromTheCommittedZPositions() {
        let clock = TestClock()
        let panel = square(white)
        panel.position = CGPoint(x: 50, y: 50)
        let below = square(red)
        let above = square(blue)
        panel.addSublayer(below)
        panel.addSublayer(above)
        clock.advance(by: 1.0 / 60)   // committed: blue on top
        below.zPosition = 1
        let image = halfwayThroughAFade(of: panel, clock)
        expectPixel(image, 50, 50, (128, 0, 128, 255), tolerance: 2, "half blue (the committed order), half red")
    }

    /// Setting `sublayers` is a change of the sublayers like any other: a transition added in the transaction
    /// starts from the ones the last commit had.
    @Test func aTransitionStartsFromTheSublayersReplacedBySettingThem() {
        let clock = TestClock()
        let panel = square(white)
        panel.position = CGPoint(x: 50, y: 50)
        panel.addSublayer(square(red))
        clock.advance(by: 1.0 / 60)   // committed: red over white
        panel.sublayers = nil
        let image = halfwayThroughAFade(of: panel, clock)
        expectPixel(image, 50, 50, (255, 128, 128, 255), tolerance: 2, "half red (the committed sublayer), half white")
    }
}
