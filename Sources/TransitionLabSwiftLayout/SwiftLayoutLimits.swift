/// Bounds that keep a hostile paste from hanging or exhausting the process; each one is reported by name when hit.
public struct SwiftLayoutLimits: Sendable, Hashable {
    /// Source size in UTF-8 bytes.
    public var sourceBytes = 64 * 1024
    /// Tokens (names, numbers, strings, operators and punctuation), counted before parsing.
    public var tokens = 16_384
    /// Length of one name, number or string literal (with its quotes) in bytes, checked before parsing.
    public var tokenLength = 256
    /// Infix operators in one expression (`a + b * c` has two), checked before operators are folded (a longer
    /// chain would pass the depth limit when evaluated anyway).
    public var operators = 32
    /// Infix operators in the whole source, checked before operators are folded: folding compares precedence
    /// groups for every operator, the costliest step of reading a long paste.
    public var totalOperators = 1024
    /// Evaluation steps (one per statement or expression evaluated).
    public var steps = 50_000
    /// Nested calls, closures and expressions; also the parser's nesting limit and the nesting of `(`, `[` and `{`
    /// checked before parsing.
    public var depth = 48
    /// Sections of a compositional layout.
    public var sections = 64
    /// Elements of an array (a group's subitems among them), and the square root of the items a group holds once
    /// its counts are multiplied out. How deep groups nest and how large a group's `count` is are the layout model's
    /// rules (`LayoutSpec.maximumGroupNesting`, `LayoutSpec.maximumGroupCount`), as in a JSON spec.
    public var items = 256
    /// Elements of an array a range, a stride or `Array(repeating:count:)` makes at once (a layout's loop over its
    /// items: 1,000 a section at most), and of any array or dictionary code builds by appending.
    public var elements = 4096

    public init() {}
}
