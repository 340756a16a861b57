import TransitionLabProtocol

extension Room {
    /// How many members `welcome` and `presence` list by name. A join then costs the joiner and each member a
    /// bounded number of bytes however big the room is; everyone else is counted (`presenceCount`, `count`).
    /// 64 fills the page's presence panel several times over, and is 4 kB of JSON.
    static let presenceListLimit = 64
    /// Shortest interval between `presence` messages that only change the member count, so a storm of joins
    /// into a big room sends each member about one count a second instead of one per join.
    static let presenceCountInterval = 1.0

    /// The members `welcome` and `presence` name: the earliest joiners, in join order, with the member who drives
    /// in the last place when they joined later (so the page can always name who drives).
    var listedMembers: [Member] {
        guard members.count > Self.presenceListLimit else { return members }
        var listed = Array(members.prefix(Self.presenceListLimit))
        if let driver, !listed.contains(where: { $0.id == driver }),
            let driving = members.first(where: { $0.id == driver })
        {
            listed[listed.count - 1] = driving
        }
        return listed
    }

    /// Whether a count-only `presence` is held back by `presenceCountInterval`; the room ticks until it is sent.
    var presenceCountPending: Bool { presenceCountDue != nil }

    /// The `presence` message for what changed in the listed members since `sentPresence` (with the member
    /// count), or nil when nothing did or when only the count changed less than `presenceCountInterval` after
    /// the last count sent. Each member hears each change once, and a change names at most
    /// `presenceListLimit` members, so a join costs bytes in proportion to the room, not its square.
    func presenceChange() -> ServerMessage? {
        presenceChanged = false
        var joined: [ServerMessage.Participant] = []
        var updated: [ServerMessage.Participant] = []
        var present = Set<Int>()
        for member in listedMembers {
            let participant = member.participant
            present.insert(member.id)
            switch sentPresence[member.id] {
            case nil: joined.append(participant)
            case let sent? where sent != participant: updated.append(participant)
            default: continue
            }
            sentPresence[member.id] = participant
        }
        let left = sentPresence.keys.filter { !present.contains($0) }.sorted()
        for id in left { sentPresence[id] = nil }
        let now = realTime ?? 0
        if joined.isEmpty, updated.isEmpty, left.isEmpty {
            guard members.count != sentPresenceCount else {
                presenceCountDue = nil
                return nil
            }
            if let sentAt = presenceCountSentAt, now - sentAt < Self.presenceCountInterval {
                presenceCountDue = sentAt + Self.presenceCountInterval
                return nil
            }
        }
        presenceCountDue = nil
        presenceCountSentAt = now
        sentPresenceCount = members.count
        return .presence(joined: joined, updated: updated, left: left, count: members.count)
    }
}
