import Foundation
import Testing
import OpenUIKit
import SegueTesting

/// R18.1: non-animated stack edits change `viewControllers` at once, also while
/// another change waits for its first frame; the views follow on the next frame.
@MainActor
@Suite(.serialized, .checksDiagnostics) struct StackEditRules {
    @Test func R18_1_twoNonAnimatedPushesInARowBothLand() throws {
        let (host, navigation, root) = try hostWithNavigation()
        let b = NamedController("B"), c = NamedController("C")
        navigation.pushViewController(b, animated: false)
        navigation.pushViewController(c, animated: false)
        #expect(navigation.viewControllers == [root, b, c], "the stack changes at once")
        try host.runUntilIdle()
        #expect(navigation.viewControllers == [root, b, c])
        #expect(navigation.children == [root, b, c])
        #expect(c.view.window === host.window && root.view.superview == nil && b.viewIfLoaded?.superview == nil)
        // One change from A to C (the built-in animator, immediate): B never appears; both get their containment calls.
        #expect(host.trace.callbacks == [
            "B.willMove(toParent:)", "C.willMove(toParent:)",
            "A.viewWillDisappear", "C.viewWillAppear",
            "NavigationParallaxAnimator.transitionDuration", "NavigationParallaxAnimator.animateTransition",
            "A.viewDidDisappear", "C.viewIsAppearing", "C.viewDidAppear",
            "B.didMove(toParent:)", "C.didMove(toParent:)", "NavigationParallaxAnimator.animationEnded(true)",
        ])
        #expect(SegueDiagnostics.messages.isEmpty)
    }

    @Test func R18_1_aPushThenAPopBeforeTheFrameLeavesNothingBehind() throws {
        let (host, navigation, root) = try hostWithNavigation()
        let b = NamedController("B")
        navigation.pushViewController(b, animated: false)
        #expect(navigation.popViewController(animated: false) === b)
        #expect(navigation.viewControllers == [root])
        try host.runUntilIdle()
        #expect(navigation.children == [root] && b.parent == nil)
        #expect(root.view.window === host.window && b.viewIfLoaded?.superview == nil)
        #expect(host.trace.callbacks == ["B.willMove(toParent:)", "B.willMove(toParent: nil)", "B.didMove(toParent: nil)"],
                "A stays on screen: no appearance callbacks")
        #expect(SegueDiagnostics.messages.isEmpty)
    }

    @Test func R18_1_setViewControllersAfterANonAnimatedPushReplacesTheStack() throws {
        let (host, navigation, root) = try hostWithNavigation()
        let b = NamedController("B"), x = NamedController("X"), y = NamedController("Y")
        navigation.pushViewController(b, animated: false)
        navigation.setViewControllers([x, y], animated: false)
        #expect(navigation.viewControllers == [x, y])
        try host.runUntilIdle()
        #expect(navigation.children == [x, y] && b.parent == nil && root.parent == nil)
        #expect(y.view.window === host.window && root.view.superview == nil)
        #expect(navigation.navigationBar.items?.map(\.title) == ["X", "Y"])
        #expect(SegueDiagnostics.messages.isEmpty)
    }

    @Test func R18_1_aNonAnimatedPushAfterAnAnimatedOneBeforeItsFrameJoinsIt() throws {
        let (host, navigation, root) = try hostWithNavigation()
        let b = NamedController("B"), c = NamedController("C")
        navigation.pushViewController(b, animated: true)
        navigation.pushViewController(c, animated: false)
        #expect(navigation.viewControllers == [root, b, c])
        host.advance(by: 1 / 60.0)
        #expect(c.view.window === host.window && root.view.superview == nil, "one change, at once, on the first frame")
        try host.runUntilIdle()
        #expect(navigation.children == [root, b, c])
        #expect(SegueDiagnostics.messages.isEmpty)
    }

    @Test func R18_1_anAnimatedPushDuringAnotherIsStillRefused() throws {
        let (host, navigation, root) = try hostWithNavigation()
        let b = NamedController("B"), c = NamedController("C")
        navigation.pushViewController(b, animated: true)
        navigation.pushViewController(c, animated: true)
        #expect(navigation.viewControllers == [root, b])
        #expect(SegueDiagnostics.messagesWithoutAddresses == [
            "nested push animation can result in corrupted navigation bar: <UINavigationController: 0x…> was asked to push "
                + "<NamedController: C> during the transition <NamedController: A> → <NamedController: B>; ignored",
        ])
        try host.runUntilIdle()
        #expect(navigation.children == [root, b] && c.parent == nil)
    }
}
