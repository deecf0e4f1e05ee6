import Testing
import OpenUIKit
import SegueTesting

/// The navigation bar's views showing `title` (the old and the new content during a transition).
@MainActor
private func barContents(_ bar: UINavigationBar, showing title: String) -> [UIView] {
    func shows(_ view: UIView) -> Bool {
        (view as? UILabel)?.text == title || view.subviews.contains(where: shows)
    }
    return bar.subviews.filter(shows)
}

/// Spec rules of §1 and §15 checked through whole transitions.
@MainActor
@Suite(.serialized, .checksDiagnostics) struct SpecRuleCoverageTransitions {
    @Test func R1_2_1_aCustomPushCrossFadesTheNavigationBar() throws {
        // R1.2.1: with a delegate animator (0.5 s, linear), the titles cross-fade in place.
        let delegate = RecordingNavigationDelegate()
        delegate.animator = SlideAnimator(presenting: true, duration: 0.5)
        let (host, navigation, _) = try hostWithNavigation(delegate: delegate)
        let pushed = NamedController("B")
        navigation.pushViewController(pushed, animated: true)
        host.advance(by: 1.0 / 60)
        host.advance(by: 0.25)
        // The new content shows "B" (and "A" on its back button); the old one only "A".
        let new = try #require(barContents(navigation.navigationBar, showing: "B").first)
        let old = try #require(barContents(navigation.navigationBar, showing: "A").first { $0 !== new })
        let oldShown = try #require(old.layer.presentation()), newShown = try #require(new.layer.presentation())
        // The cross-fade runs alongside, 0.5 s ease-in-out from the push's first frame: half way at 0.25 s.
        let faded = ReferenceTimingCurve.easeInEaseOut.progress(at: 0.25 / 0.5)
        #expect(abs(Double(oldShown.opacity) - (1 - faded)) < 0.005 && abs(Double(newShown.opacity) - faded) < 0.005,
                "both titles half visible midway: \(oldShown.opacity), \(newShown.opacity)")
        #expect(abs(oldShown.opacity + newShown.opacity - 1) < 0.02, "one fades out as the other fades in")
        #expect(oldShown.transform.m41 == 0 && newShown.transform.m41 == 0, "neither slides")
        #expect(oldShown.position == newShown.position, "in the same place")
        try host.runUntilIdle()
        #expect(old.superview == nil && new.superview === navigation.navigationBar && new.alpha == 1)

        // The built-in push, for contrast, slides the titles as they fade.
        navigation.delegate = nil
        navigation.pushViewController(NamedController("C"), animated: true)
        host.advance(by: 1.0 / 60)
        host.advance(by: 0.1)
        let sliding = try #require(barContents(navigation.navigationBar, showing: "C").first?.layer.presentation())
        #expect(sliding.transform.m41 > 1, "the built-in push moves the new title in from the trailing side")
        try host.runUntilIdle()
    }

    @Test func R1_7_1_thePresentationLinksAreSetByTheTimeThePresentationCompletes() throws {
        // R1.7.1: "upon completion of a modal presentation" both links are set (read in the completion
        // and after); whether they can be read during the transition is [U] and not checked.
        let (host, root) = hostWithRoot()
        let presented = NamedController("B")
        #expect(root.presentedViewController == nil && presented.presentingViewController == nil)
        var atCompletion: (UIViewController?, UIViewController?)?
        root.present(presented, animated: true) {
            atCompletion = (root.presentedViewController, presented.presentingViewController)
        }
        try host.runUntilIdle()
        let links = try #require(atCompletion, "the completion ran")
        #expect(links.0 === presented && links.1 === root)
        #expect(root.presentedViewController === presented && presented.presentingViewController === root)

        var afterDismissal: (UIViewController?, UIViewController?)?
        root.dismiss(animated: true) { afterDismissal = (root.presentedViewController, presented.presentingViewController) }
        try host.runUntilIdle()
        let cleared = try #require(afterDismissal)
        #expect(cleared.0 == nil && cleared.1 == nil, "and cleared once the dismissal completes")
    }

    @Test func R15_5_theSafeAreaAddsTheStatusBarTheBarsOfEveryContainerAndTheAdditionalInsets() throws {
        let content = NamedController("A")
        let navigation = UINavigationController(rootViewController: content)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation]
        let host = TestHost()
        host.window.rootViewController = tabs
        let banner = UIView()
        banner.translatesAutoresizingMaskIntoConstraints = false
        content.view.addSubview(banner)
        NSLayoutConstraint.activate([
            banner.topAnchor.constraint(equalTo: content.view.safeAreaLayoutGuide.topAnchor),
            banner.bottomAnchor.constraint(equalTo: content.view.safeAreaLayoutGuide.bottomAnchor),
            banner.leadingAnchor.constraint(equalTo: content.view.safeAreaLayoutGuide.leadingAnchor),
            banner.trailingAnchor.constraint(equalTo: content.view.safeAreaLayoutGuide.trailingAnchor),
        ])
        try host.runUntilIdle()
        let screen = host.window.safeAreaInsets
        // The navigation bar is 44 points tall, the tab bar 49.
        let expected = UIEdgeInsets(top: screen.top + 44, left: 0, bottom: screen.bottom + 49, right: 0)
        #expect(content.view.safeAreaInsets == expected, "\(content.view.safeAreaInsets)")
        #expect(banner.frame == CGRect(x: 0, y: expected.top, width: 390, height: 844 - expected.top - expected.bottom))

        content.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 4, bottom: 6, right: 8)
        try host.runUntilIdle()
        #expect(content.view.safeAreaInsets == UIEdgeInsets(top: expected.top + 10, left: 4, bottom: expected.bottom + 6, right: 8))
        #expect(banner.frame == CGRect(x: 4, y: expected.top + 10, width: 390 - 12,
                                       height: 844 - expected.top - expected.bottom - 16), "the guide follows")
    }
}
