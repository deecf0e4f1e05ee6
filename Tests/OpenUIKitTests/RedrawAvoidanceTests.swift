import Foundation
import Testing
@testable import OpenUIKit
import SegueTesting

/// Issue 36: what is drawn once is not drawn again while nothing it shows
/// changed — a layer given the bounds it has, a navigation bar's content
/// for an item beneath the top, which a pop shows again as UIKit does, and
/// the content of a popped item, which the next item that needs the same
/// views takes over (only its changed texts are drawn again).
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

    /// A navigation controller on a "Root" controller, shown and settled.
    private func navigationOnRoot(withEditItem: Bool = false) throws -> (TestHost, UIViewController, UINavigationController) {
        let host = TestHost()
        let root = UIViewController()
        root.title = "Root"
        if withEditItem {
            root.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        }
        let navigation = UINavigationController(rootViewController: root)
        host.window.rootViewController = navigation
        try host.runUntilIdle()
        return (host, root, navigation)
    }

    private func titleLabel(of bar: UINavigationBar) throws -> UILabel {
        try #require(bar.content?.titleElement as? UILabel)
    }

    @Test func aPopShowsTheLowerItemsBarContentAgainWithoutDrawingIt() throws {
        let (host, _, navigation) = try navigationOnRoot()
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
        let (host, root, navigation) = try navigationOnRoot()
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
        let (host, _, navigation) = try navigationOnRoot(withEditItem: true)
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

    @Test func aPushAfterAPopDoesNotDrawTheTitlesThePoppedItemShowedAgain() throws {
        let (host, _, navigation) = try navigationOnRoot()
        let bar = navigation.navigationBar
        func pushDetail() throws -> (title: UILabel, back: UILabel) {
            let pushed = UIViewController()
            pushed.title = "Detail"
            navigation.pushViewController(pushed, animated: true)
            try host.runUntilIdle()
            return (try titleLabel(of: bar), try #require(bar.content?.backButton?.label))
        }
        let first = try pushDetail()
        let drawn = (title: try #require(first.title.layer.backingImageStorage), back: try #require(first.back.layer.backingImageStorage))
        navigation.popViewController(animated: true)
        try host.runUntilIdle()

        let second = try pushDetail()
        #expect(second.title.text == "Detail" && second.back.text == "Root")
        #expect(second.title.layer.backingImageStorage === drawn.title, "the same title is not drawn again")
        #expect(second.back.layer.backingImageStorage === drawn.back, "nor the same back title")
        navigation.popViewController(animated: true)
        try host.runUntilIdle()

        let other = UIViewController()
        other.title = "Settings"
        navigation.pushViewController(other, animated: true)
        try host.runUntilIdle()
        #expect(try titleLabel(of: bar).text == "Settings")
        #expect(try titleLabel(of: bar).layer.backingImageStorage !== drawn.title, "another title is drawn")
    }

    /// What changes between a pop and the next push, or makes the next item differ from the popped one.
    enum ChangeBeforeTheNextPush: String, CaseIterable, CustomTestStringConvertible {
        case none, otherTitle, rootRetitled, barAppearance, itemAppearance, tint, largeTitles, hiddenBackButton,
             rightBarButtonItem, popEndedEarlyByARootItemChange
        var testDescription: String { rawValue }
    }

    /// The bar (the top 160 points of the screen) at three instants of a push
    /// of a "Detail" controller onto a "Root" one and at its end, after
    /// `change`; `afterPushAndPop`: when another "Detail" was pushed and
    /// popped first, so the bar has a popped item's content to reuse (one
    /// taken out mid-pop, when the root item's views change then).
    private func barFramesOfPush(after change: ChangeBeforeTheNextPush, afterPushAndPop: Bool) throws -> [CGImage] {
        let (host, root, navigation) = try navigationOnRoot()
        if afterPushAndPop {
            let popped = UIViewController()
            popped.title = "Detail"
            navigation.pushViewController(popped, animated: true)
            try host.runUntilIdle()
            navigation.popViewController(animated: true)
            if change == .popEndedEarlyByARootItemChange {
                host.advance(by: 0.1)
                root.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
            }
            try host.runUntilIdle()
        }
        let next = UIViewController()
        next.title = change == .otherTitle ? "Settings" : "Detail"
        let bar = navigation.navigationBar
        let look = UINavigationBarAppearance()
        look.titleTextAttributes = [.foregroundColor: UIColor.systemGreen, .font: UIFont.systemFont(ofSize: 20)]
        look.backButtonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.systemOrange]
        look.backgroundColor = .systemYellow
        switch change {
        case .none, .otherTitle: break
        case .popEndedEarlyByARootItemChange:
            if !afterPushAndPop {
                root.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
            }
        case .rootRetitled: root.title = "Inbox"
        case .barAppearance: (bar.standardAppearance, bar.scrollEdgeAppearance) = (look, look)
        case .itemAppearance: (next.navigationItem.standardAppearance, next.navigationItem.scrollEdgeAppearance) = (look, look)
        case .tint: bar.tintColor = .systemPurple
        case .largeTitles:
            bar.prefersLargeTitles = true
            next.navigationItem.largeTitleDisplayMode = .always
        case .hiddenBackButton: next.navigationItem.hidesBackButton = true
        case .rightBarButtonItem: next.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        }
        navigation.pushViewController(next, animated: true)
        var frames: [CGImage] = []
        func take() throws {
            let image = host.render()
            let scale = CGFloat(image.width) / host.window.bounds.width
            frames.append(try #require(image.cropping(to: CGRect(x: 0, y: 0, width: CGFloat(image.width), height: 160 * scale))))
        }
        for _ in 0..<3 {
            host.advance(by: 0.1)
            try take()
        }
        try host.runUntilIdle()
        try take()
        return frames
    }

    @Test(arguments: ChangeBeforeTheNextPush.allCases)
    func aPushAfterAPopShowsTheBarAsAPushOntoAFreshBar(change: ChangeBeforeTheNextPush) throws {
        let fresh = try barFramesOfPush(after: change, afterPushAndPop: false)
        let reusing = try barFramesOfPush(after: change, afterPushAndPop: true)
        for (index, (expected, actual)) in zip(fresh, reusing).enumerated() {
            saveFrame(actual, "\(change.rawValue)-\(index)", in: "bar-content-reuse")
            let comparison = ImageComparison(actual: actual, expected: expected)
            #expect(comparison.maximumChannelDifference == 0, "frame \(index): \(comparison)")
        }
    }

    @Test func aPoppedItemsContentStillAnimatingIsNotTakenOver() throws {
        let (host, _, navigation) = try navigationOnRoot()
        let bar = navigation.navigationBar
        let popped = UIViewController()
        popped.title = "Detail"
        navigation.pushViewController(popped, animated: true)
        try host.runUntilIdle()
        navigation.popViewController(animated: true)
        try host.runUntilIdle()
        let spare = try #require(bar.spareContent)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.duration = 10
        try #require(spare.backButton).chevron.layer.add(fade, forKey: "fade")

        let next = UIViewController()
        next.title = "Detail"
        navigation.pushViewController(next, animated: true)
        try host.runUntilIdle()
        #expect(bar.content !== spare, "a content made for the item, not one whose chevron still fades")
    }
}
