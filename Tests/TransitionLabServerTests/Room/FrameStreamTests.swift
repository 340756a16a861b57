import Testing
import TransitionLabCore
import TransitionLabProtocol

@testable import TransitionLabServer

/// `FrameStream` on its own: sequence numbers, node tables, and which frames are sent at all.
@Suite struct FrameStreamTests {
    private func frame(x: Double, time: Double = 0) -> QuantizedFrame {
        QuantizedFrame(
            Frame(
                time: time, viewport: Size(width: 100, height: 100), background: .black,
                nodes: [Node(id: 1, frame: Rect(x: x, y: 0, width: 10, height: 10), fill: .white)]))
    }

    private let table = [NodeContent(id: 1, label: "A")]

    @Test func theFirstFrameBringsItsTableAndSequenceOne() {
        var stream = FrameStream()
        let output = stream.take(frame(x: 0), contents: table, reason: .newcomers, newcomers: [1])
        #expect(output.table?.version == 1 && output.table?.contents == table)
        #expect(output.frame?.sequence == 1 && output.frame?.recipients == [1])
    }

    /// A tick's frame that shows the picture everyone holds is not sent; a new picture, a change (input, a step)
    /// or a new table is.
    @Test func aTickRepeatingThePictureIsTheOnlyFrameNotSent() {
        var stream = FrameStream()
        _ = stream.take(frame(x: 0), contents: table, reason: .change, newcomers: [])
        #expect(
            stream.take(frame(x: 0.01, time: 1), contents: table, reason: .time, newcomers: []) == .init(),
            "under 1/16 pt: the same picture on the grid")
        let moved = stream.take(frame(x: 5), contents: table, reason: .time, newcomers: [])
        #expect(moved.frame?.sequence == 2 && moved.frame?.recipients == nil)
        let acknowledged = stream.take(frame(x: 5), contents: table, reason: .change, newcomers: [])
        #expect(acknowledged.frame?.sequence == 3)
        let relabelled = [NodeContent(id: 1, label: "B")]
        let retabled = stream.take(frame(x: 5), contents: relabelled, reason: .time, newcomers: [])
        #expect(retabled.table?.version == 2 && retabled.frame?.sequence == 4)
    }

    /// Newcomers get the picture the others hold under its sequence number, whether the frame was drawn for them
    /// or for a tick that showed nothing new.
    @Test func newcomersGetThePictureTheOthersHoldUnderItsNumber() {
        var stream = FrameStream()
        _ = stream.take(frame(x: 0), contents: table, reason: .change, newcomers: [])
        let joined = stream.take(
            frame(x: 0), contents: table, reason: .newcomers, newcomers: [2, 3])
        #expect(joined.frame?.sequence == 1 && joined.frame?.recipients == [2, 3])
        let unchanged = stream.take(
            frame(x: 0), contents: table, reason: .time, newcomers: [4])
        #expect(unchanged.frame?.sequence == 1 && unchanged.frame?.recipients == [4])
    }
}
