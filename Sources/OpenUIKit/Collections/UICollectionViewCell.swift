import Foundation

/// A collection view's cell: content goes in `contentView`; `backgroundView`
/// lies behind it, and `selectedBackgroundView` shows over the background
/// while the cell is selected or highlighted.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// The view to add the cell's content to.
    public let contentView = UIView()

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

    /// The view shown behind the content while the cell is selected or highlighted (nil by default).
    open var selectedBackgroundView: UIView? {
        get { selectedBackgroundViewStorage }
        set {
            selectedBackgroundViewStorage?.removeFromSuperview()
            selectedBackgroundViewStorage = newValue
            updateSelectedBackground()
        }
    }
    private var selectedBackgroundViewStorage: UIView?

    /// Whether the cell is selected; the collection view sets it.
    open var isSelected: Bool {
        get { isSelectedStorage }
        set {
            isSelectedStorage = newValue
            updateSelectedBackground()
        }
    }
    private var isSelectedStorage = false

    /// Whether the cell is highlighted (touched); the collection view sets it.
    open var isHighlighted: Bool {
        get { isHighlightedStorage }
        set {
            isHighlightedStorage = newValue
            updateSelectedBackground()
        }
    }
    private var isHighlightedStorage = false

    public required init(frame: CGRect) {
        super.init(frame: frame)
        setUpContentView()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpContentView()
    }

    private func setUpContentView() {
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// Clears selection and highlight (call super when overriding).
    open override func prepareForReuse() {
        super.prepareForReuse()
        isSelected = false
        isHighlighted = false
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundView?.frame = bounds
        selectedBackgroundView?.frame = bounds
        contentView.frame = bounds
    }

    /// Shows the selected background while selected or highlighted, between the background and the content.
    private func updateSelectedBackground() {
        guard let selected = selectedBackgroundView else { return }
        if isSelected || isHighlighted {
            if selected.superview !== self {
                selected.frame = bounds
                insertSubview(selected, belowSubview: contentView)
            }
        } else {
            selected.removeFromSuperview()
        }
    }
}
