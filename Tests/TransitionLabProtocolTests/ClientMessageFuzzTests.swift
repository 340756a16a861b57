import Foundation
import Testing
import TransitionLabCore
import TransitionLabTestSupport

@testable import TransitionLabProtocol

/// Differential fuzzing of the client-message decoder: mutated messages (bytes flipped, inserted, deleted,
/// duplicated, brackets piled up) must never crash `ClientMessage(json:)`, must be refused or accepted without
/// exceeding the limits, and whenever Foundation's `JSONSerialization` reads a mutant within those limits (and
/// without the trailing commas and NUL bytes it tolerates), the parser must read the same value. `FUZZ_ITERATIONS` sets the count (default 20,000, a few seconds in `make test`).
@Suite struct ClientMessageFuzzTests {
    private static let seeds = [
        #"{"type":"hello","room":"r","name":"n","role":"viewer","viewport":{"width":390,"height":844,"scale":3}}"#,
        #"{"type":"pointer","phase":"move","id":1,"x":195.5,"y":-402e-1,"time":1234.5,"seq":17}"#,
        #"{"type":"pinch","phase":"change","scale":1.25,"x":0,"y":0,"time":0,"seq":2}"#,
        #"{"type":"param","key":"damping","value":0.5}"#, #"{"type":"key","key":"\u00e9\ud83d\ude00\n"}"#,
        #"{"type":"ping","time":1}"#, #"[1,[2,[3,{"a":null,"b":true,"c":false}]]]"#,
        #"{"type":"display","refresh":59.94}"#,
        #"{"type":"layout","slot":"a","format":"swift","text":"let s = \"x\"\n","counts":[8,10,6]}"#,
        #"{"type":"layout","slot":"b","format":"json","text":"{\"layout\":\"flow\"}","counts":null}"#,
        #"{"type":"layout","slot":"a","format":"json","text":"{}","origin":"restore"}"#,
    ].map { Array($0.utf8) }

    private static let alphabet = Array(#"{}[]":,.-+eE0123456789truefalsn\u"#.utf8) + [0x20, 0x0A, 0x00, 0xC3, 0xFF]

    @Test func mutatedMessagesNeverCrashAndAgreeWithFoundation() {
        let iterations = ProcessInfo.processInfo.environment["FUZZ_ITERATIONS"].flatMap(Int.init) ?? 20_000
        var generator = SeededGenerator(seed: 0x5EED_F022)
        var agreed = 0
        for _ in 0..<iterations {
            let input = Self.mutant(&generator)
            let ours = try? JSONValue(
                parsing: input, maxDepth: ClientMessage.maxDepth, maxMembers: ClientMessage.maxMembers)
            _ = try? ClientMessage(json: input)
            guard
                let theirs = try? JSONSerialization.jsonObject(with: Data(input), options: .fragmentsAllowed),
                let expected = Optional(JSONValue(foundation: theirs)), expected.fitsLimits(depth: 0),
                !Self.hasTrailingComma(input), !input.contains(0)
            else { continue }
            #expect(ours?.booleansAsNumbers == expected, "\(input)")
            agreed += 1
        }
        #expect(agreed > 0)
    }

    /// Every mutant the decoder accepts as a `layout` keeps the layout limits and survives a round trip through
    /// its JSON unchanged.
    @Test func acceptedLayoutMessagesKeepTheLimitsAndRoundTrip() throws {
        let iterations = ProcessInfo.processInfo.environment["FUZZ_ITERATIONS"].flatMap(Int.init) ?? 20_000
        var generator = SeededGenerator(seed: 0x1A_7007)
        var accepted = 0
        for _ in 0..<iterations {
            let decoded = try? ClientMessage(json: Self.mutant(&generator))
            guard case .layout(let slot, let source, let origin)? = decoded else { continue }
            accepted += 1
            #expect(source.text.utf8.count <= ClientMessage.maxLayoutTextBytes)
            #expect((source.counts?.count ?? 0) <= ClientMessage.maxLayoutSections)
            #expect(source.counts?.allSatisfy { (0...ClientMessage.maxLayoutItems).contains($0) } ?? true)
            let message = ClientMessage.layout(slot: slot, source: source, origin: origin)
            #expect(try ClientMessage(json: Array(message.json.serialized.utf8)) == message)
        }
        #expect(accepted > 0)
    }

    /// Whether `bytes` has a `,` right before a `]` or `}` (whitespace aside): Foundation accepts that trailing
    /// comma, RFC 8259 §4 and §5 do not, so such texts are not compared.
    private static func hasTrailingComma(_ bytes: [UInt8]) -> Bool {
        let significant = bytes.filter { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
        return zip(significant, significant.dropFirst()).contains { $0 == 0x2C && ($1 == 0x5D || $1 == 0x7D) }
    }

    private static func mutant(_ generator: inout SeededGenerator) -> [UInt8] {
        var bytes = seeds[Int(generator.next() % UInt64(seeds.count))]
        mutate(&bytes, &generator)
        return bytes
    }

    /// Applies one to four random edits to `bytes`: a byte replaced, inserted or deleted, up to 40 `[` inserted,
    /// the text cut short, or a run of up to 16 bytes repeated.
    static func mutate(_ bytes: inout [UInt8], _ generator: inout SeededGenerator) {
        for _ in 0..<(1 + generator.next() % 4) {
            let position = bytes.isEmpty ? 0 : Int(generator.next() % UInt64(bytes.count))
            switch generator.next() % 6 {
            case 0 where !bytes.isEmpty: bytes[position] = alphabet[Int(generator.next() % UInt64(alphabet.count))]
            case 1: bytes.insert(alphabet[Int(generator.next() % UInt64(alphabet.count))], at: position)
            case 2 where !bytes.isEmpty: bytes.remove(at: position)
            case 3: bytes.insert(contentsOf: [UInt8](repeating: 0x5B, count: Int(generator.next() % 40)), at: position)
            case 4: bytes = Array(bytes.prefix(position))
            default:
                let end = min(bytes.count, position + Int(generator.next() % 16))
                bytes.insert(contentsOf: bytes[position..<end], at: position)
            }
        }
    }
}

extension JSONValue {
    /// The value with `true` and `false` as 1 and 0, as Foundation reports them on Linux.
    fileprivate var booleansAsNumbers: JSONValue {
        switch self {
        case .bool(let value): .number(value ? 1 : 0)
        case .array(let values): .array(values.map(\.booleansAsNumbers))
        case .object(let fields): .object(fields.mapValues(\.booleansAsNumbers))
        default: self
        }
    }

    /// Whether the value stays within the client-message limits (depth and elements per container).
    fileprivate func fitsLimits(depth: Int) -> Bool {
        switch self {
        case .array(let values):
            depth < ClientMessage.maxDepth && values.count <= ClientMessage.maxMembers
                && values.allSatisfy { $0.fitsLimits(depth: depth + 1) }
        case .object(let fields):
            depth < ClientMessage.maxDepth && fields.count <= ClientMessage.maxMembers
                && fields.values.allSatisfy { $0.fitsLimits(depth: depth + 1) }
        default: true
        }
    }
}
