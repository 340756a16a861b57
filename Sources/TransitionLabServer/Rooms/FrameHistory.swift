import TransitionLabCore
import TransitionLabProtocol

/// The last few quantised frames of one room, by sequence number: the bases a protocol v2 delta can start from.
/// A connection whose last received frame is still here gets a delta from it; one whose frame fell out (or that
/// never received one, or received it in another room) gets a keyframe, which costs nobody else anything.
///
/// Created with its room on the simulation thread, then used only by the service thread (frames enter it as they
/// are handed to connections), hence `@unchecked Sendable`.
final class FrameHistory: @unchecked Sendable {
    /// Frames kept: about a quarter of a second at 60 fps; a viewer further behind is sent a keyframe.
    static let capacity = 16

    private var frames: [(sequence: UInt32, frame: QuantizedFrame)] = []

    init() {}

    /// Adds the room's newest frame, forgetting the oldest beyond `capacity`. Service thread.
    func append(_ frame: QuantizedFrame, sequence: UInt32) {
        if frames.last?.sequence == sequence { return }
        frames.append((sequence, frame))
        if frames.count > Self.capacity { frames.removeFirst(frames.count - Self.capacity) }
    }

    /// The frame with `sequence`, if still kept. Service thread.
    func frame(_ sequence: UInt32) -> QuantizedFrame? {
        frames.last { $0.sequence == sequence }?.frame
    }
}

/// The frame a connection last wrote to its socket, which its client therefore holds: the base of its next delta.
struct FrameReceipt {
    let history: FrameHistory
    let sequence: UInt32
}
