/// A 3×3 projective transform of the plane, row-vector convention like
/// `CATransform3D`: `[x y 1] · H`. It is what a layer's 4×4 transform does to
/// the layer's own plane (z = 0) once the result is flattened into the parent.
struct Homography: Equatable {
    var m11: Double, m12: Double, m13: Double
    var m21: Double, m22: Double, m23: Double
    var m31: Double, m32: Double, m33: Double

    static let identity = Homography(m11: 1, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1)

    init(m11: Double, m12: Double, m13: Double, m21: Double, m22: Double, m23: Double,
         m31: Double, m32: Double, m33: Double) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13
        self.m21 = m21; self.m22 = m22; self.m23 = m23
        self.m31 = m31; self.m32 = m32; self.m33 = m33
    }

    /// The plane part of a 4×4 transform: rows and columns x, y and w.
    init(_ t: CATransform3D) {
        self.init(m11: Double(t.m11), m12: Double(t.m12), m13: Double(t.m14),
                  m21: Double(t.m21), m22: Double(t.m22), m23: Double(t.m24),
                  m31: Double(t.m41), m32: Double(t.m42), m33: Double(t.m44))
    }

    /// An affine transform as a homography.
    init(_ a: CGAffineTransform) {
        self.init(m11: Double(a.a), m12: Double(a.b), m13: 0, m21: Double(a.c), m22: Double(a.d), m23: 0,
                  m31: Double(a.tx), m32: Double(a.ty), m33: 1)
    }

    static func scale(_ sx: Double, _ sy: Double) -> Homography {
        Homography(m11: sx, m12: 0, m13: 0, m21: 0, m22: sy, m23: 0, m31: 0, m32: 0, m33: 1)
    }

    static func translation(_ tx: Double, _ ty: Double) -> Homography {
        Homography(m11: 1, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0, m31: tx, m32: ty, m33: 1)
    }

    /// `self` followed by `other`.
    func concatenating(_ o: Homography) -> Homography {
        Homography(
            m11: m11 * o.m11 + m12 * o.m21 + m13 * o.m31, m12: m11 * o.m12 + m12 * o.m22 + m13 * o.m32,
            m13: m11 * o.m13 + m12 * o.m23 + m13 * o.m33,
            m21: m21 * o.m11 + m22 * o.m21 + m23 * o.m31, m22: m21 * o.m12 + m22 * o.m22 + m23 * o.m32,
            m23: m21 * o.m13 + m22 * o.m23 + m23 * o.m33,
            m31: m31 * o.m11 + m32 * o.m21 + m33 * o.m31, m32: m31 * o.m12 + m32 * o.m22 + m33 * o.m32,
            m33: m31 * o.m13 + m32 * o.m23 + m33 * o.m33)
    }

    /// Whether the map is affine (no perspective).
    var isAffine: Bool { abs(m13) < 1e-12 && abs(m23) < 1e-12 && m33 != 0 }

    /// The affine transform (meaningful when `isAffine`).
    var affine: CGAffineTransform {
        CGAffineTransform(a: m11 / m33, b: m12 / m33, c: m21 / m33, d: m22 / m33, tx: m31 / m33, ty: m32 / m33)
    }

    /// Maps a point; nil when it lands at or behind the eye (w ≤ 0).
    func apply(_ x: Double, _ y: Double) -> (x: Double, y: Double)? {
        let w = x * m13 + y * m23 + m33
        guard w > 1e-9 else { return nil }
        return ((x * m11 + y * m21 + m31) / w, (x * m12 + y * m22 + m32) / w)
    }

    /// The inverse, or nil when singular.
    var inverse: Homography? {
        let c11 = m22 * m33 - m23 * m32, c12 = -(m21 * m33 - m23 * m31), c13 = m21 * m32 - m22 * m31
        let determinant = m11 * c11 + m12 * c12 + m13 * c13
        guard abs(determinant) > 1e-300, determinant.isFinite else { return nil }
        let d = 1 / determinant
        return Homography(
            m11: c11 * d, m12: -(m12 * m33 - m13 * m32) * d, m13: (m12 * m23 - m13 * m22) * d,
            m21: c12 * d, m22: (m11 * m33 - m13 * m31) * d, m23: -(m11 * m23 - m13 * m21) * d,
            m31: c13 * d, m32: -(m11 * m32 - m12 * m31) * d, m33: (m11 * m22 - m12 * m21) * d)
    }

    /// Whether the plane is seen from the front at local point (x, y): the
    /// mapped local axes keep their orientation.
    func isFrontFacing(atX x: Double, y: Double) -> Bool {
        guard let p = apply(x, y), let px = apply(x + 1, y), let py = apply(x, y + 1) else { return false }
        let ax = (px.x - p.x, px.y - p.y), ay = (py.x - p.x, py.y - p.y)
        return ax.0 * ay.1 - ax.1 * ay.0 > 0
    }

    /// The scale the map applies near local point (x, y) (geometric mean of the axes' stretch).
    func scaleFactor(atX x: Double, y: Double) -> Double {
        guard let p = apply(x, y), let px = apply(x + 1, y), let py = apply(x, y + 1) else { return 1 }
        let sx = hypot(px.x - p.x, px.y - p.y), sy = hypot(py.x - p.x, py.y - p.y)
        return max((sx * sy).squareRoot(), 1e-6)
    }
}
