import Foundation
import Testing
import TransitionLabCore
import TransitionLabTestSupport

@testable import TransitionLabProtocol

/// Fuzzing a pasted layout spec: the repository's example specs, mutated (bytes changed, inserted, deleted,
/// duplicated, cut short; numbers swapped for extreme ones), read by `LayoutSpecReader` as the server reads a paste.
/// A mutant must never crash; a refused one is reported at a line and column inside its text; an accepted one, in
/// `your-layout` as a room shows it, lays out finite frames. `FUZZ_ITERATIONS` sets the count (default 3,000, a few seconds in `make test`).
@Suite struct LayoutSpecFuzzTests {
    private static let examples: [[UInt8]] = {
        let folder = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("docs/examples")
        let names = ["cat-food.json", "modern-collection-views.json", "photo-grid.json"]
        return names.compactMap { try? Array(Data(contentsOf: folder.appendingPathComponent($0))) }
    }()

    private static let alphabet = Array(#"{}[]":,.-+eE0123456789truefalsn\u "#.utf8) + [0x0A, 0x00, 0xC3, 0xFF]
    private static let extremes = ["1e308", "-1e308", "0", "-0", "1e-320", "123456789012345678901234567890", "-1"]

    @Test func mutatedSpecsNeverCrashAndReportPositionsInsideTheText() {
        #expect(Self.examples.count == 3, "the example specs are read from docs/examples")
        let iterations = ProcessInfo.processInfo.environment["FUZZ_ITERATIONS"].flatMap(Int.init) ?? 3_000
        var generator = SeededGenerator(seed: 0x5BEC_F022)
        var refused = 0
        var accepted = 0
        let viewport = Size(width: 390, height: 844)
        for _ in 0..<iterations {
            let bytes = Self.mutant(&generator)
            let text = String(decoding: bytes, as: UTF8.self)
            do {
                let source = UserLayoutSource(format: .json, text: text)
                let reading = try LayoutSpecReader().read(source, containerSize: viewport)
                // As the room shows it: `your-layout` caps the spec's item counts before laying it out.
                let scene = YourLayoutScene(viewport: viewport)
                scene.setLayout(reading.layout, source: source)
                let frames = scene.frame().nodes.map(\.frame)
                #expect(frames.allSatisfy { $0.origin.x.isFinite && $0.size.width.isFinite }, "\(text.prefix(200))")
                accepted += 1
            } catch {
                let lines = text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false)
                #expect(error.line >= 1 && error.line <= lines.count, "\(error)")
                if error.line >= 1, error.line <= lines.count {
                    #expect(error.column >= 1 && error.column <= lines[error.line - 1].count + 1, "\(error)")
                }
                refused += 1
            }
        }
        #expect(refused > 0 && accepted > 0, "refused \(refused), accepted \(accepted)")
    }

    /// Hostile shapes: groups nested up to 30 deep (filling or with a `count` up to 10⁶), up to 80 sections of up to
    /// 10⁶ items, items down to a point wide. Each spec is read and prepared as the layout worker does; it is refused
    /// (naming a limit) or prepared within the placement budget with finite frames, never a trap.
    @Test func deepGroupsAndHugeCountsAreRefusedOrPrepared() {
        let iterations = (ProcessInfo.processInfo.environment["FUZZ_ITERATIONS"].flatMap(Int.init) ?? 3_000) / 100
        var generator = SeededGenerator(seed: 0xDEE9_6A0B)
        var refused: [String: Int] = [:]
        var accepted = 0
        let viewport = Size(width: 390, height: 844)
        for _ in 0..<iterations {
            let text = Self.hostileSpec(&generator)
            let source = UserLayoutSource(format: .json, text: text)
            do {
                let reading = try LayoutSpecReader().read(source, containerSize: viewport)
                let prepared = try PreparedUserLayout(reading.layout, viewport: viewport)
                let scene = YourLayoutScene(viewport: viewport)
                scene.setLayout(prepared, source: source)
                let frames = scene.frame().nodes.map(\.frame)
                #expect(frames.allSatisfy { $0.origin.y.isFinite && $0.size.height.isFinite }, "\(text.prefix(200))")
                accepted += 1
            } catch let error as UserLayoutError {
                let limits = ["group nesting limit", "group count limit", "nested deeper than"]
                let limit = limits.first { error.message.contains($0) }
                #expect(limit != nil, "\(error)")
                refused[limit ?? "?", default: 0] += 1
            } catch {
                #expect(error is LayoutCostError, "\(error)")
                refused["placements", default: 0] += 1
            }
        }
        #expect(accepted > 0 && refused.count >= 3, "accepted \(accepted), refused \(refused)")
    }

    private static func hostileSpec(_ generator: inout SeededGenerator) -> String {
        func below(_ bound: UInt64) -> UInt64 { generator.next() % bound }
        let side = [1, 10, 60, 200][Int(below(4))]
        var subitem = #"{"type":"item","size":{"width":{"absolute":\#(side)},"height":{"absolute":\#(side)}}}"#
        let depth = Int(below(31))
        for level in 0..<depth {
            let axis = level.isMultiple(of: 2) ? "horizontal" : "vertical"
            let counts = [0, 0, 2, 16, 256, 257, 1_000_000]
            let count = counts[Int(below(UInt64(counts.count)))]
            let repetition = count == 0 ? "" : #","count":\#(count)"#
            subitem =
                #"{"type":"group","axis":"\#(axis)","size":{"width":{"fractionalWidth":1},"#
                + #""height":{"fractionalHeight":1}},"subitems":[\#(subitem)]\#(repetition)}"#
        }
        let items = [1, 100, 1000, 1_000_000][Int(below(4))]
        let group =
            #"{"type":"group","axis":"vertical","size":{"width":{"fractionalWidth":1},"height":{"absolute":400}},"#
            + #""subitems":[\#(subitem)]}"#
        let section = #"{"group":\#(group),"numberOfItems":\#(items)}"#
        let sections = Array(repeating: section, count: Int(below(80)) + 1).joined(separator: ",")
        return #"{"layout":"compositional","sections":[\#(sections)]}"#
    }

    private static func mutant(_ generator: inout SeededGenerator) -> [UInt8] {
        var bytes = examples[Int(generator.next() % UInt64(examples.count))]
        for _ in 0..<(generator.next() % 4) {
            let position = bytes.isEmpty ? 0 : Int(generator.next() % UInt64(bytes.count))
            switch generator.next() % 7 {
            case 0 where !bytes.isEmpty: bytes[position] = alphabet[Int(generator.next() % UInt64(alphabet.count))]
            case 1: bytes.insert(alphabet[Int(generator.next() % UInt64(alphabet.count))], at: position)
            case 2 where !bytes.isEmpty: bytes.remove(at: position)
            case 3: bytes = Array(bytes.prefix(position))
            case 4:
                // A number replaced by an extreme one.
                let digits = UInt8(ascii: "0")...UInt8(ascii: "9")
                guard let start = bytes[position...].firstIndex(where: { digits.contains($0) }) else { break }
                let end = bytes[start...].firstIndex { !digits.contains($0) && $0 != UInt8(ascii: ".") } ?? bytes.count
                let extreme = extremes[Int(generator.next() % UInt64(extremes.count))]
                bytes.replaceSubrange(start..<end, with: Array(extreme.utf8))
            default:
                let end = min(bytes.count, position + Int(generator.next() % 64))
                bytes.insert(contentsOf: bytes[position..<end], at: position)
            }
        }
        return bytes
    }
}
