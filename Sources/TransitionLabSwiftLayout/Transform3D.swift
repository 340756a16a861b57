#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `CATransform3D`: a 4 × 4 matrix acting on row vectors, the translation in the fourth row
/// ([Apple](https://developer.apple.com/documentation/quartzcore/catransform3d)). The layout engine draws views in the
/// plane, so a 3-D transform is shown when it is an affine one (`affine`): one that turns about the z axis, scales
/// and translates in x and y, without perspective (`m34`).
struct Transform3D: Hashable {
    /// Row-major: `m[0]` is m11, `m[3]` m14, `m[12]` m41.
    var m: [Double]

    static let identity = Transform3D(m: [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1])

    static func scale(_ x: Double, _ y: Double, _ z: Double) -> Transform3D {
        Transform3D(m: [x, 0, 0, 0, 0, y, 0, 0, 0, 0, z, 0, 0, 0, 0, 1])
    }

    static func translation(_ x: Double, _ y: Double, _ z: Double) -> Transform3D {
        Transform3D(m: [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, x, y, z, 1])
    }

    /// `CATransform3DMakeRotation(angle, x, y, z)`: about the axis (x, y, z), as OpenGL's `glRotate`.
    static func rotation(_ angle: Double, _ x: Double, _ y: Double, _ z: Double) -> Transform3D {
        let length = (x * x + y * y + z * z).squareRoot()
        guard length > 0 else { return .identity }
        let (x, y, z) = (x / length, y / length, z / length)
        let (c, s) = (cos(angle), sin(angle))
        let t = 1 - c
        return Transform3D(m: [
            t * x * x + c, t * x * y + z * s, t * x * z - y * s, 0,
            t * x * y - z * s, t * y * y + c, t * y * z + x * s, 0,
            t * x * z + y * s, t * y * z - x * s, t * z * z + c, 0,
            0, 0, 0, 1,
        ])
    }

    init(m: [Double]) { self.m = m }

    init(_ affine: AffineTransform) {
        m = [affine.a, affine.b, 0, 0, affine.c, affine.d, 0, 0, 0, 0, 1, 0, affine.tx, affine.ty, 0, 1]
    }

    /// `CATransform3DConcat(self, other)`: `self` then `other`.
    func concatenating(_ other: Transform3D) -> Transform3D {
        var result = [Double](repeating: 0, count: 16)
        for row in 0..<4 {
            for column in 0..<4 {
                var sum = 0.0
                for k in 0..<4 { sum += m[row * 4 + k] * other.m[k * 4 + column] }
                result[row * 4 + column] = sum
            }
        }
        return Transform3D(m: result)
    }

    /// The transform in the plane, when it is one (`CATransform3DIsAffine`, z scale aside); nil for a turn out of
    /// the plane or a perspective.
    var affine: AffineTransform? {
        let outOfPlane = [m[2], m[3], m[6], m[7], m[8], m[9], m[11], m[14]]
        guard outOfPlane.allSatisfy({ abs($0) < 1e-12 }) else { return nil }
        return AffineTransform(a: m[0], b: m[1], c: m[4], d: m[5], tx: m[12], ty: m[13])
    }

    /// The names of the fields (`m11` … `m44`), by index.
    static let fieldNames = (1...4).flatMap { row in (1...4).map { "m\(row)\($0)" } }
}
