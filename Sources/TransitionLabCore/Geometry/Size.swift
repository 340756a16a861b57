/// Mirrors `CGSize`: a width and a height in points.
public struct Size: Sendable, Hashable, Codable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// A size of zero width and height.
    public static let zero = Size(width: 0, height: 0)

    /// Linear interpolation from `self` (fraction 0) to `other` (fraction 1).
    public func interpolated(to other: Size, fraction: Double) -> Size {
        Size(width: width + (other.width - width) * fraction, height: height + (other.height - height) * fraction)
    }
}
