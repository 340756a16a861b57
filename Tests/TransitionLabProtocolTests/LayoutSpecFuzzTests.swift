import Foundation
import Testing
import TransitionLabCore

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
        var generator = SplitMix64(seed: 0x5BEC_F022)
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

    private static func mutant(_ generator: inout SplitMix64) -> [UInt8] {
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
