/// Mirrors `NSCollectionLayoutAnchor`: where a supplementary item attaches to the item it decorates
/// ([Apple: NSCollectionLayoutAnchor](https://developer.apple.com/documentation/uikit/nscollectionlayoutanchor)).
///
/// The edges pick a point on a rectangle: one edge its midpoint, two adjacent edges their corner, no edges (or two
/// opposite ones) its centre along that axis, as Apple's diagram of the anchor's edges shows (the iOS 13 header
/// comment on `NSCollectionLayoutAnchor`). The offset moves that point: in points (`absoluteOffset`), or in units of
/// the supplementary item's own size (`fractionalOffset`: x 0.3 is 30 % of its width), as the page says.
public struct CollectionLayoutAnchor: Sendable, Hashable {
    /// Mirrors `NSDirectionalRectEdge`, for a left-to-right layout (leading is left).
    public struct Edges: OptionSet, Sendable, Hashable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }

        public static let top = Edges(rawValue: 1)
        public static let leading = Edges(rawValue: 2)
        public static let bottom = Edges(rawValue: 4)
        public static let trailing = Edges(rawValue: 8)
        public static let all: Edges = [.top, .leading, .bottom, .trailing]

        /// The single edges by UIKit's names (`NSDirectionalRectEdge.top`, …), in the order a spec lists them.
        public static let named: [(name: String, edge: Edges)] = [
            ("top", .top), ("leading", .leading), ("bottom", .bottom), ("trailing", .trailing),
        ]

        /// The names of the single edges this holds, in the order of `named`.
        public var names: [String] { Self.named.filter { contains($0.edge) }.map(\.name) }
    }

    /// How the offset is measured.
    public enum Offset: Sendable, Hashable {
        /// In points.
        case absolute(Point)
        /// In units of the supplementary item's width and height.
        case fractional(Point)
    }

    public var edges: Edges
    public var offset: Offset

    /// `NSCollectionLayoutAnchor(edges:)`: no offset.
    public init(edges: Edges) {
        self.init(edges: edges, offset: .absolute(.zero))
    }

    public init(edges: Edges, offset: Offset) {
        self.edges = edges
        self.offset = offset
    }

    /// The anchor's point on `rect`, moved by the offset; fractions are of `itemSize`.
    func point(in rect: Rect, itemSize: Size) -> Point {
        let x = Self.unit(edges.contains(.leading), edges.contains(.trailing))
        let y = Self.unit(edges.contains(.top), edges.contains(.bottom))
        let shift: Point
        switch offset {
        case .absolute(let point): shift = point
        case .fractional(let point): shift = Point(x: point.x * itemSize.width, y: point.y * itemSize.height)
        }
        return Point(x: rect.minX + x * rect.width + shift.x, y: rect.minY + y * rect.height + shift.y)
    }

    /// 0 at the near edge, 1 at the far edge, ½ for neither or both.
    private static func unit(_ near: Bool, _ far: Bool) -> Double {
        near == far ? 0.5 : (near ? 0 : 1)
    }
}
