/// Bounds that keep a hostile paste from hanging or exhausting the process; each one is reported by name when hit.
public struct SwiftLayoutLimits: Sendable, Hashable {
    /// Source size in UTF-8 bytes.
    public var sourceBytes = 64 * 1024
    /// Evaluation steps (one per statement or expression evaluated).
    public var steps = 50_000
    /// Nested calls, closures and expressions (also the parser's nesting limit).
    public var depth = 48
    /// Sections of a compositional layout.
    public var sections = 64
    /// Subitems of a group, elements of an array, and a group's `count`.
    public var items = 256
    /// Group nesting inside a section.
    public var groupNesting = 8

    public init() {}
}
