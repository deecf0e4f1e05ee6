/// A rectangle that takes part in Auto Layout without being a view: spacing
/// between views, or the areas UIKit defines (the safe area, the margins, the
/// readable width).
@preconcurrency @MainActor
open class UILayoutGuide: NSObject, LayoutItem {
    /// What pins a system guide to its owning view.
    enum Kind {
        /// Defined by the app's constraints.
        case custom
        /// The owning view inset by its safe area.
        case safeArea
        /// The owning view inset by its layout margins.
        case margins
        /// The margins, at most a readable line wide, centred.
        case readableContent
        /// From the owning view's top to its safe area's top (`topLayoutGuide`).
        case topLayoutSupport
        /// From the owning view's safe area's bottom to its bottom (`bottomLayoutGuide`).
        case bottomLayoutSupport
        /// From the keyboard's top (or the safe area's bottom) to the owning view's bottom.
        case keyboard
    }

    let kind: Kind
    /// The view the guide belongs to (set by `addLayoutGuide(_:)`).
    public internal(set) weak var owningView: UIView?
    /// A name shown in logs.
    open var identifier: String = ""

    public override init() {
        kind = .custom
        super.init()
    }

    init(kind: Kind, owningView: UIView, identifier: String) {
        self.kind = kind
        self.owningView = owningView
        self.identifier = identifier
        super.init()
    }

    /// The guide's rectangle in its owning view's coordinates, as last laid out.
    open var layoutFrame: CGRect {
        guard let owningView else { return .zero }
        if let fixed = LayoutEngine.systemGuideFrame(self) { return fixed }
        let engine = LayoutEngine.engine(for: owningView)
        engine.solveIfNeeded()
        return engine.frame(of: self) ?? .zero
    }

    var hierarchyView: UIView? { owningView }
    var layoutItemName: String {
        "UILayoutGuide:\(Unmanaged.passUnretained(self).toOpaque())" + (identifier.isEmpty ? "" : "'\(identifier)'")
    }

    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
}

/// What `topLayoutGuide` and `bottomLayoutGuide` offer (deprecated in UIKit, still used).
@preconcurrency @MainActor
public protocol UILayoutSupport: NSObjectProtocol {
    /// The guide's height: how far the bars reach into the view.
    var length: CGFloat { get }
    var topAnchor: NSLayoutYAxisAnchor { get }
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    var heightAnchor: NSLayoutDimension { get }
}

extension UILayoutGuide: UILayoutSupport {
    public var length: CGFloat { layoutFrame.height }
}
