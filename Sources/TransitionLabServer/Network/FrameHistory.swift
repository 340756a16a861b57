import TransitionLabCore
import TransitionLabProtocol

/// The last few quantised frames of one room, by sequence number: the bases a protocol v2 delta can start from.
/// A connection whose last received frame is still here gets a delta from it; one whose frame fell out (or that
/// never received one, or received it in another room) gets a keyframe, which costs nobody else anything.
/// Service thread: made there when a room's first frame arrives (`FrameHistories`).
///
/// Its stored `var`s are `@exclusivity(unchecked)`: only the service thread calls it (docs/architecture.md).
final class FrameHistory {
    /// Frames kept: about a quarter of a second at 60 fps; a viewer further behind is sent a keyframe.
    static let capacity = 16

    /// The room's `serial`, never reused: what a `FrameReceipt` names the history by.
    let room: Int

    /// A ring of `capacity` slots: the newest frame overwrites the oldest in place, where removing the oldest
    /// from the front of an array moved all the others (callgrind: about 600 instructions a frame).
    @exclusivity(unchecked) private var frames = [(sequence: UInt32, frame: QuantizedFrame)?](
        repeating: nil, count: capacity)
    /// The slot of the newest frame.
    @exclusivity(unchecked) private var newest = capacity - 1

    init(room: Int) {
        self.room = room
    }

    /// Adds the room's newest frame, forgetting the oldest beyond `capacity`.
    func append(_ frame: QuantizedFrame, sequence: UInt32) {
        if frames[newest]?.sequence == sequence { return }
        newest = (newest + 1) % Self.capacity
        frames[newest] = (sequence, frame)
    }

    /// The frame with `sequence`, if still kept.
    func frame(_ sequence: UInt32) -> QuantizedFrame? {
        for age in 0..<Self.capacity {
            guard let kept = frames[(newest - age + Self.capacity) % Self.capacity] else { return nil }
            if kept.sequence == sequence { return kept.frame }
        }
        return nil
    }
}

/// Each open room's `FrameHistory`, by the room's serial. Service thread.
struct FrameHistories {
    private var byRoom: [Int: FrameHistory] = [:]

    /// `frame` as the connections write it, in its room's history (which it joins as the newest base).
    mutating func encoded(_ frame: RoomFrame) -> EncodedFrame {
        let history =
            byRoom[frame.room]
            ?? {
                let history = FrameHistory(room: frame.room)
                byRoom[frame.room] = history
                return history
            }()
        let encoded = EncodedFrame(
            frame.frame, sequence: frame.sequence, nodeTableVersion: frame.nodeTableVersion, history: history)
        encoded.enterHistory()
        return encoded
    }

    /// Forgets a closed room's frames (frames still queued keep their history until written).
    mutating func roomClosed(_ room: Int) {
        byRoom[room] = nil
    }

    var count: Int { byRoom.count }
}

/// The frame a connection last wrote to its socket, which its client therefore holds: the base of its next delta.
/// It names the frame's history by its room's serial, not by reference: holding the history would cost a retain
/// and a release per viewer per frame (callgrind: about 45 instructions), and a serial, unlike an address, is
/// never reused by a later room.
struct FrameReceipt {
    let room: Int
    let sequence: UInt32
}
