extension CALayer {
    /// The layer's own coordinate space: origin and size.
    public var bounds: CGRect {
        get { modelValues.bounds }
        set { update(.bounds) { $0.bounds = newValue } }
    }

    /// Where the anchor point sits in the superlayer.
    public var position: CGPoint {
        get { modelValues.position }
        set { update(.position) { $0.position = newValue } }
    }

    /// The point of the bounds (unit coordinates) that `position` names and transforms pivot about.
    public var anchorPoint: CGPoint {
        get { modelValues.anchorPoint }
        set { update(.anchorPoint) { $0.anchorPoint = newValue } }
    }

    /// The anchor's z coordinate.
    public var anchorPointZ: CGFloat {
        get { modelValues.anchorPointZ }
        set { update(.anchorPointZ) { $0.anchorPointZ = newValue } }
    }

    /// The layer's z coordinate; higher values draw above siblings.
    public var zPosition: CGFloat {
        get { modelValues.zPosition }
        set { update(.zPosition) { $0.zPosition = newValue } }
    }

    /// The layer's opacity, 0–1.
    public var opacity: Float {
        get { modelValues.opacity }
        set { update(.opacity) { $0.opacity = newValue } }
    }

    /// Whether the layer (and its sublayers) is not drawn.
    public var isHidden: Bool {
        get { modelValues.isHidden }
        set { update(.isHidden) { $0.isHidden = newValue } }
    }

    /// Whether sublayers are clipped to the (rounded) bounds.
    public var masksToBounds: Bool {
        get { modelValues.masksToBounds }
        set { update(.masksToBounds) { $0.masksToBounds = newValue } }
    }

    /// The colour filling the bounds.
    public var backgroundColor: CGColor? {
        get { modelValues.backgroundColor }
        set { update(.backgroundColor) { $0.backgroundColor = newValue } }
    }

    /// The radius of the rounded corners.
    public var cornerRadius: CGFloat {
        get { modelValues.cornerRadius }
        set { update(.cornerRadius) { $0.cornerRadius = newValue } }
    }

    /// The width of the border, drawn inside the bounds.
    public var borderWidth: CGFloat {
        get { modelValues.borderWidth }
        set { update(.borderWidth) { $0.borderWidth = newValue } }
    }

    /// The colour of the border (default opaque black).
    public var borderColor: CGColor? {
        get { modelValues.borderColor }
        set { update(.borderColor) { $0.borderColor = newValue } }
    }

    /// The shadow's colour (default opaque black).
    public var shadowColor: CGColor? {
        get { modelValues.shadowColor }
        set { update(.shadowColor) { $0.shadowColor = newValue } }
    }

    /// The shadow's opacity (default 0: no shadow).
    public var shadowOpacity: Float {
        get { modelValues.shadowOpacity }
        set { update(.shadowOpacity) { $0.shadowOpacity = newValue } }
    }

    /// The shadow's offset (default (0, −3)).
    public var shadowOffset: CGSize {
        get { modelValues.shadowOffset }
        set { update(.shadowOffset) { $0.shadowOffset = newValue } }
    }

    /// The shadow's blur radius (default 3).
    public var shadowRadius: CGFloat {
        get { modelValues.shadowRadius }
        set { update(.shadowRadius) { $0.shadowRadius = newValue } }
    }

    /// The shadow's shape; nil uses the layer's alpha.
    public var shadowPath: CGPath? {
        get { modelValues.shadowPath }
        set { update(.shadowPath) { $0.shadowPath = newValue } }
    }

    /// The transform applied about the anchor point.
    public var transform: CATransform3D {
        get { modelValues.transform }
        set { update(.transform) { $0.transform = newValue } }
    }

    /// The transform applied to the sublayers, about the anchor point.
    public var sublayerTransform: CATransform3D {
        get { modelValues.sublayerTransform }
        set { update(.sublayerTransform) { $0.sublayerTransform = newValue } }
    }

    /// The part of `contents` to draw, in unit coordinates.
    public var contentsRect: CGRect {
        get { modelValues.contentsRect }
        set { update(.contentsRect) { $0.contentsRect = newValue } }
    }

    /// The layer's content image (`CGImage`; Apple's type is `Any?`).
    public var contents: Any? {
        get { modelValues.contents }
        set {
            let image = newValue as? CGImage
            if newValue != nil && image == nil {
                SegueDiagnostics.report("[CALayer setContents:] \(self): contents must be a CGImage, got \(type(of: newValue!))")
            }
            update(.contents) { $0.contents = image }
            contentVersion += 1
        }
    }

    /// The frame in the superlayer: derived from `position`, `anchorPoint`,
    /// `bounds` and `transform`. Setting it changes `position` and `bounds.size`.
    public var frame: CGRect {
        get { CALayer.frame(of: modelValues) }
        set {
            let size = CGSize(width: abs(newValue.width), height: abs(newValue.height))
            let anchor = anchorPoint
            let affine = CATransform3DGetAffineTransform(transform)
            let transformedSize = CGSize(width: size.width, height: size.height).applying(affine)
            let isIdentity = CATransform3DIsIdentity(transform)
            if bounds.size != size { bounds = CGRect(origin: bounds.origin, size: size) }
            let origin = newValue.standardized.origin
            if isIdentity {
                position = CGPoint(x: origin.x + anchor.x * size.width, y: origin.y + anchor.y * size.height)
            } else {
                _ = transformedSize
                let current = frame
                position = CGPoint(x: position.x + origin.x - current.minX, y: position.y + origin.y - current.minY)
            }
        }
    }

    static func frame(of p: LayerProperties) -> CGRect {
        let size = p.bounds.size
        let local = CGRect(x: -p.anchorPoint.x * size.width, y: -p.anchorPoint.y * size.height,
                           width: size.width, height: size.height)
        let box: CGRect
        if CATransform3DIsIdentity(p.transform) {
            box = local
        } else {
            box = local.applying(CATransform3DGetAffineTransform(p.transform))
        }
        return box.offsetBy(dx: p.position.x, dy: p.position.y)
    }

    /// The transform as an affine transform.
    public func affineTransform() -> CGAffineTransform { CATransform3DGetAffineTransform(transform) }

    /// Sets the transform from an affine transform.
    public func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(m) }
}
