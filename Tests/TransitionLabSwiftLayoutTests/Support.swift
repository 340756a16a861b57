import Foundation
import Testing
import TransitionLabCore
import TransitionLabProtocol

@testable import TransitionLabSwiftLayout

/// Shared helpers: reading Swift, the package root, and comparing frames through the solver.
enum Support {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static let iPhone = Size(width: 390, height: 844)

    static func read(
        _ source: String, size: Size = iPhone, counts: [Int]? = nil, name: String? = nil,
        limits: SwiftLayoutLimits = SwiftLayoutLimits()
    ) throws -> SwiftLayoutReader.Result {
        try SwiftLayoutReader.read(
            source: source, containerSize: size, counts: counts, layoutName: name, limits: limits)
    }

    /// The error a source gives, or nil when it reads.
    static func error(_ source: String, counts: [Int]? = nil, limits: SwiftLayoutLimits = SwiftLayoutLimits())
        -> SwiftLayoutDiagnostic?
    {
        do {
            _ = try SwiftLayoutReader.read(source: source, containerSize: iPhone, counts: counts, limits: limits)
            return nil
        } catch {
            return error.diagnostic
        }
    }

    /// The 1-based line and column (in UTF-8 bytes) of the first occurrence of `needle` in `source`, at its `|` when
    /// it has one (`"count: |0"` is where the `0` is); nil when `source` does not hold it.
    static func position(of needle: String, in source: String) -> (line: Int, column: Int)? {
        let marker = needle.firstIndex(of: "|").map { needle.utf8.distance(from: needle.startIndex, to: $0) } ?? 0
        guard let found = source.range(of: needle.replacingOccurrences(of: "|", with: "")) else { return nil }
        let before = source.utf8[..<found.lowerBound].count + marker
        let prefix = Array(source.utf8.prefix(before))
        let line = prefix.count(where: { $0 == UInt8(ascii: "\n") }) + 1
        let lineStart = prefix.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
        return (line, before - lineStart + 1)
    }

    /// Every element's frame, as `transition-lab layout` prints it.
    /// A layout refused for its cost gives `{"error": …}`, which no expected frames equal.
    static func frames(_ spec: LayoutSpec, counts: [Int]? = nil, size: Size = iPhone, offset: Double = 0) -> JSONValue {
        do {
            return try LayoutSnapshot(layout: spec.layout(counts: counts), containerSize: size, contentOffsetY: offset)
                .json
        } catch {
            return .object(["error": .string(error.description)])
        }
    }

    static func exampleSpec(_ name: String) throws -> LayoutSpec {
        let data = try Data(contentsOf: packageRoot.appendingPathComponent("docs/examples/\(name)"))
        return try LayoutSpec(parsing: data)
    }

    /// The fenced ```swift blocks of a text.
    static func swiftBlocks(_ text: String) -> [String] {
        var blocks: [String] = []
        var current: [Substring]?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line.hasPrefix("```swift") {
                current = []
            } else if let block = current, line.hasPrefix("```") {
                blocks.append(block.joined(separator: "\n"))
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }
}
