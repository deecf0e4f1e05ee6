import Foundation
import Testing
import UIKit
import SegueTesting

final class StatusBarController: UIViewController {
    var style: UIStatusBarStyle = .default { didSet { setNeedsStatusBarAppearanceUpdate() } }
    var hidden = false
    private(set) var safeAreaChanges = 0

    override var preferredStatusBarStyle: UIStatusBarStyle { style }
    override var prefersStatusBarHidden: Bool { hidden }
    override var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .slide }
    override func viewSafeAreaInsetsDidChange() {
        super.viewSafeAreaInsetsDidChange()
        safeAreaChanges += 1
    }
}

final class WrapperController: UIViewController {
    let content = StatusBarController()
    override var childForStatusBarStyle: UIViewController? { content }
    override var childForStatusBarHidden: UIViewController? { content }
    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(content)
        view.addSubview(content.view)
        content.didMove(toParent: self)
    }
}

/// The status bar follows the controllers and is part of the safe area (issue 10, §6).
@MainActor
@Suite(.checksDiagnostics) struct StatusBarTests {
    var manager: UIStatusBarManager { (UIApplication.shared.connectedScenes.first as! UIWindowScene).statusBarManager! }

    @Test func rootControllerDecidesAndTheSafeAreaFollows() {
        // An iPhone SE: its 20-point status bar is all its safe area keeps clear (R18.8).
        let host = TestHost(device: .iPhoneSE)
        let root = StatusBarController()
        root.style = .lightContent
        host.window.rootViewController = root
        #expect(manager.statusBarStyle == .lightContent)
        #expect(manager.statusBarFrame == CGRect(x: 0, y: 0, width: 375, height: 20))
        #expect(host.window.safeAreaInsets.top == 20)
        #expect(root.view.safeAreaInsets.top == 20)

        root.hidden = true
        #expect(!manager.isStatusBarHidden, "nothing changes until setNeedsStatusBarAppearanceUpdate()")
        root.setNeedsStatusBarAppearanceUpdate()
        #expect(manager.isStatusBarHidden)
        #expect(manager.statusBarFrame == .zero)
        #expect(manager.lastUpdateAnimation == .slide)
        #expect(root.view.safeAreaInsets.top == 0)
        #expect(root.safeAreaChanges == 1)
    }

    /// The status bar style while `presented`, shown in `style` and asking for light content, is on screen.
    private func styleWhilePresenting(_ style: UIModalPresentationStyle, captures: Bool = false,
                                      over presenter: UIViewController, in host: TestHost) throws -> UIStatusBarStyle {
        let presented = StatusBarController()
        presented.style = .lightContent
        presented.modalPresentationStyle = style
        presented.modalPresentationCapturesStatusBarAppearance = captures
        presenter.present(presented, animated: true)
        try host.runUntilIdle()
        let shown = manager.statusBarStyle
        presented.dismiss(animated: true)
        try host.runUntilIdle()
        return shown
    }

    @Test func childrenAndPresentedControllersTakeOver() throws {
        let host = TestHost()
        let wrapper = WrapperController()
        host.window.rootViewController = wrapper
        wrapper.content.style = .darkContent
        #expect(manager.statusBarStyle == .darkContent, "childForStatusBarStyle")
        #expect(try styleWhilePresenting(.formSheet, over: wrapper, in: host) == .darkContent,
                "a form sheet does not capture the status bar")
        #expect(try styleWhilePresenting(.formSheet, captures: true, over: wrapper, in: host) == .lightContent,
                "unless it captures the appearance")
        #expect(manager.statusBarStyle == .darkContent, "back to the presenter after dismissal")
        #expect(try styleWhilePresenting(.fullScreen, over: wrapper, in: host) == .lightContent,
                "a full-screen presentation captures it")
        #expect(try styleWhilePresenting(.overFullScreen, over: wrapper, in: host) == .lightContent)
        #expect(try styleWhilePresenting(.custom, over: wrapper, in: host) == .darkContent,
                "a custom presentation does not, by default")
    }

    @Test func compactHeightHidesTheStatusBar() throws {
        let host = TestHost()
        host.window.rootViewController = StatusBarController()
        host.resize(to: CGSize(width: 844, height: 390), duration: 0)
        try host.runUntilIdle()
        #expect(manager.isStatusBarHidden)
        #expect(host.window.safeAreaInsets.top == 0)
    }
}
