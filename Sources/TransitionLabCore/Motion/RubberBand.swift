/// The resistance a scroll view applies when dragged past its edges, and the spring that brings it back.
///
/// Offset past an edge: f(x) = (1 − 1/(x·c/d + 1))·d, with c = 0.55 and d the viewport dimension, so a drag of x
/// points moves the content f(x) < min(x·c, d). The formula is a public reverse engineering of UIScrollView,
/// published by Grant Paul (@chpwn, 2013) and used in Ilya Lobanov's "Scrolling Mechanics of UIScrollView"
/// (super-ultra/ScrollMechanics, `ScrollMechanics/Sources/RubberBand.swift`); Apple does not document it.
public struct RubberBand: Sendable, Hashable {
    /// The constant c of the formula; UIScrollView's is believed to be 0.55.
    public var coefficient: Double
    /// Viewport length along the axis (points): the limit the overshoot approaches.
    public var dimension: Double
    /// Allowed content offsets (e.g. `0...contentHeight − viewportHeight`).
    public var bounds: ClosedRange<Double>

    public init(coefficient: Double = 0.55, dimension: Double, bounds: ClosedRange<Double>) {
        self.coefficient = coefficient
        self.dimension = dimension
        self.bounds = bounds
    }

    /// The spring that returns an overscrolled offset to its edge: critically damped, stiffness 100, mass 1
    /// (ScrollMechanics, `ScrollExample/Sources/SimpleScrollView.swift`, `bounce(withVelocity:)`; a reverse
    /// engineering that matches UIScrollView's return by eye, not by measurement).
    public static let springBack = Spring(mass: 1, stiffness: 100, damping: 20)

    /// The displayed offset for a raw (finger-driven) `offset`: unchanged inside `bounds`, resisted beyond.
    public func clamp(_ offset: Double) -> Double {
        let edge = min(max(offset, bounds.lowerBound), bounds.upperBound)
        let excess = abs(offset - edge)
        guard excess > 0, dimension > 0 else { return edge }
        let resisted = (1 - 1 / (excess * coefficient / dimension + 1)) * dimension
        return offset < edge ? edge - resisted : edge + resisted
    }

    /// The raw offset whose `clamp` is `displayed` (inverse of the formula), so a drag can resume from a
    /// rubber-banded position: x = f·d / (c·(d − f)).
    public func unclamp(_ displayed: Double) -> Double {
        let edge = min(max(displayed, bounds.lowerBound), bounds.upperBound)
        let resisted = min(abs(displayed - edge), dimension * 0.999_999)
        guard resisted > 0 else { return displayed }
        let excess = resisted * dimension / (coefficient * (dimension - resisted))
        return displayed < edge ? edge - excess : edge + excess
    }
}
