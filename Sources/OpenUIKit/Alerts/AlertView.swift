/// The view of a ``UIAlertController``: iOS's alert box, or an action sheet's
/// groups. It is laid out by hand, from top to bottom, in sections: the header
/// (title and message), an alert's text fields (``AlertTextFieldGroup``),
/// then the actions.
///
/// - An alert (`.alert`) is 270 points wide with 14-point corners on a light
///   blur: a semibold 17-point title, a 13-point message, and 44-point buttons
///   separated by hairlines; two buttons sit side by side (the cancel one on the
///   left) when both titles fit, else they are stacked (the cancel one last).
/// - An action sheet (`.sheet`) has its actions in 57-point rows in a rounded
///   group (13-point corners), and the cancel action in a group of its own
///   8 points below, in a semibold title.
/// - An action sheet in a popover (`.popover`) is one group filling the
///   popover, without the cancel action (a tap outside the popover cancels).
@MainActor
final class AlertView: UIView {
    enum Form: Equatable { case alert, sheet, popover }

    /// An alert's width.
    static let alertWidth: CGFloat = 270
    /// An action sheet's width in a popover.
    static let popoverWidth: CGFloat = 304
    /// An alert's corner radius.
    static let alertCornerRadius: CGFloat = 14
    /// An action sheet's groups' corner radius.
    static let sheetCornerRadius: CGFloat = 13
    /// The height of an alert's buttons.
    static let alertButtonHeight: CGFloat = 44
    /// The height of an action sheet's rows.
    static let sheetRowHeight: CGFloat = 57
    /// The space between an action sheet's groups.
    static let sheetGroupSpacing: CGFloat = 8
    /// The gray of an action sheet's title and message.
    static let sheetHeaderColor = UIColor(red: 143 / 255, green: 143 / 255, blue: 143 / 255, alpha: 1)

    private(set) var form: Form = .alert
    private let mainGroup = UIView()
    private let mainBackground = UIVisualEffectView(effect: UIBlurEffect(style: .systemThickMaterial))
    private let cancelGroup = UIView()
    private let titleLabel = UILabel()
    private let messageLabel = UILabel()
    /// An alert's text fields, between the message and the buttons.
    private let fieldGroup = AlertTextFieldGroup()
    /// The buttons of the main group, in the order they are laid out.
    private var buttons: [AlertActionButton] = []
    /// An action sheet's cancel button, in its own group.
    private var cancelButton: AlertActionButton?
    private var separators: [UIView] = []
    /// Whether an alert's two buttons sit side by side.
    private var isSideBySide = false

    init() {
        super.init(frame: .zero)
        mainGroup.clipsToBounds = true
        mainGroup.addSubview(mainBackground)
        cancelGroup.clipsToBounds = true
        cancelGroup.backgroundColor = .secondarySystemGroupedBackground
        for label in [titleLabel, messageLabel] {
            label.numberOfLines = 0
            label.textAlignment = .center
            mainGroup.addSubview(label)
        }
        addSubview(mainGroup)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    /// All the buttons shown, top to bottom (left to right side by side).
    var actionButtons: [AlertActionButton] { buttons + (cancelButton.map { [$0] } ?? []) }

    /// Shows `textFields` and `actions` under `title` and `message` in `form`;
    /// `perform` runs when a button is tapped.
    func reload(title: String?, message: String?, textFields: [UITextField], actions: [UIAlertAction],
                preferredAction: UIAlertAction?, form: Form, perform: @escaping (UIAlertAction) -> Void) {
        self.form = form
        let isAlert = form == .alert
        titleLabel.text = title
        titleLabel.font = .systemFont(ofSize: isAlert ? 17 : 13, weight: .semibold)
        titleLabel.textColor = isAlert ? .label : AlertView.sheetHeaderColor
        messageLabel.text = message
        messageLabel.font = .systemFont(ofSize: 13)
        messageLabel.textColor = isAlert ? .label : AlertView.sheetHeaderColor
        fieldGroup.show(isAlert ? textFields : [])
        if fieldGroup.fields.isEmpty {
            fieldGroup.removeFromSuperview()
        } else if fieldGroup.superview !== mainGroup {
            mainGroup.addSubview(fieldGroup)
        }

        for button in actionButtons { button.removeFromSuperview() }
        for separator in separators { separator.removeFromSuperview() }
        separators = []
        let cancel = actions.first { $0.style == .cancel }
        let others = actions.filter { $0 !== cancel }
        let fontSize: CGFloat = isAlert ? 17 : 20
        // The semibold title: an alert's preferred action, else its cancel
        // action; an action sheet's cancel action (it has no preferred one).
        let emphasized = isAlert ? (preferredAction ?? cancel) : cancel
        func button(_ action: UIAlertAction) -> AlertActionButton {
            AlertActionButton(action: action, fontSize: fontSize, emphasized: action === emphasized, perform: perform)
        }
        switch form {
        case .alert:
            let ordered = others + (cancel.map { [$0] } ?? [])
            buttons = ordered.map(button)
            isSideBySide = buttons.count == 2 && buttons.allSatisfy {
                $0.titleLabel.intrinsicContentSize.width <= AlertView.alertWidth / 2 - 16
            }
            // Side by side, the cancel action is on the left.
            if isSideBySide, cancel != nil { buttons.reverse() }
            cancelButton = nil
        case .sheet:
            buttons = others.map(button)
            cancelButton = cancel.map(button)
        case .popover:
            buttons = others.map(button)
            cancelButton = nil
        }
        for button in buttons { mainGroup.addSubview(button) }
        if let cancelButton {
            cancelGroup.addSubview(cancelButton)
            addSubview(cancelGroup)
        } else {
            cancelGroup.removeFromSuperview()
        }
        mainGroup.layer.cornerRadius = form == .alert ? AlertView.alertCornerRadius : form == .sheet ? AlertView.sheetCornerRadius : 0
        cancelGroup.layer.cornerRadius = AlertView.sheetCornerRadius
        setNeedsLayout()
    }

    /// The size the view needs at `size.width` (an alert is always 270 points wide).
    override func sizeThatFits(_ size: CGSize) -> CGSize {
        arrange(width: form == .alert ? AlertView.alertWidth : size.width, apply: false)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        _ = arrange(width: bounds.width, apply: true)
    }

    /// Lays the sections out top to bottom at `width` (placing the views when
    /// `apply`) and returns the size they take.
    private func arrange(width: CGFloat, apply: Bool) -> CGSize {
        let isAlert = form == .alert
        let hairline = 1 / max(UIScreen.current.scale, 1)
        var y: CGFloat = 0
        var separatorFrames: [CGRect] = []

        // The header: title and message (less room below them when text fields follow).
        let hasFields = !fieldGroup.fields.isEmpty
        let padding: (top: CGFloat, between: CGFloat, bottom: CGFloat) = !isAlert ? (14, 2, 14)
            : (20, 4, hasFields ? AlertTextFieldGroup.verticalMargin : 20)
        let textWidth = width - 32
        let texts = [titleLabel, messageLabel].filter { !($0.text ?? "").isEmpty }
        if !texts.isEmpty {
            y += padding.top
            for (index, label) in texts.enumerated() {
                if index > 0 { y += padding.between }
                let height = ceil(label.sizeThatFits(CGSize(width: textWidth, height: .greatestFiniteMagnitude)).height)
                if apply { label.frame = CGRect(x: 16, y: y, width: textWidth, height: height) }
                y += height
            }
            y += padding.bottom
        }
        if apply {
            for label in [titleLabel, messageLabel] where !texts.contains(where: { $0 === label }) { label.frame = .zero }
        }

        // An alert's text fields.
        if hasFields {
            if texts.isEmpty { y += AlertTextFieldGroup.verticalMargin }
            let margin = AlertTextFieldGroup.sideMargin
            if apply { fieldGroup.frame = CGRect(x: margin, y: y, width: width - 2 * margin, height: fieldGroup.height) }
            y += fieldGroup.height + AlertTextFieldGroup.verticalMargin
        }

        // The actions.
        let rowHeight = isAlert ? AlertView.alertButtonHeight : AlertView.sheetRowHeight
        if isSideBySide {
            separatorFrames.append(CGRect(x: 0, y: y, width: width, height: hairline))
            let half = width / 2
            if apply {
                buttons[0].frame = CGRect(x: 0, y: y, width: half, height: rowHeight)
                buttons[1].frame = CGRect(x: half, y: y, width: width - half, height: rowHeight)
            }
            separatorFrames.append(CGRect(x: half, y: y, width: hairline, height: rowHeight))
            y += rowHeight
        } else {
            for button in buttons {
                if y > 0 { separatorFrames.append(CGRect(x: 0, y: y, width: width, height: hairline)) }
                if apply { button.frame = CGRect(x: 0, y: y, width: width, height: rowHeight) }
                y += rowHeight
            }
        }
        let mainHeight = y
        var height = mainHeight
        if let cancelButton {
            height += (mainHeight > 0 ? AlertView.sheetGroupSpacing : 0)
            if apply {
                cancelGroup.frame = CGRect(x: 0, y: height, width: width, height: AlertView.sheetRowHeight)
                cancelButton.frame = cancelGroup.bounds
            }
            height += AlertView.sheetRowHeight
        }
        if apply {
            mainGroup.frame = CGRect(x: 0, y: 0, width: width, height: mainHeight)
            mainGroup.isHidden = mainHeight == 0
            mainBackground.frame = mainGroup.bounds
            placeSeparators(separatorFrames)
        }
        return CGSize(width: width, height: height)
    }

    /// Hairlines between the header and the buttons, and between buttons.
    private func placeSeparators(_ frames: [CGRect]) {
        while separators.count < frames.count {
            let separator = UIView()
            separator.backgroundColor = .separator
            mainGroup.addSubview(separator)
            separators.append(separator)
        }
        while separators.count > frames.count { separators.removeLast().removeFromSuperview() }
        for (separator, frame) in zip(separators, frames) { separator.frame = frame }
    }
}
