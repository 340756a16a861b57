import Testing

@testable import TransitionLabServer

/// A frame's recipients are the members it goes to, in member order, each with its own last input sequence, and 0
/// for members who sent none, whether a few members sent input (scanned) or many (looked up).
@Suite struct RecipientTests {
    private func members(_ ids: [Int]) -> [Presence.Member] {
        ids.map { Presence.Member(id: $0, name: "m\($0)", color: "#000", canDrive: true, prefersWatching: false) }
    }

    @Test(arguments: [0, 1, 2, 8, 9, 40], [false, true])
    func eachMemberGetsItsOwnSequence(senders: Int, onlySome: Bool) {
        let ids = Array(1...50).shuffled()
        let sequences = Dictionary(uniqueKeysWithValues: ids.prefix(senders).map { ($0, UInt32($0 * 7 + 1)) })
        let only = onlySome ? Set(ids.filter { $0 % 3 == 0 }) : nil
        let recipients = Simulation.Recipient.all(members(ids), only: only, inputSequences: sequences)
        #expect(recipients.map(\.id) == ids.filter { only?.contains($0) ?? true })
        for recipient in recipients {
            #expect(recipient.inputSequence == sequences[recipient.id] ?? 0)
        }
    }
}
