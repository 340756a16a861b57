import ArgumentParser
import TransitionLabServer

/// Which `transition-lab-reader` reads Swift layout code (each source in a process of its own), and its time limit.
struct ReaderOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "The Swift layout reader executable (default: transition-lab-reader beside this one).", valueName: "path"))
    var layoutReader: String?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Seconds one read of a layout source may take before it is stopped.", valueName: "seconds"))
    var layoutReadSeconds: Double = 30

    func validate() throws {
        guard layoutReadSeconds > 0, layoutReadSeconds <= 60 else {
            throw ValidationError("--layout-read-seconds must be more than 0 and at most 60")
        }
    }

    var process: LayoutReaderProcess {
        var process = LayoutReaderProcess(executable: layoutReader ?? LayoutReaderProcess.besideThisExecutable)
        process.timeLimit = layoutReadSeconds
        return process
    }
}
