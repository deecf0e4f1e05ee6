import Foundation
import Testing
import OpenUIKit
import SegueTesting

/// Issue 15 §5 scenario 3: a segue-driven flow. The list shows the detail
/// (a push), the detail presents the editor modally with a custom slide, and
/// the editor unwinds two levels back to the list, with `prepare` passing data
/// each way. Frames at 0/50/100 % of each step go to `out/segues/`.
@MainActor
@Suite(.serialized, .checksDiagnostics) struct SegueFlowScenarioTests {
    private func pixel(_ image: CGImage, _ x: CGFloat, _ y: CGFloat) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        image.premultipliedRGBA(x: Int(x * 2), y: Int(y * 2))
    }

    private func isColor(_ image: CGImage, _ x: CGFloat, _ y: CGFloat, _ color: (UInt8, UInt8, UInt8)) -> Bool {
        let found = pixel(image, x, y)
        return abs(Int(found.red) - Int(color.0)) <= 3 && abs(Int(found.green) - Int(color.1)) <= 3
            && abs(Int(found.blue) - Int(color.2)) <= 3
    }

    private let gray: (UInt8, UInt8, UInt8) = (142, 142, 147)
    private let teal: (UInt8, UInt8, UInt8) = (48, 176, 199)
    private let orange: (UInt8, UInt8, UInt8) = (255, 149, 0)

    /// Renders the step `name` at its start, middle and end.
    private func film(_ host: TestHost, _ name: String, duration: TimeInterval) throws -> [CGImage] {
        host.advance(by: 1.0 / 60)
        let start = host.render()
        host.advance(by: duration / 2)
        let middle = host.render()
        try host.runUntilIdle()
        let end = host.render()
        for (frame, suffix) in [(start, "0"), (middle, "50"), (end, "100")] { saveFrame(frame, "\(name)-\(suffix)", in: "segues") }
        return [start, middle, end]
    }

    @Test func showPresentWithACustomTransitionAndUnwindTwoLevels() throws {
        let storyboard = makeStoryboard()
        let navigation = try #require(storyboard.instantiateInitialViewController() as? UINavigationController)
        let list = try #require(navigation.topViewController as? SceneController)
        let host = TestHost()
        host.window.rootViewController = navigation
        try host.runUntilIdle()
        ObservedCalls.clear()

        // 1. Show: a push.
        list.message = "item 7"
        list.performSegue(withIdentifier: "showDetail", sender: nil)
        let push = try film(host, "1-show", duration: 0.35)
        let detail = try #require(navigation.topViewController as? SceneController)
        #expect(detail.received == "item 7")
        #expect(isColor(push[0], 195, 500, gray))
        #expect(isColor(push[1], 385, 500, teal) && !isColor(push[1], 5, 500, teal), "the detail slides in from the trailing edge")
        #expect(isColor(push[2], 195, 500, teal))

        // 2. Present modally with a custom transition: the editor slides in from the right.
        detail.message = "draft"
        let transitions = TestTransitioningDelegate()
        transitions.presentAnimator = SlideAnimator(presenting: true, duration: 0.5)
        transitions.dismissAnimator = SlideAnimator(presenting: false, duration: 0.5)
        keepAlive(transitions)
        detail.onPrepare = { segue in
            segue.destination.modalPresentationStyle = .custom
            transitions.attach(to: segue.destination)
        }
        detail.performSegue(withIdentifier: "edit", sender: nil)
        let present = try film(host, "2-present", duration: 0.5)
        let editor = try #require(detail.presentedViewController as? SceneController)
        #expect(editor.received == "draft")
        #expect(isColor(present[0], 195, 500, teal))
        #expect(isColor(present[1], 385, 500, orange) && isColor(present[1], 5, 500, teal), "half way in")
        #expect(isColor(present[2], 5, 500, orange))

        // 3. Unwind two levels to the list: the detail declines, the editor is dismissed, the stack pops.
        detail.acceptsUnwinds = false
        editor.message = "saved"
        ObservedCalls.clear()
        editor.performSegue(withIdentifier: "backToList", sender: nil)
        // R11.5: the source's prepare, the destination's action, then the visual transition starts:
        // the editor's custom dismissal (R1.10.1).
        expectSequence(["Editor.prepare(backToList)", "List.unwindHere(from Editor)",
                        "TestTransitioningDelegate.animationController(forDismissed:)",
                        "TestTransitioningDelegate.interactionControllerForDismissal(using:)",
                        "SlideAnimator.animateTransition"], in: ObservedCalls.log, "R11.5")
        #expect(list.received == "saved")
        let dismissal = try film(host, "3-unwind", duration: 0.5)
        #expect(isColor(dismissal[0], 195, 500, orange))
        #expect(isColor(dismissal[1], 5, 500, teal) && isColor(dismissal[1], 385, 500, orange), "the editor slides off the detail")
        #expect(isColor(dismissal[2], 195, 500, gray), "back on the list")
        #expect(navigation.viewControllers == [list])
        #expect(detail.presentedViewController == nil && navigation.presentedViewController == nil)
    }
}
