import Synchronization

/// A part of a property that a key path can name (`position.x`, `transform.rotation.z`…).
enum KeyComponent: Sendable, Equatable {
    case whole
    case x, y, width, height
    case origin, size, originX, originY, sizeWidth, sizeHeight
    case scale, scaleX, scaleY, scaleZ
    case rotationX, rotationY, rotationZ
    case translation, translationX, translationY, translationZ

    /// The component's value inside the whole value.
    func extract(from whole: AnimationValue) -> AnimationValue {
        switch (self, whole) {
        case (.x, .point(let p)): return .number(Double(p.x))
        case (.y, .point(let p)): return .number(Double(p.y))
        case (.width, .size(let s)): return .number(Double(s.width))
        case (.height, .size(let s)): return .number(Double(s.height))
        case (.origin, .rect(let r)): return .point(r.origin)
        case (.size, .rect(let r)): return .size(r.size)
        case (.originX, .rect(let r)): return .number(Double(r.origin.x))
        case (.originY, .rect(let r)): return .number(Double(r.origin.y))
        case (.sizeWidth, .rect(let r)): return .number(Double(r.size.width))
        case (.sizeHeight, .rect(let r)): return .number(Double(r.size.height))
        case (_, .transform(let t)):
            let parts = DecomposedTransform(t) ?? DecomposedTransform()
            switch self {
            case .scale: return .number(parts.scale.sum() / 3)
            case .scaleX: return .number(parts.scale.x)
            case .scaleY: return .number(parts.scale.y)
            case .scaleZ: return .number(parts.scale.z)
            case .rotationX: return .number(parts.eulerAngles.x)
            case .rotationY: return .number(parts.eulerAngles.y)
            case .rotationZ: return .number(parts.eulerAngles.z)
            case .translation: return .size(CGSize(width: parts.translation.x, height: parts.translation.y))
            case .translationX: return .number(parts.translation.x)
            case .translationY: return .number(parts.translation.y)
            case .translationZ: return .number(parts.translation.z)
            default: return whole
            }
        default: return whole
        }
    }

    /// The whole value with this component replaced by `part`.
    func inject(_ part: AnimationValue, into whole: AnimationValue) -> AnimationValue {
        switch (self, whole, part) {
        case (.x, .point(var p), .number(let v)): p.x = CGFloat(v); return .point(p)
        case (.y, .point(var p), .number(let v)): p.y = CGFloat(v); return .point(p)
        case (.width, .size(var s), .number(let v)): s.width = CGFloat(v); return .size(s)
        case (.height, .size(var s), .number(let v)): s.height = CGFloat(v); return .size(s)
        case (.origin, .rect(var r), .point(let v)): r.origin = v; return .rect(r)
        case (.size, .rect(var r), .size(let v)): r.size = v; return .rect(r)
        case (.originX, .rect(var r), .number(let v)): r.origin.x = CGFloat(v); return .rect(r)
        case (.originY, .rect(var r), .number(let v)): r.origin.y = CGFloat(v); return .rect(r)
        case (.sizeWidth, .rect(var r), .number(let v)): r.size.width = CGFloat(v); return .rect(r)
        case (.sizeHeight, .rect(var r), .number(let v)): r.size.height = CGFloat(v); return .rect(r)
        case (_, .transform(let t), _):
            // Fast paths for the common case of an untouched transform.
            if t == CATransform3DIdentity, case .number(let v) = part {
                let value = CGFloat(v)
                switch self {
                case .scale: return .transform(CATransform3DMakeScale(value, value, value))
                case .scaleX: return .transform(CATransform3DMakeScale(value, 1, 1))
                case .scaleY: return .transform(CATransform3DMakeScale(1, value, 1))
                case .scaleZ: return .transform(CATransform3DMakeScale(1, 1, value))
                case .rotationX: return .transform(CATransform3DMakeRotation(value, 1, 0, 0))
                case .rotationY: return .transform(CATransform3DMakeRotation(value, 0, 1, 0))
                case .rotationZ: return .transform(CATransform3DMakeRotation(value, 0, 0, 1))
                case .translationX: return .transform(CATransform3DMakeTranslation(value, 0, 0))
                case .translationY: return .transform(CATransform3DMakeTranslation(0, value, 0))
                case .translationZ: return .transform(CATransform3DMakeTranslation(0, 0, value))
                default: break
                }
            }
            var parts = DecomposedTransform(t) ?? DecomposedTransform()
            switch (self, part) {
            case (.scale, .number(let v)): parts.scale = SIMD3(repeating: v)
            case (.scaleX, .number(let v)): parts.scale.x = v
            case (.scaleY, .number(let v)): parts.scale.y = v
            case (.scaleZ, .number(let v)): parts.scale.z = v
            case (.rotationX, .number(let v)): parts.eulerAngles.x = v
            case (.rotationY, .number(let v)): parts.eulerAngles.y = v
            case (.rotationZ, .number(let v)): parts.eulerAngles.z = v
            case (.translation, .size(let v)): parts.translation.x = Double(v.width); parts.translation.y = Double(v.height)
            case (.translationX, .number(let v)): parts.translation.x = v
            case (.translationY, .number(let v)): parts.translation.y = v
            case (.translationZ, .number(let v)): parts.translation.z = v
            default: return whole
            }
            return .transform(parts.transform)
        default: return whole
        }
    }
}

/// A parsed animation key path: the property and the component of it.
/// Key paths are parsed once, when an animation is added.
package struct AnimatableKeyPath: Equatable, Sendable {
    let key: AnimatableKey
    let component: KeyComponent

    /// Parses a Core Animation key path; nil when the layer has no such animatable
    /// property. Parsed key paths are remembered: UIKit parses the same few all the
    /// time, most often the one it parsed last (checked first, without hashing).
    package init?(_ keyPath: String) {
        let found = AnimatableKeyPath.cache.withLock { cache -> AnimatableKeyPath?? in
            if let recent = cache.recentlyAsked(keyPath) { return .some(recent) }
            guard let parsed = cache.parsed[keyPath] else { return nil }
            cache.remember(keyPath, parsed)
            return .some(parsed)
        }
        if let found {
            guard let found else { return nil }
            self = found
            return
        }
        let parsed = AnimatableKeyPath(parsing: keyPath)
        AnimatableKeyPath.cache.withLock { cache in
            cache.parsed[keyPath] = .some(parsed)
            cache.remember(keyPath, parsed)
        }
        guard let parsed else { return nil }
        self = parsed
    }

    /// Parsed key paths by string (nil for strings that are not animatable key
    /// paths), and the few asked for last: compared as strings, without hashing
    /// (a transition changes a handful of properties, one after another, in turn).
    private struct Cache {
        var parsed: [String: AnimatableKeyPath?] = [:]
        var recent: [(string: String, parsed: AnimatableKeyPath?)] = []
        static let recentCount = 4

        /// The parse of `keyPath` when it is among the recent ones (`.some(nil)`: not animatable).
        func recentlyAsked(_ keyPath: String) -> AnimatableKeyPath?? {
            var index = 0
            while index < recent.count {
                if recent[index].string == keyPath { return .some(recent[index].parsed) }
                index += 1
            }
            return nil
        }

        /// Makes `keyPath` the most recent, forgetting the oldest beyond `recentCount`.
        mutating func remember(_ keyPath: String, _ parsed: AnimatableKeyPath?) {
            if recent.count == Cache.recentCount { recent.removeLast() }
            recent.insert((keyPath, parsed), at: 0)
        }
    }
    private static let cache = Mutex(Cache())

    /// The whole of property `key`.
    init(whole key: AnimatableKey) {
        self.key = key
        component = .whole
    }

    private init?(parsing keyPath: String) {
        let parts = keyPath.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard let first = parts.first, let key = AnimatableKey(name: String(first)),
              let component = key.property.components[parts.count > 1 ? String(parts[1]) : ""]
        else { return nil }
        self.key = key
        self.component = component
    }
}
