import TransitionLabCore

/// Reads `json` layout sources (`docs/layout-spec.md`) and refuses Swift ones: the layout reader of a server or
/// replay that has no Swift layout reader.
public struct LayoutSpecReader: UserLayoutReader {
    public init() {}

    public func read(_ source: UserLayoutSource, containerSize: Size) throws(UserLayoutError) -> UserLayoutReading {
        guard source.format == .json else {
            throw UserLayoutError(line: 1, column: 1, message: "this reader takes layout specs (json), not Swift")
        }
        return UserLayoutReading(layout: try Self.spec(source).layout(counts: source.counts))
    }

    /// The spec `source.text` holds; an error names the JSON path at fault, at line 1, column 1.
    public static func spec(_ source: UserLayoutSource) throws(UserLayoutError) -> LayoutSpec {
        do {
            return try LayoutSpec(parsing: Array(source.text.utf8))
        } catch {
            throw UserLayoutError(line: 1, column: 1, message: error.description)
        }
    }
}
