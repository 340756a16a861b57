import TransitionLabCore
import TransitionLabStore

/// Everything `transition-lab serve` can be told, as one value with documented defaults.
public struct ServerConfiguration: Sendable {
    /// Address to listen on. Default `127.0.0.1` (loopback only: everybody drives, nobody else can connect).
    public var host: String
    /// TCP port; 0 lets the system pick a free one (printed at start). Default 8080.
    public var port: Int
    /// Folder served at `/` (index.html, scripts, styles).
    public var webRoot: String
    /// Folder of CodeMirror 5 served at `/vendor/codemirror` for the layout editor; nil, or a folder that does not
    /// exist, serves none and the page keeps its plain text field. Default: Debian's `libjs-codemirror`.
    public var codeMirrorRoot: String? = ServerConfiguration.systemCodeMirror
    /// Ticks per second of a room while something moves, 30…240. Default 60.
    public var fps: Int
    /// Scene a new room starts with; nil picks the first scene of the catalog.
    public var defaultScene: String?
    /// Test mode: only 127.0.0.1, ::1 and localhost count as loopback, so binding 127.0.0.2 exercises the token.
    public var strictLoopback: Bool
    /// Largest incoming message; a bigger one closes the connection with 1009. Default 392 KiB: a `layout`
    /// message's text may be 64 KiB, and JSON may escape every byte of it as `\u00XX` (six bytes each).
    public var maxMessageSize: Int
    /// A connection that takes no frame for this long is closed. Default 30 s.
    public var stallTimeout: Int
    /// Idle seconds before a WebSocket ping, and before an unanswered connection is dropped.
    public var pingInterval: Int
    public var hangupInterval: Int
    /// Messages per second a connection may send (token bucket); more are refused with `rate-limited`.
    public var messageRate: Double
    /// Origins (`scheme://host[:port]`) besides the server's own whose pages may open `/ws` (`OriginPolicy`).
    public var allowedOrigins: [String]
    /// Origins a reverse proxy serves the page from (`--public-origin`): admitted by the `OriginPolicy` with their
    /// `Host`, and driving then needs the control token even on loopback.
    public var publicOrigins: [String] = []
    /// Token `GET /metrics` requires (`MetricsAccess`); nil serves the metrics to loopback peers only.
    public var metricsToken: String?
    /// Seconds a SIGTERM'd server keeps answering `/healthz` with 503 before it exits, so a load balancer sees it
    /// go; 0…4. Default 0.
    public var drainSeconds = 0.0
    /// Reads the layouts drivers paste into `your-layout` (on a worker thread); nil refuses `layout` messages.
    /// The server reads no layout code itself: `transition-lab serve` injects the Swift layout reader.
    public var layoutReader: (any UserLayoutReader)?
    /// Layouts every new room starts with (`serve --layout`), already read for `Room.defaultViewport`.
    public var startingLayouts: [RoomLayout]
    /// Where Share saves labs and lab links open them from (`serve --store`); nil keeps no labs.
    public var labStore: LabStoreLocation?
    /// Steps of per-frame layout work (`LayoutWorkBudget`) each room may do per second: a share of what the
    /// simulation thread evaluates in a second (`layoutWorkShare` of `measuredLayoutStepsPerSecond`). A room whose
    /// frames ask more gets fewer frames, never another room.
    public var layoutStepsPerSecond =
        ServerConfiguration.layoutWorkShare * ServerConfiguration.measuredLayoutStepsPerSecond

    /// The share of the simulation thread one room's per-frame layout work may take.
    public static let layoutWorkShare = 0.1

    /// Effect evaluation steps one core does per second in this build: the `layout-work` micro-benchmark's
    /// worst-case effect (docs/benchmarks.md), rounded down.
    #if DEBUG
        public static let measuredLayoutStepsPerSecond = 2.5e6
    #else
        public static let measuredLayoutStepsPerSecond = 250e6
    #endif

    /// The viewport a room starts with until a client asks for another: the iPhone 13/14 portrait (390 × 844 pt).
    public static let roomViewport = Size(width: 390, height: 844)

    /// Where Debian's `libjs-codemirror` installs CodeMirror 5.
    public static let systemCodeMirror = "/usr/share/javascript/codemirror"

    /// Accepted range of `drainSeconds`: the whole stop stays within 5 s.
    public static let drainRange: ClosedRange<Double> = 0...4

    /// Accepted range of `fps`.
    public static let fpsRange: ClosedRange<Int> = 30...240

    public init(
        host: String = "127.0.0.1", port: Int = 8080, webRoot: String = "web", fps: Int = 60,
        defaultScene: String? = nil, strictLoopback: Bool = false, maxMessageSize: Int = 392 * 1024,
        stallTimeout: Int = 30, pingInterval: Int = 10, hangupInterval: Int = 25, messageRate: Double = 1000,
        allowedOrigins: [String] = [], layoutReader: (any UserLayoutReader)? = nil, startingLayouts: [RoomLayout] = []
    ) {
        self.layoutReader = layoutReader
        self.startingLayouts = startingLayouts
        self.host = host
        self.port = port
        self.webRoot = webRoot
        self.fps = fps
        self.defaultScene = defaultScene
        self.strictLoopback = strictLoopback
        self.maxMessageSize = maxMessageSize
        self.stallTimeout = stallTimeout
        self.pingInterval = pingInterval
        self.hangupInterval = hangupInterval
        self.messageRate = messageRate
        self.allowedOrigins = allowedOrigins
    }
}
