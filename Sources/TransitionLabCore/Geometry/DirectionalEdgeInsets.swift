/// Mirrors `NSDirectionalEdgeInsets`: insets for the four edges, in a left-to-right layout direction.
public struct DirectionalEdgeInsets: Sendable, Hashable, Codable {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double

    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// All four insets zero.
    public static let zero = DirectionalEdgeInsets()
}
