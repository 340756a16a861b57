import Testing

@testable import TransitionLabServer

/// A frame's recipients carry each member's own last input sequence, and 0 for members who sent none, whether a
/// few members sent input (scanned) or many (looked up).
@Suite struct RecipientTests {
    private func members(_ ids: [Int]) -> [Presence.Member] {
        ids.map { Presence.Member(id: $0, name: "m\($0)", color: "#000", canDrive: true, prefersWatching: false) }
    }

    @Test(arguments: [0, 1, 2, 8, 9, 40])
    func eachMemberGetsItsOwnSequence(senders: Int) {
        let ids = Array(1...50).shuffled()
        let sequences = Dictionary(uniqueKeysWithValues: ids.prefix(senders).map { ($0, UInt32($0 * 7 + 1)) })
        let recipients = Simulation.Recipient.all(members(ids), inputSequences: sequences)
        #expect(recipients.map(\.id) == ids)
        for recipient in recipients {
            #expect(recipient.inputSequence == sequences[recipient.id] ?? 0)
        }
    }
}
