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
    func value(of key: AnimatableKey) -> AnimationValue { key.property.storage.read(from: self) }

    /// Stores a whole value of `key`; a value of the wrong kind is ignored
    /// (animations are checked when they are added).
    mutating func setValue(_ value: AnimationValue, of key: AnimatableKey) {
        key.property.storage.write(value, into: &self)
    }

    /// Writes a number-valued property; false when `key` is not one (fast path).
    mutating func setNumber(_ value: Double, for key: AnimatableKey) -> Bool {
        let property = key.property
        switch property.storage {
        case .number:
            withUnsafeMutableBytes(of: &self) { $0.storeBytes(of: CGFloat(value), toByteOffset: property.byteOffset!, as: CGFloat.self) }
        case .float:
            withUnsafeMutableBytes(of: &self) { $0.storeBytes(of: Float(value), toByteOffset: property.byteOffset!, as: Float.self) }
        default:
            return false
        }
        return true
    }

    /// Reads a number-valued property; nil when `key` is not one.
    func number(for key: AnimatableKey) -> Double? {
        switch key.property.storage {
        case .number(let path): Double(self[keyPath: path])
        case .float(let path): Double(self[keyPath: path])
        default: nil
        }
    }

    /// Reads a point-valued property; nil when `key` is not one.
    func point(for key: AnimatableKey) -> CGPoint? {
        guard case .point(let path) = key.property.storage else { return nil }
        return self[keyPath: path]
    }

    /// Writes a point-valued property; false when `key` is not one (fast path).
    mutating func setPoint(_ value: CGPoint, for key: AnimatableKey) -> Bool {
        let property = key.property
        guard case .point = property.storage else { return false }
        withUnsafeMutableBytes(of: &self) { $0.storeBytes(of: value, toByteOffset: property.byteOffset!, as: CGPoint.self) }
        return true
    }

    /// Copies the properties in `mask` (bits of `AnimatableKey`s) from `source`
    /// to `target`: plain-data fields byte for byte, references through their key paths.
    static func copy(_ mask: UInt64, from source: UnsafePointer<LayerProperties>,
                     to target: UnsafeMutablePointer<LayerProperties>) {
        var mask = mask
        while mask != 0 {
            let property = AnimatableKey(bitIndex: mask.trailingZeroBitCount).property
            mask &= mask - 1
            if let offset = property.byteOffset {
                UnsafeMutableRawPointer(target).advanced(by: offset)
                    .copyMemory(from: UnsafeRawPointer(source).advanced(by: offset), byteCount: property.storage.byteCount)
            } else {
                property.storage.copy(from: source, to: target)
            }
        }
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
