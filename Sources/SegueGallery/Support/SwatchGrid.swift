import OpenUIKit

/// A grid of coloured swatches: the collection view controller the
/// collection demos push, pinch and zoom from.
@MainActor
public final class SwatchGrid: UICollectionViewController {
    static let colors: [UIColor] = [DemoPalette.start, DemoPalette.presented, DemoPalette.third, DemoPalette.fourth,
                                    UIColor(red: 0.90, green: 0.30, blue: 0.35, alpha: 1),
                                    UIColor(red: 0.20, green: 0.70, blue: 0.85, alpha: 1)]
    /// Called when an item is selected.
    var onSelect: ((IndexPath) -> Void)?

    /// A grid of `side`-point swatches.
    public init(side: CGFloat, title: String) {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: side, height: side)
        layout.minimumLineSpacing = 8
        layout.minimumInteritemSpacing = 8
        layout.sectionInset = UIEdgeInsets(top: 12, left: 12, bottom: 12, right: 12)
        super.init(collectionViewLayout: layout)
        self.title = title
    }

    public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    public override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.backgroundColor = .systemBackground
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "swatch")
    }

    public override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 40 }

    public override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "swatch", for: indexPath)
        cell.contentView.backgroundColor = Self.colors[indexPath.item % Self.colors.count]
        cell.contentView.layer.cornerRadius = 8
        return cell
    }

    public override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        onSelect?(indexPath)
    }
}
