import Foundation
import TransitionLabCore
import TransitionLabProtocol

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs `transition-lab-reader` for one request: the request goes to its standard input, the reply comes from its
/// standard output. Whatever a source makes the reader do (crash, run long, allocate, print), the caller's process
/// only sees a `UserLayoutError`: the reader's address space and CPU time are limited with `setrlimit` (applied by
/// the reader before it reads), its wall time and its output here.
public struct LayoutReaderProcess: Sendable {
    /// The reader executable's path.
    public var executable: String
    /// Seconds a read may take, from start to exit, before the reader is killed.
    public var timeLimit: Double = 30
    /// Address space the reader may map, in MiB (its parser reserves a 1 GiB stack of it).
    public var memoryMiB = 2048
    /// CPU seconds the reader may use before the kernel ends it.
    public var cpuSeconds = 5
    /// Most reply bytes read; a reader that writes more is killed.
    public var outputByteLimit = 4 << 20

    public init(executable: String) {
        self.executable = executable
    }

    /// `transition-lab-reader` beside the running executable.
    public static var besideThisExecutable: String {
        let executable = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        return executable.deletingLastPathComponent().appendingPathComponent("transition-lab-reader").path
    }

    /// The reader's reply to `request`; a reader that is missing, fails, or breaks a limit is an error at 1:1.
    public func run(_ request: LayoutReadRequest) throws(UserLayoutError) -> LayoutReadReply {
        try run(request, turn: nil)
    }

    /// `run(_:)` following `turn`: the reader is paused while the read is, and killed when it must stop (the error
    /// then gives the turn's reason).
    func run(_ request: LayoutReadRequest, turn: (any ReadTurn)?) throws(UserLayoutError) -> LayoutReadReply {
        guard access(executable, X_OK) == 0 else {
            throw failure(
                "the Swift layout reader \(executable) is not built yet: `make run` builds it (or run `swift build "
                    + "--product transition-lab-reader`); paste again once it is")
        }
        let arguments = [executable, "--memory-mib", "\(memoryMiB)", "--cpu-seconds", "\(cpuSeconds)"]
        guard let child = ChildProcess(executable: executable, arguments: arguments) else {
            throw failure("the Swift layout reader \(executable) could not be started (\(Self.errorText()))")
        }
        let outcome = child.exchange(
            Array(request.json.serialized.utf8), outputLimit: outputByteLimit, timeLimit: timeLimit, turn: turn)
        switch outcome {
        case .stopped(let reason):
            throw failure(reason)
        case .timedOut:
            throw failure("reading this source took longer than \(Self.seconds(timeLimit)) (the read time limit)")
        case .tooMuchOutput:
            throw failure("the Swift layout reader wrote more than \(outputByteLimit >> 20) MiB for this source")
        case .exited(let status, let output):
            guard status == 0, let reply = LayoutReadReply(parsing: output) else {
                throw failure("the Swift layout reader failed on this source (exit status \(status))")
            }
            return reply
        case .signaled(let signal):
            if signal == SIGXCPU || signal == SIGKILL {
                throw failure("reading this source used more than \(cpuSeconds) s of CPU (the read CPU limit)")
            }
            throw failure(
                "the Swift layout reader crashed on this source (signal \(signal); its memory limit is "
                    + "\(memoryMiB) MiB): nothing else was affected")
        }
    }

    private func failure(_ message: String) -> UserLayoutError {
        UserLayoutError(line: 1, column: 1, message: message)
    }

    private static func seconds(_ value: Double) -> String {
        value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
    }

    static func errorText() -> String { String(cString: strerror(errno)) }
}
