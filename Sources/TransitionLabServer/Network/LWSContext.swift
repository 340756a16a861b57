import CLibWebSockets
import Dispatch
import Logging
import Synchronization
import TransitionLabCore
import TransitionLabProtocol

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The libwebsockets context: one vhost listening on `host:port` with the `web/` mount at `/` (CodeMirror's at
/// `/vendor/codemirror` when `codeMirrorRoot` exists) and the WebSocket
/// protocol `transition-lab.v2` at `/ws`, plus `/healthz` and `/metrics` (`HTTPEndpoint`), serviced by the thread
/// that calls `run()`.
///
/// lws keeps pointers to the protocols, mount, strings and retry policy for the context's whole life, so they are
/// allocated here once and freed after `lws_context_destroy`.
///
/// Its stored `var`s are `@exclusivity(unchecked)`: only the service thread calls it (docs/architecture.md).
public final class LWSContext {
    /// The WebSocket subprotocol the page speaks.
    public static let subprotocol = "transition-lab.v2"

    public let configuration: ServerConfiguration
    public let policy: AccessPolicy
    /// The port actually listened on (differs from the configuration's when that was 0).
    @exclusivity(unchecked) public private(set) var port = 0
    /// Which pages may open `/ws`, for the port actually listened on.
    @exclusivity(unchecked) public private(set) var originPolicy: OriginPolicy
    let logger: Logger
    /// The clock of the simulation's ticks and the connections' rate limits.
    let clock: any MonotonicClock
    let staticFiles: StaticFiles
    let simulation: Simulation
    /// What `GET /metrics` reports.
    public let metrics: ServerMetrics
    let metricsAccess: MetricsAccess
    /// Frames and bytes the connections wrote since the last report to `metrics`: once per pass of the service loop.
    let writeTally: UnsafeMutablePointer<WriteTally>
    /// Open WebSocket connections by id. Service thread only.
    @exclusivity(unchecked) var connections = ConnectionTable<Connection>()
    /// Each room's recent frames, the bases of its deltas. Service thread only.
    @exclusivity(unchecked) private var frameHistories = FrameHistories()
    /// What `distributeDeliveries()` takes from the simulation: empty between calls, its storage kept.
    @exclusivity(unchecked) private var deliveries: [Simulation.Delivery] = []
    @exclusivity(unchecked) var nextConnectionID = 1
    /// Returns memory to the system once most connections have closed.
    @exclusivity(unchecked) private var memoryRelease = MemoryRelease()
    /// Set when the server stops or drains: writable callbacks then close their connection with 1001, upgrades are
    /// refused and `/healthz` answers 503.
    @exclusivity(unchecked) private(set) var isGoingAway = false
    @exclusivity(unchecked) private var context: OpaquePointer?
    private let stopFlag: StopFlag
    private let protocols: UnsafeMutablePointer<lws_protocols>
    private let retryPolicy: UnsafeMutablePointer<lws_retry_bo_t>
    private let endpointMounts: UnsafeMutablePointer<lws_http_mount>
    private let names: [UnsafeMutablePointer<CChar>]

    /// Creates the context and starts listening; `clock` drives the ticks and rate limits (a test clock in tests);
    /// `metrics` counts what `GET /metrics` reports.
    /// - Throws: `ServerError` when the web folder is missing or the address cannot be listened on.
    public init(
        configuration: ServerConfiguration, policy: AccessPolicy, scenes: [any Scene.Type], logger: Logger,
        clock: any MonotonicClock = SystemClock(), metrics: ServerMetrics = ServerMetrics()
    ) throws(ServerError) {
        let vendors = configuration.codeMirrorRoot.map {
            [StaticFiles.Vendor(mountpoint: "/vendor/codemirror", path: $0)]
        }
        guard let staticFiles = StaticFiles(path: configuration.webRoot, vendors: vendors ?? []) else {
            throw .webRootMissing(configuration.webRoot)
        }
        self.configuration = configuration
        self.policy = policy
        self.logger = logger
        self.clock = clock
        self.staticFiles = staticFiles
        if let codeMirror = configuration.codeMirrorRoot, staticFiles.vendorRoots.isEmpty {
            logger.info("no CodeMirror folder at \(codeMirror): the layout editor is a plain text field")
        }
        originPolicy = OriginPolicy(host: configuration.host, port: configuration.port)
        let stopFlag = StopFlag()
        self.stopFlag = stopFlag
        self.metrics = metrics
        metricsAccess = MetricsAccess(token: configuration.metricsToken)
        writeTally = .allocate(capacity: 1)
        writeTally.initialize(to: WriteTally())
        simulation = Simulation(configuration: configuration, scenes: scenes, clock: clock, metrics: metrics) {
            stopFlag.wakeService()
        }

        let interface = configuration.host == "localhost" ? "127.0.0.1" : configuration.host
        let endpoints = HTTPEndpoint.allCases.map(\.rawValue)
        names = (["http", "default", interface, Self.subprotocol] + endpoints).map { (name: String) in strdup(name)! }
        // `http`, the WebSocket protocol, then the zeroed terminator lws expects.
        protocols = .allocate(capacity: 3)
        protocols.initialize(repeating: lws_protocols(), count: 3)
        protocols[0].name = UnsafePointer(names[0])
        protocols[0].callback = transitionLabCallback
        protocols[1].name = UnsafePointer(names[3])
        protocols[1].callback = transitionLabCallback
        protocols[1].per_session_data_size = MemoryLayout<UnsafeRawPointer>.size
        protocols[1].rx_buffer_size = 16 * 1024
        retryPolicy = .allocate(capacity: 1)
        retryPolicy.initialize(to: lws_retry_bo_t())
        retryPolicy.pointee.secs_since_valid_ping = UInt16(configuration.pingInterval)
        retryPolicy.pointee.secs_since_valid_hangup = UInt16(configuration.hangupInterval)

        endpointMounts = .allocate(capacity: endpoints.count)
        endpointMounts.initialize(repeating: lws_http_mount(), count: endpoints.count)
        for index in endpoints.indices {
            // A callback mount: lws calls protocol `http`'s LWS_CALLBACK_HTTP for the path (lws-context-vhost.h).
            endpointMounts[index].mount_next =
                index + 1 < endpoints.count
                ? UnsafePointer(endpointMounts + index + 1) : UnsafePointer(staticFiles.mount)
            endpointMounts[index].mountpoint = UnsafePointer(names[4 + index])
            endpointMounts[index].mountpoint_len = UInt8(endpoints[index].utf8.count)
            endpointMounts[index].origin = UnsafePointer(names[0])
            endpointMounts[index].origin_protocol = UInt8(LWSMPRO_CALLBACK.rawValue)
        }

        var info = lws_context_creation_info()
        info.port = Int32(configuration.port)
        info.iface = configuration.host == "0.0.0.0" ? nil : UnsafePointer(names[2])
        info.protocols = UnsafePointer(protocols)
        info.mounts = UnsafePointer(endpointMounts)
        info.vhost_name = UnsafePointer(names[1])
        info.retry_and_idle_policy = UnsafePointer(retryPolicy)
        // FAIL_UPON_UNABLE_TO_BIND: without it lws 4.1 treats an address the machine lacks as "not yet" and keeps
        // running without listening (`_lws_vhost_init_server_af`, lib/roles/http/server/server.c).
        info.options =
            UInt64(LWS_SERVER_OPTION_HTTP_HEADERS_SECURITY_BEST_PRACTICES_ENFORCE)
            | UInt64(LWS_SERVER_OPTION_VALIDATE_UTF8) | UInt64(LWS_SERVER_OPTION_FAIL_UPON_UNABLE_TO_BIND)
        // lws 4.1 writes an IPv4 `iface` into an IPv6 socket address as all zeros, so the dual-stack socket would
        // listen on every interface: an IPv4 host gets an IPv4 socket.
        if !interface.contains(":") { info.options |= UInt64(LWS_SERVER_OPTION_DISABLE_IPV6) }
        info.user = Unmanaged.passUnretained(self).toOpaque()
        LWSLog.start(logger)
        context = lws_create_context(&info)
        LWSLog.started()
        guard let context else { throw .cannotListen(host: configuration.host, port: configuration.port) }
        stopFlag.context.withLock { $0 = ContextPointer(pointer: context) }
        port = Int(lws_get_vhost_listen_port(lws_get_vhost_by_name(context, names[1])))
        guard port > 0 else { throw .cannotListen(host: configuration.host, port: configuration.port) }
        originPolicy = OriginPolicy(
            host: configuration.host, port: port, allowedOrigins: configuration.allowedOrigins,
            publicOrigins: configuration.publicOrigins)
    }

    deinit {
        // A `StopHandle` may outlive the context: it must find no pointer to a destroyed one.
        stopFlag.context.withLock { $0 = nil }
        if let context { lws_context_destroy(context) }
        writeTally.deallocate()
        protocols.deallocate()
        retryPolicy.deallocate()
        endpointMounts.deallocate()
        names.forEach { free($0) }
    }

    /// A handle any thread (or a signal-waiting thread) can use to stop `run()`.
    public var stopHandle: StopHandle { StopHandle(flag: stopFlag) }

    /// Services the context on the calling thread until `stopHandle.stop()` or `drain()`, then closes every
    /// connection; after `drain()` it keeps answering HTTP (`/healthz` with 503) for `drainSeconds`.
    public func run() {
        guard let context else { return }
        simulation.start()
        while !stopFlag.isStopping {
            if lws_service(context, 0) < 0 { break }
            writeTally.pointee.report(to: metrics)
            backOffAfterFailedAccepts()
        }
        closeConnectionsGoingAway(context, linger: stopFlag.isDraining ? configuration.drainSeconds : 0)
        simulation.stop()
        stopFlag.context.withLock { $0 = nil }
        lws_context_destroy(context)
        self.context = nil
    }

    /// Out of file descriptors, `accept` fails at once and lws 4.1 retries it on every wake-up, since the pending
    /// connection keeps the listening socket readable: pausing the loop briefly turns that spin into 50 retries a
    /// second, while connections that are open keep being served.
    private func backOffAfterFailedAccepts() {
        guard LWSLog.takeAcceptFailures() > 0 else { return }
        usleep(20_000)
    }

    /// Sends every client a close frame with 1001 ("going away", RFC 6455 §7.4.1) from its writable callback, and
    /// services lws until they are all closed or `timeout` seconds passed, and for at least `linger` seconds.
    private func closeConnectionsGoingAway(_ context: OpaquePointer, timeout: Double = 1, linger: Double) {
        isGoingAway = true
        for connection in connections.allValues { connection.goAway() }
        let clock = SystemClock()
        let start = clock.now()
        let deadline = start + max(timeout, linger)
        if linger > 0 {
            let flag = stopFlag
            DispatchQueue.global().asyncAfter(deadline: .now() + linger) { flag.wakeService() }
        }
        while !connections.isEmpty || clock.now() < start + linger, clock.now() < deadline {
            if lws_service(context, 0) < 0 { break }
            writeTally.pointee.report(to: metrics)
        }
    }

    /// `LWS_CALLBACK_EVENT_WAIT_CANCELLED`: moves what the simulation produced into the connections' outboxes,
    /// which ask for writable callbacks (`Connection`); nothing is written here.
    func distributeDeliveries() {
        // Closing a connection never changes the table here (`LWS_CALLBACK_CLOSED` does, later), so one copy of it
        // serves every recipient.
        let connections = connections
        simulation.takeDeliveries(into: &deliveries)
        defer { deliveries.removeAll(keepingCapacity: true) }
        for delivery in deliveries {
            switch delivery {
            case .text(let ids, let bytes, let kind):
                let text = TextPayload(bytes)
                for id in ids { connections.withValue(id) { $0.enqueue(text: text, kind: kind) } }
            case .frame(let frame, let recipients):
                let encoded = frameHistories.encoded(frame)
                let now = clock.now()
                for recipient in recipients {
                    connections.withValue(recipient.id) {
                        $0.enqueue(frame: encoded, inputSequence: recipient.inputSequence, now: now)
                    }
                }
            case .roomClosed(let room):
                frameHistories.roomClosed(room)
            }
        }
    }
}

/// Why the server could not start.
public enum ServerError: Error, Sendable, Hashable {
    case webRootMissing(String)
    case cannotListen(host: String, port: Int)
}

/// Stops a running `LWSContext` from any thread.
public struct StopHandle: Sendable {
    let flag: StopFlag

    /// Makes `run()` return soon; safe from any thread.
    public func stop() {
        flag.stopping.store(true, ordering: .releasing)
        flag.wakeService()
    }

    /// Like `stop()`, but `run()` first answers `/healthz` with 503 for the configuration's `drainSeconds`.
    public func drain() {
        flag.draining.store(true, ordering: .releasing)
        stop()
    }
}

/// The stop request and the context pointer other threads need for `lws_cancel_service`.
final class StopFlag: Sendable {
    let stopping = Atomic<Bool>(false)
    let draining = Atomic<Bool>(false)
    let context = Mutex<ContextPointer?>(nil)

    var isStopping: Bool { stopping.load(ordering: .acquiring) }
    var isDraining: Bool { draining.load(ordering: .acquiring) }

    /// `lws_cancel_service`: the one lws call other threads make.
    func wakeService() {
        context.withLock { if let context = $0 { lws_cancel_service(context.pointer) } }
    }
}

/// An `lws_context` pointer that may cross threads. `@unchecked Sendable` because a pointer is not checked: it is only
/// ever read under `StopFlag.context`'s `Mutex`, for `lws_cancel_service` (the one lws call another thread may make,
/// lws-context-vhost.h), and set to nil under that lock before the context is destroyed.
struct ContextPointer: @unchecked Sendable {
    let pointer: OpaquePointer
}

extension LWSContext {
    /// Registers an opened connection. Service thread.
    func connectionOpened(_ connection: Connection) {
        connections[connection.id] = connection
        memoryRelease.opened(open: connections.count)
    }

    /// Forgets a closed connection; after a large wave of closes, releases the connection table's storage and the
    /// allocator's free memory (`MemoryRelease`). Service thread.
    func connectionClosed(_ id: Int) {
        connections[id] = nil
        if memoryRelease.closed(open: connections.count, now: clock.now()) {
            connections = connections.compacted()
        }
    }
}
