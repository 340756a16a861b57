import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A child process started with `posix_spawn`, its standard input and output on pipes and its standard error on
/// `/dev/null`, with default signal handling and no signal blocked, in a process group of its own (so a signal
/// reaches whatever it starts too). Its pipe ends are close-on-exec and children are started one at a time, so a
/// child started on another thread never holds another child's pipes open.
struct ChildProcess {
    enum Outcome {
        case exited(status: Int32, output: [UInt8])
        case signaled(Int32)
        /// Killed after the time limit.
        case timedOut
        /// Killed after writing more than the output limit.
        case tooMuchOutput
        /// Killed because its read's turn said so (`ReadTurn`), with the reason.
        case stopped(String)
    }

    private let pid: pid_t
    private let input: Int32
    private let output: Int32

    /// Starts `executable` with `arguments` (the first is its name), or nil when it cannot be started.
    init?(executable: String, arguments: [String]) {
        _ = Self.ignoreBrokenPipes
        guard let started = Self.spawning.withLock({ _ in Self.spawn(executable, arguments) }) else { return nil }
        (pid, input, output) = started
        _ = fcntl(input, F_SETFL, fcntl(input, F_GETFL) | O_NONBLOCK)
    }

    /// Starts the child; its standard input's write end and its standard output's read end stay here.
    private static func spawn(_ executable: String, _ arguments: [String]) -> (pid_t, Int32, Int32)? {
        guard let input = pipe() else { return nil }
        guard let output = pipe() else {
            close(input.read)
            close(input.write)
            return nil
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, input.read, STDIN_FILENO)
        posix_spawn_file_actions_adddup2(&actions, output.write, STDOUT_FILENO)
        posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        sigemptyset(&none)
        var all = sigset_t()
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        // Process group 0: a group of the child's own, led by it (`posix_spawnattr_setpgroup`).
        posix_spawnattr_setpgroup(&attributes, 0)
        var flags = Int32(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETPGROUP)
        #if canImport(Darwin)
            flags |= Int32(POSIX_SPAWN_CLOEXEC_DEFAULT)
        #endif
        posix_spawnattr_setflags(&attributes, Int16(flags))
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid = pid_t()
        let started = posix_spawn(&pid, executable, &actions, &attributes, argv, environ)
        close(input.read)
        close(output.write)
        guard started == 0 else {
            close(input.write)
            close(output.read)
            errno = started
            return nil
        }
        return (pid, input.write, output.read)
    }

    /// Writes `request` to the child's standard input and closes it, reads its standard output to the end, and
    /// waits for it to exit; kills it (`SIGKILL`) when `timeLimit` seconds pass or its output passes `outputLimit`
    /// bytes. With a `turn`, asks it every `checkInterval` seconds whether to go on: a paused read stops the child
    /// (`SIGSTOP`) until it resumes (`SIGCONT`), and the pause does not count toward `timeLimit`; a stopped one kills
    /// it. The child is always reaped.
    func exchange(_ request: [UInt8], outputLimit: Int, timeLimit: Double, turn: (any ReadTurn)? = nil) -> Outcome {
        var deadline = Self.clock.now() + timeLimit
        var pending = request[...]
        var inputOpen = true
        var received: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        defer {
            if inputOpen { close(input) }
            close(output)
        }
        if pending.isEmpty {
            close(input)
            inputOpen = false
        }
        let interval = turn == nil ? 1 : Self.checkInterval
        while true {
            if let turn, let stopped = follow(turn, deadline: &deadline) { return stopped }
            let remaining = deadline - Self.clock.now()
            guard remaining > 0 else { return stop(.timedOut) }
            var fds = [pollfd(fd: output, events: Int16(POLLIN), revents: 0)]
            if inputOpen { fds.append(pollfd(fd: input, events: Int16(POLLOUT), revents: 0)) }
            let ready = poll(&fds, nfds_t(fds.count), Int32(max(1, (min(remaining, interval) * 1000).rounded(.up))))
            if ready < 0, errno != EINTR { return stop(.timedOut) }
            if inputOpen, fds.count > 1, fds[1].revents != 0 {
                let written = pending.withUnsafeBytes { write(input, $0.baseAddress, $0.count) }
                if written > 0 { pending = pending.dropFirst(written) }
                if pending.isEmpty || (written < 0 && errno != EAGAIN && errno != EINTR) {
                    close(input)
                    inputOpen = false
                }
            }
            guard fds[0].revents != 0 else { continue }
            let count = chunk.withUnsafeMutableBytes { read(output, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            received += chunk.prefix(count)
            if received.count > outputLimit { return stop(.tooMuchOutput) }
        }
        // Standard output is closed: the child is exiting (or closed it and runs on, until the deadline).
        while true {
            var status: Int32 = 0
            if waitpid(pid, &status, WNOHANG) == pid {
                let signal = status & 0x7f
                return signal == 0 ? .exited(status: (status >> 8) & 0xff, output: received) : .signaled(signal)
            }
            if let turn, let stopped = follow(turn, deadline: &deadline) { return stopped }
            guard Self.clock.now() < deadline else { return stop(.timedOut) }
            var pause = timespec(tv_sec: 0, tv_nsec: 1_000_000)
            nanosleep(&pause, nil)
        }
    }

    /// Seconds between two checks of a read's turn: how soon a stopped read's process dies, and how late past its
    /// quantum a read pauses.
    static let checkInterval = 0.02

    /// Does what `turn` says: while the read is paused the child's group is stopped and the deadline moves by the
    /// pause; a stopped read kills it (the outcome returned).
    private func follow(_ turn: any ReadTurn, deadline: inout Double) -> Outcome? {
        var decision = turn.check()
        while decision == .pause {
            _ = kill(-pid, SIGSTOP)
            let pausedAt = Self.clock.now()
            decision = turn.waitToResume()
            deadline += Self.clock.now() - pausedAt
            if decision == .run { _ = kill(-pid, SIGCONT) }
        }
        guard case .stop(let reason) = decision else { return nil }
        return stop(.stopped(reason))
    }

    /// Kills and reaps the child (and its process group), answering `outcome`.
    private func stop(_ outcome: Outcome) -> Outcome {
        _ = kill(-pid, SIGKILL)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        return outcome
    }

    private static let clock = SystemClock()
    /// Held while a child's pipes are made and it is started.
    private static let spawning = Mutex(())

    /// A write to a child that has exited fails with `EPIPE` instead of ending this process.
    private static let ignoreBrokenPipes: Void = { _ = signal(SIGPIPE, SIG_IGN) }()

    private static func pipe() -> (read: Int32, write: Int32)? {
        var ends: [Int32] = [0, 0]
        #if canImport(Glibc)
            guard Glibc.pipe(&ends) == 0 else { return nil }
        #else
            guard Darwin.pipe(&ends) == 0 else { return nil }
        #endif
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        return (ends[0], ends[1])
    }
}
