import Testing
import TransitionLabCore
import TransitionLabProtocol

@testable import TransitionLabServer

/// `Recording` on its own: lines in, `recorded` messages out, stopped at its line and byte limits.
@Suite struct RecordingTests {
    private let pointer = RecordedCommand(
        time: 0.5, command: .pointer(phase: .down, id: 1, location: Point(x: 1, y: 2), clientTime: 0))

    private func code(_ message: ServerMessage) -> String? {
        if case .error(let code, _, _) = message { code } else { nil }
    }

    @Test func aRecordingStartsWithItsHeaderAndDropsTheLastOne() {
        var recording = Recording()
        recording.finish([pointer])
        #expect(recording.last == [pointer])
        let header: [JSONValue] = [["scene": "test-scene"], ["viewport": [1, 2]]]
        let messages = recording.start(header: header)
        #expect(messages == header.map(ServerMessage.recorded(line:)))
        #expect(recording.last.isEmpty)
        #expect(recording.bytes == messages.reduce(0) { $0 + $1.text.utf8.count })
    }

    @Test func eachLineIsSentAndCounted() {
        var recording = Recording()
        _ = recording.start(header: [])
        #expect(recording.record(pointer, count: 1) == .send(.recorded(line: pointer.json)))
        #expect(recording.bytes == ServerMessage.recorded(line: pointer.json).text.utf8.count)
    }

    @Test func theLineLimitCountsTheHeader() {
        var recording = Recording()
        _ = recording.start(header: [])
        let lastFree = Recording.maxLines - SceneRunner.recordingHeaderLines - 1
        #expect(recording.record(pointer, count: lastFree) == .send(.recorded(line: pointer.json)))
        guard case .sendAndStop(let line, let error) = recording.record(pointer, count: lastFree + 1) else {
            Issue.record("the recording did not stop at \(Recording.maxLines) lines")
            return
        }
        #expect(line == .recorded(line: pointer.json))
        #expect(code(error) == "recording-full")
        #expect(error.text.contains("\(Recording.maxLines) events"))
    }

    @Test func theByteLimitStopsARecordingOfFewLargeLines() {
        var recording = Recording()
        _ = recording.start(header: [])
        let text = String(repeating: "x", count: Recording.maxBytes / 2)
        let paste = RecordedCommand(
            time: 1, command: .layout(slot: .a, source: UserLayoutSource(format: .swift, text: text)))
        #expect(recording.record(paste, count: 1) == .send(.recorded(line: paste.json)))
        guard case .sendAndStop(_, let error) = recording.record(paste, count: 2) else {
            Issue.record("two lines of \(text.utf8.count) bytes did not stop the recording")
            return
        }
        #expect(recording.bytes >= Recording.maxBytes)
        #expect(error.text.contains("\(Recording.maxBytes) bytes"))
    }
}
