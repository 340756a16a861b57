import SwiftParser
import Testing
import TransitionLabCore
import TransitionLabSwiftLayout
import TransitionLabTestSupport

/// Pasted code mangled at random (lines dropped, repeated, swapped; names and numbers changed): whatever still reads
/// as a layout is arranged for the export without a crash, and code that parsed cleanly is arranged into code that
/// parses cleanly, with the values filled in wherever the arranged code still reads them.
@Suite struct SwiftLayoutCodeFuzzTests {
    static let sources = [
        LayoutSources.functionWithValues, LayoutSources.viewController, LayoutSources.topLevelStatements,
    ]
    static let words = [
        "spacing", "Metrics.spacing", "2", "0.5", "layout", "self.", "GalleryViewController.", "{", "}",
    ]

    @Test func mangledPastesArrangeWithoutCrashing() throws {
        var random = SeededGenerator(seed: 35)
        var arranged = 0
        for round in 0..<200 {
            let source = Self.sources[round % Self.sources.count]
            var lines = source.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                let index = Int.random(in: 0..<lines.count, using: &random)
                switch Int.random(in: 0..<4, using: &random) {
                case 0: lines.remove(at: index)
                case 1: lines.insert(lines[index], at: index)
                case 2: lines.swapAt(index, Int.random(in: 0..<lines.count, using: &random))
                default:
                    var words = lines[index].split(separator: " ", omittingEmptySubsequences: false).map(String.init)
                    let word = Int.random(in: 0..<words.count, using: &random)
                    words[word] = Self.words.randomElement(using: &random)!
                    lines[index] = words.joined(separator: " ")
                }
                if lines.isEmpty { lines = [""] }
            }
            let text = lines.joined(separator: "\n")
            let values = try SwiftLayoutValues(parsing: source.values ?? "")
            guard
                let result = try? SwiftLayoutReader.read(
                    source: text, containerSize: ExportCase.iPhone, counts: source.counts, values: values),
                let code = SwiftLayoutCode.arrange(source: text, values: values, result: result)
            else { continue }
            arranged += 1
            guard !Parser.parse(source: text).hasError else { continue }
            let host = "final class LayoutA: UIViewController {\n\(code.members)\n}\n\(code.topLevel)"
            #expect(!Parser.parse(source: host).hasError, "\(text)\n→\n\(host)")
        }
        // The mangling leaves most pastes readable: the arrangement is exercised, not skipped.
        #expect(arranged > 40)
    }
}
