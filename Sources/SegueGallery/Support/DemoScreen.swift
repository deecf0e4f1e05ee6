import OpenUIKit

/// A plain screen for demos: a colour, a large title and a line under it.
@MainActor
public final class DemoScreen: UIViewController {
    private let color: UIColor
    private let caption: String
    private let sitsLow: Bool

    /// A screen titled `title` on `color`, with `caption` under the title; in
    /// the middle, or in the lower part when `sitsLow` (what a partial curl uncovers).
    public init(_ title: String, color: UIColor, caption: String = "", sitsLow: Bool = false) {
        self.color = color
        self.caption = caption
        self.sitsLow = sitsLow
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = color
        let titleLabel = UILabel()
        titleLabel.text = title
        titleLabel.font = .systemFont(ofSize: 34, weight: .bold)
        titleLabel.textColor = .white
        titleLabel.textAlignment = .center
        let captionLabel = UILabel()
        captionLabel.text = caption
        captionLabel.font = .systemFont(ofSize: 17)
        captionLabel.textColor = UIColor(white: 1, alpha: 0.85)
        captionLabel.textAlignment = .center
        captionLabel.numberOfLines = 0
        let stack = UIStackView(arrangedSubviews: [titleLabel, captionLabel])
        stack.axis = .vertical
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            sitsLow ? stack.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -140)
                : stack.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 24),
            stack.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -24),
        ])
    }
}

/// The Gallery's palette.
@MainActor
public enum DemoPalette {
    public static let start = UIColor(red: 0.20, green: 0.36, blue: 0.80, alpha: 1)
    public static let presented = UIColor(red: 0.96, green: 0.55, blue: 0.16, alpha: 1)
    public static let third = UIColor(red: 0.22, green: 0.66, blue: 0.47, alpha: 1)
    public static let fourth = UIColor(red: 0.62, green: 0.32, blue: 0.78, alpha: 1)
}
