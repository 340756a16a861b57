import ArgumentParser
import Foundation
import TransitionLabBenchmarks

/// `transition-lab-bench`: the release-mode micro-benchmarks, a separate executable so the shipped
/// `transition-lab` does not link them. `make bench` builds and runs it.
@main
struct TransitionLabBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "transition-lab-bench",
        abstract: "Run the micro-benchmarks (build with -c release) and print medians and ratios to targets.")

    @Option(help: ArgumentHelp("Run only benchmarks whose 'suite/name' contains this text.", valueName: "name"))
    var filter: String?

    @Option(parsing: .unconditional, help: "Timed samples per benchmark (the median is taken over these).")
    var samples: Int = 15

    @Flag(help: "Print the results as a JSON array instead of a table.")
    var json = false

    func validate() throws {
        guard samples >= 1 else { throw ValidationError("--samples must be at least 1") }
    }

    func run() throws {
        #if DEBUG
            if !json { print("note: debug build; build with -c release for meaningful numbers") }
        #endif
        let runner = BenchmarkRunner(samples: samples)
        let results = runner.run(allSuites, filter: filter)
        guard !results.isEmpty else {
            throw ValidationError("--filter '\(filter ?? "")' matches no benchmark")
        }
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            print(String(decoding: try encoder.encode(results), as: UTF8.self))
        } else {
            print(BenchmarkResult.table(results))
        }
    }

    /// Parses and runs; usage errors exit with status 2, as POSIX utilities (and `transition-lab`) do.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            guard exitCode(for: error) == .validationFailure else { exit(withError: error) }
            FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
            Foundation.exit(2)
        }
    }
}
