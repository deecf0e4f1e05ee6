import Foundation
import Testing
import OpenUIKit
import SegueTesting

/// A host for `device` (in landscape when asked) showing a plain controller, laid out.
@MainActor
func showOnDevice(_ device: TestHost.Device, landscape: Bool = false) throws -> (TestHost, UIViewController) {
    let host = TestHost(device: device, landscape: landscape)
    let controller = UIViewController()
    host.window.rootViewController = controller
    try host.runUntilIdle()
    return (host, controller)
}

/// R18.8: hosts model real iPhones. A 390×844-pt iPhone 12–14 keeps 47/0/34/0
/// clear in portrait and 0/47/21/47 in landscape; a 393×852-pt one with a
/// Dynamic Island 59/0/34/0. Every frame below is computed by hand from those.
@MainActor
@Suite(.checksDiagnostics) struct DeviceRules {

    private func statusBar(_ host: TestHost) -> UIStatusBarManager? { host.window.windowScene?.statusBarManager }

    @Test func R18_8_anIPhone14KeepsItsSensorHousingAndHomeIndicatorClearInEachOrientation() throws {
        let (host, controller) = try showOnDevice(.iPhone14)
        #expect(UIScreen.main.bounds.size == CGSize(width: 390, height: 844))
        #expect(host.device == .iPhone14 && TestHost.Device.iPhone14.scale == 3 && UIScreen.main.scale == 2,
                "a real iPhone 14 is 3×; the host renders at 2× unless told")
        #expect(host.window.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(controller.view.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 47, width: 390, height: 844 - 47 - 34))
        #expect(statusBar(host)?.statusBarFrame == CGRect(x: 0, y: 0, width: 390, height: 47))

        host.resize(to: CGSize(width: 844, height: 390))
        try host.runUntilIdle()
        #expect(host.window.safeAreaInsets == UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        #expect(statusBar(host)?.isStatusBarHidden == true, "hidden in compact height")
        // 844 − 2·47 = 750 wide, 390 − 21 = 369 tall.
        #expect(controller.view.safeAreaLayoutGuide.layoutFrame == CGRect(x: 47, y: 0, width: 750, height: 369))

        host.resize(to: CGSize(width: 390, height: 844))
        try host.runUntilIdle()
        #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))

        let (landscapeHost, landscapeController) = try showOnDevice(.iPhone14, landscape: true)
        #expect(landscapeHost.window.bounds.size == CGSize(width: 844, height: 390))
        #expect(landscapeController.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
    }

    /// A controller that hides the status bar when asked.
    final class HidingController: UIViewController {
        var hides = false
        override var prefersStatusBarHidden: Bool { hides }
    }

    @Test func R18_8_hidingTheStatusBarKeepsTheSensorHousingClearButFreesAHomeButtonPhonesTop() throws {
        for (device, hiddenTop) in [(TestHost.Device.iPhone14, CGFloat(47)), (.iPhoneSE, 0)] {
            let host = TestHost(device: device)
            let controller = HidingController()
            host.window.rootViewController = controller
            try host.runUntilIdle()
            #expect(controller.view.safeAreaInsets.top == device.portraitSafeAreaInsets.top)
            controller.hides = true
            controller.setNeedsStatusBarAppearanceUpdate()
            try host.runUntilIdle()
            #expect(statusBar(host)?.isStatusBarHidden == true)
            #expect(controller.view.safeAreaInsets.top == hiddenTop, "\(device)")
        }
    }

    @Test func R18_8_anIPhone16KeepsItsDynamicIslandClear() throws {
        let (host, controller) = try showOnDevice(.iPhone16)
        #expect(host.window.bounds.size == CGSize(width: 393, height: 852))
        #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        // The status bar (54) is shorter than what the Dynamic Island keeps clear (59).
        #expect(statusBar(host)?.statusBarFrame == CGRect(x: 0, y: 0, width: 393, height: 54))
        host.resize(to: CGSize(width: 852, height: 393))
        try host.runUntilIdle()
        #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
    }

    @Test func R18_8_anIPhoneSEHasAStatusBarAndNoHomeIndicator() throws {
        let (host, controller) = try showOnDevice(.iPhoneSE)
        #expect(!TestHost.Device.iPhoneSE.hasHomeIndicator && TestHost.Device.iPhone14.hasHomeIndicator)
        #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        host.resize(to: CGSize(width: 667, height: 375))
        try host.runUntilIdle()
        #expect(controller.view.safeAreaInsets == .zero, "the status bar hides in landscape; nothing else to keep clear")
    }

    @Test func R18_8_aGenericHostKeepsItsTwentyPointStatusBarAndNothingElse() throws {
        let host = TestHost(screenSize: CGSize(width: 390, height: 844), scale: 2)
        let controller = UIViewController()
        host.window.rootViewController = controller
        try host.runUntilIdle()
        #expect(host.device == nil)
        #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    }

    /// Thirty 44-point rows.
    final class Rows: NSObject, UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
    }

    @Test func R18_8_aTableUnderATabBarEndsAboveTheTabBarAndTheHomeIndicator() throws {
        let host = TestHost(device: .iPhone14)
        let rows = Rows()
        let list = UIViewController()
        let table = UITableView(frame: .zero, style: .plain)
        table.rowHeight = 44
        table.dataSource = rows
        list.view = table
        let other = UIViewController()
        let tabs = UITabBarController()
        tabs.viewControllers = [list, other]
        host.window.rootViewController = tabs
        try host.runUntilIdle()

        // The bar sits on the home indicator: 844 − 34 − 49 = 761, its background reaching the bottom.
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: 761, width: 390, height: 49))
        #expect(table.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        // Top: the sensor housing (47); bottom: the bar and the indicator (844 − 761 = 83).
        #expect(table.adjustedContentInset == UIEdgeInsets(top: 47, left: 0, bottom: 83, right: 0))
        #expect(table.contentOffset == CGPoint(x: 0, y: -47))

        table.scrollToRow(at: IndexPath(row: 29, section: 0), at: .bottom, animated: false)
        // The end: 30 · 44 = 1320 of content, + 83 − 844 = 559.
        #expect(table.contentOffset == CGPoint(x: 0, y: 559))
        try host.runUntilIdle()
        let last = try #require(table.cellForRow(at: IndexPath(row: 29, section: 0)))
        let lastFrame = last.convert(last.bounds, to: host.window)
        // 29 · 44 − 559 = 717 to 761: the last row ends on the bar's top, 49 + 34 above the screen's bottom.
        #expect(lastFrame == CGRect(x: 0, y: 717, width: 390, height: 44))
        #expect(lastFrame.maxY <= host.window.bounds.height - 34)
    }
}
