/// One action's button in an alert: a row (or half a row) that shows the
/// action's title in its style's colour and font, darkens while a finger is
/// on it, and asks the alert controller to perform the action on touch up inside.
/// A disabled action's button is dimmed and ignores touches.
@MainActor
final class AlertActionButton: UIControl {
    /// The colour of a disabled action's title (iOS's tertiary label colour).
    static let disabledColor = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3)
    /// The overlay while a finger is down on the button.
    static let highlightColor = UIColor(white: 0, alpha: 0.1)

    let action: UIAlertAction
    let titleLabel = UILabel()
    /// Whether the title is semibold: the preferred action (or an alert's cancel action without one).
    let isEmphasized: Bool

    init(action: UIAlertAction, fontSize: CGFloat, emphasized: Bool, perform: @escaping (UIAlertAction) -> Void) {
        self.action = action
        isEmphasized = emphasized
        super.init(frame: .zero)
        titleLabel.text = action.title
        titleLabel.textAlignment = .center
        titleLabel.font = .systemFont(ofSize: fontSize, weight: emphasized ? .semibold : .regular)
        addSubview(titleLabel)
        addAction(UIAction { _ in perform(action) }, for: .touchUpInside)
        action.button = self
        refresh()
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    /// Follows the action's `isEnabled` and the finger.
    func refresh() {
        if isEnabled != action.isEnabled { isEnabled = action.isEnabled }
        let color: UIColor = !action.isEnabled ? AlertActionButton.disabledColor
            : action.style == .destructive ? UIColor.systemRed : tintColor
        titleLabel.textColor = color
        backgroundColor = isHighlighted && action.isEnabled ? AlertActionButton.highlightColor : nil
    }

    override func stateDidChange() {
        refresh()
    }

    override func tintColorDidChange() {
        refresh()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        titleLabel.frame = bounds.insetBy(dx: 8, dy: 0)
    }
}
