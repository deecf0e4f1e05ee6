/// A relation between two layout attributes: `firstItem.firstAttribute`
/// (relation) `multiplier` × `secondItem.secondAttribute` + `constant`.
/// Active constraints are installed on the nearest common ancestor of their
/// items and solved in the layout pass.
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
    /// A part of an item's layout rectangle.
    public enum Attribute: Int, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY
        case lastBaseline, firstBaseline
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0
        /// The last baseline.
        public static let baseline = Attribute.lastBaseline
    }

    /// How the two sides compare.
    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1
    }

    /// The first item (a view or a layout guide).
    public var firstItem: AnyObject? { firstLayoutItem }
    /// The second item, nil for a constant size.
    public var secondItem: AnyObject? { secondLayoutItem }
    public let firstAttribute: Attribute
    public let secondAttribute: Attribute
    public let relation: Relation
    public let multiplier: CGFloat
    /// A name shown in logs.
    open var identifier: String?

    weak var firstLayoutItem: (any LayoutItem)?
    weak var secondLayoutItem: (any LayoutItem)?
    /// The view whose `constraints` hold it while active.
    weak var installedOn: UIView?

    /// The constant added to the second side. Changing it re-solves the layout at the next layout pass.
    open var constant: CGFloat {
        get { constantStorage }
        set {
            guard newValue != constantStorage else { return }
            guard newValue.isFinite else {
                SegueDiagnostics.report("\(self): the constant \(newValue) is not finite; ignored")
                return
            }
            constantStorage = newValue
            installedOn?.layoutEngineIfBuilt?.constraintDidChange(self)
        }
    }
    private var constantStorage: CGFloat

    /// How much the constraint matters (default required).
    open var priority: UILayoutPriority {
        get { priorityStorage }
        set {
            let clamped = UILayoutPriority(min(max(newValue.rawValue, 1), 1000))
            if isActive, (clamped == .required) != (priorityStorage == .required) {
                SegueDiagnostics.report("Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported. You passed priority \(newValue.rawValue) and the existing priority was \(priorityStorage.rawValue). (\(self))")
                return
            }
            priorityStorage = clamped
            installedOn?.layoutEngineIfBuilt?.constraintDidChange(self)
        }
    }
    private var priorityStorage: UILayoutPriority = .required

    /// Whether the constraint takes part in layout. Activating it installs it
    /// on the items' nearest common ancestor (there must be one).
    open var isActive: Bool {
        get { installedOn != nil }
        set {
            if newValue { install() } else { uninstall() }
        }
    }

    /// A constraint between two items' attributes (UIKit's explicit form).
    public convenience init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
                            attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        self.init(first: view1 as? any LayoutItem, attr1, relation, second: view2 as? any LayoutItem, attr2,
                  multiplier: multiplier, constant: c)
        if view1 as? any LayoutItem == nil {
            SegueDiagnostics.report("NSLayoutConstraint for \(view1): Constraint items must each be a view or layout guide.")
        }
    }

    init(first: (any LayoutItem)?, _ firstAttribute: Attribute, _ relation: Relation, second: (any LayoutItem)?,
         _ secondAttribute: Attribute, multiplier: CGFloat, constant: CGFloat) {
        firstLayoutItem = first
        secondLayoutItem = second
        self.firstAttribute = firstAttribute
        self.secondAttribute = second == nil ? .notAnAttribute : secondAttribute
        self.relation = relation
        self.multiplier = multiplier.isFinite ? multiplier : 1
        constantStorage = constant.isFinite ? constant : 0
        super.init()
    }

    /// Activates every constraint in `constraints`.
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates every constraint in `constraints`.
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    // MARK: Installing

    private func install() {
        guard installedOn == nil else { return }
        guard let first = firstLayoutItem else {
            SegueDiagnostics.report("\(self) has no first item; it cannot be activated")
            return
        }
        let firstView = first.hierarchyView
        let host: UIView?
        if let second = secondLayoutItem {
            host = firstView.flatMap { a in second.hierarchyView.flatMap { UIView.nearestCommonAncestor(a, $0) } }
        } else {
            host = firstView
        }
        guard let host else {
            SegueDiagnostics.report("Unable to activate constraint with anchors \(anchorDescription(first, firstAttribute)) and \(secondLayoutItem.map { anchorDescription($0, secondAttribute) } ?? "nil") because they have no common ancestor.  Does the constraint or its anchors reference items in different view hierarchies?  That's illegal.")
            return
        }
        host.install(self)
    }

    private func uninstall() {
        installedOn?.uninstall(self)
    }

    // MARK: Describing

    nonisolated open override var description: String {
        MainActor.assumeIsolated {
            let address = Unmanaged.passUnretained(self).toOpaque()
            var text = "<NSLayoutConstraint:\(address) "
            if let identifier { text += "'\(identifier)' " }
            text += firstLayoutItem.map { anchorDescription($0, firstAttribute) } ?? "nil"
            let symbol = switch relation { case .equal: " == "; case .lessThanOrEqual: " <= "; case .greaterThanOrEqual: " >= " }
            text += symbol
            var right: [String] = []
            if let second = secondLayoutItem {
                right.append(multiplier == 1 ? anchorDescription(second, secondAttribute)
                                             : "\(Self.format(multiplier))*\(anchorDescription(second, secondAttribute))")
            }
            if constant != 0 || right.isEmpty {
                right.append(right.isEmpty ? Self.format(constant) : (constant < 0 ? "- \(Self.format(-constant))" : "+ \(Self.format(constant))"))
            }
            text += right.joined(separator: " ")
            if priority != .required { text += " @\(Self.format(CGFloat(priority.rawValue)))" }
            text += isActive ? "   (active)>" : "   (inactive)>"
            return text
        }
    }

    private func anchorDescription(_ item: any LayoutItem, _ attribute: Attribute) -> String {
        "\(item.layoutItemName).\(attribute.name)"
    }

    private static func format(_ value: CGFloat) -> String {
        value == value.rounded() ? String(Int(value)) : String(Double(value))
    }
}

extension NSLayoutConstraint.Attribute {
    /// UIKit's name of the attribute, as in its logs.
    var name: String {
        switch self {
        case .left: "left"
        case .right: "right"
        case .top: "top"
        case .bottom: "bottom"
        case .leading: "leading"
        case .trailing: "trailing"
        case .width: "width"
        case .height: "height"
        case .centerX: "centerX"
        case .centerY: "centerY"
        case .lastBaseline: "lastBaseline"
        case .firstBaseline: "firstBaseline"
        case .leftMargin: "leftMargin"
        case .rightMargin: "rightMargin"
        case .topMargin: "topMargin"
        case .bottomMargin: "bottomMargin"
        case .leadingMargin: "leadingMargin"
        case .trailingMargin: "trailingMargin"
        case .centerXWithinMargins: "centerXWithinMargins"
        case .centerYWithinMargins: "centerYWithinMargins"
        case .notAnAttribute: "notAnAttribute"
        }
    }

    /// For a margin attribute, the plain attribute it means on the margins guide.
    var withoutMargins: NSLayoutConstraint.Attribute? {
        switch self {
        case .leftMargin: .left
        case .rightMargin: .right
        case .topMargin: .top
        case .bottomMargin: .bottom
        case .leadingMargin: .leading
        case .trailingMargin: .trailing
        case .centerXWithinMargins: .centerX
        case .centerYWithinMargins: .centerY
        default: nil
        }
    }
}
