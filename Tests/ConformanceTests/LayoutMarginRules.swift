import Foundation
import Testing
import OpenUIKit
import SegueTesting

/// R18.7: a view controller's root view has at least the system's minimum
/// layout margins (16 points leading and trailing on an iPhone in portrait,
/// 20 in regular width) while `viewRespectsSystemMinimumLayoutMargins`; other
/// views default to 8 points. The frames below are computed by hand for a
/// screen with a 20-point status bar (the safe area's top) and no home indicator.
@MainActor
@Suite(.checksDiagnostics) struct LayoutMarginRules {
    /// Records `viewLayoutMarginsDidChange()`.
    final class MarginController: UIViewController {
        var marginChanges = 0
        override func viewLayoutMarginsDidChange() {
            super.viewLayoutMarginsDidChange()
            marginChanges += 1
        }
    }

    /// A host of `size` showing a controller with a subview pinned to its root
    /// view's layout margins guide, and another to its readable content guide.
    private func show(on size: CGSize) throws -> (TestHost, MarginController, pinned: UIView, readable: UIView) {
        let host = TestHost(screenSize: size, scale: 2)
        let controller = MarginController()
        let pinned = UIView(), readable = UIView()
        for (view, guide) in [(pinned, controller.view.layoutMarginsGuide), (readable, controller.view.readableContentGuide)] {
            view.translatesAutoresizingMaskIntoConstraints = false
            controller.view.addSubview(view)
            NSLayoutConstraint.activate([view.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
                                         view.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
                                         view.topAnchor.constraint(equalTo: guide.topAnchor),
                                         view.bottomAnchor.constraint(equalTo: guide.bottomAnchor)])
        }
        host.window.rootViewController = controller
        try host.runUntilIdle()
        return (host, controller, pinned, readable)
    }

    @Test func R18_7_aRootViewOnAPhoneInPortraitHasSixteenPointMarginsAndOtherViewsEight() throws {
        let (_, controller, pinned, readable) = try show(on: CGSize(width: 390, height: 844))
        #expect(controller.viewRespectsSystemMinimumLayoutMargins)
        #expect(controller.systemMinimumLayoutMargins == NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
        // The default 8 points, raised to the minimum at the sides.
        #expect(controller.view.layoutMargins == UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16))
        #expect(controller.view.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16))
        // x 16, width 390 − 2·16 = 358; y 20 (status bar) + 8 = 28, height 844 − 28 − 8 = 808.
        #expect(pinned.frame == CGRect(x: 16, y: 28, width: 358, height: 808))
        #expect(controller.view.layoutMarginsGuide.layoutFrame == CGRect(x: 16, y: 28, width: 358, height: 808))
        // 358 is narrower than a readable line: the readable guide is the margins.
        #expect(readable.frame == CGRect(x: 16, y: 28, width: 358, height: 808))
        #expect(pinned.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        #expect(pinned.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8))
    }

    @Test func R18_7_aRootViewInRegularWidthHasTwentyPointMargins() throws {
        let (_, controller, pinned, readable) = try show(on: CGSize(width: 834, height: 1194))
        #expect(controller.traitCollection.horizontalSizeClass == .regular)
        #expect(controller.systemMinimumLayoutMargins == NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20))
        // x 20, width 834 − 40 = 794; y 20 + 8 = 28, height 1194 − 28 − 8 = 1158.
        #expect(pinned.frame == CGRect(x: 20, y: 28, width: 794, height: 1158))
        // A readable line is 672 wide, centred in the 794 between the margins: x = 20 + (794 − 672) / 2 = 81.
        #expect(readable.frame == CGRect(x: 81, y: 28, width: 672, height: 1158))
    }

    @Test func R18_7_marginsBelowTheMinimumAreRaisedUntilTheControllerStopsRespectingIt() throws {
        let (host, controller, pinned, _) = try show(on: CGSize(width: 390, height: 844))
        let changesBefore = controller.marginChanges
        controller.view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 40)
        #expect(controller.marginChanges == changesBefore + 1)
        // The larger of the value set and the minimum: leading 16 (not 4), trailing 40.
        #expect(controller.view.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 40))
        #expect(controller.view.layoutMargins == UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 40))
        try host.runUntilIdle()
        // x 16, width 390 − 16 − 40 = 334; y 20 + 0, height 844 − 20 = 824.
        #expect(pinned.frame == CGRect(x: 16, y: 20, width: 334, height: 824))

        controller.viewRespectsSystemMinimumLayoutMargins = false
        #expect(controller.marginChanges == changesBefore + 2)
        #expect(controller.view.layoutMargins == UIEdgeInsets(top: 0, left: 4, bottom: 0, right: 40))
        try host.runUntilIdle()
        // x 4, width 390 − 4 − 40 = 346.
        #expect(pinned.frame == CGRect(x: 4, y: 20, width: 346, height: 824))
    }

    @Test func R18_7_turningIntoRegularWidthRaisesTheMinimumToTwenty() throws {
        // A generic 414×896 screen: compact width in portrait, regular (896 wide) in landscape.
        let (host, controller, pinned, _) = try show(on: CGSize(width: 414, height: 896))
        // x 16, width 414 − 32 = 382; y 20 + 8 = 28, height 896 − 28 − 8 = 860.
        #expect(pinned.frame == CGRect(x: 16, y: 28, width: 382, height: 860))
        let changesBefore = controller.marginChanges
        host.resize(to: CGSize(width: 896, height: 414))
        try host.runUntilIdle()
        #expect(controller.traitCollection.horizontalSizeClass == .regular)
        #expect(controller.marginChanges > changesBefore, "the controller hears its root view's margins change")
        #expect(controller.view.layoutMargins == UIEdgeInsets(top: 8, left: 20, bottom: 8, right: 20))
        // The status bar hides in compact height: x 20, width 896 − 40 = 856; y 8, height 414 − 16 = 398.
        #expect(pinned.frame == CGRect(x: 20, y: 8, width: 856, height: 398))
    }

    @Test func R18_7_directionalMarginsAreTheLayoutMarginsLeadingLeftAndTrailingRight() {
        final class Observed: UIView {
            var changes = 0
            override func layoutMarginsDidChange() { changes += 1 }
        }
        let view = Observed(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(view.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 5, leading: 6, bottom: 7, trailing: 8)
        #expect(view.layoutMargins == UIEdgeInsets(top: 5, left: 6, bottom: 7, right: 8))
        #expect(view.changes == 2)
        // A view that is no controller's root keeps margins below 16.
        let controller = UIViewController()
        controller.view.addSubview(view)
        #expect(view.layoutMargins == UIEdgeInsets(top: 5, left: 6, bottom: 7, right: 8))
    }
}
