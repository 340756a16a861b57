/// The measurement of one benchmark.
public struct BenchmarkResult: Sendable, Hashable, Codable {
    /// `suite/benchmark`.
    public var name: String
    /// Median time of one run of the body, in seconds.
    public var median: Double
    /// Fastest sample, in seconds per run.
    public var minimum: Double
    /// Target time per run, in seconds.
    public var target: Double
    /// Number of samples the median is taken over.
    public var samples: Int
    /// Runs of the body in each sample.
    public var iterationsPerSample: Int

    /// Median divided by target: at most 1 meets the target.
    public var ratio: Double { median / target }

    /// A fixed-width text table of results, one row each: name, median, target, ratio, verdict.
    public static func table(_ results: [BenchmarkResult]) -> String {
        let width = max(9, results.map(\.name.count).max() ?? 0)
        func pad(_ text: String, _ count: Int, left: Bool = false) -> String {
            let fill = String(repeating: " ", count: max(0, count - text.count))
            return left ? text + fill : fill + text
        }
        var lines = [
            pad("benchmark", width, left: true) + "  " + pad("median", 10) + "  " + pad("target", 10) + "  "
                + pad("ratio", 7) + "  ok"
        ]
        for result in results {
            let ratio = (result.ratio * 1000).rounded() / 1000
            lines.append(
                pad(result.name, width, left: true) + "  " + pad(formatSeconds(result.median), 10) + "  "
                    + pad(formatSeconds(result.target), 10) + "  " + pad("\(ratio)", 7) + "  "
                    + (result.ratio <= 1 ? "yes" : "NO"))
        }
        return lines.joined(separator: "\n")
    }

    /// `seconds` with a unit that keeps three or four significant digits: `812 ns`, `14.2 µs`, `3.05 ms`.
    public static func formatSeconds(_ seconds: Double) -> String {
        let (value, unit): (Double, String) =
            switch seconds {
            case ..<1e-6: (seconds * 1e9, "ns")
            case ..<1e-3: (seconds * 1e6, "µs")
            case ..<1: (seconds * 1e3, "ms")
            default: (seconds, "s")
            }
        let digits = value < 10 ? 100.0 : value < 100 ? 10.0 : 1.0
        let rounded = (value * digits).rounded() / digits
        return (digits == 1 ? "\(Int(rounded))" : "\(rounded)") + " " + unit
    }
}
