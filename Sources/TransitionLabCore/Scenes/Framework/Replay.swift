/// Replays a recording against a fresh scene through a `SceneRunner` and `ReplayEngine` and samples its frames at
/// a fixed rate: the engine of `transition-lab replay` and of the headless scene tests.
///
/// Frames are taken at `k / fps` seconds (k = 0, 1, …). Before each frame, every command with a time at or before
/// the frame time is applied at its own time. After the last command the replay goes on until the scene stops
/// animating, at most `settleLimit` seconds more. Nothing reads a clock, so the same log gives the same frames bit
/// for bit. The wire format reads and writes recordings as JSON lines (`docs/protocol.md`).
public struct Replay: Sendable {
    /// One sampled frame and the scene's state summary at that time.
    public struct Sample: Sendable {
        public var time: Double
        public var frame: Frame
        public var state: SceneState

        public init(time: Double, frame: Frame, state: SceneState) {
            self.time = time
            self.frame = frame
            self.state = state
        }
    }

    /// Seconds the replay may run past the last command while the scene settles.
    public static let settleLimit = 10.0
    /// Latest scene time (seconds, one day) a recorded line may have: frames are sampled up to it.
    public static let maximumTime = 86_400.0

    /// The commands in time order.
    public var events: [RecordedCommand]
    /// The scene the recording names, if it names one.
    public var sceneName: String?
    /// The viewport the recording names, if it names one.
    public var viewport: Size?

    public init(events: [RecordedCommand], sceneName: String? = nil, viewport: Size? = nil) {
        self.events = events
        self.sceneName = sceneName
        self.viewport = viewport
    }

    /// Replays against `scene` (fresh, with the log's viewport), calling `body` for each frame in time order;
    /// `layoutReader` reads the log's `layout` lines.
    /// - Throws: `ReplayError` for a line the scene refuses (an unknown or non-finite parameter, a layout that
    ///   does not read), or what `body` throws.
    public func run(
        on scene: any Scene, fps: Double = 60, layoutReader: (any UserLayoutReader)? = nil,
        _ body: (Sample) throws -> Void
    ) throws {
        precondition(fps > 0, "fps must be positive")
        let runner = SceneRunner(scene: scene)
        runner.layoutReader = layoutReader
        var engine = ReplayEngine(commands: events)
        var index = 0
        while true {
            let time = Double(index) / fps
            try engine.apply(through: time, to: runner)
            runner.advanceScene(to: time)
            try body(Sample(time: time, frame: scene.frame(), state: scene.state))
            if engine.isFinished, !scene.isAnimating || time >= engine.endTime + Self.settleLimit { break }
            index += 1
        }
    }

    /// Replays and returns every sample (for tests and small logs).
    public func samples(
        on scene: any Scene, fps: Double = 60, layoutReader: (any UserLayoutReader)? = nil
    ) throws -> [Sample] {
        var samples: [Sample] = []
        try run(on: scene, fps: fps, layoutReader: layoutReader) { samples.append($0) }
        return samples
    }
}
