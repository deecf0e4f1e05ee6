import Foundation

/// A transform that only scales along the axes and translates: the six terms
/// of its `CATransform3D` that are not 0 or 1 (m11, m22, m33 and m41–m43).
/// Between two such transforms the decomposed blend is the blend of these six,
/// and putting one over another transform scales that one's rows, so the
/// evaluator animates them (nearly every view's slide and zoom) without the
/// 16-term blend and product.
struct AxisAlignedTransform {
    var scaleX, scaleY, scaleZ: CGFloat
    var translationX, translationY, translationZ: CGFloat

    /// The six terms of `transform`, which must scale and translate only (`isAxisAlignedScaleAndTranslation`).
    init(_ transform: CATransform3D) {
        scaleX = transform.m11
        scaleY = transform.m22
        scaleZ = transform.m33
        translationX = transform.m41
        translationY = transform.m42
        translationZ = transform.m43
    }

    /// Each term a fraction `t` of the way from `a`'s to `b`'s.
    static func interpolate(_ a: AxisAlignedTransform, _ b: AxisAlignedTransform, _ t: Double) -> AxisAlignedTransform {
        let u = CGFloat(t)
        var blend = a
        blend.scaleX += (b.scaleX - a.scaleX) * u
        blend.scaleY += (b.scaleY - a.scaleY) * u
        blend.scaleZ += (b.scaleZ - a.scaleZ) * u
        blend.translationX += (b.translationX - a.translationX) * u
        blend.translationY += (b.translationY - a.translationY) * u
        blend.translationZ += (b.translationZ - a.translationZ) * u
        return blend
    }

    var transform: CATransform3D {
        CATransform3D(m11: scaleX, m12: 0, m13: 0, m14: 0, m21: 0, m22: scaleY, m23: 0, m24: 0,
                      m31: 0, m32: 0, m33: scaleZ, m34: 0, m41: translationX, m42: translationY, m43: translationZ, m44: 1)
    }

    /// `CATransform3DConcat(transform, other)`: `other`'s first three rows
    /// scaled, and the translation's combination of them added to its last
    /// (each sum in the general product's order).
    func concatenating(_ other: CATransform3D) -> CATransform3D {
        CATransform3D(
            m11: scaleX * other.m11, m12: scaleX * other.m12, m13: scaleX * other.m13, m14: scaleX * other.m14,
            m21: scaleY * other.m21, m22: scaleY * other.m22, m23: scaleY * other.m23, m24: scaleY * other.m24,
            m31: scaleZ * other.m31, m32: scaleZ * other.m32, m33: scaleZ * other.m33, m34: scaleZ * other.m34,
            m41: translationX * other.m11 + translationY * other.m21 + translationZ * other.m31 + other.m41,
            m42: translationX * other.m12 + translationY * other.m22 + translationZ * other.m32 + other.m42,
            m43: translationX * other.m13 + translationY * other.m23 + translationZ * other.m33 + other.m43,
            m44: translationX * other.m14 + translationY * other.m24 + translationZ * other.m34 + other.m44)
    }
}

extension CATransform3D {
    /// `CATransform3DConcat(self, CATransform3DInvert(other))`: what an additive
    /// transform animation starts from. Term by term when both only scale and
    /// translate (nearly every view's slide and zoom), without a 4×4 inverse
    /// and product.
    package func concatenatingInverse(of other: CATransform3D) -> CATransform3D {
        guard isAxisAlignedScaleAndTranslation && other.isAxisAlignedScaleAndTranslation else {
            return CATransform3DConcat(self, CATransform3DInvert(other))
        }
        // p · self · other⁻¹ = p·(s/s') + (t − t')/s', axis by axis.
        let a = AxisAlignedTransform(self), b = AxisAlignedTransform(other)
        var result = a
        result.scaleX = a.scaleX / b.scaleX
        result.scaleY = a.scaleY / b.scaleY
        result.scaleZ = a.scaleZ / b.scaleZ
        result.translationX = (a.translationX - b.translationX) / b.scaleX
        result.translationY = (a.translationY - b.translationY) / b.scaleY
        result.translationZ = (a.translationZ - b.translationZ) / b.scaleZ
        return result.transform
    }
}
