import OpenUIKit

/// The demos in sections by group, each row its title and summary.
@MainActor
public final class DemoListController: UITableViewController {
    private let groups = GalleryCatalog.grouped
    /// Shows a chosen demo (the Gallery's root puts it beside the list); nil pushes its player.
    public var onSelect: ((any GalleryDemo.Type) -> Void)?

    public init() {
        super.init(style: .insetGrouped)
        title = "Segue Gallery"
    }

    public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    public override func viewDidLoad() {
        super.viewDidLoad()
        tableView.rowHeight = 64
    }

    public override func numberOfSections(in tableView: UITableView) -> Int { groups.count }

    public override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        groups[section].demos.count
    }

    public override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        groups[section].group.title
    }

    public override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "demo") ?? UITableViewCell(style: .subtitle, reuseIdentifier: "demo")
        let demo = groups[indexPath.section].demos[indexPath.row]
        cell.textLabel?.text = demo.title
        cell.detailTextLabel?.text = demo.summary
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    public override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let demo = groups[indexPath.section].demos[indexPath.row]
        if let onSelect {
            onSelect(demo)
        } else {
            navigationController?.pushViewController(DemoPlayerController(demo: demo), animated: true)
        }
    }
}
