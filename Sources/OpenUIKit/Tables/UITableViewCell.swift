import Foundation

/// A table view's row: content goes in `contentView`, or in the labels and
/// image view of a standard style; an accessory sits at the trailing edge, a
/// hairline separator along the bottom, and the selected background shows
/// (fading when animated) while the cell is selected or highlighted.
@preconcurrency @MainActor
open class UITableViewCell: UIView {
    /// The identifier the cell was made or dequeued with.
    public internal(set) var reuseIdentifier: String?

    /// The view to add the cell's content to.
    public let contentView = UIView()

    private let style: CellStyle

    /// The main label (nil never: made on first use).
    open var textLabel: UILabel? {
        if let label = textLabelStorage { return label }
        let label = UILabel()
        label.font = style == .value2 ? .systemFont(ofSize: 12, weight: .semibold) : .systemFont(ofSize: 17)
        label.textColor = style == .value2 ? .systemBlue : .label
        if style == .value2 { label.textAlignment = .right }
        contentView.addSubview(label)
        textLabelStorage = label
        setNeedsLayout()
        return label
    }
    private var textLabelStorage: UILabel?

    /// The secondary label: nil in the default style.
    open var detailTextLabel: UILabel? {
        guard style != .default else { return nil }
        if let label = detailTextLabelStorage { return label }
        let label = UILabel()
        switch style {
        case .subtitle: label.font = .systemFont(ofSize: 12)
        case .value2: label.font = .systemFont(ofSize: 12)
        default: label.font = .systemFont(ofSize: 17)
        }
        label.textColor = style == .value2 ? .label : .secondaryLabel
        if style == .value1 { label.textAlignment = .right }
        contentView.addSubview(label)
        detailTextLabelStorage = label
        setNeedsLayout()
        return label
    }
    private var detailTextLabelStorage: UILabel?

    /// The image at the leading edge (made on first use; nil in the value2 style).
    open var imageView: UIImageView? {
        guard style != .value2 else { return nil }
        if let view = imageViewStorage { return view }
        let view = UIImageView()
        contentView.addSubview(view)
        imageViewStorage = view
        setNeedsLayout()
        return view
    }
    private var imageViewStorage: UIImageView?

    /// The standard accessory (default none).
    open var accessoryType: AccessoryType {
        get { accessoryTypeStorage }
        set {
            accessoryTypeStorage = newValue
            standardAccessory?.removeFromSuperview()
            standardAccessory = newValue == .none ? nil : TableAccessoryView(type: newValue)
            if let standardAccessory { addSubview(standardAccessory) }
            setNeedsLayout()
        }
    }
    private var accessoryTypeStorage = AccessoryType.none
    private var standardAccessory: TableAccessoryView?

    /// A view of the app's own at the trailing edge, in place of `accessoryType`'s.
    open var accessoryView: UIView? {
        get { accessoryViewStorage }
        set {
            accessoryViewStorage?.removeFromSuperview()
            accessoryViewStorage = newValue
            if let newValue { addSubview(newValue) }
            setNeedsLayout()
        }
    }
    private var accessoryViewStorage: UIView?

    /// How the cell looks when selected: `.none` shows nothing (default `.default`).
    open var selectionStyle: SelectionStyle {
        get { selectionStyleStorage }
        set {
            selectionStyleStorage = newValue
            updateSelectedBackground(animated: false)
        }
    }
    private var selectionStyleStorage = SelectionStyle.default

    /// The view behind the content (nil by default).
    open var backgroundView: UIView? {
        get { backgroundViewStorage }
        set {
            backgroundViewStorage?.removeFromSuperview()
            backgroundViewStorage = newValue
            if let newValue { insertSubview(newValue, at: 0) }
            setNeedsLayout()
        }
    }
    private var backgroundViewStorage: UIView?

    /// The view shown behind the content while selected or highlighted (a light grey one by default).
    open var selectedBackgroundView: UIView? {
        get { selectedBackgroundViewStorage }
        set {
            selectedBackgroundViewStorage?.removeFromSuperview()
            selectedBackgroundViewStorage = newValue
            if let newValue { insertSubview(newValue, belowSubview: contentView) }
            updateSelectedBackground(animated: false)
            setNeedsLayout()
        }
    }
    private var selectedBackgroundViewStorage: UIView?

    /// The separator's insets (default 16 points from the leading edge).
    open var separatorInset: UIEdgeInsets {
        get { separatorInsetStorage }
        set {
            separatorInsetStorage = newValue
            setNeedsLayout()
        }
    }
    private var separatorInsetStorage = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)

    /// The hairline along the bottom; the table view shows or hides it.
    let separatorLine = UIView()

    /// Whether the cell is selected; set it with `setSelected(_:animated:)` to fade.
    open var isSelected: Bool {
        get { isSelectedStorage }
        set { setSelected(newValue, animated: false) }
    }
    private var isSelectedStorage = false

    /// Whether the cell is highlighted (touched).
    open var isHighlighted: Bool {
        get { isHighlightedStorage }
        set { setHighlighted(newValue, animated: false) }
    }
    private var isHighlightedStorage = false

    /// A cell of `style`, reused under `reuseIdentifier`. Required, so a table
    /// view can make cells of a registered class: subclasses that declare it mark it `required`.
    public required init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        setUp()
    }

    /// A default-style cell.
    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// Decoding is not supported; this makes a default-style cell.
    public required init?(coder: NSCoder) {
        style = .default
        super.init(coder: coder)
        setUp()
    }

    /// The cell's margins: unless set, 8 points at the top and bottom and the
    /// system's side margin, 16 points in a compact-width environment and 20 in
    /// a regular-width one, as iOS gives cells. The `contentView` preserves
    /// them, so the standard labels start at the leading margin (R18.7).
    open override var layoutMargins: UIEdgeInsets {
        get {
            if hasOwnLayoutMargins { return super.layoutMargins }
            let traits = (window?.screen ?? .main).traitCollection
            let side: CGFloat = traits.horizontalSizeClass == .regular ? 20 : 16
            return UIEdgeInsets(top: 8, left: side, bottom: 8, right: side)
        }
        set {
            hasOwnLayoutMargins = true
            super.layoutMargins = newValue
        }
    }
    private var hasOwnLayoutMargins = false

    private func setUp() {
        backgroundColor = .systemBackground
        contentView.frame = bounds
        contentView.preservesSuperviewLayoutMargins = true
        addSubview(contentView)
        let selected = UIView()
        selected.backgroundColor = .systemGray4
        selectedBackgroundView = selected
        separatorLine.backgroundColor = .separator
        separatorLine.isUserInteractionEnabled = false
        addSubview(separatorLine)
    }

    /// Selects or deselects the cell, fading the selected background when animated
    /// (inside an animation block, as part of it: alongside a transition, for one).
    open func setSelected(_ selected: Bool, animated: Bool) {
        isSelectedStorage = selected
        updateSelectedBackground(animated: animated)
    }

    /// Highlights the cell or takes the highlight away.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        isHighlightedStorage = highlighted
        updateSelectedBackground(animated: animated)
    }

    /// Clears selection and highlight (call super when overriding).
    open func prepareForReuse() {
        setSelected(false, animated: false)
        setHighlighted(false, animated: false)
    }

    private func updateSelectedBackground(animated: Bool) {
        guard let selected = selectedBackgroundView else { return }
        let alpha: CGFloat = (isSelected || isHighlighted) && selectionStyle != .none ? 1 : 0
        guard selected.alpha != alpha else { return }
        if animated && UIView.inheritedAnimationDuration == 0 {
            UIView.animate(withDuration: 0.25) { selected.alpha = alpha }
        } else if animated {
            selected.alpha = alpha
        } else {
            UIView.performWithoutAnimation { selected.alpha = alpha }
        }
    }

    // MARK: Layout

    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundView?.frame = bounds
        selectedBackgroundView?.frame = bounds
        let trailing = accessoryView ?? standardAccessory
        var contentWidth = bounds.width
        if let trailing {
            let size = trailing.bounds.size
            trailing.frame = CGRect(x: bounds.width - 16 - size.width, y: (bounds.height - size.height) / 2,
                                    width: size.width, height: size.height)
            contentWidth = trailing.frame.minX - 4
        }
        contentView.frame = CGRect(x: 0, y: 0, width: contentWidth, height: bounds.height)
        layOutStandardViews(in: contentView.bounds)
        let hairline = 1 / max(UIScreen.current.scale, 1)
        separatorLine.frame = CGRect(x: separatorInset.left, y: bounds.height - hairline,
                                     width: max(0, bounds.width - separatorInset.left - separatorInset.right), height: hairline)
        bringSubviewToFront(separatorLine)
    }

    /// Places the labels and the image of the standard styles.
    /// They start at the content view's leading margin (the cell's, which it
    /// preserves) and end at its trailing one, or 16 points before an accessory.
    private func layOutStandardViews(in area: CGRect) {
        let margins = contentView.effectiveLayoutMargins
        var x = margins.left
        if let image = imageViewStorage, let size = image.image?.size, size.width > 0 {
            image.frame = CGRect(x: x, y: (area.height - size.height) / 2, width: size.width, height: size.height)
            x = image.frame.maxX + 16
        }
        let width = max(0, area.width - x - max(margins.right, 16))
        switch style {
        case .default:
            textLabelStorage?.frame = CGRect(x: x, y: 0, width: width, height: area.height)
        case .subtitle:
            let text = textLabelStorage, detail = detailTextLabelStorage
            let hasDetail = !(detail?.text ?? "").isEmpty
            let textHeight: CGFloat = 21, detailHeight: CGFloat = 15
            let top = (area.height - textHeight - (hasDetail ? detailHeight + 2 : 0)) / 2
            text?.frame = CGRect(x: x, y: top, width: width, height: textHeight)
            detail?.frame = CGRect(x: x, y: top + textHeight + 2, width: width, height: hasDetail ? detailHeight : 0)
        case .value1:
            textLabelStorage?.frame = CGRect(x: x, y: 0, width: width * 0.6, height: area.height)
            detailTextLabelStorage?.frame = CGRect(x: x + width * 0.4, y: 0, width: width * 0.6, height: area.height)
        case .value2:
            textLabelStorage?.frame = CGRect(x: x, y: 0, width: 67, height: area.height)
            detailTextLabelStorage?.frame = CGRect(x: x + 67 + 6, y: 0, width: max(0, width - 73), height: area.height)
        }
    }
}
