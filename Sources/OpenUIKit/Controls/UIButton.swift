/// A control that shows a title and runs actions when tapped.
@preconcurrency @MainActor
open class UIButton: UIControl {
    /// The kinds of button.
    public enum ButtonType: Int, Sendable {
        case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close
    }

    /// The kind of button (set by `init(type:)`).
    public private(set) var buttonType: ButtonType
    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    /// The label showing the title.
    public let titleLabel: UILabel?
    private var images: [UInt: UIImage] = [:]
    private var imageViewStorage: UIImageView?

    /// A custom button with the given frame (the designated initializer, as on iOS).
    public override init(frame: CGRect) {
        buttonType = .custom
        titleLabel = UILabel()
        super.init(frame: frame)
        titleLabel!.textAlignment = .center
        titleLabel!.font = .systemFont(ofSize: 17)
        addSubview(titleLabel!)
        updateTitle()
    }

    /// A button of `buttonType`.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
        updateTitle()
    }

    /// A system button running `primaryAction` when tapped, titled by it.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction {
            addAction(primaryAction, for: .primaryActionTriggered)
            setTitle(primaryAction.title, for: .normal)
        }
    }

    public required init?(coder: NSCoder) {
        buttonType = .custom
        titleLabel = UILabel()
        super.init(coder: coder)
        addSubview(titleLabel!)
    }

    /// Sets the title for a state.
    open func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        updateTitle()
    }

    /// The title for a state (falling back to the normal one).
    open func title(for state: State) -> String? { titles[state.rawValue] ?? titles[State.normal.rawValue] }

    /// Sets the title colour for a state.
    open func setTitleColor(_ color: UIColor?, for state: State) {
        titleColors[state.rawValue] = color
        updateTitle()
    }

    /// The title colour for a state (the tint colour by default for system buttons).
    open func titleColor(for state: State) -> UIColor? {
        titleColors[state.rawValue] ?? titleColors[State.normal.rawValue]
            ?? (buttonType == .system ? tintColor : .white)
    }

    /// The title shown now.
    public var currentTitle: String? { title(for: state) }

    /// Sets the image for a state (a symbol image is drawn in the tint colour).
    open func setImage(_ image: UIImage?, for state: State) {
        images[state.rawValue] = image
        if image != nil, imageViewStorage == nil {
            let view = UIImageView()
            imageViewStorage = view
            addSubview(view)
        }
        updateTitle()
        setNeedsLayout()
    }

    /// The image for a state (falling back to the normal one).
    open func image(for state: State) -> UIImage? { images[state.rawValue] ?? images[State.normal.rawValue] }

    /// The image shown now.
    public var currentImage: UIImage? { image(for: state) }

    /// The view showing the image (nil until the button has an image).
    public var imageView: UIImageView? { imageViewStorage }

    open override func stateDidChange() { updateTitle() }

    open override func tintColorDidChange() { updateTitle() }

    open override func layoutSubviews() {
        super.layoutSubviews()
        guard let image = currentImage, let imageView = imageViewStorage else {
            titleLabel?.frame = bounds
            return
        }
        // The image, then the title, centred together.
        let size = image.size
        let title = (currentTitle?.isEmpty ?? true) ? .zero : (titleLabel?.sizeThatFits(.zero) ?? .zero)
        let x = ((bounds.width - size.width - title.width) / 2)
        imageView.frame = CGRect(x: x, y: (bounds.height - size.height) / 2, width: size.width, height: size.height)
        titleLabel?.frame = CGRect(x: x + size.width, y: 0, width: max(0, bounds.width - x - size.width), height: bounds.height)
        if title == .zero { titleLabel?.frame = .zero }
    }

    /// The title's size with the button's padding.
    /// A single tap on the button is the button's: a superview's one-finger,
    /// one-tap recognizer does not begin (iOS 6 and later).
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if keepsFromBeginning(gestureRecognizer, taps: true, pans: false) { return false }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    open override var intrinsicContentSize: CGSize { sizeThatFits(.zero) }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        if let image = currentImage {
            // An image alone: the image's size, as on iOS; with a title, both side by side.
            guard let title = currentTitle, !title.isEmpty else { return image.size }
            let label = titleLabel?.sizeThatFits(size) ?? .zero
            return CGSize(width: image.size.width + label.width + 16, height: max(max(label.height, image.size.height) + 12, 34))
        }
        let label = titleLabel?.sizeThatFits(size) ?? .zero
        return CGSize(width: label.width + 16, height: max(label.height + 12, 34))
    }

    /// A tap: runs the primary actions and the touch-up-inside ones.
    open override func sendActions(for events: Event) {
        var expanded = events
        if events.contains(.touchUpInside) { expanded.insert(.primaryActionTriggered) }
        super.sendActions(for: expanded)
    }

    private func updateTitle() {
        invalidateIntrinsicContentSize()
        titleLabel?.text = currentTitle
        titleLabel?.textColor = titleColor(for: state)
        titleLabel?.alpha = isEnabled ? 1 : 0.35
        if let imageView = imageViewStorage {
            imageView.image = currentImage
            imageView.alpha = isEnabled ? 1 : 0.35
        }
    }
}
