import PropertyBased
import Testing

@testable import TransitionLabServer

/// `ConnectionTable` against `Dictionary` as the model: random inserts, replacements and removals of clustered,
/// sequential and far-apart ids, checked after every step, through growth and compaction.
@Suite struct ConnectionTableTests {
    private final class Box {
        let value: Int
        init(_ value: Int) { self.value = value }
    }

    /// One step: insert (or replace) `id` with `value`, or remove `id` when `value` is negative.
    private struct Step {
        let id: Int
        let value: Int
    }

    /// Ids of three kinds: sequential as the server assigns them (long probe runs), around zero, and anywhere.
    private static func id(kind: Int, raw: Int) -> Int {
        switch kind {
        case 0: 1 + Int(raw.magnitude % 40)
        case 1: raw % 4
        default: raw
        }
    }

    @Test func behavesAsADictionary() async {
        let step = zip(Gen.int(in: 0...2), Gen.int(in: Int.min...Int.max), Gen.int(in: -3...9))
            .map { Step(id: Self.id(kind: $0, raw: $1), value: $2) }
        let steps = step.array(of: 0...300)
        await propertyCheck(input: steps) { steps in
            var table = ConnectionTable<Box>()
            var model: [Int: Int] = [:]
            for (index, step) in steps.enumerated() {
                if step.value < 0 {
                    table[step.id] = nil
                    model[step.id] = nil
                } else {
                    table[step.id] = Box(step.value)
                    model[step.id] = step.value
                }
                if index % 50 == 49 { table = table.compacted() }
                #expect(table.count == model.count)
                #expect(table.isEmpty == model.isEmpty)
                for (id, value) in model { #expect(table[id]?.value == value, "id \(id)") }
                var seen: [Int] = []
                table.withValue(step.id) { seen.append($0.value) }
                #expect(seen == (model[step.id].map { [$0] } ?? []), "id \(step.id)")
            }
            #expect(table.allValues.map(\.value).sorted() == model.values.sorted())
            for id in model.keys { table[id] = nil }
            #expect(table.isEmpty)
            for step in steps {
                #expect(table[step.id] == nil)
                table.withValue(step.id) { _ in Issue.record("id \(step.id) removed") }
            }
        }
    }
}
