/// Replays an input log against a fresh scene through a `SceneRunner` and samples its frames at a fixed rate:
/// the engine of `transition-lab replay` and of the headless scene tests.
///
/// A log is JSON lines, each a client → server message of the wire protocol (`docs/protocol.md`) with the scene
/// time `t` in seconds added — what `SceneRunner` records. `pointer`, `pinch` and `wheel` lines may leave out
/// `time` (the client clock in milliseconds, which spaces events within a burst: `InputClock`; defaults to `t` in
/// milliseconds) and `seq` (defaults to the line number); `client` (a recording's pointer namespace) defaults to 0.
/// A recording opens with `scene` and `viewport` lines (`sceneName`, `viewport`) and a `param` line for every
/// parameter; the replay itself ignores session messages (`hello`, `scene`, `viewport`, `record`, `replay`,
/// `ping`), and `pause` and `step`, because `t` already is scene time.
///
/// Frames are taken at `k / fps` seconds (k = 0, 1, …). Before each frame, every event with `t` at or before the
/// frame time is applied at its own `t`. After the last event the replay goes on until the scene stops animating,
/// at most `settleLimit` seconds more. Nothing reads a clock, so the same log gives the same frames bit for bit.
public struct Replay: Sendable {
    /// One line of a log.
    public struct Event: Sendable, Hashable {
        /// Scene time in seconds.
        public var time: Double
        public var message: ClientMessage
        /// The pointer namespace of the client that sent it.
        public var client: Int
        /// 1-based line number in the log, for error messages.
        public var line: Int

        public init(time: Double, message: ClientMessage, client: Int = 0, line: Int = 0) {
            self.time = time
            self.message = message
            self.client = client
            self.line = line
        }
    }

    /// One sampled frame and the scene's state summary at that time.
    public struct Sample: Sendable {
        public var time: Double
        public var frame: Frame
        public var state: [String: JSONValue]

        /// `{"t","nodes":[{"id","x","y","w","h","alpha","cornerRadius","z"}],"state":{…}}`.
        public var json: JSONValue {
            let nodes: [JSONValue] = frame.nodes.map { node in
                [
                    "id": .number(Double(node.id)), "x": .number(node.frame.minX), "y": .number(node.frame.minY),
                    "w": .number(node.frame.width), "h": .number(node.frame.height), "alpha": .number(node.alpha),
                    "cornerRadius": .number(node.cornerRadius), "z": .number(node.z),
                ]
            }
            return ["t": .number(time), "nodes": .array(nodes), "state": .object(state)]
        }

        /// `json.serialized` (the same bytes: keys sorted, numbers formatted alike), written directly.
        /// - Complexity: O(nodes), without building a `JSONValue` per node.
        public var jsonLine: String {
            var out = "{\"nodes\":["
            out.reserveCapacity(64 + frame.nodes.count * 96)
            for (index, node) in frame.nodes.enumerated() {
                if index > 0 { out += "," }
                out += "{\"alpha\":" + JSONValue.format(node.alpha)
                out += ",\"cornerRadius\":" + JSONValue.format(node.cornerRadius)
                out += ",\"h\":" + JSONValue.format(node.frame.height)
                out += ",\"id\":" + String(node.id)
                out += ",\"w\":" + JSONValue.format(node.frame.width)
                out += ",\"x\":" + JSONValue.format(node.frame.minX)
                out += ",\"y\":" + JSONValue.format(node.frame.minY)
                out += ",\"z\":" + JSONValue.format(node.z) + "}"
            }
            out += "],\"state\":" + JSONValue.object(state).serialized
            out += ",\"t\":" + JSONValue.format(time) + "}"
            return out
        }
    }

    /// Latest scene time (seconds, one day) a line may have: frames are sampled up to it.
    public static let maximumTime = 86_400.0
    /// Largest pointer namespace (`client`) a line may name: pointer ids are namespaced in 32 bits.
    public static let maximumClient = Double(UInt32.max)

    /// Seconds the replay may run past the last event while the scene settles.
    public static let settleLimit = 10.0

    /// The events in log order (non-decreasing `time`).
    public var events: [Event]

    public init(events: [Event]) {
        self.events = events
    }

    /// Parses a JSON-lines log; blank lines are skipped.
    /// - Throws: `ReplayError` naming the 1-based line at fault.
    public init(jsonLines text: String) throws(ReplayError) {
        var events: [Event] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard line.contains(where: { !$0.isWhitespace }) else { continue }
            let event = try Self.event(parsing: line, line: index + 1)
            if let previous = events.last, event.time < previous.time {
                throw ReplayError(
                    line: index + 1,
                    message: "t \(event.time) is earlier than line \(previous.line)'s \(previous.time)"
                )
            }
            events.append(event)
        }
        self.events = events
    }

    /// Replays against `scene` (fresh, with the log's viewport), calling `body` for each frame in time order.
    /// - Throws: `ReplayError` for a line the scene refuses (an unknown or non-finite parameter), or what
    ///   `body` throws.
    public func run(on scene: any Scene, fps: Double = 60, _ body: (Sample) throws -> Void) throws {
        precondition(fps > 0, "fps must be positive")
        let runner = SceneRunner(scene: scene)
        let lastEvent = events.last?.time ?? 0
        var next = 0
        var index = 0
        while true {
            let time = Double(index) / fps
            while next < events.count, events[next].time <= time {
                try apply(events[next], to: runner)
                next += 1
            }
            runner.advanceScene(to: time)
            try body(Sample(time: time, frame: scene.frame(), state: scene.state))
            if time >= lastEvent, !scene.isAnimating || time >= lastEvent + Self.settleLimit { break }
            index += 1
        }
    }

    /// The scene a recording names in its opening `scene` line, if it has one.
    public var sceneName: String? {
        events.lazy.compactMap { event -> String? in
            guard case .scene(let name) = event.message else { return nil }
            return name
        }.first
    }

    /// The viewport a recording names in its opening `viewport` line, if it has one.
    public var viewport: Size? {
        events.lazy.compactMap { event -> Size? in
            guard case .viewport(let size) = event.message else { return nil }
            return size
        }.first
    }

    /// Replays and returns every sample (for tests and small logs).
    public func samples(on scene: any Scene, fps: Double = 60) throws -> [Sample] {
        var samples: [Sample] = []
        try run(on: scene, fps: fps) { samples.append($0) }
        return samples
    }

    private func apply(_ event: Event, to runner: SceneRunner) throws(ReplayError) {
        switch event.message {
        case .pause, .step: return
        default: break
        }
        runner.advanceScene(to: event.time)
        do {
            try runner.apply(event.message, pointerNamespace: event.client)
        } catch {
            switch error {
            case .unknownKey(let key): throw ReplayError(line: event.line, message: "unknown parameter \"\(key)\"")
            case .notFinite(let key):
                throw ReplayError(line: event.line, message: "parameter \"\(key)\" must be finite")
            }
        }
    }

    private static func event(parsing line: Substring, line number: Int) throws(ReplayError) -> Event {
        let value: JSONValue
        do {
            value = try JSONValue(parsing: Array(line.utf8))
        } catch {
            throw ReplayError(line: number, message: "not valid JSON")
        }
        guard case .object(var fields) = value else { throw ReplayError(line: number, message: "not a JSON object") }
        guard let time = fields.removeValue(forKey: "t")?.doubleValue, time.isFinite, time >= 0,
            time <= Self.maximumTime
        else {
            throw ReplayError(
                line: number,
                message: "needs a number field \"t\" in 0…\(Int(Self.maximumTime)) (scene time in seconds)")
        }
        let client = fields.removeValue(forKey: "client")?.doubleValue ?? 0
        guard client.isFinite, client >= 0, client <= Self.maximumClient, client == client.rounded() else {
            throw ReplayError(line: number, message: "\"client\" must be an integer in 0…\(Int(Self.maximumClient))")
        }
        if ["pointer", "pinch", "wheel"].contains(fields["type"]?.stringValue) {
            if fields["time"] == nil { fields["time"] = .number(time * 1000) }
            if fields["seq"] == nil { fields["seq"] = .number(Double(number)) }
        }
        do {
            let message = try ClientMessage(.object(fields))
            return Event(time: time, message: message, client: Int(client), line: number)
        } catch {
            throw ReplayError(line: number, message: error.message)
        }
    }
}

/// A log line that cannot be replayed: its 1-based number and the problem.
public struct ReplayError: Error, Sendable, Hashable, CustomStringConvertible {
    public var line: Int
    public var message: String

    public init(line: Int, message: String) {
        self.line = line
        self.message = message
    }

    public var description: String { "line \(line): \(message)" }
}
