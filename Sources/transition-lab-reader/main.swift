import TransitionLabCore
import TransitionLabProtocol
import TransitionLabSwiftLayout

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// `transition-lab-reader [--memory-mib N] [--cpu-seconds N]`: reads one `LayoutReadRequest` on standard input and
// writes its `LayoutReadReply` on standard output (exit 0), or exits with 2 when the input is not a request. It runs
// as a process of its own so that whatever a pasted source makes the reader do, the server's process is untouched;
// the limits are applied before the request is read.
#if canImport(Glibc)
    // Descriptors the server left open (its sockets) are not the reader's: a reader never holds a port.
    closefrom(STDERR_FILENO + 1)
#endif
ReaderLimits(arguments: Array(CommandLine.arguments.dropFirst())).apply()
guard let input = ReaderInput.standardInput(limit: ReaderInput.requestByteLimit),
    let request = LayoutReadRequest(parsing: input)
else {
    ReaderOutput.emit("not a layout read request\n", to: STDERR_FILENO)
    exit(2)
}
ReaderOutput.emit(LayoutReadReply(answering: request).json.serialized, to: STDOUT_FILENO)
exit(0)
