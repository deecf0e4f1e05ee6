import Foundation
import Testing
@testable import OpenUIKit
import SegueTesting

/// Issue 36: what is drawn once is not drawn again while nothing it shows
/// changed — a layer given the bounds it has, and a navigation bar's content
/// for an item beneath the top, which a pop shows again as UIKit does.
@MainActor
@Suite(.serialized, .checksDiagnostics) struct RedrawAvoidanceTests {
    @Test func aLayerGivenTheBoundsItHasIsNotMarkedForDisplay() {
        let clock = TestClock()
        let layer = CALayer()
        layer.needsDisplayOnBoundsChange = true
        layer.bounds = CGRect(x: 0, y: 0, width: 80, height: 20)
        layer.displayIfNeeded()
        #expect(!layer.needsDisplay())

        layer.bounds = CGRect(x: 0, y: 0, width: 80, height: 20)
        #expect(!layer.needsDisplay(), "the same bounds again is no change")
        layer.bounds = CGRect(x: 0, y: 0, width: 81, height: 20)
        #expect(layer.needsDisplay(), "a new size redraws")
        layer.displayIfNeeded()
        layer.bounds = CGRect(x: 5, y: 0, width: 81, height: 20)
        #expect(layer.needsDisplay(), "a new origin is a change of bounds too")
        withExtendedLifetime(clock) {}
    }

    @Test func aLabelLaidOutAgainAtItsSizeKeepsWhatItDrew() throws {
        let host = TestHost()
        let label = UILabel(frame: CGRect(x: 20, y: 100, width: 120, height: 24))
        label.text = "Unchanged"
        host.window.addSubview(label)
        try host.runUntilIdle()
        let drawn = try #require(label.layer.backingImageStorage)
        label.frame = CGRect(x: 30, y: 100, width: 120, height: 24)   // moved, same size
        try host.runUntilIdle()
        #expect(label.layer.backingImageStorage === drawn)
        label.frame = CGRect(x: 30, y: 100, width: 140, height: 24)   // wider: contentMode .redraw draws again
        try host.runUntilIdle()
        #expect(label.layer.backingImageStorage !== drawn)
    }

    private final class CountingView: UIView {
        var draws = 0
        override func draw(_ rect: CGRect) { draws += 1 }
    }

    @Test func aHiddenViewIsDrawnWhenItIsShownNotBefore() throws {
        let host = TestHost()
        let view = CountingView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        view.isHidden = true
        host.window.addSubview(view)
        try host.runUntilIdle()
        #expect(view.draws == 0, "UIKit does not draw a hidden view")
        view.setNeedsDisplay()
        try host.runUntilIdle()
        #expect(view.draws == 0)

        view.isHidden = false
        try host.runUntilIdle()
        #expect(view.draws == 1, "shown, it draws once")
        view.isHidden = true
        view.isHidden = false
        try host.runUntilIdle()
        #expect(view.draws == 1, "hiding and showing again draws nothing new")
    }

    private func titleLabel(of bar: UINavigationBar) throws -> UILabel {
        try #require(bar.content?.titleElement as? UILabel)
    }

    @Test func aPopShowsTheLowerItemsBarContentAgainWithoutDrawingIt() throws {
        let host = TestHost()
        let root = UIViewController()
        root.title = "Root"
        let navigation = UINavigationController(rootViewController: root)
        host.window.rootViewController = navigation
        try host.runUntilIdle()
        let bar = navigation.navigationBar
        let rootContent = try #require(bar.content)
        let rootTitle = try titleLabel(of: bar)
        let drawn = try #require(rootTitle.layer.backingImageStorage)

        for _ in 0..<2 {
            let pushed = UIViewController()
            pushed.title = "Detail"
            navigation.pushViewController(pushed, animated: true)
            try host.runUntilIdle()
            #expect(try titleLabel(of: bar).text == "Detail")
            #expect(rootContent.superview == nil, "the lower item's content leaves the bar")

            navigation.popViewController(animated: true)
            try host.runUntilIdle()
            #expect(bar.content === rootContent, "the pop shows the root item's content again")
            #expect(rootTitle.layer.backingImageStorage === drawn, "without drawing its title again")
            #expect(rootTitle.transform == .identity && rootTitle.alpha == 1, "at rest")
            #expect(rootTitle.center.x == bar.bounds.midX)
        }
    }

    @Test func aTitleChangedWhileTheItemWasBeneathShowsOnThePop() throws {
        let host = TestHost()
        let root = UIViewController()
        root.title = "Root"
        let navigation = UINavigationController(rootViewController: root)
        host.window.rootViewController = navigation
        try host.runUntilIdle()
        let rootContent = try #require(navigation.navigationBar.content)
        let pushed = UIViewController()
        pushed.title = "Detail"
        navigation.pushViewController(pushed, animated: true)
        try host.runUntilIdle()
        root.title = "Inbox"
        #expect(navigation.navigationBar.content?.backButton?.title == "Inbox")
        navigation.popViewController(animated: true)
        try host.runUntilIdle()
        #expect(try titleLabel(of: navigation.navigationBar).text == "Inbox")
        #expect(navigation.navigationBar.content !== rootContent, "the kept content showed the old title")
    }

    @Test func aTintChangeWhileAnItemIsBeneathShowsOnThePop() throws {
        let host = TestHost()
        let root = UIViewController()
        root.title = "Root"
        root.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        let navigation = UINavigationController(rootViewController: root)
        host.window.rootViewController = navigation
        try host.runUntilIdle()
        let pushed = UIViewController()
        pushed.title = "Detail"
        navigation.pushViewController(pushed, animated: true)
        try host.runUntilIdle()
        navigation.navigationBar.tintColor = .systemRed
        navigation.popViewController(animated: true)
        try host.runUntilIdle()
        let edit = try #require(navigation.navigationBar.content?.itemViews.first as? UIButton)
        #expect(edit.titleColor(for: .normal) == .systemRed)
    }
}
