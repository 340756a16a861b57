import ArgumentParser
import Foundation

/// When to sample a curve: every 1/`--sample-rate` seconds through its end, or at the exact `--at` times.
struct SamplingOptions: ParsableArguments {
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Samples per second, from 0 through the end of the motion.", valueName: "hertz"))
    var sampleRate: Double = 120

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Exact sample times in seconds, comma-separated (replaces --sample-rate).", valueName: "t1,t2,…"))
    var at: String?

    func validate() throws {
        guard sampleRate > 0, sampleRate.isFinite else { throw ValidationError("--sample-rate must be positive") }
        _ = try times()
    }

    /// The `--at` times, or nil to sample at `sampleRate`.
    func times() throws -> [Double]? {
        guard let at else { return nil }
        let times = at.split(separator: ",", omittingEmptySubsequences: false).map {
            Double($0.trimmingCharacters(in: .whitespaces))
        }
        guard !times.isEmpty, times.allSatisfy({ ($0 ?? -1) >= 0 && $0!.isFinite }) else {
            throw ValidationError("--at takes times in seconds ≥ 0 separated by commas, such as 0,0.1,0.25")
        }
        return times.compactMap { $0 }
    }

    /// `--at` times, or every 1/`sampleRate` seconds from 0 through `end` (ending with the first at or after it).
    func times(through end: Double) throws -> [Double] {
        if let times = try times() { return times }
        let last = Int((min(end, 60) * sampleRate).rounded(.up))
        return (0...max(0, last)).map { Double($0) / sampleRate }
    }
}
