/// Differences between animatable values, for UIKit's additive animations:
/// a retargeted property animates the difference between its old and new
/// model values down to zero, on top of what is already running.
enum AnimationArithmetic {
    /// `a − b` for values that can be added; nil for colours, paths and the like.
    static func difference(_ a: Any, _ b: Any) -> Any? {
        switch (a, b) {
        case (let x as Double, let y as Double): return x - y
        case (let x as CGPoint, let y as CGPoint): return CGPoint(x: x.x - y.x, y: x.y - y.y)
        case (let x as CGSize, let y as CGSize): return CGSize(width: x.width - y.width, height: x.height - y.height)
        case (let x as CGRect, let y as CGRect):
            return CGRect(x: x.origin.x - y.origin.x, y: x.origin.y - y.origin.y,
                          width: x.size.width - y.size.width, height: x.size.height - y.size.height)
        case (let x as CATransform3D, let y as CATransform3D):
            // Additive transforms apply the animated one first: (old · new⁻¹) · new = old.
            return CATransform3DConcat(x, CATransform3DInvert(y))
        default: return nil
        }
    }

    /// The additive zero of the value's type.
    static func zero(like value: Any) -> Any? {
        switch value {
        case is Double: return 0.0
        case is CGPoint: return CGPoint.zero
        case is CGSize: return CGSize.zero
        case is CGRect: return CGRect.zero
        case is CATransform3D: return CATransform3DIdentity
        default: return nil
        }
    }

    /// Whether two values are equal (a change to the same value is not animated).
    static func isEqual(_ a: Any?, _ b: Any?) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case (let x as Double, let y as Double): return x == y
        case (let x as CGPoint, let y as CGPoint): return x == y
        case (let x as CGSize, let y as CGSize): return x == y
        case (let x as CGRect, let y as CGRect): return x == y
        case (let x as CATransform3D, let y as CATransform3D): return x == y
        case (let x as CGColor, let y as CGColor): return x == y
        case (let x as Bool, let y as Bool): return x == y
        default: return false
        }
    }
}
