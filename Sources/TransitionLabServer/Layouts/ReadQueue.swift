import TransitionLabCore

/// The layout reads waiting and in progress, and who reads next. A value: it takes submissions, cancellations and
/// the reading threads' check-ins, each with the time, and answers which reads start, pause, resume or stop;
/// `LayoutWorker` carries that out on its threads, and tests drive it with any clock.
///
/// Reads run on `Limits.lanes` lanes. A free lane goes to a short read before a long one (a read that has run past
/// `shortRead`, or of a connection whose reads typically do: shortest expected first), then to the read whose
/// owner's address has used the least reader time lately, then whose connection has, then the oldest (`ReadOwner`,
/// `ReaderService`): least attained service, which puts short jobs first without knowing their length (Rai,
/// Urvoy-Keller and Biersack, "Analysis of LAS Scheduling for Job Size Distributions with High Variance",
/// SIGMETRICS 2003), and gives a client one share however many rooms or connections it holds. A read that has run
/// for a `quantum` while one that goes before it waits is paused (its reader process stopped) and resumed later. At
/// most `pausedReads` are paused at once; beyond that a read that has run over `longRead` (real pastes read in
/// milliseconds) gives way by stopping, with an error, for a short read, or if its owner has used that much more
/// reader time than the waiting one's. A room's reads run one at a time, so its results come back in order; a newer
/// read of a slot replaces a waiting one and stops one in progress.
///
/// Waiting jobs hold their sources: at most `heldBytes` in all and `heldBytesPerConnection` per connection. Past the
/// total, whoever holds the most gives way (the address holding the most waiting bytes, then within an address the
/// connection): its newest job is dropped with an error, or the new job is refused if that is its own.
struct ReadQueue {
    struct Limits: Sendable {
        /// Reads running at once.
        var lanes = 2
        /// Reads paused for a less-served owner's at once (their processes stay, stopped).
        var pausedReads = 2
        /// Seconds a read runs before a less-served owner's read may pause it.
        var quantum = 0.25
        /// Seconds of running after which a read gives way by stopping, when a less-served owner's read waits and no
        /// read can pause for it: real pastes read in milliseconds.
        var longRead = 1.0
        /// Seconds past which a read, and a connection whose reads typically run that long, is a long one: short
        /// reads go first.
        var shortRead = 0.5
        /// Reader seconds charged for starting a read (a process to start), so replaced and stopped reads count.
        var startCost = 0.05
        /// Seconds after which an owner's past reader time counts half.
        var halfLife = 30.0
        /// Most source bytes the jobs hold, in all and per connection.
        var heldBytes = 32 << 20
        var heldBytesPerConnection = 4 << 20

        /// Threads that hold a read: one per lane and one per paused read.
        var threads: Int { lanes + pausedReads }
    }

    /// What a reading thread does next.
    enum Decision: Equatable, Sendable {
        case run
        /// Stop the reader process and wait to be resumed (or stopped).
        case pause
        /// Kill the reader; the job fails with this message.
        case stop(String)
    }

    /// What the worker carries out after a change.
    struct Effects {
        /// Reads given a lane that wait for an idle thread (`take`).
        var starts = 0
        /// Paused reads whose threads must wake, to resume or to stop (`resumed`).
        var wakes: [Int] = []
        /// Jobs that will not be read, with the error their room receives.
        var dropped: [(job: LayoutJob, error: UserLayoutError)] = []
    }

    enum State: Equatable {
        case waiting
        /// Given a lane; an idle thread takes it.
        case starting
        case running
        case paused
    }

    struct Entry {
        let id: Int
        let job: LayoutJob
        let owner: ReadOwner
        let bytes: Int
        let submitted: Double
        var state = State.waiting
        /// Set when the read must stop; its thread stops it at its next check.
        var stopReason: String?
        /// When the read last started or resumed, and when its reader time was last charged.
        var since = 0.0
        var charged = 0.0
        /// Seconds it has run so far.
        var ran = 0.0
    }

    /// The jobs a newer one replaces: a room's slot, or its replay (`slot` nil).
    private struct Key: Hashable {
        let room: Int
        let slot: LayoutSlot?

        init(_ job: LayoutJob) {
            room = job.room
            slot = job.isReplay ? nil : job.slot
        }
    }

    let limits: Limits
    /// In submission order.
    private(set) var entries: [Entry] = []
    private var nextID = 1
    private var addresses: [String: ReaderService] = [:]
    private var connections: [Int: ReaderService] = [:]
    /// How long each connection's reads have run lately (each read's time averaged with the ones before, halving
    /// their weight each read).
    private var typicalRead: [Int: Double] = [:]

    init(limits: Limits = Limits()) {
        self.limits = limits
    }

    /// Source bytes the queue holds.
    var heldBytes: Int { entries.reduce(0) { $0 + $1.bytes } }

    /// Jobs waiting for a lane.
    var waitingCount: Int { entries.count { $0.state == .waiting } }

    /// Queues `job` for `owner`, replacing the waiting job of its room and slot and stopping the one in progress.
    mutating func submit(_ job: LayoutJob, owner: ReadOwner, now: Double) -> Effects {
        var effects = Effects()
        let key = Key(job)
        entries.removeAll { $0.state == .waiting && Key($0.job) == key }
        for index in entries.indices where Key(entries[index].job) == key {
            stop(at: index, because: "a newer read of this slot replaced it", &effects)
        }
        let bytes = Self.bytes(of: job)
        let connectionHeld = held { $0.owner.connection == owner.connection }
        guard connectionHeld + bytes <= limits.heldBytesPerConnection else {
            effects.dropped.append((job, Self.error(Self.connectionFull(limits))))
            return effects
        }
        while heldBytes + bytes > limits.heldBytes {
            guard let newest = evictable(for: owner, bytes: bytes) else {
                effects.dropped.append((job, Self.error(Self.queueFull(limits))))
                return effects
            }
            effects.dropped.append((entries.remove(at: newest).job, Self.error(Self.evicted(limits))))
        }
        entries.append(Entry(id: nextID, job: job, owner: owner, bytes: bytes, submitted: now))
        nextID += 1
        schedule(now: now, &effects)
        return effects
    }

    /// Drops the waiting jobs of room `room` and stops its reads in progress; with `sender`, only the jobs that
    /// member sent.
    mutating func cancel(room: Int, sender: Int? = nil, because reason: String, now: Double) -> Effects {
        var effects = Effects()
        for index in entries.indices.reversed()
        where entries[index].job.room == room && (sender == nil || entries[index].job.sender == sender) {
            stop(at: index, because: reason, &effects)
        }
        schedule(now: now, &effects)
        return effects
    }

    /// Drops every waiting job and stops every read (the server stops).
    mutating func cancelAll(because reason: String) -> Effects {
        var effects = Effects()
        for index in entries.indices.reversed() { stop(at: index, because: reason, &effects) }
        return effects
    }

    /// Forgets a closed connection's reader time, and addresses whose reader time has faded out.
    mutating func forget(connection: Int, now: Double) {
        connections[connection] = nil
        typicalRead[connection] = nil
        addresses = addresses.filter { $0.value.value(at: now, halfLife: limits.halfLife) > 0.001 }
    }

    /// A read given a lane, for an idle thread: it runs from `now`.
    mutating func take(now: Double) -> Entry? {
        guard let index = entries.firstIndex(where: { $0.state == .starting }) else { return nil }
        entries[index].state = .running
        entries[index].since = now
        entries[index].charged = now
        charge(entries[index].owner, limits.startCost, now: now)
        return entries[index]
    }

    /// A running read's check-in: whether it goes on, pauses for a less-served owner's read, or stops.
    mutating func check(_ id: Int, now: Double) -> (Decision, Effects) {
        var effects = Effects()
        guard let index = entries.firstIndex(where: { $0.id == id }) else { return (.stop("cancelled"), effects) }
        if let reason = entries[index].stopReason { return (.stop(reason), effects) }
        chargeRunning(at: index, now: now)
        guard now - entries[index].since >= limits.quantum, let rival = best(now: now),
            rank(rival, now) < rank(index, now)
        else { return (.run, effects) }
        if entries[rival].state != .paused && pausedCount >= limits.pausedReads {
            // No room for one more paused read: a long read gives way, the most-served paused one or this one, for
            // a short one, or if its owner has used a long read's worth more than the rival's.
            func givesWay(_ candidate: Int) -> Bool {
                entries[candidate].ran >= limits.longRead
                    && (isLong(rival) != isLong(candidate)
                        || outspends(entries[candidate].owner, entries[rival].owner, now: now))
            }
            let long = entries.indices.filter {
                entries[$0].state == .paused && entries[$0].stopReason == nil && givesWay($0)
            }
            if let victim = long.max(by: { priority($0, now) < priority($1, now) }) {
                stop(at: victim, because: Self.preempted(limits, ran: entries[victim].ran), &effects)
            } else if givesWay(index) {
                return (.stop(Self.preempted(limits, ran: entries[index].ran)), effects)
            } else {
                return (.run, effects)
            }
        }
        entries[index].state = .paused
        schedule(now: now, &effects)
        return (.pause, effects)
    }

    /// A paused read's thread woke: whether its read resumes, stops, or stays paused.
    mutating func resumed(_ id: Int) -> Decision {
        guard let entry = entries.first(where: { $0.id == id }) else { return .stop("cancelled") }
        if let reason = entry.stopReason { return .stop(reason) }
        return entry.state == .running ? .run : .pause
    }

    /// A read ended (read, failed or stopped): its lane goes to the next.
    mutating func finish(_ id: Int, now: Double) -> Effects {
        var effects = Effects()
        guard let index = entries.firstIndex(where: { $0.id == id }) else { return effects }
        if entries[index].state == .running { chargeRunning(at: index, now: now) }
        // A read that was stopped tells only that reads of its connection take at least that long.
        let (connection, ran) = (entries[index].owner.connection, entries[index].ran)
        typicalRead[connection] =
            entries[index].stopReason == nil
            ? ((typicalRead[connection] ?? ran) + ran) / 2 : max(typicalRead[connection] ?? 0, ran)
        entries.remove(at: index)
        schedule(now: now, &effects)
        return effects
    }

    // MARK: Scheduling

    private var lanesInUse: Int { entries.count { $0.state == .starting || $0.state == .running } }
    private var threadsInUse: Int { entries.count { $0.state != .waiting } }
    /// Paused reads that will resume (not the ones stopping).
    private var pausedCount: Int { entries.count { $0.state == .paused && $0.stopReason == nil } }

    /// Gives free lanes to the best reads, in order; a lane stays free while the best one waits for a thread (a
    /// stopping read's thread is about to free one).
    private mutating func schedule(now: Double, _ effects: inout Effects) {
        while lanesInUse < limits.lanes, let index = best(now: now) {
            switch entries[index].state {
            case .paused:
                entries[index].state = .running
                entries[index].since = now
                entries[index].charged = now
                effects.wakes.append(entries[index].id)
            case .waiting:
                guard threadsInUse < limits.threads else { return }
                entries[index].state = .starting
                effects.starts += 1
            case .starting, .running:
                return
            }
        }
    }

    /// The read that gets the next lane: a paused one, or a waiting one whose room has nothing in progress.
    private func best(now: Double) -> Int? {
        let busy = Set(entries.lazy.filter { $0.state != .waiting }.map(\.job.room))
        return entries.indices.filter { index in
            let entry = entries[index]
            return entry.stopReason == nil
                && (entry.state == .paused || entry.state == .waiting && !busy.contains(entry.job.room))
        }.min { priority($0, now) < priority($1, now) }
    }

    /// Less is first: short before long, then the address's reader time, the connection's, then submission order.
    private func priority(_ index: Int, _ now: Double) -> (Int, Double, Double, Double, Int) {
        let (kind, address, connection) = rank(index, now)
        return (kind, address, connection, entries[index].submitted, entries[index].id)
    }

    /// What decides whether one read goes before another: short before long, then the reader time used.
    private func rank(_ index: Int, _ now: Double) -> (Int, Double, Double) {
        let (address, connection) = service(entries[index].owner, now)
        return (isLong(index) ? 1 : 0, address, connection)
    }

    /// Whether a read is a long one: it has run past `shortRead`, or its connection's reads typically do (a
    /// connection that has read nothing yet counts as short).
    private func isLong(_ index: Int) -> Bool {
        entries[index].ran > limits.shortRead || typicalRead[entries[index].owner.connection] ?? 0 > limits.shortRead
    }

    /// Whether `owner` has used at least a long read's worth more reader time than `other`: by address, or at an
    /// address no less served, by connection.
    private func outspends(_ owner: ReadOwner, _ other: ReadOwner, now: Double) -> Bool {
        let (mine, theirs) = (service(owner, now), service(other, now))
        return mine.0 >= theirs.0 + limits.longRead || mine.0 >= theirs.0 && mine.1 >= theirs.1 + limits.longRead
    }

    private func service(_ owner: ReadOwner, _ now: Double) -> (Double, Double) {
        (
            addresses[owner.address]?.value(at: now, halfLife: limits.halfLife) ?? 0,
            connections[owner.connection]?.value(at: now, halfLife: limits.halfLife) ?? 0
        )
    }

    private mutating func charge(_ owner: ReadOwner, _ seconds: Double, now: Double) {
        addresses[owner.address, default: ReaderService()].charge(seconds, at: now, halfLife: limits.halfLife)
        connections[owner.connection, default: ReaderService()].charge(seconds, at: now, halfLife: limits.halfLife)
    }

    private mutating func chargeRunning(at index: Int, now: Double) {
        let seconds = max(0, now - entries[index].charged)
        charge(entries[index].owner, seconds, now: now)
        entries[index].charged = now
        entries[index].ran += seconds
    }

    /// Stops the read at `index`: a waiting job is dropped with `reason`, a read in progress stops at its thread's
    /// next check (a paused one's thread is woken for it).
    private mutating func stop(at index: Int, because reason: String, _ effects: inout Effects) {
        guard entries[index].stopReason == nil else { return }
        switch entries[index].state {
        case .waiting:
            effects.dropped.append((entries.remove(at: index).job, Self.error(reason)))
        case .paused:
            entries[index].stopReason = reason
            effects.wakes.append(entries[index].id)
        case .starting, .running:
            entries[index].stopReason = reason
        }
    }

    // MARK: Memory

    private func held(_ matching: (Entry) -> Bool) -> Int {
        entries.reduce(0) { matching($1) ? $0 + $1.bytes : $0 }
    }

    /// The waiting job that gives way to `owner`'s new one of `bytes`: the newest of the address holding the most
    /// waiting bytes, if it holds more than `owner`'s address would; within `owner`'s own address, the newest of the
    /// connection holding the most, if it holds more than `owner` would. Nil: the new job is refused.
    private func evictable(for owner: ReadOwner, bytes: Int) -> Int? {
        let waiting = entries.indices.filter { entries[$0].state == .waiting }
        func largest<Key: Hashable>(_ key: (ReadOwner) -> Key, among indices: [Int]) -> (key: Key, bytes: Int)? {
            var held: [Key: Int] = [:]
            for index in indices { held[key(entries[index].owner), default: 0] += entries[index].bytes }
            return held.max { $0.value < $1.value }.map { ($0.key, $0.value) }
        }
        func held<Key: Equatable>(_ key: (ReadOwner) -> Key, _ value: Key) -> Int {
            waiting.reduce(0) { key(entries[$1].owner) == value ? $0 + entries[$1].bytes : $0 }
        }
        guard let address = largest(\.address, among: waiting) else { return nil }
        var candidates = waiting.filter { entries[$0].owner.address == address.key }
        if address.key == owner.address || address.bytes <= held(\.address, owner.address) + bytes {
            let ownAddress = waiting.filter { entries[$0].owner.address == owner.address }
            guard let connection = largest(\.connection, among: ownAddress), connection.key != owner.connection,
                connection.bytes > held(\.connection, owner.connection) + bytes
            else { return nil }
            candidates = ownAddress.filter { entries[$0].owner.connection == connection.key }
        }
        return candidates.last
    }

    /// The source bytes a job holds, at least 1 KiB (a job costs something whatever its text).
    static func bytes(of job: LayoutJob) -> Int {
        let sources = job.isReplay ? job.replaySources.map(\.source) : [job.source]
        return max(1024, sources.reduce(0) { $0 + $1.text.utf8.count + ($1.values?.utf8.count ?? 0) })
    }

    // MARK: Messages

    private static func error(_ message: String) -> UserLayoutError {
        UserLayoutError(line: 1, column: 1, message: message)
    }

    static func queueFull(_ limits: Limits) -> String {
        "more than \(limits.heldBytes >> 20) MiB of layouts wait to be read on this server (the read queue limit): "
            + "paste again in a moment"
    }

    static func connectionFull(_ limits: Limits) -> String {
        "more than \(limits.heldBytesPerConnection >> 20) MiB of this connection's layouts wait to be read (the read "
            + "queue limit per connection): wait for them to be read"
    }

    static func evicted(_ limits: Limits) -> String {
        "dropped from the read queue, which holds at most \(limits.heldBytes >> 20) MiB, to make room for other "
            + "clients' layouts (this address had the most waiting): paste again in a moment"
    }

    static func preempted(_ limits: Limits, ran: Double) -> String {
        let seconds = (ran * 10).rounded() / 10
        return "reading this source was stopped after \(seconds) s to let other rooms' reads go first (a read over "
            + "\(limits.longRead) s gives way while others wait): simplify it, or paste it again when the server is "
            + "less busy"
    }
}
