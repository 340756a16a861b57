import TransitionLabCore
import TransitionLabProtocol

/// A room's frame as the simulation thread hands it to the service thread: a value, quantised once per room; the
/// service thread encodes it for each connection's base (`EncodedFrame`).
struct RoomFrame: Sendable {
    /// The room's `serial`: which room's delta bases the frame joins.
    let room: Int
    let frame: QuantizedFrame
    /// The room's frame sequence number.
    let sequence: UInt32
    let nodeTableVersion: UInt32
}
