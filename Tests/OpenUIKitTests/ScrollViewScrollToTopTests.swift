import Foundation
import Testing
import OpenUIKit
import SegueTesting

/// Records the scroll-to-top questions and answers as it is told to.
@MainActor
private final class TopRecorder: NSObject, UIScrollViewDelegate {
    var events: [String] = []
    var allows = true
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
        events.append("shouldScrollToTop")
        return allows
    }
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView) { events.append("didScrollToTop") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { events.append("didEndScrollingAnimation") }
}

/// A view that notes any touch it hears.
@MainActor
private final class Touched: UIView {
    var touched = false
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { touched = true }
}

/// `scrollsToTop`: a tap on the status bar scrolls the one scroll view on
/// screen that has it to the top, asking and telling its delegate; with
/// two, or none, nothing moves; the status bar keeps its touches from the views under it.
@MainActor
@Suite(.serialized, .checksDiagnostics) struct ScrollViewScrollToTopTests {
    /// A window with `count` window-filling scroll views of tall content, scrolled down 1,000 points.
    private func host(_ count: Int) throws -> (TestHost, [UIScrollView], [TopRecorder], CGPoint) {
        let host = TestHost()
        let controller = UIViewController()
        host.window.rootViewController = controller
        var scrollViews: [UIScrollView] = [], recorders: [TopRecorder] = []
        for _ in 0..<count {
            let scrollView = UIScrollView(frame: host.window.bounds)
            scrollView.contentSize = CGSize(width: host.window.bounds.width, height: 5_000)
            let recorder = TopRecorder()
            scrollView.delegate = recorder
            controller.view.addSubview(scrollView)
            scrollViews.append(scrollView)
            recorders.append(recorder)
        }
        try host.runUntilIdle()
        for scrollView in scrollViews { scrollView.contentOffset.y = 1_000 }
        try host.runUntilIdle()
        let statusBar = try #require(host.window.windowScene?.statusBarManager?.statusBarFrame)
        #expect(statusBar.height > 0)
        return (host, scrollViews, recorders, CGPoint(x: statusBar.midX, y: statusBar.midY))
    }

    @Test func aStatusBarTapScrollsTheOnlyScrollViewToItsTop() throws {
        let (host, scrollViews, recorders, statusBar) = try host(1)
        let scrollView = scrollViews[0]
        let underBar = Touched(frame: CGRect(x: 0, y: 1_000, width: 390, height: 100))
        scrollView.addSubview(underBar)
        #expect(scrollView.scrollsToTop, "UIKit's default")
        host.tap(at: statusBar)
        host.advance(by: 0.1)
        let top = -scrollView.adjustedContentInset.top
        #expect(scrollView.contentOffset.y < 1_000 && scrollView.contentOffset.y > top, "animating")
        try host.runUntilIdle()
        #expect(scrollView.contentOffset.y == top)
        #expect(recorders[0].events == ["shouldScrollToTop", "didScrollToTop"])
        #expect(!underBar.touched, "the status bar has the touch")
    }

    @Test func twoCandidatesOrNoneScrollNothing() throws {
        let (host, scrollViews, recorders, statusBar) = try host(2)
        host.tap(at: statusBar)
        try host.runUntilIdle()
        #expect(scrollViews.map(\.contentOffset.y) == [1_000, 1_000], "iPhone: more than one scrolls none")
        #expect(recorders.allSatisfy { $0.events.isEmpty })
        scrollViews[0].scrollsToTop = false
        host.tap(at: statusBar)
        try host.runUntilIdle()
        #expect(scrollViews[0].contentOffset.y == 1_000)
        #expect(scrollViews[1].contentOffset.y == -scrollViews[1].adjustedContentInset.top)
    }

    @Test func theDelegateMayRefuse() throws {
        let (host, scrollViews, recorders, statusBar) = try host(1)
        recorders[0].allows = false
        host.tap(at: statusBar)
        try host.runUntilIdle()
        #expect(scrollViews[0].contentOffset.y == 1_000)
        #expect(recorders[0].events == ["shouldScrollToTop"])
    }

    @Test func aScrollViewOutsideTheWindowIsNoCandidate() throws {
        let (host, scrollViews, recorders, statusBar) = try host(2)
        scrollViews[1].frame.origin.x = host.window.bounds.width + 10   // a page pushed away to the right
        try host.runUntilIdle()
        host.tap(at: statusBar)
        try host.runUntilIdle()
        #expect(scrollViews[0].contentOffset.y == -scrollViews[0].adjustedContentInset.top, "the one on screen scrolls")
        #expect(scrollViews[1].contentOffset.y == 1_000 && recorders[1].events.isEmpty)
    }
}
