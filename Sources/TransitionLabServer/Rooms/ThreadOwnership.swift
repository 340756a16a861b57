// Which thread owns what, for the compiler: these types live on one thread and must never be sent to another
// (swift-nio's `@available(*, unavailable) extension …: Sendable {}` habit). What crosses threads is `Simulation`
// (its queues are `Mutex`-guarded), `StopFlag` (atomic and `Mutex`) and the `Sendable` values they carry.

/// The lws service thread owns the context, its connections and their outboxes, and the frames it encodes with
/// their delta bases.
@available(*, unavailable) extension LWSContext: Sendable {}
@available(*, unavailable) extension Connection: Sendable {}
@available(*, unavailable) extension Outbox: Sendable {}
@available(*, unavailable) extension EncodedFrame: Sendable {}
@available(*, unavailable) extension FramePayload: Sendable {}
@available(*, unavailable) extension TextPayload: Sendable {}
@available(*, unavailable) extension FrameHistory: Sendable {}

/// The simulation thread owns the rooms.
@available(*, unavailable) extension Rooms: Sendable {}
@available(*, unavailable) extension Room: Sendable {}
