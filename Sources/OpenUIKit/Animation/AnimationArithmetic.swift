/// Differences between animatable values, for UIKit's additive animations:
/// a retargeted property animates the difference between its old and new
/// model values down to zero, on top of what is already running.
enum AnimationArithmetic {
    /// `a − b` for values that can be added; nil for colours, paths and the like.
    static func difference(_ a: AnimationValue, _ b: AnimationValue) -> AnimationValue? {
        switch (a, b) {
        case (.number, .number), (.point, .point), (.size, .size), (.rect, .rect):
            return AnimationValue.subtract(a, b)
        case (.transform(let x), .transform(let y)):
            // Additive transforms apply the animated one first: (old · new⁻¹) · new = old.
            return .transform(x.concatenatingInverse(of: y))
        default: return nil
        }
    }

    /// The additive zero of the value's kind; nil for kinds that do not add.
    @MainActor static func zero(like value: AnimationValue) -> AnimationValue? {
        switch value {
        case .number: return .number(0)
        case .point: return .point(.zero)
        case .size: return .size(.zero)
        case .rect: return .rect(.zero)
        case .transform: return identityTransform
        default: return nil
        }
    }

    /// The transform zero, boxed once (a transform value is boxed: each new one is an allocation).
    @MainActor private static let identityTransform = AnimationValue.transform(CATransform3DIdentity)

    /// Whether values of this kind add (the kinds `zero(like:)` answers), without making the zero:
    /// asked on every property change in a block, where an optional zero cost a copy and a retain.
    static func adds(_ value: AnimationValue) -> Bool {
        switch value {
        case .number, .point, .size, .rect, .transform: return true
        default: return false
        }
    }

    /// Whether two values are equal (a change to the same value is not animated).
    /// Paths, images and colour lists always count as changed.
    static func isEqual(_ a: AnimationValue, _ b: AnimationValue) -> Bool {
        switch (a, b) {
        case (.path, _), (.image, _), (.colors, _), (.numbers, _): return false
        default: return a == b
        }
    }
}
