/// Mirrors `NSRectAlignment`: where a boundary supplementary item sits on its section.
///
/// `.top` is top edge, centred horizontally; `.topLeading` is the top-left corner, and so on
/// ([Apple: NSRectAlignment](https://developer.apple.com/documentation/uikit/nsrectalignment)).
public enum RectAlignment: String, Sendable, Hashable, CaseIterable {
    case none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing

    /// Whether the item sits on the section's top edge.
    public var isTop: Bool { self == .top || self == .topLeading || self == .topTrailing }
    /// Whether the item sits on the section's bottom edge.
    public var isBottom: Bool { self == .bottom || self == .bottomLeading || self == .bottomTrailing }

    /// The x of an item `width` wide inside `minX...maxX`: leading, trailing or centred.
    func x(width: Double, minX: Double, maxX: Double) -> Double {
        switch self {
        case .topLeading, .leading, .bottomLeading: minX
        case .topTrailing, .trailing, .bottomTrailing: maxX - width
        case .none, .top, .bottom: minX + (maxX - minX - width) / 2
        }
    }
}
