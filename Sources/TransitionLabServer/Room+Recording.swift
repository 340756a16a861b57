import TransitionLabCore
import TransitionLabProtocol

extension Room {
    /// Most lines one recording holds: at the message rate limit (1,000 a second) a recording fills up in 10 s, at
    /// a 120 Hz pointer's rate in about 80 s.
    static let maxRecordedLines = 10_000
    /// Most bytes of JSON one recording holds (its lines as sent): a `layout` line carries a whole pasted source,
    /// so lines alone do not bound a room's memory. The room keeps the recording (for `replay`) and the replay's
    /// copy of it, so a room's recordings stay within a few times this.
    static let maxRecordedBytes = 2 << 20

    /// Tells the room about a line the runner just recorded, and stops the recording once it holds
    /// `maxRecordedLines` lines (its `scene` and `viewport` header included) or `maxRecordedBytes` bytes, keeping it
    /// as the room's one recording and telling everyone why it stopped.
    func record(_ line: RecordedCommand, in runner: SceneRunner) -> [Action] {
        let message = ServerMessage.recorded(line: line.json)
        recordedBytes += message.text.utf8.count
        return [.broadcast(message, except: nil)] + stopRecordingWhenFull(runner)
    }

    private func stopRecordingWhenFull(_ runner: SceneRunner) -> [Action] {
        guard let count = runner.recording?.count else { return [] }
        let limit: String
        if count + SceneRunner.recordingHeaderLines >= Self.maxRecordedLines {
            limit = "\(Self.maxRecordedLines) events"
        } else if recordedBytes >= Self.maxRecordedBytes {
            limit = "\(Self.maxRecordedBytes) bytes"
        } else {
            return []
        }
        lastRecording = runner.stopRecording()
        let message = "recording stopped: it reached \(limit), the most one recording keeps"
        return [.broadcast(.error(code: "recording-full", message: message, type: "record"), except: nil)]
    }
}
