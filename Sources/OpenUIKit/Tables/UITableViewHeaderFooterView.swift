import Foundation

/// A reusable header or footer of a table view section: a title in
/// `textLabel`, or content of the app's own in `contentView`.
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
    /// The identifier the view was made or dequeued with.
    public internal(set) var reuseIdentifier: String?

    /// The view to add content to.
    public let contentView = UIView()

    /// The title label (made on first use).
    open var textLabel: UILabel? {
        if let label = textLabelStorage { return label }
        let label = UILabel()
        label.font = .systemFont(ofSize: 13)
        label.textColor = .secondaryLabel
        contentView.addSubview(label)
        textLabelStorage = label
        return label
    }
    private var textLabelStorage: UILabel?

    /// A header or footer reused under `reuseIdentifier`. Required, so a table
    /// view can make views of a registered class: subclasses that declare it mark it `required`.
    public required init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        addSubview(contentView)
    }

    /// Decoding is not supported; this makes an empty header.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// Resets the view before the table view hands it out again.
    open func prepareForReuse() {}

    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
        textLabelStorage?.frame = CGRect(x: 16, y: max(0, bounds.height - 26), width: max(0, bounds.width - 32), height: 20)
    }
}
