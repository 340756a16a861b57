import Testing
import TransitionLabCore
import TransitionLabProtocol

@testable import TransitionLabServer

/// How a room frame picks and shares its encodings: one delta per base, shared by every connection on that base;
/// a keyframe for connections with no base, a base from another room, or a base that left the history.
@Suite struct EncodedFrameTests {
    private func frame(_ sequence: UInt32, x: Double, history: FrameHistory) -> EncodedFrame {
        let node = Node(id: 1, frame: Rect(x: x, y: 0, width: 10, height: 10), fill: .white)
        let frame = Frame(time: 0, viewport: Size(width: 100, height: 100), background: .black, nodes: [node])
        return EncodedFrame(QuantizedFrame(frame), sequence: sequence, nodeTableVersion: 1, history: history)
    }

    private func kind(_ payload: FramePayload) -> UInt8 {
        payload.withPayload(inputSequence: 0) { pointer, _ in pointer[6] }
    }

    @Test func viewersOnTheSameBaseShareOneDelta() {
        let history = FrameHistory(room: 1)
        let first = frame(1, x: 0, history: history)
        first.enterHistory()
        let second = frame(2, x: 5, history: history)
        second.enterHistory()
        let a = second.payload(after: first.receipt)
        let b = second.payload(after: first.receipt)
        #expect(a === b)
        #expect(kind(a) == FrameDeltaEncoder.Kind.delta.rawValue)
        let fresh = second.payload(after: nil)
        #expect(fresh !== a)
        #expect(kind(fresh) == FrameDeltaEncoder.Kind.keyframe.rawValue)
        #expect(second.payload(after: nil) === fresh)
    }

    /// Frames 1 and 2 of a room, and frame 3 after them, all in the room's history.
    private func twoBasesAndTheLatest() -> (bases: [EncodedFrame], latest: EncodedFrame) {
        let history = FrameHistory(room: 1)
        let bases = (1...2).map { frame(UInt32($0), x: Double($0), history: history) }
        for base in bases { base.enterHistory() }
        let latest = frame(3, x: 9, history: history)
        latest.enterHistory()
        return (bases, latest)
    }

    /// What the writable callback writes (`withPayload(after:inputSequence:_:)`) is the chosen encoding's bytes with
    /// the connection's input sequence, whether the delta is the one shared last or not.
    @Test func theWrittenBytesAreTheChosenEncodingWithTheConnectionsInput() {
        let (bases, latest) = twoBasesAndTheLatest()
        func written(after receipt: FrameReceipt?, input: UInt32) -> [UInt8] {
            latest.withPayload(after: receipt, inputSequence: input) {
                Array(UnsafeBufferPointer(start: $0, count: $1))
            }
        }
        func expected(after receipt: FrameReceipt?, input: UInt32) -> [UInt8] {
            latest.payload(after: receipt).withPayload(inputSequence: input) {
                Array(UnsafeBufferPointer(start: $0, count: $1))
            }
        }
        for (round, receipt) in [bases[0].receipt, bases[0].receipt, bases[1].receipt, nil, bases[0].receipt]
            .enumerated()
        {
            let input = UInt32(round + 7)
            let bytes = written(after: receipt, input: input)
            #expect(bytes == expected(after: receipt, input: input))
            #expect(bytes[6] == (receipt == nil ? FrameDeltaEncoder.Kind.keyframe : .delta).rawValue)
        }
    }

    /// Viewers on two bases, asked in turn: each gets its own base's delta every time.
    @Test func viewersOnTwoBasesInTurnEachGetTheirOwnDelta() {
        let (bases, latest) = twoBasesAndTheLatest()
        let first = bases.map { latest.payload(after: $0.receipt) }
        #expect(first[0] !== first[1])
        for _ in 0..<3 {
            for (base, expected) in zip(bases, first) { #expect(latest.payload(after: base.receipt) === expected) }
        }
    }

    @Test func aBaseFromAnotherRoomOrOutOfHistoryGetsAKeyframe() {
        let history = FrameHistory(room: 1)
        let other = frame(1, x: 0, history: FrameHistory(room: 2))
        other.enterHistory()
        let frames = (1...UInt32(FrameHistory.capacity + 2)).map { frame($0, x: Double($0), history: history) }
        for frame in frames { frame.enterHistory() }
        let latest = frames.last!
        #expect(kind(latest.payload(after: other.receipt)) == FrameDeltaEncoder.Kind.keyframe.rawValue)
        #expect(kind(latest.payload(after: frames[0].receipt)) == FrameDeltaEncoder.Kind.keyframe.rawValue)
        #expect(kind(latest.payload(after: frames[5].receipt)) == FrameDeltaEncoder.Kind.delta.rawValue)
    }

    /// The history keeps exactly the newest `capacity` frames, however many came before (it wraps around many
    /// times), and a frame entering twice is kept once.
    @Test func theHistoryKeepsTheNewestFramesAcrossManyWraps() {
        let history = FrameHistory(room: 1)
        let count = 5 * FrameHistory.capacity + 3
        let frames = (1...UInt32(count)).map { frame($0, x: Double($0), history: history) }
        for frame in frames {
            frame.enterHistory()
            frame.enterHistory()
        }
        for (index, frame) in frames.enumerated() {
            let kept = history.frame(frame.sequence)
            #expect((kept != nil) == (index >= count - FrameHistory.capacity), "frame \(frame.sequence)")
            if let kept { #expect(kept == frame.quantized) }
        }
        #expect(history.frame(UInt32(count + 1)) == nil)
    }
}
