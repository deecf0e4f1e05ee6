import OpenUIKit

/// A sheet with detents (iOS 15–17): a list rests at the medium detent with a
/// grabber and no dimming; the finger drags it to large, scrolls the list,
/// pulls it back down at the list's top, and flicks it away.
public struct SheetDetentsDemo: GalleryDemo {
    public static let name = "sheet-detents"
    public static let title = "Sheet with detents"
    public static let group = DemoGroup.presentationControllers
    public static let summary = "UISheetPresentationController: medium and large detents, a grabber, a list that hands the drag to the sheet at its top."

    public init() {}

    public func makeRootViewController() -> UIViewController {
        DemoScreen(Self.title, color: DemoPalette.start, caption: "Run presents a list at the medium detent; the map behind stays live.")
    }

    public func run(from root: UIViewController) {
        let list = DetentListController()
        if let sheet = list.sheetPresentationController {
            sheet.detents = [.medium(), .large()]
            sheet.prefersGrabberVisible = true
            sheet.largestUndimmedDetentIdentifier = .medium
            sheet.preferredCornerRadius = 16
        }
        root.present(list, animated: true)
    }

    public func reverse(from root: UIViewController) {
        root.presentedViewController?.dismiss(animated: true)
    }

    public var script: [DemoStep] {
        [.wait(0.3), .run, .settle, .wait(0.3),
         // Pushing up in the list at medium expands the sheet to large rather than scrolling…
         .drag(from: CGPoint(x: 195, y: 520), to: CGPoint(x: 195, y: 220), duration: 0.5, release: true), .settle, .wait(0.3),
         // …at large the list scrolls…
         .drag(from: CGPoint(x: 195, y: 600), to: CGPoint(x: 195, y: 400), duration: 0.8, release: true), .settle,
         // …pulled down, the list scrolls back to its top and then, in the same drag, the sheet follows
         // the finger and settles at medium.
         .drag(from: CGPoint(x: 195, y: 200), to: CGPoint(x: 195, y: 760), duration: 1.2, release: true), .settle, .wait(0.3),
         // A flick down from medium dismisses it.
         .drag(from: CGPoint(x: 195, y: 520), to: CGPoint(x: 195, y: 700), duration: 0.1, release: true), .settle, .wait(0.3)]
    }
}

/// A plain list of rows for the sheet.
@MainActor
final class DetentListController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Places"
        tableView.backgroundColor = .white
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 40 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "place") ?? UITableViewCell(style: .subtitle, reuseIdentifier: "place")
        cell.textLabel?.text = "Place \(indexPath.row + 1)"
        cell.detailTextLabel?.text = "\(indexPath.row * 3 % 17 + 1) km away"
        return cell
    }
}
