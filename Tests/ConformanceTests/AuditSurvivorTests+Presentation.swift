import Foundation
import Testing
import OpenUIKit
import SegueTesting

/// Holes a mutation audit found in unwinding, popover segues and the sheet's
/// swipe: each test fails with one of the audit's mutations applied (scripts/mutants.py).
@MainActor
@Suite(.serialized, .checksDiagnostics) struct AuditSurvivorPresentationTests {
    // MARK: Unwinding across presentations (R11.5)

    /// A storyboard of "List" in a navigation controller, scenes "First", "Second",
    /// "Third" (full screen, not unwind destinations) and "Inner" → "Deeper" in a
    /// navigation controller of their own; every scene may unwind "home" to the List.
    private func unwindStoryboard() -> UIStoryboard {
        let storyboard = UIStoryboard(name: "Unwinding")
        storyboard.register("navigation") { UINavigationController(nibName: nil, bundle: nil) }
        storyboard.register("innerNavigation") {
            let navigation = UINavigationController(nibName: nil, bundle: nil)
            navigation.modalPresentationStyle = .fullScreen
            return navigation
        }
        storyboard.register("list") { SceneController("List", color: .systemGray) }
        for name in ["First", "Second", "Third", "Inner", "Deeper"] {
            storyboard.register(name.lowercased()) {
                let scene = SceneController(name, color: .systemOrange)
                scene.acceptsUnwinds = false
                scene.modalPresentationStyle = .fullScreen
                return scene
            }
            storyboard.addUnwindSegue("home", from: name.lowercased(), action: Selector(SceneController.unwindHere(_:)))
        }
        storyboard.setRootViewController("list", ofNavigationController: "navigation")
        storyboard.setRootViewController("inner", ofNavigationController: "innerNavigation")
        storyboard.initialViewControllerIdentifier = "navigation"
        return storyboard
    }

    private func hostWithUnwindStoryboard() throws -> (TestHost, UIStoryboard, UINavigationController, SceneController) {
        let storyboard = unwindStoryboard()
        let navigation = try #require(storyboard.instantiateInitialViewController() as? UINavigationController)
        let list = try #require(navigation.topViewController as? SceneController)
        let host = TestHost()
        host.window.rootViewController = navigation
        try host.runUntilIdle()
        return (host, storyboard, navigation, list)
    }

    /// Presents the scenes `names` one on the other from `list`, each settling; returns them.
    private func presentChain(_ names: [String], from list: UIViewController, storyboard: UIStoryboard,
                              host: TestHost) throws -> [SceneController] {
        var presenter = list
        var scenes: [SceneController] = []
        for name in names {
            let scene = try #require(storyboard.instantiateViewController(withIdentifier: name.lowercased()) as? SceneController)
            presenter.present(scene, animated: true)
            try host.runUntilIdle()
            #expect(scene.view.window === host.window)
            scenes.append(scene)
            presenter = scene
        }
        return scenes
    }

    @Test(arguments: [2, 3])
    func unwindingAcrossPresentationsDismissesThemAll(count: Int) throws {
        let (host, storyboard, navigation, list) = try hostWithUnwindStoryboard()
        let names = Array(["First", "Second", "Third"].prefix(count))
        let scenes = try presentChain(names, from: list, storyboard: storyboard, host: host)
        let top = try #require(scenes.last)
        top.message = "done"
        ObservedCalls.clear()
        host.trace.clear()
        top.performSegue(withIdentifier: "home", sender: nil)
        // The source prepares, then the destination's action runs, before anything moves.
        expectSequence(["\(top.title!).prepare(home)", "List.unwindHere(from \(top.title!))"], in: ObservedCalls.log)
        try host.runUntilIdle()
        #expect(navigation.presentedViewController == nil, "every presentation is dismissed")
        for scene in scenes {
            #expect(scene.presentingViewController == nil && scene.presentedViewController == nil && scene.view.window == nil,
                    "\(scene.title!) is gone")
        }
        #expect(list.received == "done")
        #expect(navigation.viewControllers == [list] && list.view.window === host.window)
        // Only the top one animates away (R6.3.2), in the full-screen dismissal's order (R1.10.2);
        // the ones beneath were off screen already.
        let appearance = host.trace.callbacks.filter { $0.contains(".view") && !$0.contains("Layout") }
        expectSequence(["\(top.title!).viewWillDisappear", "List.viewWillAppear", "List.viewIsAppearing",
                        "List.viewDidAppear", "\(top.title!).viewDidDisappear"], in: appearance)
    }

    @Test func unwindingAcrossAPresentedNavigationStackDismissesItToo() throws {
        let (host, storyboard, navigation, list) = try hostWithUnwindStoryboard()
        let inner = try #require(storyboard.instantiateViewController(withIdentifier: "innerNavigation") as? UINavigationController)
        list.present(inner, animated: true)
        try host.runUntilIdle()
        let deeper = try #require(storyboard.instantiateViewController(withIdentifier: "deeper") as? SceneController)
        inner.pushViewController(deeper, animated: true)
        try host.runUntilIdle()
        let top = try #require(storyboard.instantiateViewController(withIdentifier: "first") as? SceneController)
        deeper.present(top, animated: true)
        try host.runUntilIdle()
        // Deeper covers the screen: it is the presenter (R6.2.1).
        #expect(inner.viewControllers.count == 2 && deeper.presentedViewController === top)
        ObservedCalls.clear()
        host.trace.clear()
        top.performSegue(withIdentifier: "home", sender: nil)
        expectSequence(["First.prepare(home)", "List.unwindHere(from First)"], in: ObservedCalls.log)
        try host.runUntilIdle()
        #expect(navigation.presentedViewController == nil && inner.presentingViewController == nil)
        #expect(inner.presentedViewController == nil && top.presentingViewController == nil)
        #expect(inner.view.window == nil && top.view.window == nil && list.view.window === host.window)
        #expect(navigation.viewControllers == [list])
        let appearance = host.trace.callbacks.filter { $0.contains(".view") && !$0.contains("Layout") }
        // The navigation controller, still in the window under First (Deeper presented it), goes at once;
        // First animates away (R6.3.2) in the full-screen dismissal's order (R1.10.2).
        expectSequence(["UINavigationController.viewWillDisappear", "UINavigationController.viewDidDisappear",
                        "First.viewWillDisappear", "List.viewWillAppear", "List.viewIsAppearing",
                        "List.viewDidAppear", "First.viewDidDisappear"], in: appearance)
    }

    // MARK: Popover segues

    @Test func aPopoverSegueFromAViewAnchorsAtThatView() throws {
        let storyboard = UIStoryboard(name: "Popovers")
        storyboard.register("source") { SceneController("Source", color: .white) }
        storyboard.register("bubble") {
            let bubble = SceneController("Bubble", color: .systemTeal)
            bubble.preferredContentSize = CGSize(width: 240, height: 300)
            return bubble
        }
        storyboard.addSegue("pop", from: "source", to: "bubble", kind: .popover)
        let source = try #require(storyboard.instantiateViewController(withIdentifier: "source") as? SceneController)
        let host = TestHost(screenSize: CGSize(width: 1024, height: 1366))
        host.window.rootViewController = source
        try host.runUntilIdle()
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 300, y: 100, width: 60, height: 40)
        source.view.addSubview(button)
        ObservedCalls.clear()
        source.performSegue(withIdentifier: "pop", sender: button)
        try host.runUntilIdle()
        let bubble = try #require(source.presentedViewController as? SceneController)
        let popover = try #require(bubble.popoverPresentationController)
        #expect(popover.sourceView === button)
        #expect(popover.sourceRect == CGRect(x: 0, y: 0, width: 60, height: 40), "the button's own bounds")
        #expect(popover.arrowDirection == .up)
        // Centred under the button (x 330 − 120), its top 13 points (the arrow) below the button's bottom (140).
        #expect(bubble.view.convert(bubble.view.bounds, to: nil) == CGRect(x: 210, y: 153, width: 240, height: 300))
        #expect(ObservedCalls.log == ["Source.prepare(pop)"], "performed in code: not asked (R11.1)")
    }

    // MARK: The sheet's swipe (R1.11.2)

    private func presentPageSheet() throws -> (TestHost, UIViewController, NamedController, SheetDelegateRecorder) {
        // A generic screen with a 20-point status bar.
        let host = TestHost(screenSize: CGSize(width: 390, height: 844), scale: 2)
        let root = NamedController("A", color: .systemBlue)
        host.window.rootViewController = root
        let sheet = NamedController("S", color: .white)
        root.present(sheet, animated: true)
        try host.runUntilIdle()
        // A page sheet 30 points from the top: a swipe travels 844 − 30 = 814 points, half of it 407.
        #expect(sheet.view.frame == CGRect(x: 0, y: 30, width: 390, height: 814))
        let recorder = SheetDelegateRecorder()
        keepAlive(recorder)
        sheet.presentationController?.delegate = recorder
        return (host, root, sheet, recorder)
    }

    private func expectDismissed(_ root: UIViewController, _ sheet: UIViewController, _ recorder: SheetDelegateRecorder,
                                 _ comment: Comment, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(root.presentedViewController == nil && sheet.view.window == nil, comment, sourceLocation: sourceLocation)
        #expect(recorder.calls == ["shouldDismiss", "willDismiss", "didDismiss"], comment, sourceLocation: sourceLocation)
    }

    private func expectKept(_ root: UIViewController, _ sheet: UIViewController, _ recorder: SheetDelegateRecorder,
                            _ comment: Comment, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(root.presentedViewController === sheet && sheet.view.frame.minY == 30, comment, sourceLocation: sourceLocation)
        #expect(recorder.calls == ["shouldDismiss", "willDismiss"], comment, sourceLocation: sourceLocation)
    }

    @Test func aSlowSwipePastHalfwayDismisses() throws {
        let (host, root, sheet, recorder) = try presentPageSheet()
        // 500 of 814 points at 500 points a second.
        host.drag(from: CGPoint(x: 195, y: 200), to: CGPoint(x: 195, y: 700), duration: 1)
        try host.runUntilIdle()
        expectDismissed(root, sheet, recorder, "by position")
    }

    @Test func aSlowSwipeShortOfHalfwayStays() throws {
        let (host, root, sheet, recorder) = try presentPageSheet()
        // 300 of 814 points at 300 points a second.
        host.drag(from: CGPoint(x: 195, y: 200), to: CGPoint(x: 195, y: 500), duration: 1)
        try host.runUntilIdle()
        expectKept(root, sheet, recorder, "by position")
    }

    @Test func aFastShortFlickDownDismisses() throws {
        let (host, root, sheet, recorder) = try presentPageSheet()
        // 100 points in 0.05 s: 2000 points a second down.
        host.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 400), duration: 0.05)
        try host.runUntilIdle()
        expectDismissed(root, sheet, recorder, "by velocity")
    }

    @Test func aFastFlickUpStays() throws {
        let (host, root, sheet, recorder) = try presentPageSheet()
        // 200 points in 0.1 s: 2000 points a second up.
        host.drag(from: CGPoint(x: 195, y: 500), to: CGPoint(x: 195, y: 300), duration: 0.1)
        try host.runUntilIdle()
        // An upward drag stretches the sheet above its (only, large) detent: no dismissal starts,
        // so the delegate is not asked (UISheetPresentationController, docs/Transitions.md "Sheets").
        #expect(root.presentedViewController === sheet && sheet.view.frame.minY == 30, "an upward flick never dismisses")
        #expect(recorder.calls.isEmpty)
    }

    @Test func aFlickUpAfterASwipePastHalfwayStays() throws {
        let (host, root, sheet, recorder) = try presentPageSheet()
        // Down 700 points slowly, then flung back up 200 points in 0.1 s (2000 points a
        // second): 500 of 814 points down, past half, but thrown back.
        host.drag(from: CGPoint(x: 195, y: 100), to: CGPoint(x: 195, y: 800), duration: 1, release: false)
        host.drag(from: CGPoint(x: 195, y: 800), to: CGPoint(x: 195, y: 600), duration: 0.1)
        try host.runUntilIdle()
        expectKept(root, sheet, recorder, "the flick against the position wins")
    }

    @Test func aFlickDownAfterASwipeBackUpDismisses() throws {
        let (host, root, sheet, recorder) = try presentPageSheet()
        // Down 450 points and back up to 100 slowly, then flung down 200 points in 0.1 s
        // (2000 points a second): 300 of 814 points, short of half, but thrown down.
        host.drag(from: CGPoint(x: 195, y: 100), to: CGPoint(x: 195, y: 550), duration: 1, release: false)
        host.drag(from: CGPoint(x: 195, y: 550), to: CGPoint(x: 195, y: 200), duration: 1, release: false)
        host.drag(from: CGPoint(x: 195, y: 200), to: CGPoint(x: 195, y: 400), duration: 0.1)
        try host.runUntilIdle()
        expectDismissed(root, sheet, recorder, "the flick against the position wins")
    }
}
