import OpenUIKit

/// Large titles (iOS 11+) and the iOS 15 bar appearances: a list whose large
/// title collapses into the bar as it scrolls (the bar's background fading
/// in once the content goes under it), and a push into a detail with a small
/// title, the bar's height animating with the transition.
public struct LargeTitlesDemo: GalleryDemo {
    public static let name = "large-titles"
    public static let title = "Large titles"
    public static let group = DemoGroup.navigation
    public static let summary = "A list's large title collapses as it scrolls; a push to a small-title detail shrinks the bar with the slide."

    public init() {}

    public func makeRootViewController() -> UIViewController {
        let navigation = UINavigationController(rootViewController: LargeTitleListController())
        navigation.navigationBar.prefersLargeTitles = true
        return navigation
    }

    public func run(from root: UIViewController) {
        let detail = DemoScreen("Message", color: DemoPalette.presented, caption: "A small title: the bar is 44 points.")
        detail.navigationItem.largeTitleDisplayMode = .never
        (root as? UINavigationController)?.pushViewController(detail, animated: true)
    }

    public func reverse(from root: UIViewController) {
        (root as? UINavigationController)?.popViewController(animated: true)
    }

    public var script: [DemoStep] {
        // Scroll up (the title collapses), pull back down (it grows again), push the detail, swipe back.
        [.wait(0.3), .drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 420), duration: 0.6, release: true), .settle,
         .wait(0.3), .drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 560), duration: 0.6, release: true), .settle,
         .wait(0.3), .run, .settle, .wait(0.3), .edgePan(edge: .left, distance: 290, duration: 0.7, release: true), .settle,
         .wait(0.3)]
    }
}

/// The list under the large title.
@MainActor
final class LargeTitleListController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Mailboxes"
        tableView.backgroundColor = .white
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "mailbox") ?? UITableViewCell(style: .default, reuseIdentifier: "mailbox")
        cell.textLabel?.text = ["Inbox", "Drafts", "Sent", "Junk", "Archive", "Flagged"][indexPath.row % 6]
            + (indexPath.row < 6 ? "" : " \(indexPath.row / 6 + 1)")
        return cell
    }
}
