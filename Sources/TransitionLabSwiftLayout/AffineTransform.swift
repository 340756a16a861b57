#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `CGAffineTransform` as Core Graphics defines it: x′ = a·x + c·y + tx, y′ = b·x + d·y + ty
/// ([Apple](https://developer.apple.com/documentation/corefoundation/cgaffinetransform)).
struct AffineTransform: Hashable {
    var a = 1.0, b = 0.0, c = 0.0, d = 1.0, tx = 0.0, ty = 0.0

    static let identity = AffineTransform()

    static func scale(_ sx: Double, _ sy: Double) -> AffineTransform { AffineTransform(a: sx, d: sy) }
    static func translation(_ tx: Double, _ ty: Double) -> AffineTransform { AffineTransform(tx: tx, ty: ty) }
    static func rotation(_ angle: Double) -> AffineTransform {
        AffineTransform(a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle))
    }

    /// `t1.concatenating(t2)`: `t1` then `t2` (`CGAffineTransformConcat`).
    func concatenating(_ other: AffineTransform) -> AffineTransform {
        AffineTransform(
            a: a * other.a + b * other.c, b: a * other.b + b * other.d,
            c: c * other.a + d * other.c, d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
    }

    /// The transform as a scale, then a rotation, then a translation, when it is one: nil for a skew (axes no
    /// longer perpendicular), which a view's frame cannot show.
    var decomposed: (scaleX: Double, scaleY: Double, rotation: Double, tx: Double, ty: Double)? {
        let scaleX = (a * a + b * b).squareRoot()
        guard scaleX > 0 else { return (0, (c * c + d * d).squareRoot(), 0, tx, ty) }
        guard abs(a * c + b * d) <= 1e-9 * max(1, scaleX * (c * c + d * d).squareRoot()) else { return nil }
        let determinant = a * d - b * c
        return (scaleX, determinant / scaleX, atan2(b, a), tx, ty)
    }
}
