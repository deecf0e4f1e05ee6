import Foundation

/// The drawn accessory of a table cell: a grey chevron (disclosure), a check
/// mark in the tint colour, or a circled "i" (detail button).
@MainActor
final class TableAccessoryView: UIView {
    let type: UITableViewCell.AccessoryType

    init(type: UITableViewCell.AccessoryType) {
        self.type = type
        super.init(frame: CGRect(origin: .zero, size: Self.size(of: type)))
        backgroundColor = nil
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    static func size(of type: UITableViewCell.AccessoryType) -> CGSize {
        switch type {
        case .none: .zero
        case .disclosureIndicator: CGSize(width: 8, height: 13)
        case .checkmark: CGSize(width: 14, height: 12)
        case .detailButton: CGSize(width: 22, height: 22)
        case .detailDisclosureButton: CGSize(width: 22 + 14 + 8, height: 22)
        }
    }

    override func draw(_ rect: CGRect) {
        switch type {
        case .none:
            break
        case .disclosureIndicator:
            chevron(at: 0)
        case .checkmark:
            let path = UIBezierPath()
            path.move(to: CGPoint(x: 1.5, y: bounds.midY + 0.5))
            path.addLine(to: CGPoint(x: 5.5, y: bounds.maxY - 1.5))
            path.addLine(to: CGPoint(x: bounds.maxX - 1.5, y: 1.5))
            stroke(path, color: tintColor ?? .systemBlue, width: 2.2)
        case .detailButton:
            info(at: 0)
        case .detailDisclosureButton:
            info(at: 0)
            chevron(at: bounds.maxX - 8)
        }
    }

    private func chevron(at x: CGFloat) {
        let top = bounds.midY - 6.5
        let path = UIBezierPath()
        path.move(to: CGPoint(x: x + 1.5, y: top + 1.5))
        path.addLine(to: CGPoint(x: x + 6.5, y: top + 6.5))
        path.addLine(to: CGPoint(x: x + 1.5, y: top + 11.5))
        stroke(path, color: .systemGray3, width: 2.2)
    }

    private func info(at x: CGFloat) {
        let circle = UIBezierPath(ovalIn: CGRect(x: x + 1, y: 1, width: 20, height: 20))
        stroke(circle, color: tintColor ?? .systemBlue, width: 1.5)
        let stem = UIBezierPath()
        stem.move(to: CGPoint(x: x + 11, y: 9.5))
        stem.addLine(to: CGPoint(x: x + 11, y: 16))
        stem.move(to: CGPoint(x: x + 11, y: 6))
        stem.addLine(to: CGPoint(x: x + 11, y: 6.5))
        stroke(stem, color: tintColor ?? .systemBlue, width: 2)
    }

    private func stroke(_ path: UIBezierPath, color: UIColor, width: CGFloat) {
        path.lineWidth = width
        path.lineCapStyle = .round
        path.lineJoinStyle = .round
        color.setStroke()
        path.stroke()
    }
}
