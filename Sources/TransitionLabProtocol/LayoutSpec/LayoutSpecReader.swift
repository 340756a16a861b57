import TransitionLabCore

/// Reads `json` layout sources (`docs/layout-spec.md`), with their layout printed as UIKit code ("Copy as Swift"),
/// and refuses Swift ones: the layout reader of a server or replay that has no Swift layout reader.
public struct LayoutSpecReader: UserLayoutReader {
    public init() {}

    public func read(_ source: UserLayoutSource, containerSize: Size) throws(UserLayoutError) -> UserLayoutResult {
        guard source.format == .json else {
            throw UserLayoutError(line: 1, column: 1, message: "this reader takes layout specs (json), not Swift")
        }
        let spec = try Self.spec(source)
        return UserLayoutResult(
            layout: spec.layout(counts: source.counts), swift: try? SwiftLayoutPrinter.swift(for: spec),
            code: .printed(spec))
    }

    /// The spec `source.text` holds. Text that is not JSON is reported where the parser stopped; a spec error names
    /// the JSON path at fault and is reported where that value starts in the text.
    public static func spec(_ source: UserLayoutSource) throws(UserLayoutError) -> LayoutSpec {
        let bytes = Array(source.text.utf8)
        var parser = JSONParser(bytes, maxDepth: JSONValue.maxDepth)
        let json: JSONValue
        do {
            json = try parser.parseDocument()
        } catch {
            let (line, column) = position(of: error.offset, in: bytes)
            throw UserLayoutError(line: line, column: column, message: "not valid JSON: \(error.reason)")
        }
        do {
            return try LayoutSpec(json: json)
        } catch {
            // A second pass finds where the offending value starts; it already parsed once, so it cannot fail.
            var locator = JSONParser(bytes, maxDepth: JSONValue.maxDepth, target: error.location)
            _ = try? locator.parseDocument()
            let (line, column) = position(of: locator.targetOffset ?? 0, in: bytes)
            throw UserLayoutError(line: line, column: column, message: error.description)
        }
    }

    /// The 1-based line and column (in UTF-8 bytes, as the Swift reader counts) of byte `offset`.
    static func position(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        let before = bytes.prefix(min(max(offset, 0), bytes.count))
        let line = before.count(where: { $0 == 0x0A }) + 1
        let lineStart = before.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
        return (line, before.count - lineStart + 1)
    }
}
