import TransitionLabProtocol

/// Who is in a room: its members in join order (names, colours, who may drive), the joiners who hold no frame yet,
/// and the `presence` messages that tell everyone what changed. A value: it takes joins, `hello`s and leaves and
/// returns the messages to send; the room sends them.
struct Presence {
    /// One person in the room.
    struct Member {
        let id: Int
        var name: String
        let color: String
        /// Allowed to drive by the access policy.
        var canDrive: Bool
        /// Asked to watch only (`role: "viewer"`).
        var prefersWatching: Bool

        var isDriver: Bool { canDrive && !prefersWatching }
        var participant: ServerMessage.Participant {
            .init(id: id, name: name, color: color, role: isDriver ? "driver" : "viewer")
        }
    }

    /// How many members `welcome` and `presence` list by name. A join then costs the joiner and each member a
    /// bounded number of bytes however big the room is; everyone else is counted (`presenceCount`, `count`).
    /// 64 fills the page's presence panel several times over, and is 4 kB of JSON.
    static let listLimit = 64
    /// Shortest interval between `presence` messages that only change the member count, so a storm of joins
    /// into a big room sends each member about one count a second instead of one per join.
    static let countInterval = 1.0
    static let palette = ["#FF375F", "#0A84FF", "#30D158", "#FF9F0A", "#BF5AF2", "#64D2FF", "#FFD60A", "#AC8E68"]

    private(set) var members: [Member] = []
    /// Members who joined since the last frame and hold none yet (`takeNewcomers()`).
    private(set) var newcomers: Set<Int> = []
    /// Presence as the members last heard it (by `welcome` or `presence`), and whether it may have changed since.
    private var sent: [Int: ServerMessage.Participant] = [:]
    private var changed = false
    /// The member count the members last heard, when (real time) it was sent, and when a held-back count is due.
    private var sentCount = 0
    private var countSentAt: Double?
    private(set) var countDue: Double?

    var isEmpty: Bool { members.isEmpty }

    /// Whether a count-only `presence` is held back by `countInterval`; the room ticks until it is sent.
    var countPending: Bool { countDue != nil }

    func member(_ id: Int) -> Member? { members.first { $0.id == id } }

    /// Adds member `id` (named "Guest `id`" without a name, coloured by its id) as a newcomer.
    mutating func join(_ id: Int, name: String?, watching: Bool, canDrive: Bool) -> Member {
        let member = Member(
            id: id, name: name ?? "Guest \(id)", color: Self.palette[id % Self.palette.count], canDrive: canDrive,
            prefersWatching: watching)
        members.append(member)
        newcomers.insert(id)
        changed = true
        return member
    }

    /// A member's `hello`: a new name (if any), and the access policy's and its own word on driving. Nil for an
    /// unknown id.
    mutating func hello(_ id: Int, name: String?, watching: Bool, canDrive: Bool) -> Member? {
        guard let index = members.firstIndex(where: { $0.id == id }) else { return nil }
        if let name { members[index].name = name }
        members[index].canDrive = canDrive
        members[index].prefersWatching = watching
        changed = true
        return members[index]
    }

    mutating func leave(_ id: Int) {
        members.removeAll { $0.id == id }
        newcomers.remove(id)
        changed = true
    }

    /// Someone else drives: the listed members may change (`listed(driver:)`).
    mutating func driverChanged() { changed = true }

    /// The newcomers, who are no longer newcomers once they have them (a frame is on its way to them).
    mutating func takeNewcomers() -> Set<Int> {
        defer { newcomers.removeAll() }
        return newcomers
    }

    /// The members `welcome` and `presence` name: the earliest joiners, in join order, with the member who drives
    /// in the last place when they joined later (so the page can always name who drives).
    func listed(driver: Int?) -> [Member] {
        guard members.count > Self.listLimit else { return members }
        var listed = Array(members.prefix(Self.listLimit))
        if let driver, !listed.contains(where: { $0.id == driver }), let driving = member(driver) {
            listed[listed.count - 1] = driving
        }
        return listed
    }

    /// The `presence` message for what changed in the listed members since they last heard (with the member
    /// count), at real time `now`; nil when nothing did, or when only the count changed less than `countInterval`
    /// after the last count sent (`countDue` then says when to ask again). Each member hears each change once,
    /// and a change names at most `listLimit` members, so a join costs bytes in proportion to the room, not its
    /// square.
    mutating func change(driver: Int?, at now: Double) -> ServerMessage? {
        guard changed || countDue.map({ $0 <= now }) == true else { return nil }
        changed = false
        var joined: [ServerMessage.Participant] = []
        var updated: [ServerMessage.Participant] = []
        var present = Set<Int>()
        for member in listed(driver: driver) {
            let participant = member.participant
            present.insert(member.id)
            switch sent[member.id] {
            case nil: joined.append(participant)
            case let heard? where heard != participant: updated.append(participant)
            default: continue
            }
            sent[member.id] = participant
        }
        let left = sent.keys.filter { !present.contains($0) }.sorted()
        for id in left { sent[id] = nil }
        if joined.isEmpty, updated.isEmpty, left.isEmpty {
            guard members.count != sentCount else {
                countDue = nil
                return nil
            }
            if let sentAt = countSentAt, now - sentAt < Self.countInterval {
                countDue = sentAt + Self.countInterval
                return nil
            }
        }
        countDue = nil
        countSentAt = now
        sentCount = members.count
        return .presence(joined: joined, updated: updated, left: left, count: members.count)
    }
}
