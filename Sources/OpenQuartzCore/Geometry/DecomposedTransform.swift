/// A `CATransform3D` split into perspective, translation, scale, skew and a
/// rotation quaternion (the "unmatrix" decomposition of Graphics Gems II, as
/// CSS Transforms also use it). Core Animation interpolates whole transforms
/// through such parts, which is why a 0→90° rotation turns instead of
/// shearing, and why `transform.rotation.z` and friends can be animated on
/// their own.
struct DecomposedTransform: Equatable, Sendable {
    var perspective: (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 1)
    var translation: (x: CGFloat, y: CGFloat, z: CGFloat) = (0, 0, 0)
    var scale: (x: CGFloat, y: CGFloat, z: CGFloat) = (1, 1, 1)
    var skew: (xy: CGFloat, xz: CGFloat, yz: CGFloat) = (0, 0, 0)
    var quaternion: (x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat) = (0, 0, 0, 1)

    static func == (lhs: DecomposedTransform, rhs: DecomposedTransform) -> Bool {
        lhs.perspective == rhs.perspective && lhs.translation == rhs.translation && lhs.scale == rhs.scale
            && lhs.skew == rhs.skew && lhs.quaternion == rhs.quaternion
    }

    init() {}

    /// Decomposes `t`; nil when it cannot be (w = 0, or a singular perspective part).
    init?(_ t: CATransform3D) {
        var m = t.rows
        guard m[3][3] != 0 else { return nil }
        for i in 0..<4 { for j in 0..<4 { m[i][j] /= t.m44 } }
        if m[0][3] != 0 || m[1][3] != 0 || m[2][3] != 0 {
            var perspectiveMatrix = m
            for i in 0..<3 { perspectiveMatrix[i][3] = 0 }
            perspectiveMatrix[3][3] = 1
            guard let inverse = CATransform3D(rows: perspectiveMatrix).inverse else { return nil }
            let rhs = [m[0][3], m[1][3], m[2][3], m[3][3]]
            let inv = inverse.rows
            var p = [CGFloat](repeating: 0, count: 4)
            for i in 0..<4 { for j in 0..<4 { p[i] += rhs[j] * inv[i][j] } }
            perspective = (p[0], p[1], p[2], p[3])
        }
        translation = (m[3][0], m[3][1], m[3][2])
        var row = (0..<3).map { [m[$0][0], m[$0][1], m[$0][2]] }
        func length(_ v: [CGFloat]) -> CGFloat { (v[0] * v[0] + v[1] * v[1] + v[2] * v[2]).squareRoot() }
        func dot(_ a: [CGFloat], _ b: [CGFloat]) -> CGFloat { a[0] * b[0] + a[1] * b[1] + a[2] * b[2] }
        func combine(_ a: [CGFloat], _ b: [CGFloat], _ sa: CGFloat, _ sb: CGFloat) -> [CGFloat] {
            [a[0] * sa + b[0] * sb, a[1] * sa + b[1] * sb, a[2] * sa + b[2] * sb]
        }
        func cross(_ a: [CGFloat], _ b: [CGFloat]) -> [CGFloat] {
            [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]]
        }
        // A zero-length row (scale 0) keeps its axis, so that "scale from 0" interpolates.
        func normalized(_ v: [CGFloat], axis: Int, _ others: [[CGFloat]]) -> [CGFloat] {
            let l = length(v)
            if l > 1e-12 { return v.map { $0 / l } }
            if others.count == 2 {
                let c = cross(others[0], others[1])
                if length(c) > 1e-12 { return c.map { $0 / length(c) } }
            }
            var unit: [CGFloat] = [0, 0, 0]
            unit[axis] = 1
            for other in others { unit = combine(unit, other, 1, -dot(unit, other)) }
            let ul = length(unit)
            return ul > 1e-12 ? unit.map { $0 / ul } : unit
        }
        scale.x = length(row[0])
        row[0] = normalized(row[0], axis: 0, [])
        skew.xy = dot(row[0], row[1])
        row[1] = combine(row[1], row[0], 1, -skew.xy)
        scale.y = length(row[1])
        row[1] = normalized(row[1], axis: 1, [row[0]])
        if scale.y != 0 { skew.xy /= scale.y }
        skew.xz = dot(row[0], row[2])
        row[2] = combine(row[2], row[0], 1, -skew.xz)
        skew.yz = dot(row[1], row[2])
        row[2] = combine(row[2], row[1], 1, -skew.yz)
        scale.z = length(row[2])
        row[2] = normalized(row[2], axis: 2, [row[0], row[1]])
        if scale.z != 0 { skew.xz /= scale.z; skew.yz /= scale.z }
        if dot(row[0], cross(row[1], row[2])) < 0 {
            scale = (-scale.x, -scale.y, -scale.z)
            for i in 0..<3 { row[i] = row[i].map { -$0 } }
        }
        quaternion = DecomposedTransform.quaternion(fromRotationRows: row)
    }

    /// The quaternion of an orthonormal row-vector rotation matrix.
    static func quaternion(fromRotationRows row: [[CGFloat]]) -> (x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat) {
        var x = 0.5 * max(1 + row[0][0] - row[1][1] - row[2][2], 0).squareRoot()
        var y = 0.5 * max(1 - row[0][0] + row[1][1] - row[2][2], 0).squareRoot()
        var z = 0.5 * max(1 - row[0][0] - row[1][1] + row[2][2], 0).squareRoot()
        let w = 0.5 * max(1 + row[0][0] + row[1][1] + row[2][2], 0).squareRoot()
        if row[1][2] < row[2][1] { x = -x }
        if row[2][0] < row[0][2] { y = -y }
        if row[0][1] < row[1][0] { z = -z }
        return (x, y, z, w)
    }

    /// The row-vector rotation matrix of the quaternion.
    static func rotationRows(_ q: (x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat)) -> [[CGFloat]] {
        let (x, y, z, w) = q
        return [
            [1 - 2 * (y * y + z * z), 2 * (x * y + z * w), 2 * (x * z - y * w), 0],
            [2 * (x * y - z * w), 1 - 2 * (x * x + z * z), 2 * (y * z + x * w), 0],
            [2 * (x * z + y * w), 2 * (y * z - x * w), 1 - 2 * (x * x + y * y), 0],
            [0, 0, 0, 1],
        ]
    }

    /// The transform these parts describe.
    var transform: CATransform3D {
        var m = CATransform3DIdentity.rows
        m[0][3] = perspective.0; m[1][3] = perspective.1; m[2][3] = perspective.2; m[3][3] = perspective.3
        let t = [translation.x, translation.y, translation.z]
        for i in 0..<4 { for j in 0..<3 { m[3][i] += t[j] * m[j][i] } }
        var result = CATransform3DConcat(CATransform3D(rows: DecomposedTransform.rotationRows(quaternion)),
                                         CATransform3D(rows: m))
        if skew.yz != 0 {
            var s = CATransform3DIdentity; s.m32 = skew.yz
            result = CATransform3DConcat(s, result)
        }
        if skew.xz != 0 {
            var s = CATransform3DIdentity; s.m31 = skew.xz
            result = CATransform3DConcat(s, result)
        }
        if skew.xy != 0 {
            var s = CATransform3DIdentity; s.m21 = skew.xy
            result = CATransform3DConcat(s, result)
        }
        result.m11 *= scale.x; result.m12 *= scale.x; result.m13 *= scale.x; result.m14 *= scale.x
        result.m21 *= scale.y; result.m22 *= scale.y; result.m23 *= scale.y; result.m24 *= scale.y
        result.m31 *= scale.z; result.m32 *= scale.z; result.m33 *= scale.z; result.m34 *= scale.z
        return result
    }

    /// The parts at `fraction` between `a` and `b` (quaternions by slerp,
    /// everything else linearly); fractions outside 0…1 extrapolate.
    static func interpolate(_ a: DecomposedTransform, _ b: DecomposedTransform, _ fraction: CGFloat) -> DecomposedTransform {
        func mix(_ x: CGFloat, _ y: CGFloat) -> CGFloat { x + (y - x) * fraction }
        var r = DecomposedTransform()
        r.perspective = (mix(a.perspective.0, b.perspective.0), mix(a.perspective.1, b.perspective.1),
                         mix(a.perspective.2, b.perspective.2), mix(a.perspective.3, b.perspective.3))
        r.translation = (mix(a.translation.x, b.translation.x), mix(a.translation.y, b.translation.y),
                         mix(a.translation.z, b.translation.z))
        r.scale = (mix(a.scale.x, b.scale.x), mix(a.scale.y, b.scale.y), mix(a.scale.z, b.scale.z))
        r.skew = (mix(a.skew.xy, b.skew.xy), mix(a.skew.xz, b.skew.xz), mix(a.skew.yz, b.skew.yz))
        r.quaternion = slerp(a.quaternion, b.quaternion, fraction)
        return r
    }

    static func slerp(_ a: (x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat),
                      _ b: (x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat),
                      _ t: CGFloat) -> (x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat) {
        let product = max(-1, min(1, a.x * b.x + a.y * b.y + a.z * b.z + a.w * b.w))
        if abs(product) >= 1 - 1e-12 { return a }
        let theta = acos(product)
        let w = sin(t * theta) / (1 - product * product).squareRoot()
        let ka = cos(t * theta) - product * w
        return (a.x * ka + b.x * w, a.y * ka + b.y * w, a.z * ka + b.z * w, a.w * ka + b.w * w)
    }

    /// Rotation about x, y and z (applied in that order), in radians.
    var eulerAngles: (x: CGFloat, y: CGFloat, z: CGFloat) {
        get {
            let r = DecomposedTransform.rotationRows(quaternion)
            let y = asin(max(-1, min(1, -r[0][2])))
            let x = atan2(r[1][2], r[2][2])
            let z = atan2(r[0][1], r[0][0])
            return (x, y, z)
        }
        set {
            let rotation = CATransform3DConcat(
                CATransform3DConcat(CATransform3DMakeRotation(newValue.x, 1, 0, 0),
                                    CATransform3DMakeRotation(newValue.y, 0, 1, 0)),
                CATransform3DMakeRotation(newValue.z, 0, 0, 1))
            let rows = rotation.rows.prefix(3).map { Array($0.prefix(3)) }
            quaternion = DecomposedTransform.quaternion(fromRotationRows: Array(rows))
        }
    }
}
