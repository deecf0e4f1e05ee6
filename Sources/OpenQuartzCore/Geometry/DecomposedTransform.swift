/// A `CATransform3D` split into perspective, translation, scale, skew and a
/// rotation quaternion (the "unmatrix" decomposition of Graphics Gems II, as
/// CSS Transforms also use it). Core Animation interpolates whole transforms
/// through such parts, which is why a 0→90° rotation turns instead of
/// shearing, and why `transform.rotation.z` and friends can be animated on
/// their own. Written with fixed-size vectors: it runs on the per-frame path.
struct DecomposedTransform: Equatable, Sendable {
    typealias Vector3 = SIMD3<Double>
    typealias Vector4 = SIMD4<Double>

    var perspective = Vector4(0, 0, 0, 1)
    var translation = Vector3(0, 0, 0)
    var scale = Vector3(1, 1, 1)
    /// Shear factors xy, xz, yz.
    var skew = Vector3(0, 0, 0)
    /// Rotation quaternion (x, y, z, w).
    var quaternion = Vector4(0, 0, 0, 1)

    init() {}

    /// Decomposes `t`; nil when it cannot be (w = 0, or a singular perspective part).
    init?(_ t: CATransform3D) {
        guard t.m44 != 0 else { return nil }
        let n = 1 / Double(t.m44)
        let r0 = Vector4(Double(t.m11), Double(t.m12), Double(t.m13), Double(t.m14)) * n
        let r1 = Vector4(Double(t.m21), Double(t.m22), Double(t.m23), Double(t.m24)) * n
        let r2 = Vector4(Double(t.m31), Double(t.m32), Double(t.m33), Double(t.m34)) * n
        let r3 = Vector4(Double(t.m41), Double(t.m42), Double(t.m43), 1)
        if r0.w != 0 || r1.w != 0 || r2.w != 0 {
            let perspectiveMatrix = CATransform3D(
                m11: CGFloat(r0.x), m12: CGFloat(r0.y), m13: CGFloat(r0.z), m14: 0,
                m21: CGFloat(r1.x), m22: CGFloat(r1.y), m23: CGFloat(r1.z), m24: 0,
                m31: CGFloat(r2.x), m32: CGFloat(r2.y), m33: CGFloat(r2.z), m34: 0,
                m41: CGFloat(r3.x), m42: CGFloat(r3.y), m43: CGFloat(r3.z), m44: 1)
            guard let inverse = perspectiveMatrix.inverse else { return nil }
            // perspective = rhs · transpose(inverse)
            let rhs = Vector4(r0.w, r1.w, r2.w, 1)
            let i = inverse
            perspective = Vector4(
                rhs.x * Double(i.m11) + rhs.y * Double(i.m12) + rhs.z * Double(i.m13) + rhs.w * Double(i.m14),
                rhs.x * Double(i.m21) + rhs.y * Double(i.m22) + rhs.z * Double(i.m23) + rhs.w * Double(i.m24),
                rhs.x * Double(i.m31) + rhs.y * Double(i.m32) + rhs.z * Double(i.m33) + rhs.w * Double(i.m34),
                rhs.x * Double(i.m41) + rhs.y * Double(i.m42) + rhs.z * Double(i.m43) + rhs.w * Double(i.m44))
        }
        translation = Vector3(r3.x, r3.y, r3.z)
        var row0 = Vector3(r0.x, r0.y, r0.z)
        var row1 = Vector3(r1.x, r1.y, r1.z)
        var row2 = Vector3(r2.x, r2.y, r2.z)

        scale.x = DecomposedTransform.length(row0)
        row0 = DecomposedTransform.normalized(row0, axis: 0, row0, row1, count: 0)
        skew.x = DecomposedTransform.dot(row0, row1)
        row1 -= row0 * skew.x
        scale.y = DecomposedTransform.length(row1)
        row1 = DecomposedTransform.normalized(row1, axis: 1, row0, row1, count: 1)
        if scale.y != 0 { skew.x /= scale.y }
        skew.y = DecomposedTransform.dot(row0, row2)
        row2 -= row0 * skew.y
        skew.z = DecomposedTransform.dot(row1, row2)
        row2 -= row1 * skew.z
        scale.z = DecomposedTransform.length(row2)
        row2 = DecomposedTransform.normalized(row2, axis: 2, row0, row1, count: 2)
        if scale.z != 0 { skew.y /= scale.z; skew.z /= scale.z }
        if DecomposedTransform.dot(row0, DecomposedTransform.cross(row1, row2)) < 0 {
            scale = -scale
            row0 = -row0; row1 = -row1; row2 = -row2
        }
        quaternion = DecomposedTransform.quaternion(row0, row1, row2)
    }

    private static func dot(_ a: Vector3, _ b: Vector3) -> Double { (a * b).sum() }
    private static func length(_ v: Vector3) -> Double { dot(v, v).squareRoot() }
    private static func cross(_ a: Vector3, _ b: Vector3) -> Vector3 {
        Vector3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x)
    }

    /// `v` made unit length; a zero row (scale 0) keeps a sensible axis so that
    /// "scale from 0" interpolates.
    private static func normalized(_ v: Vector3, axis: Int, _ row0: Vector3, _ row1: Vector3, count: Int) -> Vector3 {
        let l = length(v)
        if l > 1e-12 { return v / l }
        if count == 2 {
            let c = cross(row0, row1)
            let cl = length(c)
            if cl > 1e-12 { return c / cl }
        }
        var unit = Vector3(0, 0, 0)
        unit[axis] = 1
        if count >= 1 { unit -= row0 * dot(unit, row0) }
        if count >= 2 { unit -= row1 * dot(unit, row1) }
        let ul = length(unit)
        return ul > 1e-12 ? unit / ul : unit
    }

    /// The quaternion of an orthonormal row-vector rotation matrix.
    static func quaternion(_ r0: Vector3, _ r1: Vector3, _ r2: Vector3) -> Vector4 {
        var x = 0.5 * max(1 + r0.x - r1.y - r2.z, 0).squareRoot()
        var y = 0.5 * max(1 - r0.x + r1.y - r2.z, 0).squareRoot()
        var z = 0.5 * max(1 - r0.x - r1.y + r2.z, 0).squareRoot()
        let w = 0.5 * max(1 + r0.x + r1.y + r2.z, 0).squareRoot()
        if r1.z < r2.y { x = -x }
        if r2.x < r0.z { y = -y }
        if r0.y < r1.x { z = -z }
        return Vector4(x, y, z, w)
    }

    /// The rows of the quaternion's row-vector rotation matrix.
    static func rotationRows(_ q: Vector4) -> (Vector3, Vector3, Vector3) {
        let x = q.x, y = q.y, z = q.z, w = q.w
        return (Vector3(1 - 2 * (y * y + z * z), 2 * (x * y + z * w), 2 * (x * z - y * w)),
                Vector3(2 * (x * y - z * w), 1 - 2 * (x * x + z * z), 2 * (y * z + x * w)),
                Vector3(2 * (x * z + y * w), 2 * (y * z - x * w), 1 - 2 * (x * x + y * y)))
    }

    /// The transform these parts describe: scale · skew · rotation · (translation and perspective).
    var transform: CATransform3D {
        var (a, b, c) = DecomposedTransform.rotationRows(quaternion)
        // Skews, applied before the rotation: row2 += yz·row1 + xz·row0, then row1 += xy·row0.
        c += b * skew.z + a * skew.y
        b += a * skew.x
        a *= scale.x; b *= scale.y; c *= scale.z
        let p = perspective
        let t = translation
        // (rows a, b, c, 0001) · M where M is the identity with translation t in row 4 and
        // perspective p in column 4 (translation composed as in the unmatrix recomposition).
        let m41 = t.x, m42 = t.y, m43 = t.z
        let m44 = t.x * p.x + t.y * p.y + t.z * p.z + p.w
        return CATransform3D(
            m11: CGFloat(a.x), m12: CGFloat(a.y), m13: CGFloat(a.z), m14: CGFloat((a * Vector3(p.x, p.y, p.z)).sum()),
            m21: CGFloat(b.x), m22: CGFloat(b.y), m23: CGFloat(b.z), m24: CGFloat((b * Vector3(p.x, p.y, p.z)).sum()),
            m31: CGFloat(c.x), m32: CGFloat(c.y), m33: CGFloat(c.z), m34: CGFloat((c * Vector3(p.x, p.y, p.z)).sum()),
            m41: CGFloat(m41), m42: CGFloat(m42), m43: CGFloat(m43), m44: CGFloat(m44))
    }

    /// The parts at `fraction` between `a` and `b` (quaternions by slerp,
    /// everything else linearly); fractions outside 0…1 extrapolate.
    static func interpolate(_ a: DecomposedTransform, _ b: DecomposedTransform, _ fraction: Double) -> DecomposedTransform {
        var r = DecomposedTransform()
        r.perspective = a.perspective + (b.perspective - a.perspective) * fraction
        r.translation = a.translation + (b.translation - a.translation) * fraction
        r.scale = a.scale + (b.scale - a.scale) * fraction
        r.skew = a.skew + (b.skew - a.skew) * fraction
        r.quaternion = slerp(a.quaternion, b.quaternion, fraction)
        return r
    }

    static func slerp(_ a: Vector4, _ b: Vector4, _ t: Double) -> Vector4 {
        let product = max(-1, min(1, (a * b).sum()))
        if abs(product) >= 1 - 1e-12 { return a }
        let theta = acos(product)
        let w = sin(t * theta) / (1 - product * product).squareRoot()
        return a * (cos(t * theta) - product * w) + b * w
    }

    /// Rotation about x, y and z (applied in that order), in radians.
    var eulerAngles: (x: Double, y: Double, z: Double) {
        get {
            let (r0, r1, r2) = DecomposedTransform.rotationRows(quaternion)
            let first = (x: atan2(r1.z, r2.z), y: asin(max(-1, min(1, -r0.z))), z: atan2(r0.y, r0.x))
            // Every rotation has a second set of angles, (x + π, π − y, z + π). Report the
            // one that turns least, so that a half turn about y reads as (0, π, 0), not (π, 0, π).
            func wrapped(_ angle: Double) -> Double {
                var a = angle.truncatingRemainder(dividingBy: 2 * .pi)
                if a > .pi { a -= 2 * .pi } else if a <= -.pi { a += 2 * .pi }
                return a
            }
            let second = (x: wrapped(first.x + .pi), y: wrapped(.pi - first.y), z: wrapped(first.z + .pi))
            let firstTotal = abs(first.x) + abs(first.y) + abs(first.z)
            let secondTotal = abs(second.x) + abs(second.y) + abs(second.z)
            return secondTotal < firstTotal - 1e-9 ? second : first
        }
        set {
            let rotation = CATransform3DConcat(
                CATransform3DConcat(CATransform3DMakeRotation(CGFloat(newValue.x), 1, 0, 0),
                                    CATransform3DMakeRotation(CGFloat(newValue.y), 0, 1, 0)),
                CATransform3DMakeRotation(CGFloat(newValue.z), 0, 0, 1))
            quaternion = DecomposedTransform.quaternion(
                Vector3(Double(rotation.m11), Double(rotation.m12), Double(rotation.m13)),
                Vector3(Double(rotation.m21), Double(rotation.m22), Double(rotation.m23)),
                Vector3(Double(rotation.m31), Double(rotation.m32), Double(rotation.m33)))
        }
    }
}

extension CATransform3D {
    /// Whether the transform only scales (by positive factors) and translates:
    /// between two such transforms the decomposed blend is the entries' linear blend.
    var isAxisAlignedScaleAndTranslation: Bool {
        m12 == 0 && m13 == 0 && m14 == 0 && m21 == 0 && m23 == 0 && m24 == 0 && m31 == 0 && m32 == 0 && m34 == 0
            && m44 == 1 && m11 > 0 && m22 > 0 && m33 > 0
    }
}
