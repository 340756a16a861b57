import TransitionLabCore
import TransitionLabProtocol

/// The room's frames as its members receive them: the node table they refer to, their sequence numbers and the
/// last picture everyone holds. Takes each frame the scene draws and says what to send; touches no socket.
///
/// A frame drawn because time passed (a tick) that shows the picture everyone holds is not sent (a settling spring's
/// last sub-pixel steps, a tick that lands between two inputs); newcomers still get it. A frame drawn for anything a
/// member did (input, a step, a parameter) is always sent, so input is acknowledged even when the picture stays.
struct FrameStream {
    /// Why a frame was drawn.
    enum Reason: Comparable {
        /// For the newcomers alone: nothing changed for the others.
        case newcomers
        /// Time passed: a tick of a scene that moves with time.
        case time
        /// Something a member did, or a new scene or layout.
        case change
    }

    /// What to send for one drawn frame: a new node table first, if it changed, then the frame, if any.
    struct Output: Equatable {
        var table: (version: UInt32, contents: [NodeContent])?
        var frame: (sequence: UInt32, recipients: Set<Int>?)?

        static func == (lhs: Output, rhs: Output) -> Bool {
            lhs.table?.version == rhs.table?.version && lhs.table?.contents == rhs.table?.contents
                && lhs.frame?.sequence == rhs.frame?.sequence && lhs.frame?.recipients == rhs.frame?.recipients
        }
    }

    /// The sequence number of the last frame sent.
    private(set) var sequence: UInt32 = 0
    /// The version of the node table the frames refer to.
    private(set) var tableVersion: UInt32 = 0
    /// The node table the members hold.
    private(set) var contents: [NodeContent] = []
    /// The last frame every member holds.
    private var held: QuantizedFrame?

    /// What to send for `frame`, drawn with node table `contents` for `reason`, with `newcomers` in the room.
    ///
    /// A frame for newcomers alone shows what the others already hold: it repeats the last frame's sequence
    /// number, so the others see no gap in theirs and the room's delta bases stay in its `FrameHistory`.
    mutating func take(
        _ frame: QuantizedFrame, contents: [NodeContent], reason: Reason, newcomers: Set<Int>
    ) -> Output {
        var output = Output()
        let tableChanged = contents != self.contents
        if tableChanged {
            self.contents = contents
            tableVersion &+= 1
            output.table = (tableVersion, contents)
        }
        var recipients = reason == .newcomers ? newcomers : nil
        if reason == .time, !tableChanged, let held, held.showsSamePicture(as: frame) {
            guard !newcomers.isEmpty else { return output }
            recipients = newcomers
        }
        if recipients == nil || tableChanged || sequence == 0 { sequence &+= 1 }
        if recipients == nil || held == nil { held = frame }
        output.frame = (sequence, recipients)
        return output
    }
}
