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
    // PageCurlLayer
    var curlProgress: CGFloat = 0

    /// The whole value of `key`.
    func value(of key: AnimatableKey) -> AnimationValue {
        withUnsafePointer(to: self) { LayerProperties.value(of: key.property, in: $0) }
    }

    /// Stores a whole value of `key`; a value of the wrong kind is ignored
    /// (animations are checked when they are added).
    mutating func setValue(_ value: AnimationValue, of key: AnimatableKey) {
        let property = key.property
        withUnsafeMutablePointer(to: &self) { LayerProperties.setValue(value, of: property, in: $0) }
    }

    /// Writes a number-valued property; false when `key` is not one (fast path).
    mutating func setNumber(_ value: Double, for key: AnimatableKey) -> Bool {
        let property = key.property
        switch property.storage {
        case .number: field(property, as: CGFloat.self) { $0 = CGFloat(value) }
        case .float: field(property, as: Float.self) { $0 = Float(value) }
        default: return false
        }
        return true
    }

    /// Reads a number-valued property; nil when `key` is not one.
    func number(for key: AnimatableKey) -> Double? {
        guard case .number(let number) = value(of: key) else { return nil }
        return number
    }

    /// Reads a point-valued property; nil when `key` is not one.
    func point(for key: AnimatableKey) -> CGPoint? {
        let property = key.property
        guard case .point = property.storage else { return nil }
        return withUnsafePointer(to: self) { UnsafeRawPointer($0).load(fromByteOffset: property.byteOffset, as: CGPoint.self) }
    }

    /// Writes a point-valued property; false when `key` is not one (fast path).
    mutating func setPoint(_ value: CGPoint, for key: AnimatableKey) -> Bool {
        let property = key.property
        guard case .point = property.storage else { return false }
        field(property, as: CGPoint.self) { $0 = value }
        return true
    }

    /// Gives `body` the field of `property`, typed.
    private mutating func field<T>(_ property: AnimatableProperty, as type: T.Type, _ body: (inout T) -> Void) {
        withUnsafeMutablePointer(to: &self) {
            body(&UnsafeMutableRawPointer($0).advanced(by: property.byteOffset).assumingMemoryBound(to: T.self).pointee)
        }
    }

    /// The value of `property` in the properties at `properties`.
    static func value(of property: AnimatableProperty, in properties: UnsafePointer<LayerProperties>) -> AnimationValue {
        let field = UnsafeRawPointer(properties).advanced(by: property.byteOffset)
        return switch property.storage {
        case .number: .number(Double(field.load(as: CGFloat.self)))
        case .float: .number(Double(field.load(as: Float.self)))
        case .bool: .bool(field.load(as: Bool.self))
        case .point: .point(field.load(as: CGPoint.self))
        case .size: .size(field.load(as: CGSize.self))
        case .rect: .rect(field.load(as: CGRect.self))
        case .transform: .transform(field.load(as: CATransform3D.self))
        case .color: .color(field.assumingMemoryBound(to: CGColor?.self).pointee)
        case .path: .path(field.assumingMemoryBound(to: CGPath?.self).pointee)
        case .image: .image(field.assumingMemoryBound(to: CGImage?.self).pointee)
        case .colors: .colors(field.assumingMemoryBound(to: [CGColor]?.self).pointee)
        case .numbers: .numbers(field.assumingMemoryBound(to: [Double]?.self).pointee)
        }
    }

    /// Stores `value` as `property` in the properties at `properties`; a value of another type is ignored.
    static func setValue(_ value: AnimationValue, of property: AnimatableProperty,
                         in properties: UnsafeMutablePointer<LayerProperties>) {
        let field = UnsafeMutableRawPointer(properties).advanced(by: property.byteOffset)
        switch (property.storage, value) {
        case (.number, .number(let v)): field.assumingMemoryBound(to: CGFloat.self).pointee = CGFloat(v)
        case (.float, .number(let v)): field.assumingMemoryBound(to: Float.self).pointee = Float(v)
        case (.bool, .bool(let v)): field.assumingMemoryBound(to: Bool.self).pointee = v
        case (.point, .point(let v)): field.assumingMemoryBound(to: CGPoint.self).pointee = v
        case (.size, .size(let v)): field.assumingMemoryBound(to: CGSize.self).pointee = v
        case (.rect, .rect(let v)): field.assumingMemoryBound(to: CGRect.self).pointee = v
        case (.transform, .transform(let v)): field.assumingMemoryBound(to: CATransform3D.self).pointee = v
        case (.color, .color(let v)): field.assumingMemoryBound(to: CGColor?.self).pointee = v
        case (.path, .path(let v)): field.assumingMemoryBound(to: CGPath?.self).pointee = v
        case (.image, .image(let v)): field.assumingMemoryBound(to: CGImage?.self).pointee = v
        case (.colors, .colors(let v)): field.assumingMemoryBound(to: [CGColor]?.self).pointee = v
        case (.numbers, .numbers(let v)): field.assumingMemoryBound(to: [Double]?.self).pointee = v
        default: break
        }
    }

    /// Copies the properties in `mask` (bits of `AnimatableKey`s) from `source`
    /// to `target`: plain-data fields byte for byte, references by value.
    static func copy(_ mask: UInt64, from source: UnsafePointer<LayerProperties>,
                     to target: UnsafeMutablePointer<LayerProperties>) {
        var mask = mask
        while mask != 0 {
            let property = AnimatableKey(bitIndex: mask.trailingZeroBitCount).property
            mask &= mask - 1
            if property.storage.isPlainData {
                UnsafeMutableRawPointer(target).advanced(by: property.byteOffset)
                    .copyMemory(from: UnsafeRawPointer(source).advanced(by: property.byteOffset),
                                byteCount: property.storage.byteCount)
            } else {
                setValue(value(of: property, in: source), of: property, in: target)
            }
        }
    }

    /// The value at `path` (a key and a component of it).
    func value(at path: AnimatableKeyPath) -> AnimationValue {
        withUnsafePointer(to: self) { LayerProperties.value(at: path, in: $0) }
    }

    /// The value at `path` in the properties at `properties`, read in place.
    static func value(at path: AnimatableKeyPath, in properties: UnsafePointer<LayerProperties>) -> AnimationValue {
        let whole = value(of: path.key.property, in: properties)
        return path.component == .whole ? whole : path.component.extract(from: whole)
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
