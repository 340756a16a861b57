/// The text a user pasted to describe their layout, kept so the room can hand it on (late joiners, reconnects,
/// recordings) and read it again.
public struct UserLayoutSource: Sendable, Hashable {
    /// How `text` is written.
    public enum Format: String, Sendable, Hashable, CaseIterable {
        /// UIKit layout code, read by the Swift layout reader.
        case swift
        /// A layout spec (`docs/layout-spec.md`).
        case json
    }

    public var format: Format
    public var text: String
    /// Items per section; nil keeps the layout's own counts.
    public var counts: [Int]?
    /// Values of names a Swift `text` reads but does not define, one `Name = value` a line
    /// (`Metrics.rowSpacing = 8`); nil for none.
    public var values: String?

    public init(format: Format, text: String, counts: [Int]? = nil, values: String? = nil) {
        self.format = format
        self.text = text
        self.counts = counts
        self.values = values
    }
}
