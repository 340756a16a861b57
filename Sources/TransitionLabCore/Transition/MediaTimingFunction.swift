/// Mirrors `CAMediaTimingFunction`: a cubic Bézier from (0, 0) to (1, 1) with two control points, mapping the
/// elapsed fraction of an animation's duration to the fraction of its change.
///
/// The named curves use the control points Apple documents for `CAMediaTimingFunctionName`
/// ([Apple: CAMediaTimingFunction](https://developer.apple.com/documentation/quartzcore/camediatimingfunction);
/// `easeInEaseOut` is (0.42, 0) (0.58, 1), the curve `UIView.animate(withDuration:)` uses by default
/// (`UIView.AnimationOptions.curveEaseInOut`)).
public struct MediaTimingFunction: Sendable, Hashable {
    public var controlPoint1: Point
    public var controlPoint2: Point

    public init(controlPoints c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double) {
        controlPoint1 = Point(x: c1x, y: c1y)
        controlPoint2 = Point(x: c2x, y: c2y)
    }

    /// `CAMediaTimingFunctionName.easeInEaseOut`, UIKit's default animation curve.
    public static let easeInEaseOut = MediaTimingFunction(controlPoints: 0.42, 0, 0.58, 1)
    /// `CAMediaTimingFunctionName.linear`.
    public static let linear = MediaTimingFunction(controlPoints: 0, 0, 1, 1)

    /// The output fraction at elapsed fraction `x` (clamped to 0…1): solves the curve's x(s) = x for the
    /// parameter s (Newton steps, then bisection if Newton stalls) and returns y(s).
    public func value(at x: Double) -> Double {
        let x = min(max(x, 0), 1)
        let s = parameter(forX: x)
        return Self.bezier(s, controlPoint1.y, controlPoint2.y)
    }

    /// d(output)/d(elapsed fraction) at elapsed fraction `x`.
    public func slope(at x: Double) -> Double {
        // At an end point where dx/ds vanishes, take the limit from just inside the curve.
        let s = min(max(parameter(forX: min(max(x, 0), 1)), 1e-6), 1 - 1e-6)
        let dx = Self.derivative(s, controlPoint1.x, controlPoint2.x)
        return dx > 1e-12 ? Self.derivative(s, controlPoint1.y, controlPoint2.y) / dx : 0
    }

    /// One coordinate of the Bézier with end points 0 and 1: 3(1−s)²s·p1 + 3(1−s)s²·p2 + s³.
    private static func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
    }

    private static func derivative(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * p1 + 6 * u * s * (p2 - p1) + 3 * s * s * (1 - p2)
    }

    private func parameter(forX x: Double) -> Double {
        var s = x
        for _ in 0..<8 {
            let error = Self.bezier(s, controlPoint1.x, controlPoint2.x) - x
            if abs(error) < 1e-12 { return s }
            let d = Self.derivative(s, controlPoint1.x, controlPoint2.x)
            guard abs(d) > 1e-9 else { break }
            s -= error / d
        }
        var low = 0.0
        var high = 1.0
        s = x
        for _ in 0..<60 {
            let value = Self.bezier(s, controlPoint1.x, controlPoint2.x)
            if abs(value - x) < 1e-12 { break }
            if value < x { low = s } else { high = s }
            s = (low + high) / 2
        }
        return s
    }
}
