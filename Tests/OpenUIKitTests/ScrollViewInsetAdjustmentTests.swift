import Foundation
import Testing
import OpenUIKit
import SegueTesting

/// A controller whose view is a scroll view with `contentHeight` of content.
@MainActor
private final class ScrollingController: UIViewController {
    let contentHeight: CGFloat
    init(contentHeight: CGFloat) {
        self.contentHeight = contentHeight
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("not used") }
    override func loadView() {
        let scrollView = UIScrollView()
        scrollView.contentSize = CGSize(width: 10, height: contentHeight)
        view = scrollView
    }
}

/// `.automatic` content inset adjustment and the controller's
/// `automaticallyAdjustsScrollViewInsets`: scrollable axes take the safe
/// area; a controller's scroll view in a navigation controller takes the top
/// and bottom even when it does not scroll, unless the controller says not to.
@MainActor
@Suite(.serialized, .checksDiagnostics) struct ScrollViewInsetAdjustmentTests {
    @Test func shortContentInANavigationControllerFollowsTheController() throws {
        let host = TestHost()
        let controller = ScrollingController(contentHeight: 100)
        host.window.rootViewController = UINavigationController(rootViewController: controller)
        try host.runUntilIdle()
        let scrollView = try #require(controller.view as? UIScrollView)
        let safe = scrollView.safeAreaInsets
        #expect(safe.top > 0 && safe.bottom > 0, "under the bar and above the home indicator")
        #expect(controller.automaticallyAdjustsScrollViewInsets, "UIKit's default")
        #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: safe.top, left: 0, bottom: safe.bottom, right: 0))
        #expect(scrollView.contentOffset.y == -safe.top, "the content starts below the bar")
        controller.automaticallyAdjustsScrollViewInsets = false
        try host.runUntilIdle()
        #expect(scrollView.adjustedContentInset == .zero, "the content does not scroll: nothing is added")
        #expect(scrollView.contentOffset.y == 0, "the resting content follows its new top inset")
    }

    @Test func outsideANavigationControllerOnlyScrollableAxesAreAdjusted() throws {
        let host = TestHost()
        let short = ScrollingController(contentHeight: 100)
        host.window.rootViewController = short
        try host.runUntilIdle()
        let scrollView = try #require(short.view as? UIScrollView)
        #expect(scrollView.safeAreaInsets.top > 0)
        #expect(scrollView.adjustedContentInset == .zero, "short content does not scroll")
        scrollView.contentSize.height = 5_000
        let safe = scrollView.safeAreaInsets
        #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: safe.top, left: 0, bottom: safe.bottom, right: 0))
    }
}
