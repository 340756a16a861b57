/// Mirrors Foundation's `IndexPath` as collection views use it: a section and an item.
public struct IndexPath: Sendable, Hashable, Codable, Comparable {
    public var section: Int
    public var item: Int

    public init(item: Int, section: Int) {
        self.section = section
        self.item = item
    }

    public static func < (lhs: IndexPath, rhs: IndexPath) -> Bool {
        (lhs.section, lhs.item) < (rhs.section, rhs.item)
    }
}
