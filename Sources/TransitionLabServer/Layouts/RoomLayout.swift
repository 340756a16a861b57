import TransitionLabCore
import TransitionLabProtocol

/// One slot of the user's layouts as a room holds it: what members are told (`layout` message) and the layout read
/// and prepared for `viewport`.
public struct RoomLayout: Sendable {
    public var message: ServerMessage.UserLayout
    public var reading: UserLayoutResult
    /// The layout solved for `viewport`: a room shows it without solving anything on the simulation thread.
    public var prepared: PreparedUserLayout
    /// The collection view size it was read and prepared for: a Swift source may read `effectiveContentSize`.
    public var viewport: Size { prepared.viewport }

    public init(message: ServerMessage.UserLayout, reading: UserLayoutResult, prepared: PreparedUserLayout) {
        self.message = message
        self.reading = reading
        self.prepared = prepared
    }

    /// Largest JSON size of a slot's `layout` message, and of the node table its layout adds to `nodes`. A joiner
    /// receives both slots' layouts in its `welcome` and their node table at once: with these limits that stays
    /// well within `Outbox.controlByteLimit`, so no layout makes a room's members look as if they stopped reading.
    static let maxMessageBytes = 160 * 1024
    static let maxNodeTableBytes = 256 * 1024
    /// Most notes a `layout` message lists; one more note counts the rest.
    static let maxNotes = 100

    /// `source` read by `reader` and prepared for `viewport`, as slot `slot`. A layout whose preparation passes the
    /// solver's placement limit, or whose `layout` message or node table would pass its byte limit, is refused,
    /// naming the limit. A printout ("Copy as Swift") that alone passes the message limit is left out, with a note.
    public static func read(
        _ source: UserLayoutSource, slot: LayoutSlot, viewport: Size, with reader: any UserLayoutReader
    ) throws(UserLayoutError) -> RoomLayout {
        var reading = try reader.read(source, containerSize: viewport)
        var prepared: PreparedUserLayout
        do {
            prepared = try PreparedUserLayout(reading.layout, viewport: viewport)
        } catch {
            throw UserLayoutError(line: 1, column: 1, message: error.description)
        }
        prepared.transitionLayout = reading.transitionLayout
        reading.prepared = prepared
        var message = ServerMessage.UserLayout(
            slot: slot, source: source, swift: reading.swift, notes: reading.notes,
            transitionLayout: reading.transitionLayout?.name)
        if message.notes.count > maxNotes {
            let more = message.notes.count - maxNotes
            message.notes = Array(message.notes.prefix(maxNotes)) + ["1:1: and \(more) more notes"]
        }
        if message.swift != nil, size(of: .layout(message)) > maxMessageBytes {
            message.swift = nil
            message.notes.append("1:1: the Swift printout is left out: it passes the layout message limit")
        }
        let bytes = size(of: .layout(message))
        guard bytes <= maxMessageBytes else {
            throw UserLayoutError(
                line: 1, column: 1,
                message: "the layout message would be \(bytes) bytes, more than \(maxMessageBytes) (the layout "
                    + "message limit): shorten the source")
        }
        let contents = prepared.nodeContents
        let table = size(of: .nodes(version: 0, contents: contents))
        guard table <= maxNodeTableBytes else {
            throw UserLayoutError(
                line: 1, column: 1,
                message: "the node table of \(contents.count) cells and headers would be \(table) bytes, more than "
                    + "\(maxNodeTableBytes) (the node table limit): show fewer items or sections")
        }
        return RoomLayout(message: message, reading: reading, prepared: prepared)
    }

    private static func size(of message: ServerMessage) -> Int { message.bytes.count }
}

/// A source waiting for the layout worker, and where its result goes: a pasted (or re-read) slot layout, or the
/// layouts a replay needs.
struct LayoutJob: Sendable {
    /// `Room.serial`: results for a room that has gone are dropped, even if a new room took its name.
    let room: Int
    let roomName: String
    let slot: LayoutSlot
    let source: UserLayoutSource
    let viewport: Size
    /// The room's paste count for `slot` when the job was made (its replay count for a replay's job): only the
    /// newest job's result applies.
    let generation: Int
    /// The member who pasted it, told about errors; nil for a re-read after a viewport change.
    let sender: Int?
    /// Whether a good result makes the slot a member's (a paste or a restore, not an example or a re-read).
    var claims = false
    /// For a replay: every recorded layout the room has not prepared for `viewport`, read and prepared in order
    /// (`slot` and `source` are then unused).
    var replaySources: [RecordedLayout] = []

    var isReplay: Bool { !replaySources.isEmpty }
}

/// A `layout` line of a recording: its slot, source, and 1-based line for errors.
struct RecordedLayout: Sendable, Hashable {
    let slot: LayoutSlot
    let source: UserLayoutSource
    let line: Int
}

/// The layouts a room has prepared (its slots' and its replay's): a replay in the room reapplies recorded `layout`
/// commands from them without reading or solving anything on the simulation thread. A source it does not hold is
/// refused rather than read there.
struct RoomLayoutReader: UserLayoutReader {
    let known: [RoomLayout]

    func read(_ source: UserLayoutSource, containerSize: Size) throws(UserLayoutError) -> UserLayoutResult {
        guard let hit = known.first(where: { $0.message.source == source && $0.viewport == containerSize }) else {
            throw UserLayoutError(line: 1, column: 1, message: "this layout was not prepared for the replay")
        }
        return hit.reading
    }
}
