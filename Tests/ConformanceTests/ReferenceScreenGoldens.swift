import Foundation
import Testing
import OpenUIKit
import SegueTesting

/// A table of fruit, as a settings-like list: the standard cells with their
/// text labels, a disclosure indicator on each row.
@MainActor
private final class FruitList: UITableViewController {
    private let fruit = ["Apples", "Bananas", "Cherries", "Dates", "Figs", "Grapes", "Lemons", "Mangoes", "Oranges", "Pears"]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Fruit"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { fruit.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = fruit[indexPath.row]
        cell.accessoryType = .disclosureIndicator
        return cell
    }
}

/// A card centred over a dimmed presenter, the way an alert sits: a custom
/// presentation whose presented view is a 270-point rounded card.
@MainActor
private final class CentredCardPresentation: UIPresentationController {
    private let dimming = UIView()

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        return CGRect(x: (bounds.width - 270) / 2, y: (bounds.height - 140) / 2, width: 270, height: 140)
    }

    override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        dimming.backgroundColor = UIColor(white: 0, alpha: 0.2)
        dimming.frame = containerView.bounds
        containerView.insertSubview(dimming, at: 0)
        presentedView?.layer.cornerRadius = 14
        presentedView?.layer.masksToBounds = true
    }
}

@MainActor
private final class CentredCardTransitioning: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        CentredCardPresentation(presentedViewController: presented, presenting: presenting)
    }
}

/// Issue 30 §6: a reference set of standard screens at rest on every device
/// preset, each compared with a golden image kept beside this file
/// (ReferenceGoldens/; `SEGUE_RECORD_GOLDENS=1` records them). Each golden has
/// been looked at; the comments say what iOS shows there, which is what the
/// goldens show.
@MainActor
@Suite(.serialized, .checksDiagnostics) struct ReferenceScreenGoldens {
    static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("ReferenceGoldens")

    /// The screen's golden on `device`, named `screen-device` ("navigation-table-iPhone-SE").
    static func expectGolden(_ host: TestHost, _ screen: String, _ device: TestHost.Device) throws {
        try host.runUntilIdle()
        let name = "\(screen)-\(device.name.replacingOccurrences(of: " ", with: "-"))"
        if let failure = GoldenImage.check(host.render(), named: name, in: goldens, recordingTo: goldens) {
            Issue.record("\(failure)")
        }
    }

    /// iOS: a navigation bar with the title "Fruit" centred below the status
    /// bar (or the sensor housing), then the plain table's rows edge to edge,
    /// 44 points each with hairline separators inset to the text, the text at
    /// the layout margin, a chevron at the trailing margin; the rows run on
    /// under the home indicator.
    @Test(arguments: TestHost.Device.all)
    func aNavigationStackWithATable(device: TestHost.Device) throws {
        let host = TestHost(device: device)
        host.window.rootViewController = UINavigationController(rootViewController: FruitList(style: .plain))
        try Self.expectGolden(host, "navigation-table", device)
    }

    /// iOS: the tab bar along the bottom, above the home indicator where there
    /// is one, three items spread evenly, the selected one tinted blue and the
    /// others grey; the first tab's navigation bar and list above it.
    @Test(arguments: TestHost.Device.all)
    func aTabBar(device: TestHost.Device) throws {
        let host = TestHost(device: device)
        let tabs = UITabBarController()
        let list = UINavigationController(rootViewController: FruitList(style: .plain))
        list.tabBarItem = UITabBarItem(tabBarSystemItem: .favorites, tag: 0)
        let recents = UIViewController()
        recents.view.backgroundColor = .systemBackground
        recents.tabBarItem = UITabBarItem(tabBarSystemItem: .recents, tag: 1)
        let more = UIViewController()
        more.view.backgroundColor = .systemBackground
        more.tabBarItem = UITabBarItem(tabBarSystemItem: .more, tag: 2)
        tabs.viewControllers = [list, recents, more]
        host.window.rootViewController = tabs
        try Self.expectGolden(host, "tab-bar", device)
    }

    /// iOS: on a phone in portrait the presenter recedes (scaled down, its top
    /// corners rounded, black around it) and the page sheet covers the screen
    /// from just below the status bar, its top corners rounded; on an iPad the
    /// page sheet is a centred, page-width card over the dimmed presenter.
    @Test(arguments: TestHost.Device.all)
    func aPageSheetAtRest(device: TestHost.Device) throws {
        let host = TestHost(device: device)
        let navigation = UINavigationController(rootViewController: FruitList(style: .plain))
        host.window.rootViewController = navigation
        try host.runUntilIdle()
        let sheet = UIViewController()
        sheet.view.backgroundColor = .systemTeal
        sheet.modalPresentationStyle = .pageSheet
        navigation.present(sheet, animated: true)
        try Self.expectGolden(host, "page-sheet", device)
    }

    /// iOS (an alert's place): a 270-point card with rounded corners in the
    /// middle of the screen over the presenter dimmed by 20 % black.
    @Test(arguments: TestHost.Device.all)
    func aCentredCard(device: TestHost.Device) throws {
        let host = TestHost(device: device)
        let navigation = UINavigationController(rootViewController: FruitList(style: .plain))
        host.window.rootViewController = navigation
        try host.runUntilIdle()
        let transitioning = CentredCardTransitioning()
        let card = UIViewController()
        card.view.backgroundColor = .systemBackground
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = transitioning
        navigation.present(card, animated: true)
        try Self.expectGolden(host, "centred-card", device)
    }
}

/// Every tab bar system item has its glyph (an image), as on iOS, and the tab
/// bar draws it above the title, tinted like the title.
@MainActor
@Suite(.checksDiagnostics) struct TabBarSystemItemRules {
    @Test func everySystemItemHasAnImage() {
        let items: [UITabBarItem.SystemItem] = [.more, .favorites, .featured, .topRated, .recents, .contacts, .history,
                                                .bookmarks, .search, .downloads, .mostRecent, .mostViewed]
        for item in items {
            #expect(UITabBarItem(tabBarSystemItem: item, tag: 0).image != nil, "\(item)")
        }
    }

    @Test func theSelectedItemsImageIsTintedAboveItsTitle() throws {
        let host = TestHost()
        let tabs = UITabBarController()
        let first = UIViewController()
        first.tabBarItem = UITabBarItem(tabBarSystemItem: .favorites, tag: 0)
        let second = UIViewController()
        second.tabBarItem = UITabBarItem(tabBarSystemItem: .recents, tag: 1)
        tabs.viewControllers = [first, second]
        host.window.rootViewController = tabs
        try host.runUntilIdle()
        let image = host.render()
        let bar = tabs.tabBar.frame
        // The first tab's column, its image's box (4…30 pt below the bar's top): blue ink;
        // the second's: grey ink; between the image and the title's line (30…33 pt): none.
        func inks(_ column: ClosedRange<CGFloat>, _ rows: ClosedRange<CGFloat>) -> [(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)] {
            stride(from: column.lowerBound, through: column.upperBound, by: 1).flatMap { x in
                stride(from: rows.lowerBound, through: rows.upperBound, by: 1).map { y in
                    image.premultipliedRGBA(x: Int(x * 2), y: Int((bar.minY + y) * 2))
                }
            }
        }
        let half = bar.width / 2
        let blue = inks((half / 2 - 10)...(half / 2 + 10), 6...28).filter { $0.blue > 200 && $0.red < 60 }
        #expect(blue.count > 40, "the selected star is tinted blue: \(blue.count) points")
        let grey = inks((half * 1.5 - 10)...(half * 1.5 + 10), 6...28).filter { abs(Int($0.red) - Int($0.blue)) < 12 && $0.red < 180 }
        #expect(grey.count > 20, "the unselected clock is grey: \(grey.count) points")
    }
}

/// In a regular width a page sheet is a page centred on the screen, taller
/// than wide, with the presenter visible around it, as Apple documents
/// `.pageSheet` (docs/Transitions.md, "Sheets": 704 points wide at most, 40 at
/// least from each side, as far from the bottom as from the top).
@MainActor
@Suite(.checksDiagnostics) struct PageSheetInARegularWidthRules {
    @Test(arguments: [false, true])
    func aPageSheetOnAnIPadIsACentredPage(landscape: Bool) throws {
        let host = TestHost(device: .iPadAir11, landscape: landscape)
        let root = UIViewController()
        host.window.rootViewController = root
        try host.runUntilIdle()
        let sheet = UIViewController()
        sheet.modalPresentationStyle = .pageSheet
        root.present(sheet, animated: true)
        try host.runUntilIdle()
        // The iPad Air 11-inch: 820×1180 points upright, a 24-point status bar; the page starts 10 below it.
        let screen = landscape ? CGSize(width: 1180, height: 820) : CGSize(width: 820, height: 1180)
        let top: CGFloat = 24 + 10
        let expected = CGRect(x: (screen.width - 704) / 2, y: top, width: 704, height: screen.height - 2 * top)
        #expect(sheet.view.frame == expected, "\(sheet.view.frame)")
        #expect(expected.height > expected.width, "a page: taller than wide")
        #expect(sheet.view.layer.maskedCorners.contains(.layerMinXMaxYCorner), "a card: every corner rounded")
    }
}
