/// The one declaration of an animatable layer property. Everything the engine
/// knows about a property derives from its row in `AnimatableKey.declaration`:
///
/// - its Core Animation name (the key path `add(_:forKey:)` and actions use),
/// - its type and storage (a field of `LayerProperties`), hence how it is read,
///   written, interpolated (by the type's `AnimationValue`) and reset,
/// - the components a key path may name (`position.x`, `transform.rotation.z`…),
///   from the type,
/// - the layer class that has it,
/// - what a change invalidates in the renderer,
/// - its default implicit action (every declared property has one: a basic
///   animation with the transaction's duration and curve).
///
/// Adding a property: its stored field in `LayerProperties`, its case in
/// `AnimatableKey` with its row in `declaration` (the compiler asks for the row),
/// and the public accessor on the layer class, which calls `update(_:_:)`.
struct AnimatableProperty: Sendable {
    /// The name in Core Animation key paths.
    let name: String
    let storage: PropertyStorage
    let owner: LayerFamily
    let renderEffect: RenderEffect
    /// Where the field sits inside `LayerProperties`.
    let byteOffset: Int

    init(_ name: String, _ storage: PropertyStorage, _ renderEffect: RenderEffect, owner: LayerFamily = .base) {
        self.name = name
        self.storage = storage
        self.owner = owner
        self.renderEffect = renderEffect
        byteOffset = storage.byteOffset
    }

    /// The key-path components the property's type has.
    var components: [String: KeyComponent] {
        switch storage {
        case .point: return ["": .whole, "x": .x, "y": .y]
        case .size: return ["": .whole, "width": .width, "height": .height]
        case .rect:
            return ["": .whole, "origin": .origin, "size": .size, "origin.x": .originX,
                    "origin.y": .originY, "size.width": .sizeWidth, "size.height": .sizeHeight]
        case .transform:
            return ["": .whole, "scale": .scale, "scale.x": .scaleX, "scale.y": .scaleY, "scale.z": .scaleZ,
                    "rotation": .rotationZ, "rotation.x": .rotationX, "rotation.y": .rotationY,
                    "rotation.z": .rotationZ, "translation": .translation, "translation.x": .translationX,
                    "translation.y": .translationY, "translation.z": .translationZ]
        default: return ["": .whole]
        }
    }
}

/// What a change of a property invalidates in the renderer.
enum RenderEffect: Sendable {
    /// Only places the layer in its parent (where, how turned, how opaque, its
    /// shadow): the layer's own flattened rendering stays valid.
    case placement
    /// Changes what the layer draws: its flattened rendering and its ancestors' are redrawn.
    case appearance
    /// Changes the painted content too (paths, gradients, text, images): their caches are dropped.
    case content
}

/// Which layer classes a property belongs to.
enum LayerFamily: Sendable {
    case base, shape, gradient, text, pageCurl
}

/// A property's type and its field in `LayerProperties`. The key path names the
/// field once; reads and writes go through the field's offset, computed from it
/// when the table is built (key-path application would copy the whole struct).
enum PropertyStorage: Sendable {
    case number(WritableKeyPath<LayerProperties, CGFloat> & Sendable)
    case float(WritableKeyPath<LayerProperties, Float> & Sendable)
    case bool(WritableKeyPath<LayerProperties, Bool> & Sendable)
    case point(WritableKeyPath<LayerProperties, CGPoint> & Sendable)
    case size(WritableKeyPath<LayerProperties, CGSize> & Sendable)
    case rect(WritableKeyPath<LayerProperties, CGRect> & Sendable)
    case transform(WritableKeyPath<LayerProperties, CATransform3D> & Sendable)
    case color(WritableKeyPath<LayerProperties, CGColor?> & Sendable)
    case path(WritableKeyPath<LayerProperties, CGPath?> & Sendable)
    case image(WritableKeyPath<LayerProperties, CGImage?> & Sendable)
    case colors(WritableKeyPath<LayerProperties, [CGColor]?> & Sendable)
    case numbers(WritableKeyPath<LayerProperties, [Double]?> & Sendable)

    /// The field's offset in `LayerProperties` (every field is a stored property).
    var byteOffset: Int {
        let offset: Int? = switch self {
        case .number(let path): MemoryLayout<LayerProperties>.offset(of: path)
        case .float(let path): MemoryLayout<LayerProperties>.offset(of: path)
        case .bool(let path): MemoryLayout<LayerProperties>.offset(of: path)
        case .point(let path): MemoryLayout<LayerProperties>.offset(of: path)
        case .size(let path): MemoryLayout<LayerProperties>.offset(of: path)
        case .rect(let path): MemoryLayout<LayerProperties>.offset(of: path)
        case .transform(let path): MemoryLayout<LayerProperties>.offset(of: path)
        case .color(let path): MemoryLayout<LayerProperties>.offset(of: path)
        case .path(let path): MemoryLayout<LayerProperties>.offset(of: path)
        case .image(let path): MemoryLayout<LayerProperties>.offset(of: path)
        case .colors(let path): MemoryLayout<LayerProperties>.offset(of: path)
        case .numbers(let path): MemoryLayout<LayerProperties>.offset(of: path)
        }
        return offset!
    }

    /// Whether the field holds a number (`setNumber` writes it).
    var isNumber: Bool {
        switch self {
        case .number, .float: true
        default: false
        }
    }

    /// Whether the field holds a point (`setPoint` writes it).
    var isPoint: Bool {
        if case .point = self { return true }
        return false
    }

    /// Whether the field holds plain data (no references): it may be copied byte for byte.
    var isPlainData: Bool { byteCount > 0 }

    /// The size of a plain-data field (0 for references).
    var byteCount: Int {
        switch self {
        case .number: MemoryLayout<CGFloat>.size
        case .float: MemoryLayout<Float>.size
        case .bool: MemoryLayout<Bool>.size
        case .point: MemoryLayout<CGPoint>.size
        case .size: MemoryLayout<CGSize>.size
        case .rect: MemoryLayout<CGRect>.size
        case .transform: MemoryLayout<CATransform3D>.size
        case .color, .path, .image, .colors, .numbers: 0
        }
    }
}

/// A layer property that can be animated. The cases are the rows of the
/// property table (`declaration`); the raw value indexes it and names the
/// property's bit in masks of keys.
enum AnimatableKey: UInt8, CaseIterable, Sendable {
    case bounds, position, anchorPoint, anchorPointZ, zPosition, opacity, isHidden, masksToBounds
    case backgroundColor, cornerRadius, borderWidth, borderColor
    case shadowColor, shadowOpacity, shadowOffset, shadowRadius, shadowPath
    case transform, sublayerTransform, contents, contentsRect
    case path, fillColor, strokeColor, lineWidth, strokeStart, strokeEnd, lineDashPhase, miterLimit
    case colors, locations, startPoint, endPoint
    case fontSize, foregroundColor
    case curlProgress

    /// The property table: one row per animatable property.
    private var declaration: AnimatableProperty {
        switch self {
        case .bounds: .init("bounds", .rect(\.bounds), .appearance)
        case .position: .init("position", .point(\.position), .placement)
        case .anchorPoint: .init("anchorPoint", .point(\.anchorPoint), .placement)
        case .anchorPointZ: .init("anchorPointZ", .number(\.anchorPointZ), .placement)
        case .zPosition: .init("zPosition", .number(\.zPosition), .placement)
        case .opacity: .init("opacity", .float(\.opacity), .placement)
        case .isHidden: .init("hidden", .bool(\.isHidden), .placement)
        case .masksToBounds: .init("masksToBounds", .bool(\.masksToBounds), .appearance)
        case .backgroundColor: .init("backgroundColor", .color(\.backgroundColor), .appearance)
        case .cornerRadius: .init("cornerRadius", .number(\.cornerRadius), .appearance)
        case .borderWidth: .init("borderWidth", .number(\.borderWidth), .appearance)
        case .borderColor: .init("borderColor", .color(\.borderColor), .appearance)
        case .shadowColor: .init("shadowColor", .color(\.shadowColor), .placement)
        case .shadowOpacity: .init("shadowOpacity", .float(\.shadowOpacity), .placement)
        case .shadowOffset: .init("shadowOffset", .size(\.shadowOffset), .placement)
        case .shadowRadius: .init("shadowRadius", .number(\.shadowRadius), .placement)
        case .shadowPath: .init("shadowPath", .path(\.shadowPath), .placement)
        case .transform: .init("transform", .transform(\.transform), .placement)
        case .sublayerTransform: .init("sublayerTransform", .transform(\.sublayerTransform), .appearance)
        case .contents: .init("contents", .image(\.contents), .content)
        case .contentsRect: .init("contentsRect", .rect(\.contentsRect), .appearance)
        case .path: .init("path", .path(\.path), .content, owner: .shape)
        case .fillColor: .init("fillColor", .color(\.fillColor), .content, owner: .shape)
        case .strokeColor: .init("strokeColor", .color(\.strokeColor), .content, owner: .shape)
        case .lineWidth: .init("lineWidth", .number(\.lineWidth), .content, owner: .shape)
        case .strokeStart: .init("strokeStart", .number(\.strokeStart), .content, owner: .shape)
        case .strokeEnd: .init("strokeEnd", .number(\.strokeEnd), .content, owner: .shape)
        case .lineDashPhase: .init("lineDashPhase", .number(\.lineDashPhase), .content, owner: .shape)
        case .miterLimit: .init("miterLimit", .number(\.miterLimit), .content, owner: .shape)
        case .colors: .init("colors", .colors(\.colors), .content, owner: .gradient)
        case .locations: .init("locations", .numbers(\.locations), .content, owner: .gradient)
        case .startPoint: .init("startPoint", .point(\.startPoint), .content, owner: .gradient)
        case .endPoint: .init("endPoint", .point(\.endPoint), .content, owner: .gradient)
        case .fontSize: .init("fontSize", .number(\.fontSize), .content, owner: .text)
        case .foregroundColor: .init("foregroundColor", .color(\.foregroundColor), .content, owner: .text)
        case .curlProgress: .init("curlProgress", .number(\.curlProgress), .appearance, owner: .pageCurl)
        }
    }

    private static let table: [AnimatableProperty] = allCases.map(\.declaration)
    private static let byName: [String: AnimatableKey] =
        Dictionary(uniqueKeysWithValues: allCases.map { ($0.property.name, $0) })

    /// The property's row in the table.
    var property: AnimatableProperty { Self.table[Int(rawValue)] }

    /// The property's Core Animation name.
    var name: String { property.name }

    /// The key named `name` in Core Animation key paths (`isHidden` is accepted for `hidden`).
    init?(name: String) {
        guard let key = Self.byName[name == "isHidden" ? "hidden" : name] else { return nil }
        self = key
    }

    /// The key's bit in a mask of keys.
    var bit: UInt64 { 1 << UInt64(rawValue) }

    /// The key whose bit is `index`.
    init(bitIndex index: Int) { self = Self.allCases[index] }

    /// Whether the property only places the layer in its parent.
    var isPlacement: Bool { property.renderEffect == .placement }

    /// The bits of the properties that only place the layer in its parent.
    static let placementMask: UInt64 = allCases.reduce(0) { $1.isPlacement ? $0 | $1.bit : $0 }

    /// The bits of the properties that hold references (colours, paths, images, gradient stops).
    static let referenceKeys: UInt64 = allCases.reduce(0) { $1.property.storage.isPlainData ? $0 : $0 | $1.bit }

    /// The layer class that has the property.
    var owner: LayerFamily { property.owner }
}
