import Foundation

/// The parts of a decomposed transform that turns about z only, with no
/// perspective and no shear out of the plane: what almost every UIKit
/// transform is (`CGAffineTransform` rotations, scales and translations).
/// Between two of these, the decomposed blend (quaternions by slerp) reduces
/// to blending the half-angle along the shorter arc, so a frame needs one
/// sine and one cosine instead of a slerp and a quaternion-to-matrix product.
/// `DecomposedTransform.interpolate(_:_:_:).transform` gives the same matrix.
struct PlanarTransform: Sendable {
    var translation: SIMD3<Double>
    var scale: SIMD3<Double>
    /// The xy shear factor.
    var skew: Double
    /// Half the rotation angle about z (the quaternion's angle), in [−π/2, π/2].
    var halfAngle: Double

    /// The planar parts of `d`, or nil when it has perspective, shears out of the plane or turns about x or y.
    init?(_ d: DecomposedTransform) {
        guard d.perspective == SIMD4(0, 0, 0, 1), d.skew.y == 0, d.skew.z == 0, d.quaternion.x == 0, d.quaternion.y == 0
        else { return nil }
        translation = d.translation
        scale = d.scale
        skew = d.skew.x
        halfAngle = atan2(d.quaternion.z, d.quaternion.w)
    }

    /// The slerp's threshold (|cos Δ| ≥ 1 − 1e−12: no turn is blended) as an angle.
    private static let smallestTurn = acos(1 - 1e-12)

    /// The transform at `fraction` between `a` and `b` (outside 0…1 it extrapolates, as a spring needs).
    static func interpolate(_ a: PlanarTransform, _ b: PlanarTransform, _ fraction: Double) -> CATransform3D {
        // Decomposed quaternions have w ≥ 0, so half-angles lie in [−π/2, π/2] and their
        // difference is already the arc the slerp takes (acos of their dot product).
        let delta = b.halfAngle - a.halfAngle
        let turns = abs(delta) > smallestTurn && abs(delta) < .pi - smallestTurn
        let angle = 2 * (turns ? a.halfAngle + fraction * delta : a.halfAngle)
        let c = cos(angle), s = sin(angle)
        let translation = a.translation + (b.translation - a.translation) * fraction
        let scale = a.scale + (b.scale - a.scale) * fraction
        let k = a.skew + (b.skew - a.skew) * fraction
        var t = CATransform3DIdentity
        t.m11 = CGFloat(scale.x * c)
        t.m12 = CGFloat(scale.x * s)
        t.m21 = CGFloat(scale.y * (k * c - s))
        t.m22 = CGFloat(scale.y * (k * s + c))
        t.m33 = CGFloat(scale.z)
        t.m41 = CGFloat(translation.x)
        t.m42 = CGFloat(translation.y)
        t.m43 = CGFloat(translation.z)
        return t
    }
}
