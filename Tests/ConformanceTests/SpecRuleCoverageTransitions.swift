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
    @Test func R1_2_1_aCustomPushMovesTheNavigationBarAsTheBuiltInOneDoes() throws {
        // R1.2.1 (as Segue models it, see docs/Differences.md): with a delegate animator (0.5 s) the bar
        // runs the built-in choreography on the transition's timing (0.5 s, ease-in-out from the push's
        // first frame): the old title moves towards the back button and fades, the new one comes in
        // from the trailing side (a quarter of the bar's width away) and fades in. Nothing cross-fades in place.
        let delegate = RecordingNavigationDelegate()
        delegate.animator = SlideAnimator(presenting: true, duration: 0.5)
        let (host, navigation, _) = try hostWithNavigation(delegate: delegate)
        navigation.pushViewController(NamedController("B"), animated: true)
        host.advance(by: 1.0 / 60)
        host.advance(by: 0.25)
        func label(_ text: String) -> UILabel? {
            barContents(navigation.navigationBar, showing: text).lazy
                .flatMap(\.subviews).compactMap { $0 as? UILabel }.first { $0.text == text }
        }
        let old = try #require(label("A")?.layer.presentation()), new = try #require(label("B")?.layer.presentation())
        let moved = ReferenceTimingCurve.easeInEaseOut.progress(at: 0.25 / 0.5)
        #expect(abs(Double(old.opacity) - (1 - moved)) < 0.005 && abs(Double(new.opacity) - moved) < 0.005,
                "both titles half visible midway: \(old.opacity), \(new.opacity)")
        #expect(abs(Double(new.transform.m41) - 390.0 / 4 * (1 - moved)) < 0.5, "the new title half way in: \(new.transform.m41)")
        #expect(old.transform.m41 < -50, "the old title half way to the back button: \(old.transform.m41)")
        try host.runUntilIdle()
        let settled = try #require(label("B"))
        #expect(label("A") == nil && settled.alpha == 1 && settled.transform == .identity)
        #expect(shownButtonTitles(in: navigation.navigationBar) == ["A"], "the old title became the back button")
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
