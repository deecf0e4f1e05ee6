/// Every animatable property of a layer, stored by value. A layer keeps one of
/// these as its model and, while it animates, a second as its presentation.
/// Properties of the shape, gradient and text subclasses live here too so that
/// animation never needs a string lookup or a dynamic cast.
struct LayerProperties {
    var bounds = CGRect.zero
    var position = CGPoint.zero
    var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    var anchorPointZ: CGFloat = 0
    var zPosition: CGFloat = 0
    var opacity: Float = 1
    var isHidden = false
    var masksToBounds = false
    var backgroundColor: CGColor?
    var cornerRadius: CGFloat = 0
    var borderWidth: CGFloat = 0
    var borderColor: CGColor? = .black
    var shadowColor: CGColor? = .black
    var shadowOpacity: Float = 0
    var shadowOffset = CGSize(width: 0, height: -3)
    var shadowRadius: CGFloat = 3
    var shadowPath: CGPath?
    var transform = CATransform3DIdentity
    var sublayerTransform = CATransform3DIdentity
    var contents: CGImage?
    var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    // CAShapeLayer
    var path: CGPath?
    var fillColor: CGColor? = .black
    var strokeColor: CGColor?
    var lineWidth: CGFloat = 1
    var strokeStart: CGFloat = 0
    var strokeEnd: CGFloat = 1
    var lineDashPhase: CGFloat = 0
    var miterLimit: CGFloat = 10
    // CAGradientLayer
    var colors: [CGColor]?
    var locations: [Double]?
    var startPoint = CGPoint(x: 0.5, y: 0)
    var endPoint = CGPoint(x: 0.5, y: 1)
    // CATextLayer
    var fontSize: CGFloat = 36
    var foregroundColor: CGColor? = .white

    /// The whole value of `key`.
    func value(of key: AnimatableKey) -> AnimationValue {
        switch key {
        case .bounds: return .rect(bounds)
        case .position: return .point(position)
        case .anchorPoint: return .point(anchorPoint)
        case .anchorPointZ: return .number(Double(anchorPointZ))
        case .zPosition: return .number(Double(zPosition))
        case .opacity: return .number(Double(opacity))
        case .isHidden: return .bool(isHidden)
        case .masksToBounds: return .bool(masksToBounds)
        case .backgroundColor: return .color(backgroundColor)
        case .cornerRadius: return .number(Double(cornerRadius))
        case .borderWidth: return .number(Double(borderWidth))
        case .borderColor: return .color(borderColor)
        case .shadowColor: return .color(shadowColor)
        case .shadowOpacity: return .number(Double(shadowOpacity))
        case .shadowOffset: return .size(shadowOffset)
        case .shadowRadius: return .number(Double(shadowRadius))
        case .shadowPath: return .path(shadowPath)
        case .transform: return .transform(transform)
        case .sublayerTransform: return .transform(sublayerTransform)
        case .contents: return .image(contents)
        case .contentsRect: return .rect(contentsRect)
        case .path: return .path(path)
        case .fillColor: return .color(fillColor)
        case .strokeColor: return .color(strokeColor)
        case .lineWidth: return .number(Double(lineWidth))
        case .strokeStart: return .number(Double(strokeStart))
        case .strokeEnd: return .number(Double(strokeEnd))
        case .lineDashPhase: return .number(Double(lineDashPhase))
        case .miterLimit: return .number(Double(miterLimit))
        case .colors: return .colors(colors)
        case .locations: return .numbers(locations)
        case .startPoint: return .point(startPoint)
        case .endPoint: return .point(endPoint)
        case .fontSize: return .number(Double(fontSize))
        case .foregroundColor: return .color(foregroundColor)
        }
    }

    /// Stores a whole value of `key`; a value of the wrong kind is ignored
    /// (animations are checked when they are added).
    mutating func setValue(_ value: AnimationValue, of key: AnimatableKey) {
        switch (key, value) {
        case (.bounds, .rect(let v)): bounds = v
        case (.position, .point(let v)): position = v
        case (.anchorPoint, .point(let v)): anchorPoint = v
        case (.anchorPointZ, .number(let v)): anchorPointZ = CGFloat(v)
        case (.zPosition, .number(let v)): zPosition = CGFloat(v)
        case (.opacity, .number(let v)): opacity = Float(v)
        case (.isHidden, .bool(let v)): isHidden = v
        case (.masksToBounds, .bool(let v)): masksToBounds = v
        case (.backgroundColor, .color(let v)): backgroundColor = v
        case (.cornerRadius, .number(let v)): cornerRadius = CGFloat(v)
        case (.borderWidth, .number(let v)): borderWidth = CGFloat(v)
        case (.borderColor, .color(let v)): borderColor = v
        case (.shadowColor, .color(let v)): shadowColor = v
        case (.shadowOpacity, .number(let v)): shadowOpacity = Float(v)
        case (.shadowOffset, .size(let v)): shadowOffset = v
        case (.shadowRadius, .number(let v)): shadowRadius = CGFloat(v)
        case (.shadowPath, .path(let v)): shadowPath = v
        case (.transform, .transform(let v)): transform = v
        case (.sublayerTransform, .transform(let v)): sublayerTransform = v
        case (.contents, .image(let v)): contents = v
        case (.contentsRect, .rect(let v)): contentsRect = v
        case (.path, .path(let v)): path = v
        case (.fillColor, .color(let v)): fillColor = v
        case (.strokeColor, .color(let v)): strokeColor = v
        case (.lineWidth, .number(let v)): lineWidth = CGFloat(v)
        case (.strokeStart, .number(let v)): strokeStart = CGFloat(v)
        case (.strokeEnd, .number(let v)): strokeEnd = CGFloat(v)
        case (.lineDashPhase, .number(let v)): lineDashPhase = CGFloat(v)
        case (.miterLimit, .number(let v)): miterLimit = CGFloat(v)
        case (.colors, .colors(let v)): colors = v
        case (.locations, .numbers(let v)): locations = v
        case (.startPoint, .point(let v)): startPoint = v
        case (.endPoint, .point(let v)): endPoint = v
        case (.fontSize, .number(let v)): fontSize = CGFloat(v)
        case (.foregroundColor, .color(let v)): foregroundColor = v
        default: break
        }
    }

    /// Writes a number-valued property; false when `key` is not one (fast path).
    mutating func setNumber(_ value: Double, for key: AnimatableKey) -> Bool {
        switch key {
        case .anchorPointZ: anchorPointZ = CGFloat(value)
        case .zPosition: zPosition = CGFloat(value)
        case .opacity: opacity = Float(value)
        case .cornerRadius: cornerRadius = CGFloat(value)
        case .borderWidth: borderWidth = CGFloat(value)
        case .shadowOpacity: shadowOpacity = Float(value)
        case .shadowRadius: shadowRadius = CGFloat(value)
        case .lineWidth: lineWidth = CGFloat(value)
        case .strokeStart: strokeStart = CGFloat(value)
        case .strokeEnd: strokeEnd = CGFloat(value)
        case .lineDashPhase: lineDashPhase = CGFloat(value)
        case .miterLimit: miterLimit = CGFloat(value)
        case .fontSize: fontSize = CGFloat(value)
        default: return false
        }
        return true
    }

    /// Reads a number-valued property; nil when `key` is not one (fast path).
    func number(for key: AnimatableKey) -> Double? {
        switch key {
        case .anchorPointZ: Double(anchorPointZ)
        case .zPosition: Double(zPosition)
        case .opacity: Double(opacity)
        case .cornerRadius: Double(cornerRadius)
        case .borderWidth: Double(borderWidth)
        case .shadowOpacity: Double(shadowOpacity)
        case .shadowRadius: Double(shadowRadius)
        case .lineWidth: Double(lineWidth)
        case .strokeStart: Double(strokeStart)
        case .strokeEnd: Double(strokeEnd)
        case .lineDashPhase: Double(lineDashPhase)
        case .miterLimit: Double(miterLimit)
        case .fontSize: Double(fontSize)
        default: nil
        }
    }

    /// Reads a point-valued property; nil when `key` is not one (fast path).
    func point(for key: AnimatableKey) -> CGPoint? {
        switch key {
        case .position: position
        case .anchorPoint: anchorPoint
        case .startPoint: startPoint
        case .endPoint: endPoint
        default: nil
        }
    }

    /// Writes a point-valued property; false when `key` is not one (fast path).
    mutating func setPoint(_ value: CGPoint, for key: AnimatableKey) -> Bool {
        switch key {
        case .position: position = value
        case .anchorPoint: anchorPoint = value
        case .startPoint: startPoint = value
        case .endPoint: endPoint = value
        default: return false
        }
        return true
    }

    /// The value at `path` (a key and a component of it).
    func value(at path: AnimatableKeyPath) -> AnimationValue {
        if path.component == .whole { return value(of: path.key) }
        return path.component.extract(from: value(of: path.key))
    }

    /// Stores `value` at `path`, recombining components into the whole value.
    mutating func setValue(_ value: AnimationValue, at path: AnimatableKeyPath) {
        if path.component == .whole {
            setValue(value, of: path.key)
            return
        }
        setValue(path.component.inject(value, into: self.value(of: path.key)), of: path.key)
    }
}
