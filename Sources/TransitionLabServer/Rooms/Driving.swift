import TransitionLabProtocol

/// Who drives a room's scene: the driver check on every message, the driver, and each member's last applied input
/// sequence number (echoed in frames). The first member whose input is applied claims the room: until it leaves,
/// other members (even those who may drive) watch, and one of them drives by taking over (`takeOver`). So one
/// member's input reaches the scene at a time, trackpad input (`pinch`, `wheel`, not namespaced per member as
/// pointers are) included. A value: it takes messages and leaves and returns verdicts; the room applies the input.
struct Driving {
    /// The member who claimed the room (its first input, or a take-over); nil until then and after it leaves.
    private(set) var driver: Int?
    /// Each member's last applied input sequence number.
    private(set) var inputSequences: [Int: UInt32] = [:]

    /// Why `member` may not drive now, or nil when it may: a viewer, a member without the control token, or a
    /// member while another (named `driverName`) holds the room.
    func refusal(for member: Presence.Member, driverName: String?) -> String? {
        if let reason = Self.barring(member) { return reason }
        guard let driver, driver != member.id else { return nil }
        return "\(driverName ?? "another member") drives this room: take over to drive"
    }

    /// Why `member` may not drive whoever holds the room, or nil: a viewer, or a member without the control token.
    static func barring(_ member: Presence.Member) -> String? {
        guard !member.isDriver else { return nil }
        return member.canDrive ? "you joined as a viewer" : "driving needs the control token"
    }

    /// A driver's input is applied: member `id` drives (claiming the room if nobody holds it), with
    /// `inputSequence` as its last applied input. Returns whether the driver changed.
    mutating func drive(_ id: Int, inputSequence: Int?) -> Bool {
        if let inputSequence { inputSequences[id] = UInt32(truncatingIfNeeded: inputSequence) }
        defer { driver = id }
        return driver != id
    }

    /// Member `id`, who may drive, takes the room over. Returns whether the driver changed.
    mutating func takeOver(_ id: Int) -> Bool {
        defer { driver = id }
        return driver != id
    }

    /// A fresh scene: no input has been applied to it.
    mutating func sceneReplaced() { inputSequences.removeAll() }

    /// Member `id` left: it no longer drives.
    mutating func leave(_ id: Int) {
        inputSequences[id] = nil
        if driver == id { driver = nil }
    }
}
