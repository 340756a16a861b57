import TransitionLabCore
import TransitionLabProtocol

extension Room {
    /// Most lines one recording holds: at the message rate limit (1,000 a second) a recording fills up in 10 s, at
    /// a 120 Hz pointer's rate in about 80 s. Each line is a small JSON object, so a room's recording stays in the
    /// low megabytes however long a client keeps `record` on.
    static let maxRecordedLines = 10_000

    /// Stops the recording once it holds `maxRecordedLines` lines (its `scene` and `viewport` header included),
    /// keeping it as the room's one recording, and tells everyone in the room why it stopped.
    func stopRecordingWhenFull(_ runner: SceneRunner) -> [Action] {
        guard let count = runner.recording?.count,
            count + SceneRunner.recordingHeaderLines >= Self.maxRecordedLines
        else { return [] }
        lastRecording = runner.stopRecording()
        let message = "recording stopped: it reached \(Self.maxRecordedLines) events, the most one recording keeps"
        return [.broadcast(.error(code: "recording-full", message: message, type: "record"), except: nil)]
    }
}
