import Foundation
import Testing
import OpenUIKit
import SegueTesting

/// Large titles (iOS 11+): `prefersLargeTitles`, `largeTitleDisplayMode`, the
/// 52-pt row under the 44-pt bar, the safe area that includes it, the
/// collapse with the content scroll view, and the push between a large and a
/// small title. Figures are UIKit's, on the default device (an iPhone 14:
/// 390×844 pt at 3×, a 47-pt status bar).
@MainActor
@Suite(.serialized, .checksDiagnostics) struct LargeTitleRules {
    static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("ReferenceGoldens")
    private let statusBar: CGFloat = 47
    private let row: CGFloat = 44
    private let largeRow: CGFloat = 52
    private let width: CGFloat = 390
    private let curve = ReferenceTimingCurve.easeInEaseOut

    /// The large row's height after the content scrolled `s` past its edge: it
    /// shrinks point for point as the content goes up, and grows as it is pulled down.
    private func largeRowHeight(scrolled s: CGFloat) -> CGFloat { max(0, largeRow - s) }

    private func scroll(_ list: StripesController, by s: CGFloat, _ host: TestHost) {
        list.scrollView.contentOffset = CGPoint(x: 0, y: -(statusBar + row + largeRow) + s)
        host.advance(by: 1.0 / 60)
    }

    @Test func aLargeTitleBarIsNinetySixPointsAndTheSafeAreaIncludesIt() throws {
        let list = StripesController("Mailboxes")
        let (host, navigation) = try hostWithBar(list, largeTitles: true)
        let bar = navigation.navigationBar
        #expect(host.window.safeAreaInsets.top == statusBar)
        #expect(bar.frame == CGRect(x: 0, y: statusBar, width: width, height: row + largeRow))
        #expect(list.view.safeAreaInsets.top == statusBar + row + largeRow)
        #expect(list.scrollView.adjustedContentInset.top == statusBar + row + largeRow, "the inset covers the large bar")
        #expect(list.scrollView.contentOffset.y == -(statusBar + row + largeRow), "the content starts under the large title")
        // The title shows large (34-pt bold) at the leading margin in the row under the bar; the inline one is hidden.
        let large = try #require(labels(in: bar, showing: "Mailboxes").first { $0.font.pointSize == 34 })
        let inline = try #require(labels(in: bar, showing: "Mailboxes").first { $0.font.pointSize == 17 })
        let frame = large.convert(large.bounds, to: nil)
        #expect(frame.minX == 16 && frame.minY >= statusBar + row && frame.maxY <= statusBar + row + largeRow, "\(frame)")
        #expect(inline.alpha == 0)
        let image = host.render()
        saveFrame(image, "large-title-at-rest", in: "large-titles")
        if let failure = GoldenImage.check(image, named: "large-title-bar", in: Self.goldens, recordingTo: Self.goldens) {
            Issue.record("\(failure)")
        }
    }

    @Test(arguments: [CGFloat(0), 10, 26, 39, 52, 80, 400])
    func scrollingUpCollapsesTheLargeTitle(scrolled s: CGFloat) throws {
        let list = StripesController("Mailboxes")
        let (host, navigation) = try hostWithBar(list, largeTitles: true)
        scroll(list, by: s, host)
        let bar = navigation.navigationBar
        let height = row + largeRowHeight(scrolled: s)
        #expect(bar.frame == CGRect(x: 0, y: statusBar, width: width, height: height), "after \(s) pt")
        #expect(list.view.safeAreaInsets.top == statusBar + height, "the children's safe area follows the bar")
        #expect(list.scrollView.adjustedContentInset.top == statusBar + row + largeRow, "the inset still covers the large bar")
        // The large title goes up under the bar's row (clipped there); the inline title fades in over the second half.
        let large = try #require(labels(in: bar, showing: "Mailboxes").first { $0.font.pointSize == 34 })
        let inline = try #require(labels(in: bar, showing: "Mailboxes").first { $0.font.pointSize == 17 })
        let clip = try #require(large.superview)
        #expect(clip.frame == CGRect(x: 0, y: row, width: width, height: largeRowHeight(scrolled: s)))
        #expect(clip.clipsToBounds)
        let shownRow = largeRowHeight(scrolled: s)
        let expectedAlpha = min(max((largeRow / 2 - shownRow) / (largeRow / 2), 0), 1)
        #expect(abs(inline.alpha - expectedAlpha) < 1e-9, "inline title at \(inline.alpha) after \(s) pt")
        if s == 26 || s == 400 { saveFrame(host.render(), "collapsed-\(Int(s))", in: "large-titles") }
    }

    @Test func pullingDownGrowsTheBarAndScalesTheTitle() throws {
        let list = StripesController("Mailboxes")
        let (host, navigation) = try hostWithBar(list, largeTitles: true)
        scroll(list, by: -30, host)
        let bar = navigation.navigationBar
        #expect(bar.frame.height == row + largeRow + 30)
        #expect(list.view.safeAreaInsets.top == statusBar + row + largeRow + 30)
        let large = try #require(labels(in: bar, showing: "Mailboxes").first { $0.font.pointSize == 34 })
        // Slightly larger, from its leading edge (Segue: 1.1 at 60 pt of pull, docs/Differences.md).
        #expect(abs(large.transform.a - 1.05) < 1e-9 && large.transform.a == large.transform.d)
        let frame = large.convert(large.bounds, to: nil)
        #expect(abs(frame.minX - 16) < 1e-6, "the leading edge stays: \(frame)")
        saveFrame(host.render(), "pulled-down", in: "large-titles")
    }

    @Test func aCollapsedBarRendersAsItsGolden() throws {
        let list = StripesController("Mailboxes")
        let (host, _) = try hostWithBar(list, largeTitles: true)
        scroll(list, by: 120, host)
        host.advance(by: 1)   // the scroll indicator fades
        let image = host.render()
        // The standard look past the edge: the default light background over the stripes, the hairline, the inline title.
        let background = barPixel(image, 4, statusBar + 4)
        #expect(background.red > 235 && background.red == background.blue, "the bar's light background: \(background)")
        if let failure = GoldenImage.check(image, named: "large-title-collapsed", in: Self.goldens, recordingTo: Self.goldens) {
            Issue.record("\(failure)")
        }
    }

    @Test func displayModesDecideWhichItemsShowALargeTitle() throws {
        let root = StripesController("Root")
        let (host, navigation) = try hostWithBar(root, largeTitles: true)
        let bar = navigation.navigationBar
        #expect(bar.frame.height == row + largeRow, "the bottom item, automatic: large")
        let inherits = StripesController("Inherits")
        navigation.pushViewController(inherits, animated: false)
        try host.runUntilIdle()
        #expect(bar.frame.height == row + largeRow, "automatic: as the item beneath")
        let never = StripesController("Never", largeTitle: .never)
        navigation.pushViewController(never, animated: false)
        try host.runUntilIdle()
        #expect(bar.frame.height == row && never.view.safeAreaInsets.top == statusBar + row)
        #expect(never.scrollView.adjustedContentInset.top == statusBar + row)
        let below = StripesController("Below never")
        navigation.pushViewController(below, animated: false)
        try host.runUntilIdle()
        #expect(bar.frame.height == row, "automatic under .never: small")
        let inline = StripesController("Inline", largeTitle: .inline)
        navigation.pushViewController(inline, animated: false)
        try host.runUntilIdle()
        #expect(bar.frame.height == row)
        let always = StripesController("Always", largeTitle: .always)
        navigation.pushViewController(always, animated: false)
        try host.runUntilIdle()
        #expect(bar.frame.height == row + largeRow)
        bar.prefersLargeTitles = false
        try host.runUntilIdle()
        #expect(bar.frame.height == row && always.view.safeAreaInsets.top == statusBar + row, "no large titles at all")
    }

    @Test func compactHeightHasNoLargeTitleAndAThirtyTwoPointBar() throws {
        let list = StripesController("Mailboxes")
        let (host, navigation) = try hostWithBar(list, largeTitles: true)
        host.resize(to: CGSize(width: 844, height: 390))
        try host.runUntilIdle()
        let bar = navigation.navigationBar
        #expect(navigation.traitCollection.verticalSizeClass == .compact)
        #expect(bar.frame == CGRect(x: 0, y: 0, width: 844, height: 32), "landscape iPhone: a 32-pt bar under no status bar")
        #expect(list.view.safeAreaInsets.top == 32)
        host.resize(to: CGSize(width: 390, height: 844))
        try host.runUntilIdle()
        #expect(bar.frame == CGRect(x: 0, y: statusBar, width: width, height: row + largeRow), "large again in portrait")
    }

    @Test func aPushFromALargeTitleToASmallOneAnimatesTheBarsHeight() throws {
        let list = StripesController("Mailboxes")
        let (host, navigation) = try hostWithBar(list, largeTitles: true)
        let detail = StripesController("Message", color: .systemBlue, largeTitle: .never)
        navigation.pushViewController(detail, animated: true)
        host.advance(by: 1.0 / 60)
        host.advance(by: 0.35 / 2)
        let bar = navigation.navigationBar
        // The pushed view slides in on the transition's curve: its progress is the bar's.
        let e = 1 - Double(try #require(detail.view.layer.presentation()).frame.minX / width)
        #expect(e > 0.2 && e < 0.8, "mid-transition: \(e)")
        let shown = try #require(bar.layer.presentation()).bounds.height
        #expect(abs(shown - (row + largeRow - largeRow * e)) < 0.5, "the bar between 96 and 44: \(shown) at \(e)")
        // The pushed controller is laid out for the small bar; the list keeps its inset (its content does not jump).
        #expect(detail.view.safeAreaInsets.top == statusBar + row)
        #expect(detail.scrollView.adjustedContentInset.top == statusBar + row)
        #expect(list.scrollView.adjustedContentInset.top == statusBar + row + largeRow)
        #expect(list.scrollView.contentOffset.y == -(statusBar + row + largeRow))
        saveFrame(host.render(), "push-to-small-mid", in: "large-titles")
        try host.runUntilIdle()
        #expect(bar.frame.height == row)
        #expect(detail.scrollView.contentOffset.y == -(statusBar + row))
        navigation.popViewController(animated: true)
        host.advance(by: 1.0 / 60)
        host.advance(by: 0.35 / 2)
        #expect(detail.scrollView.adjustedContentInset.top == statusBar + row, "the popped list keeps its inset mid-pop")
        #expect(detail.scrollView.contentOffset.y == -(statusBar + row), "and its content does not jump")
        try host.runUntilIdle()
        #expect(bar.frame.height == row + largeRow, "large again after the pop")
        #expect(list.view.safeAreaInsets.top == statusBar + row + largeRow)
    }

    @Test func anInteractivePopToALargeTitleFollowsTheFingerAndRestoresOnCancel() throws {
        let list = StripesController("Mailboxes")
        let (host, navigation) = try hostWithBar(list, largeTitles: true)
        let detail = NamedController("Message")
        detail.navigationItem.largeTitleDisplayMode = .never
        navigation.pushViewController(detail, animated: false)
        try host.runUntilIdle()
        let bar = navigation.navigationBar
        #expect(bar.frame.height == row)
        let y = host.window.bounds.midY
        host.drag(from: CGPoint(x: 1, y: y), to: CGPoint(x: 140, y: y), duration: 0.2, release: false)
        let coordinator = try #require(navigation.transitionCoordinator)
        #expect(coordinator.isInteractive)
        // The bar's height on the transition's ease-in-out curve at the finger's progress.
        let progress = Double(coordinator.percentComplete)
        #expect(progress > 0.1 && progress < 0.6)
        let e = curve.progress(at: progress)
        let held = try #require(bar.layer.presentation()).bounds.height
        #expect(abs(held - (row + largeRow * e)) < 0.5, "held at \(held) for \(e)")
        saveFrame(host.render(), "interactive-pop-held", in: "large-titles")
        host.drag(from: CGPoint(x: 140, y: y), to: CGPoint(x: 60, y: y), duration: 0.1)
        try host.runUntilIdle()
        #expect(navigation.topViewController === detail, "cancelled")
        #expect(bar.frame == CGRect(x: 0, y: statusBar, width: width, height: row), "the small bar back exactly")
        #expect(try #require(bar.layer.presentation()).bounds.height == row)
        #expect(detail.view.safeAreaInsets.top == statusBar + row)
        host.edgePan(from: .left, distance: width * 0.8, duration: 0.3)
        try host.runUntilIdle()
        #expect(navigation.topViewController === list)
        #expect(bar.frame.height == row + largeRow && list.view.safeAreaInsets.top == statusBar + row + largeRow)
    }

    @Test func aDragUpCollapsesTheTitleAndADragDownBringsItBack() throws {
        let list = StripesController("Mailboxes")
        let (host, navigation) = try hostWithBar(list, largeTitles: true)
        let bar = navigation.navigationBar
        host.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 300), duration: 0.5)
        try host.runUntilIdle()
        #expect(list.scrollView.contentOffset.y > -(statusBar + row + largeRow) + largeRow, "scrolled past the collapse")
        #expect(bar.frame.height == row)
        list.scrollView.setContentOffset(CGPoint(x: 0, y: -(statusBar + row + largeRow)), animated: true)
        try host.runUntilIdle()
        #expect(bar.frame.height == row + largeRow)
    }

    @Test func aPushBetweenTwoLargeTitlesKeepsTheBarLargeAndBringsTheNewTitleInWithTheView() throws {
        let list = StripesController("Mailboxes")
        let (host, navigation) = try hostWithBar(list, largeTitles: true)
        scroll(list, by: 20, host)   // partly collapsed: 76 pt
        let bar = navigation.navigationBar
        #expect(bar.frame.height == row + largeRow - 20)
        let inbox = StripesController("Inbox", color: .systemBlue)
        navigation.pushViewController(inbox, animated: true)
        host.advance(by: 1.0 / 60)
        host.advance(by: 0.35 / 2)
        let e = 1 - Double(try #require(inbox.view.layer.presentation()).frame.minX / width)
        let shown = try #require(bar.layer.presentation()).bounds.height
        #expect(abs(shown - (row + largeRow - 20 + 20 * e)) < 0.5, "from 76 to the new list's 96: \(shown) at \(e)")
        let incoming = try #require(labels(in: bar, showing: "Inbox").first { $0.font.pointSize == 34 })
        let row = try #require(incoming.superview?.layer.presentation())
        #expect(abs(row.transform.m41 - width * (1 - e)) < 1, "the new large title comes in with the view: \(row.transform.m41)")
        saveFrame(host.render(), "push-large-to-large-mid", in: "large-titles")
        try host.runUntilIdle()
        #expect(bar.frame.height == 96 && inbox.scrollView.contentOffset.y == -(statusBar + 96))
        navigation.popViewController(animated: true)
        try host.runUntilIdle()
        #expect(bar.frame.height == 76, "back to the list's own collapse")
        #expect(list.scrollView.contentOffset.y == -(statusBar + 96) + 20, "the list did not move")
    }

    @Test func anEdgeSwipeOverAScrollingDetailPopsToTheLargeTitle() throws {
        let list = StripesController("Mailboxes")
        let (host, navigation) = try hostWithBar(list, largeTitles: true)
        let detail = StripesController("Message", color: .systemBlue, largeTitle: .never)
        navigation.pushViewController(detail, animated: false)
        try host.runUntilIdle()
        let y = host.window.bounds.midY
        host.drag(from: CGPoint(x: 1, y: y), to: CGPoint(x: 140, y: y), duration: 0.2, release: false)
        let coordinator = try #require(navigation.transitionCoordinator, "the edge swipe wins over the list's vertical pan")
        let e = curve.progress(at: Double(coordinator.percentComplete))
        let held = try #require(navigation.navigationBar.layer.presentation()).bounds.height
        #expect(abs(held - (row + largeRow * e)) < 0.5, "held at \(held) for \(e)")
        #expect(detail.scrollView.contentOffset.y == -(statusBar + row), "the detail's list did not scroll")
        host.drag(from: CGPoint(x: 140, y: y), to: CGPoint(x: 300, y: y), duration: 0.1)
        try host.runUntilIdle()
        #expect(navigation.topViewController === list && navigation.navigationBar.frame.height == row + largeRow)
    }

    /// An appearance set while the item shows, whose large title font is all
    /// that changes (the inline title keeps its font and size), lays the large
    /// title out in that font: its size measured in it, at the leading margin,
    /// centred in the 52-pt row.
    @Test func aLargeTitleFontSetWhileTheItemShowsLaysTheLargeTitleOutInIt() throws {
        let list = StripesController("Mailboxes")
        let (host, navigation) = try hostWithBar(list, largeTitles: true)
        let bar = navigation.navigationBar
        func measured(boldAt pointSize: CGFloat) -> CGSize {
            let label = UILabel()
            label.text = "Mailboxes"
            label.font = .boldSystemFont(ofSize: pointSize)
            return label.sizeThatFits(.zero)
        }
        let appearance = UINavigationBarAppearance()
        appearance.largeTitleTextAttributes = [.font: UIFont.boldSystemFont(ofSize: 24)]
        bar.standardAppearance = appearance
        try host.runUntilIdle()
        let large = try #require(labels(in: bar, showing: "Mailboxes").first { $0.font.pointSize == 24 })
        let size = measured(boldAt: 24)
        #expect(size.width < measured(boldAt: 34).width, "narrower than the 34-pt title")
        let frame = large.convert(large.bounds, to: nil)
        #expect(frame.size == CGSize(width: size.width.rounded(.up), height: size.height), "\(frame) for \(size)")
        #expect(frame.minX == 16)
        #expect(abs(frame.midY - (statusBar + row + largeRow / 2)) < 0.001, "\(frame)")
        saveFrame(host.render(), "large-title-font-set", in: "large-titles")
    }
}
