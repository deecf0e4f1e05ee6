// iOS-style list code, as apps write it: a photo grid collection view
// controller with a flow-layout delegate and a cell laid out with anchors, and
// an inset-grouped settings table in a plain view controller. The one rewrite
// is docs/Differences.md's: a cell's `init(frame:)` is `required`.
import UIKit

final class PhotoCell: UICollectionViewCell {
    static let reuseIdentifier = "PhotoCell"
    let swatch = UIView()

    required init(frame: CGRect) {
        super.init(frame: frame)
        swatch.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(swatch)
        NSLayoutConstraint.activate([
            swatch.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 4),
            swatch.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 4),
            swatch.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -4),
            swatch.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -4),
        ])
        contentView.backgroundColor = .systemGray5
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        swatch.backgroundColor = nil
    }
}

final class PhotoGridViewController: UICollectionViewController, UICollectionViewDelegateFlowLayout {
    let colors: [UIColor] = [.systemRed, .systemOrange, .systemYellow, .systemGreen, .systemTeal, .systemBlue,
                             .systemIndigo, .systemPurple, .systemPink]
    private(set) var opened: IndexPath?

    init() {
        let layout = UICollectionViewFlowLayout()
        layout.minimumInteritemSpacing = 2
        layout.minimumLineSpacing = 2
        super.init(collectionViewLayout: layout)
        title = "Photos"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.backgroundColor = .systemBackground
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: PhotoCell.reuseIdentifier)
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        return colors.count * 4
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: PhotoCell.reuseIdentifier, for: indexPath) as! PhotoCell
        cell.swatch.backgroundColor = colors[indexPath.item % colors.count]
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        let side = (collectionView.bounds.width - 4) / 3
        return CGSize(width: side, height: side)
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        opened = indexPath
        let detail = UIViewController()
        detail.view.backgroundColor = colors[indexPath.item % colors.count]
        navigationController?.pushViewController(detail, animated: true)
    }
}

final class SettingsViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    let tableView = UITableView(frame: .zero, style: .insetGrouped)
    private let sections = [["Wi-Fi", "Bluetooth"], ["Notifications", "Sounds", "Focus"]]
    private(set) var chosen: String?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        tableView.dataSource = self
        tableView.delegate = self
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(tableView)
    }

    func numberOfSections(in tableView: UITableView) -> Int {
        return sections.count
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return sections[section].count
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        return section == 0 ? "Connections" : "Attention"
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = sections[indexPath.section][indexPath.row]
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        chosen = sections[indexPath.section][indexPath.row]
    }
}
