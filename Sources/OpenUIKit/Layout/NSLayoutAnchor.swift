/// One attribute of a view or layout guide, from which constraints are made
/// (`a.leadingAnchor.constraint(equalTo: b.leadingAnchor, constant: 8)`).
/// `AnchorType` keeps horizontal, vertical and size anchors apart at compile time.
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    weak var item: (any LayoutItem)?
    let attribute: NSLayoutConstraint.Attribute

    init(item: any LayoutItem, attribute: NSLayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
        super.init()
    }

    /// The item the anchor belongs to.
    public var owningItem: AnyObject? { item }

    func makeConstraint(_ relation: NSLayoutConstraint.Relation, to other: NSLayoutAnchor<AnchorType>?,
                        multiplier: CGFloat = 1, constant: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(first: item, attribute, relation, second: other?.item, other?.attribute ?? .notAnAttribute,
                           multiplier: multiplier, constant: constant)
    }

    /// `self` == `anchor`.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        makeConstraint(.equal, to: anchor, constant: 0)
    }
    /// `self` >= `anchor`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        makeConstraint(.greaterThanOrEqual, to: anchor, constant: 0)
    }
    /// `self` <= `anchor`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        makeConstraint(.lessThanOrEqual, to: anchor, constant: 0)
    }
    /// `self` == `anchor` + `c`.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.equal, to: anchor, constant: c)
    }
    /// `self` >= `anchor` + `c`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.greaterThanOrEqual, to: anchor, constant: c)
    }
    /// `self` <= `anchor` + `c`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.lessThanOrEqual, to: anchor, constant: c)
    }
}

/// The standard spacing between sibling views, in points (UIKit's system spacing).
let systemSpacing: CGFloat = 8

/// A horizontal anchor: leading, trailing, left, right, centre X.
@preconcurrency @MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// `self` == `anchor` + `multiplier` × the system spacing (this anchor after that one).
    open func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.equal, to: anchor, constant: systemSpacing * multiplier)
    }
    /// `self` >= `anchor` + `multiplier` × the system spacing.
    open func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor,
                         multiplier: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.greaterThanOrEqual, to: anchor, constant: systemSpacing * multiplier)
    }
    /// `self` <= `anchor` + `multiplier` × the system spacing.
    open func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor,
                         multiplier: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.lessThanOrEqual, to: anchor, constant: systemSpacing * multiplier)
    }
}

/// A vertical anchor: top, bottom, centre Y, baselines.
@preconcurrency @MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// `self` == `anchor` + `multiplier` × the system spacing (this anchor below that one).
    open func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.equal, to: anchor, constant: systemSpacing * multiplier)
    }
    /// `self` >= `anchor` + `multiplier` × the system spacing.
    open func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor,
                         multiplier: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.greaterThanOrEqual, to: anchor, constant: systemSpacing * multiplier)
    }
    /// `self` <= `anchor` + `multiplier` × the system spacing.
    open func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor,
                         multiplier: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.lessThanOrEqual, to: anchor, constant: systemSpacing * multiplier)
    }
}

/// A size anchor: width or height, related to another or to a constant.
@preconcurrency @MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// `self` == `c`.
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { makeConstraint(.equal, to: nil, constant: c) }
    /// `self` >= `c`.
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.greaterThanOrEqual, to: nil, constant: c)
    }
    /// `self` <= `c`.
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.lessThanOrEqual, to: nil, constant: c)
    }
    /// `self` == `m` × `anchor`.
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.equal, to: anchor, multiplier: m, constant: 0)
    }
    /// `self` >= `m` × `anchor`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.greaterThanOrEqual, to: anchor, multiplier: m, constant: 0)
    }
    /// `self` <= `m` × `anchor`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.lessThanOrEqual, to: anchor, multiplier: m, constant: 0)
    }
    /// `self` == `m` × `anchor` + `c`.
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.equal, to: anchor, multiplier: m, constant: c)
    }
    /// `self` >= `m` × `anchor` + `c`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat,
                         constant c: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.greaterThanOrEqual, to: anchor, multiplier: m, constant: c)
    }
    /// `self` <= `m` × `anchor` + `c`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat,
                         constant c: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.lessThanOrEqual, to: anchor, multiplier: m, constant: c)
    }
}
