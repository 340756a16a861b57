import TransitionLabCore
import TransitionLabProtocol

/// The room's frames as its members receive them: the node table they refer to, their sequence numbers and the
/// last picture everyone holds. Takes each frame the scene draws and says what to send; touches no socket.
///
/// A frame that shows the picture everyone holds and acknowledges no new input is not sent (a tick while the
/// fingers rest, or one that lands just before the input it would have shown); newcomers still get it.
struct FrameStream {
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
    /// The last frame every member holds, and the input sequences it acknowledged.
    private var held: (frame: QuantizedFrame, inputSequences: [Int: UInt32])?

    /// What to send for `frame`, drawn with node table `contents` for everyone (`forEveryone`: something changed the
    /// picture) or else for `newcomers` alone, acknowledging `inputSequences`.
    ///
    /// A frame for newcomers alone shows what the others already hold: it repeats the last frame's sequence
    /// number, so the others see no gap in theirs and the room's delta bases stay in its `FrameHistory`.
    mutating func take(
        _ frame: QuantizedFrame, contents: [NodeContent], forEveryone: Bool, newcomers: Set<Int>,
        inputSequences: [Int: UInt32]
    ) -> Output {
        var output = Output()
        let tableChanged = contents != self.contents
        if tableChanged {
            self.contents = contents
            tableVersion &+= 1
            output.table = (tableVersion, contents)
        }
        var recipients = forEveryone ? nil : newcomers
        if forEveryone, !tableChanged, let held, held.frame.showsSamePicture(as: frame),
            held.inputSequences == inputSequences
        {
            guard !newcomers.isEmpty else { return output }
            recipients = newcomers
        }
        if recipients == nil || tableChanged || sequence == 0 { sequence &+= 1 }
        if recipients == nil || held == nil { held = (frame, inputSequences) }
        output.frame = (sequence, recipients)
        return output
    }
}
