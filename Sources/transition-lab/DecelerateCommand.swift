import ArgumentParser
import TransitionLabCore
import TransitionLabProtocol

extension TransitionLab {
    /// `transition-lab decelerate`: a UIScrollView flick's trajectory and resting offset, as JSON.
    struct Decelerate: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "decelerate",
            abstract: "Print a UIScrollView deceleration (trajectory and resting offset) as JSON.",
            discussion: """
                Prints {"rate","restingOffset","duration","samples":[{"t","offset","velocity"}]}. With --min and \
                --max the offset springs back from the edges (rubber band); with --page-size it pages.
                """)

        /// `normal`, `fast`, or a per-millisecond factor such as 0.995.
        struct Rate: ExpressibleByArgument {
            var value: DecelerationRate

            init?(argument: String) {
                switch argument {
                case "normal": value = .normal
                case "fast": value = .fast
                default:
                    guard let raw = Double(argument), raw > 0, raw < 1 else { return nil }
                    value = DecelerationRate(rawValue: raw)
                }
            }

            /// How `--help` shows the default: the name the user would type.
            var defaultValueDescription: String {
                switch value.rawValue {
                case DecelerationRate.normal.rawValue: "normal"
                case DecelerationRate.fast.rawValue: "fast"
                default: "\(value.rawValue)"
                }
            }
        }

        @Option(
            parsing: .unconditional, help: ArgumentHelp("Content offset at release, in points.", valueName: "points"))
        var offset: Double

        @Option(
            parsing: .unconditional,
            help: ArgumentHelp("Velocity at release, in points per second.", valueName: "points/s"))
        var velocity: Double

        @Option(
            parsing: .unconditional,
            help: ArgumentHelp(
                "Deceleration rate: normal (0.998), fast (0.99) or a factor per millisecond in (0, 1).",
                valueName: "rate"))
        var rate: Rate = Rate(argument: "normal")!

        @Option(
            parsing: .unconditional,
            help: ArgumentHelp("Smallest allowed offset (with --max), in points.", valueName: "points"))
        var min: Double?

        @Option(
            parsing: .unconditional,
            help: ArgumentHelp("Largest allowed offset (with --min), in points.", valueName: "points"))
        var max: Double?

        @Option(parsing: .unconditional, help: ArgumentHelp("Page length for paging, in points.", valueName: "points"))
        var pageSize: Double?

        @OptionGroup var sampling: SamplingOptions

        func validate() throws {
            guard offset.isFinite else { throw ValidationError("--offset must be finite") }
            guard velocity.isFinite else { throw ValidationError("--velocity must be finite") }
            switch (min, max) {
            case (nil, nil): break
            case (let low?, let high?):
                guard low <= high else { throw ValidationError("--min must not exceed --max") }
            case (nil, _): throw ValidationError("--max needs --min")
            case (_, nil): throw ValidationError("--min needs --max")
            }
            if let pageSize, !(pageSize > 0 && pageSize.isFinite) {
                throw ValidationError("--page-size must be positive")
            }
        }

        func run() throws {
            print(try output())
        }

        /// The JSON this command prints.
        func output() throws -> String {
            let bounds = min.flatMap { low in max.map { low...$0 } }
            let deceleration = ScrollDeceleration(
                offset: offset, velocity: velocity, rate: rate.value, bounds: bounds, pageSize: pageSize)
            let samples = try sampling.times(through: deceleration.duration).map { t -> JSONValue in
                let state = deceleration.state(at: t)
                return .object(["t": .number(t), "offset": .number(state.offset), "velocity": .number(state.velocity)])
            }
            return JSONValue.object([
                "rate": .number(rate.value.rawValue),
                "restingOffset": .number(deceleration.restingOffset),
                "duration": .number(deceleration.duration),
                "samples": .array(samples),
            ]).serialized
        }
    }
}
