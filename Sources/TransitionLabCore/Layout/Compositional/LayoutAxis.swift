/// The two axes of a layout: the direction a group lays out its subitems in, or the direction a section scrolls in.
public enum LayoutAxis: Sendable, Hashable {
    case horizontal, vertical

    /// The other axis.
    public var cross: LayoutAxis { self == .horizontal ? .vertical : .horizontal }
}

extension Size {
    /// The length along `axis`.
    func length(along axis: LayoutAxis) -> Double { axis == .horizontal ? width : height }

    /// A size from lengths along `axis` and its cross axis.
    init(main: Double, cross: Double, axis: LayoutAxis) {
        self = axis == .horizontal ? Size(width: main, height: cross) : Size(width: cross, height: main)
    }
}

extension Point {
    /// A point from coordinates along `axis` and its cross axis.
    init(main: Double, cross: Double, axis: LayoutAxis) {
        self = axis == .horizontal ? Point(x: main, y: cross) : Point(x: cross, y: main)
    }
}

extension DirectionalEdgeInsets {
    /// The leading (or top) inset along `axis`.
    func leadingInset(along axis: LayoutAxis) -> Double { axis == .horizontal ? leading : top }
    /// The trailing (or bottom) inset along `axis`.
    func trailingInset(along axis: LayoutAxis) -> Double { axis == .horizontal ? trailing : bottom }
    /// Both insets along `axis`.
    func total(along axis: LayoutAxis) -> Double { leadingInset(along: axis) + trailingInset(along: axis) }
}
