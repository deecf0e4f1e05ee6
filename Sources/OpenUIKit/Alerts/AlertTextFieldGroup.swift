/// An alert's text fields, stacked between its message and its buttons: one
/// white group 8 points in from the alert's sides (254 points wide in a
/// 270-point alert) with 6-point corners and a hairline border, a 28-point row
/// per field with a hairline between rows, each field 6 points in from the
/// group's sides in the 13-point system font. (iOS's figures are measured from
/// screenshots, not documented; docs/Differences.md, "Alerts".)
@MainActor
final class AlertTextFieldGroup: UIView {
    /// How far the group stays from the alert's sides.
    static let sideMargin: CGFloat = 8
    /// The height of one field's row.
    static let rowHeight: CGFloat = 28
    /// How far a field's text stays from the group's sides.
    static let fieldInset: CGFloat = 6
    /// The group's corner radius.
    static let cornerRadius: CGFloat = 6
    /// The space above the group (the header's bottom padding when there is a header) and below it.
    static let verticalMargin: CGFloat = 16

    private(set) var fields: [UITextField] = []
    private var separators: [UIView] = []

    init() {
        super.init(frame: .zero)
        backgroundColor = .white
        clipsToBounds = true
        layer.cornerRadius = AlertTextFieldGroup.cornerRadius
        layer.borderColor = UITextField.roundedRectBorderColor.cgColor
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    /// Shows `fields`, top to bottom.
    func show(_ fields: [UITextField]) {
        for field in self.fields where !fields.contains(where: { $0 === field }) { field.removeFromSuperview() }
        self.fields = fields
        for field in fields where field.superview !== self { addSubview(field) }
        while separators.count < max(0, fields.count - 1) {
            let separator = UIView()
            separator.backgroundColor = UITextField.roundedRectBorderColor
            addSubview(separator)
            separators.append(separator)
        }
        while separators.count > max(0, fields.count - 1) { separators.removeLast().removeFromSuperview() }
        setNeedsLayout()
    }

    /// The group's height: a row per field.
    var height: CGFloat { CGFloat(fields.count) * AlertTextFieldGroup.rowHeight }

    override func layoutSubviews() {
        super.layoutSubviews()
        let hairline = 1 / max(UIScreen.current.scale, 1)
        layer.borderWidth = hairline
        let row = AlertTextFieldGroup.rowHeight
        let inset = AlertTextFieldGroup.fieldInset
        for (index, field) in fields.enumerated() {
            field.frame = CGRect(x: inset, y: CGFloat(index) * row, width: bounds.width - 2 * inset, height: row)
        }
        for (index, separator) in separators.enumerated() {
            separator.frame = CGRect(x: 0, y: CGFloat(index + 1) * row, width: bounds.width, height: hairline)
        }
    }
}
