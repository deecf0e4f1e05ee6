/// Something constraints can relate: a view or a layout guide.
@MainActor
protocol LayoutItem: AnyObject {
    /// The view that places the item in a hierarchy: a view itself, a guide's owning view.
    var hierarchyView: UIView? { get }
    /// How logs name the item ("UIView:0x…", "UILayoutGuide:0x…'UIViewSafeAreaLayoutGuide'").
    var layoutItemName: String { get }
}

extension UIView: LayoutItem {
    var hierarchyView: UIView? { self }
    var layoutItemName: String { "\(type(of: self)):\(Unmanaged.passUnretained(self).toOpaque())" }
}

extension UIView {
    /// The nearest view that is `a` or an ancestor of it and `b` or an ancestor of it.
    static func nearestCommonAncestor(_ a: UIView, _ b: UIView) -> UIView? {
        var ancestors = Set<ObjectIdentifier>()
        var node: UIView? = a
        while let current = node {
            ancestors.insert(ObjectIdentifier(current))
            node = current.superview
        }
        node = b
        while let current = node {
            if ancestors.contains(ObjectIdentifier(current)) { return current }
            node = current.superview
        }
        return nil
    }
}
