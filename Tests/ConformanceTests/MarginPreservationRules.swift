import Foundation
import Testing
import OpenUIKit
import SegueTesting

/// R18.7: `preservesSuperviewLayoutMargins` (a view's margins are at least its
/// superview's where they overlap), `insetsLayoutMarginsFromSafeArea` (margins
/// measured from the safe area), `layoutMarginsDidChange()`, and table cells'
/// content margins. Computed by hand on an iPhone 14 (390×844, safe area
/// 47/0/34/0 in portrait): the root view's margins are 8 top and bottom, 16 at
/// the sides (the system minimum), so its effective margins are 55/16/42/16.
@MainActor
@Suite(.serialized, .checksDiagnostics) struct MarginPreservationRules {
    /// Counts `layoutMarginsDidChange()`.
    final class CountingView: UIView {
        var marginChanges = 0
        override func layoutMarginsDidChange() {
            super.layoutMarginsDidChange()
            marginChanges += 1
        }
    }

    private func show(_ device: TestHost.Device = .iPhone14) throws -> (TestHost, UIViewController) {
        let host = TestHost(device: device)
        let controller = UIViewController()
        host.window.rootViewController = controller
        try host.runUntilIdle()
        return (host, controller)
    }

    @Test func R18_7_aViewPreservingItsSuperviewsMarginsTakesThemWhereTheyOverlap() throws {
        let (host, controller) = try show()
        let child = UIView(frame: CGRect(x: 0, y: 100, width: 390, height: 200))
        controller.view.addSubview(child)
        try host.runUntilIdle()
        #expect(child.preservesSuperviewLayoutMargins == false)
        // Its own 8-pt margins: 390 − 16 = 374 wide, 200 − 16 = 184 tall.
        #expect(child.layoutMarginsGuide.layoutFrame == CGRect(x: 8, y: 8, width: 374, height: 184))

        child.preservesSuperviewLayoutMargins = true
        // Sides: the superview's 16 overlap the child's edges → 16 (390 − 32 = 358).
        // Top: 55 − 100 < 8 and bottom: 42 − (844 − 300) < 8 → its own 8.
        #expect(child.layoutMarginsGuide.layoutFrame == CGRect(x: 16, y: 8, width: 358, height: 184))
        #expect(child.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8), "its own value is kept")

        // 10 pt in: the superview's 16 reach 6 pt into it, less than its own 8.
        child.frame = CGRect(x: 10, y: 100, width: 370, height: 200)
        #expect(child.layoutMarginsGuide.layoutFrame.minX == 8)
        // 4 pt in: 16 − 4 = 12 pt.
        child.frame = CGRect(x: 4, y: 100, width: 382, height: 200)
        #expect(child.layoutMarginsGuide.layoutFrame.minX == 12)
        // Right edge at 386: 16 − 4 = 12 → 382 − 12 − 12 = 358 wide.
        #expect(child.layoutMarginsGuide.layoutFrame.width == 358)
    }

    @Test func R18_7_aFullScreenViewPreservingMarginsMatchesTheRootViewsGuide() throws {
        let (host, controller) = try show()
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        child.preservesSuperviewLayoutMargins = true
        controller.view.addSubview(child)
        try host.runUntilIdle()
        // Its safe area is the screen's: 8 + 47 = 55 top, 8 + 34 = 42 bottom; sides 16.
        // 844 − 55 − 42 = 747 tall.
        #expect(controller.view.layoutMarginsGuide.layoutFrame == CGRect(x: 16, y: 55, width: 358, height: 747))
        #expect(child.layoutMarginsGuide.layoutFrame == CGRect(x: 16, y: 55, width: 358, height: 747))
        // A constraint to the guide follows it.
        let pinned = UIView()
        pinned.translatesAutoresizingMaskIntoConstraints = false
        child.addSubview(pinned)
        NSLayoutConstraint.activate([pinned.leadingAnchor.constraint(equalTo: child.layoutMarginsGuide.leadingAnchor),
                                     pinned.trailingAnchor.constraint(equalTo: child.layoutMarginsGuide.trailingAnchor),
                                     pinned.topAnchor.constraint(equalTo: child.layoutMarginsGuide.topAnchor),
                                     pinned.heightAnchor.constraint(equalToConstant: 10)])
        try host.runUntilIdle()
        #expect(pinned.frame == CGRect(x: 16, y: 55, width: 358, height: 10))
    }

    @Test func R18_7_marginsAreMeasuredFromTheSafeAreaUnlessTurnedOff() throws {
        let (host, controller) = try show()
        #expect(controller.view.insetsLayoutMarginsFromSafeArea)
        #expect(controller.view.layoutMarginsGuide.layoutFrame == CGRect(x: 16, y: 55, width: 358, height: 747))
        controller.view.insetsLayoutMarginsFromSafeArea = false
        try host.runUntilIdle()
        // From the bounds: 8 top and bottom, 16 at the sides → 844 − 16 = 828 tall.
        #expect(controller.view.layoutMarginsGuide.layoutFrame == CGRect(x: 16, y: 8, width: 358, height: 828))

        // In landscape the sides add the sensor housing's 47: 47 + 16 = 63; 844 − 126 = 718 wide.
        controller.view.insetsLayoutMarginsFromSafeArea = true
        host.resize(to: CGSize(width: 844, height: 390))
        try host.runUntilIdle()
        #expect(controller.view.layoutMarginsGuide.layoutFrame == CGRect(x: 63, y: 8, width: 718, height: 390 - 8 - 29))
        controller.view.insetsLayoutMarginsFromSafeArea = false
        #expect(controller.view.layoutMarginsGuide.layoutFrame == CGRect(x: 16, y: 8, width: 812, height: 374))
    }

    @Test func R18_7_aViewHearsLayoutMarginsDidChange() throws {
        let (host, controller) = try show()
        let parent = CountingView(frame: CGRect(x: 0, y: 100, width: 390, height: 200))
        let child = CountingView(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
        let bystander = CountingView(frame: CGRect(x: 0, y: 100, width: 390, height: 100))
        controller.view.addSubview(parent)
        parent.addSubview(child)
        parent.addSubview(bystander)
        try host.runUntilIdle()
        let start = (parent.marginChanges, child.marginChanges, bystander.marginChanges)

        parent.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
        #expect(parent.marginChanges == start.0 + 1)
        #expect(child.marginChanges == start.1 && bystander.marginChanges == start.2, "they do not preserve them")

        child.preservesSuperviewLayoutMargins = true
        #expect(child.marginChanges == start.1 + 1)
        parent.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 4, leading: 30, bottom: 4, trailing: 30)
        #expect(parent.marginChanges == start.0 + 2)
        #expect(child.marginChanges == start.1 + 2, "a preserving subview hears its superview's change")
        #expect(bystander.marginChanges == start.2)
        #expect(child.layoutMarginsGuide.layoutFrame.minX == 30)

        child.insetsLayoutMarginsFromSafeArea = false
        #expect(child.marginChanges == start.1 + 3)
        child.insetsLayoutMarginsFromSafeArea = false
        #expect(child.marginChanges == start.1 + 3, "no change, no call")
    }

    /// A table of one "Home" row.
    final class OneRowTable: UITableViewController {
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row") ?? UITableViewCell(style: .default, reuseIdentifier: "row")
            cell.textLabel?.text = "Home"
            return cell
        }
    }

    private func firstCell(on device: TestHost.Device) throws -> (TestHost, UITableViewCell) {
        let host = TestHost(device: device)
        let table = OneRowTable()
        host.window.rootViewController = table
        try host.runUntilIdle()
        let cell = try #require(table.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        return (host, cell)
    }

    @Test func R18_7_aTableCellsContentFollowsTheCellsMargins() throws {
        let (host, cell) = try firstCell(on: .iPhone14)
        #expect(cell.contentView.preservesSuperviewLayoutMargins, "as iOS makes it")
        #expect(cell.layoutMargins == UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16))
        #expect(cell.contentView.layoutMarginsGuide.layoutFrame.minX == 16)
        #expect(cell.textLabel?.frame.minX == 16, "16 pt on an iPhone in portrait")
        // 390 − 16 − 16 = 358.
        #expect(cell.textLabel?.frame.width == 358)

        cell.layoutMargins = UIEdgeInsets(top: 8, left: 30, bottom: 8, right: 24)
        cell.layoutIfNeeded()
        try host.runUntilIdle()
        #expect(cell.textLabel?.frame.minX == 30)
        // 390 − 30 − 24 = 336.
        #expect(abs((cell.textLabel?.frame.width ?? 0) - 336) < 0.001)

        let (_, padCell) = try firstCell(on: .iPadPro11)
        #expect(padCell.layoutMargins.left == 20)
        #expect(padCell.textLabel?.frame.minX == 20, "20 pt in regular width")
    }
}
