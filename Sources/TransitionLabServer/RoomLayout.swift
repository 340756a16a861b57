import TransitionLabCore
import TransitionLabProtocol

/// One slot of the user's layouts as a room holds it: what members are told (`layout` message) and the layout read
/// for `viewport`.
public struct RoomLayout: Sendable {
    public var message: ServerMessage.UserLayout
    public var reading: UserLayoutReading
    /// The collection view size it was read for: a Swift source may read `effectiveContentSize`.
    public var viewport: Size

    public init(message: ServerMessage.UserLayout, reading: UserLayoutReading, viewport: Size) {
        self.message = message
        self.reading = reading
        self.viewport = viewport
    }

    /// `source` read by `reader` for `viewport`, as slot `slot`.
    public static func read(
        _ source: UserLayoutSource, slot: LayoutSlot, viewport: Size, with reader: any UserLayoutReader
    ) throws(UserLayoutError) -> RoomLayout {
        let reading = try reader.read(source, containerSize: viewport)
        return RoomLayout(
            message: .init(slot: slot, source: source, swift: reading.swift, notes: reading.notes), reading: reading,
            viewport: viewport)
    }
}

/// A pasted (or re-read) source waiting for the layout worker, and where its result goes.
struct LayoutJob: Sendable {
    /// `Room.serial`: results for a room that has gone are dropped, even if a new room took its name.
    let room: Int
    let roomName: String
    let slot: LayoutSlot
    let source: UserLayoutSource
    let viewport: Size
    /// The room's paste count for `slot` when the job was made: only the newest job's result applies.
    let generation: Int
    /// The member who pasted it, told about errors; nil for a re-read after a viewport change.
    let sender: Int?
    /// Whether a good result makes the slot a member's (a paste or a restore, not an example or a re-read).
    var claims = false
}

/// A restore or example that waits for the read in flight of its slot (`Room.requestLayout`).
struct WaitingLayout {
    let member: Int
    let source: UserLayoutSource
    let origin: ClientMessage.LayoutOrigin
}

/// The room's layouts first, then `fallback`: a replay in the room reapplies recorded `layout` commands, which are
/// mostly the room's current layouts, without reading them again on the simulation thread.
struct RoomLayoutReader: UserLayoutReader {
    let known: [RoomLayout]
    let fallback: (any UserLayoutReader)?

    func read(_ source: UserLayoutSource, containerSize: Size) throws(UserLayoutError) -> UserLayoutReading {
        if let hit = known.first(where: { $0.message.source == source && $0.viewport == containerSize }) {
            return hit.reading
        }
        guard let fallback else { throw UserLayoutError(line: 1, column: 1, message: "this server reads no layouts") }
        return try fallback.read(source, containerSize: containerSize)
    }
}
