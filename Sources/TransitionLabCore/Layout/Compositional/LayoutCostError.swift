/// Why a layout was refused before it was solved to the end: the work it causes passes a limit that keeps every
/// accepted layout's preparation within a bounded time. The message names the limit.
public enum LayoutCostError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The solver laid out `limit` subitems (cells and nested groups) and had not finished.
    case placements(limit: Int)

    public var description: String {
        switch self {
        case .placements(let limit):
            "the layout needs more than \(limit) placements of items and groups to solve (the preparation limit): "
                + "use fewer items, smaller group counts or shallower nested groups"
        }
    }
}
