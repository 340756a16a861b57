import ArgumentParser
import TransitionLabCore
import TransitionLabProtocol

extension TransitionLab {
    /// `transition-lab spring`: a spring in one Apple API's parameterisation, as JSON.
    struct Spring: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "spring",
            abstract: "Print a spring's parameters, settling duration, samples and Swift code as JSON.",
            discussion: """
                Give exactly one parameterisation:
                  --duration D --damping-ratio Z            UIKit's duration API (solved stiffness, Core Animation's curve)
                  --mass M --stiffness K --damping C        CASpringAnimation / UISpringTimingParameters(mass:…)
                  --response R --damping-ratio Z            SwiftUI Spring(response:dampingRatio:)
                  --duration D --bounce B                   SwiftUI Spring(duration:bounce:)
                  --preset smooth|snappy|bouncy|interactive SwiftUI presets
                Prints {"api","mass","stiffness","damping","dampingRatio","response","bounce","initialVelocity",\
                "settlingDuration","overshoot","samples":[{"t","value","velocity"}],"swift":{"uikit","swiftui","caSpring"},\
                "drawnDamping"}; values go from 0 to --distance. The parameters are the ones given; an over-damped \
                --stiffness/--damping spring without --allows-overdamping is drawn (samples, settlingDuration, \
                overshoot) critically damped, with damping drawnDamping, as Core Animation draws it. When UIKit's \
                spring has not settled at its duration, Core Animation cuts it there: "cutAt" (seconds), "cutJump" \
                (target − value, signed fraction of the distance) and "settleNote" ("cut at 1.000 s: jumps 12 %") \
                say so; --bounce 1 (undamped) has settlingDuration null and "settleNote":"never settles (undamped)".
                """)

        /// SwiftUI's named springs.
        enum Preset: String, ExpressibleByArgument, CaseIterable {
            case smooth, snappy, bouncy, interactive
        }

        @Option(
            parsing: .unconditional,
            help: ArgumentHelp("UIKit duration, or SwiftUI duration with --bounce (seconds).", valueName: "seconds"))
        var duration: Double?

        @Option(
            parsing: .unconditional,
            help: ArgumentHelp("Damping ratio ζ (1 = critical), with --duration or --response.", valueName: "ratio"))
        var dampingRatio: Double?

        @Option(
            parsing: .unconditional,
            help: ArgumentHelp("Mass (CASpringAnimation), default 1 with --stiffness/--damping.", valueName: "mass"))
        var mass: Double?

        @Option(parsing: .unconditional, help: ArgumentHelp("Stiffness (CASpringAnimation).", valueName: "stiffness"))
        var stiffness: Double?

        @Option(
            parsing: .unconditional,
            help: ArgumentHelp("Damping coefficient (CASpringAnimation).", valueName: "damping"))
        var damping: Double?

        @Flag(help: "Draw an over-damped CASpringAnimation as over-damped (iOS 17 allowsOverdamping).")
        var allowsOverdamping = false

        @Option(
            parsing: .unconditional,
            help: ArgumentHelp("SwiftUI response: the undamped period (seconds).", valueName: "seconds"))
        var response: Double?

        @Option(
            parsing: .unconditional,
            help: ArgumentHelp(
                "SwiftUI bounce, -1 < B ≤ 1 (1: undamped, never settles), with --duration.", valueName: "bounce"))
        var bounce: Double?

        @Option(help: ArgumentHelp("A SwiftUI preset spring.", valueName: "name"))
        var preset: Preset?

        @Option(
            parsing: .unconditional,
            help: ArgumentHelp(
                "Initial velocity in UIKit's relative unit: fraction of the distance per second, positive toward the target.",
                valueName: "relative"))
        var initialVelocity: Double = 0

        @Option(
            parsing: .unconditional,
            help: ArgumentHelp("Distance the value travels (from 0 to this).", valueName: "points"))
        var distance: Double = 1

        @OptionGroup var sampling: SamplingOptions

        func validate() throws {
            _ = try animation()
            guard distance.isFinite, initialVelocity.isFinite else {
                throw ValidationError("--distance and --initial-velocity must be finite")
            }
        }

        func run() throws {
            print(try output())
        }

        /// The JSON this command prints.
        func output() throws -> String {
            let animation = try animation()
            let times = try sampling.times(through: animation.settlingDuration)
            let spring = animation.spring
            let code = SpringCode(animation)
            let samples = animation.samples(at: times, distance: distance).map { sample -> JSONValue in
                .object(["t": .number(sample.t), "value": .number(sample.value), "velocity": .number(sample.velocity)])
            }
            var fields: [String: JSONValue] = [
                "api": .string(animation.api.rawValue),
                "mass": .number(spring.mass),
                "stiffness": .number(spring.stiffness),
                "damping": .number(spring.damping),
                "drawnDamping": .number(animation.drawnSpring.damping),
                "dampingRatio": .number(spring.dampingRatio),
                "response": .number(spring.response),
                "bounce": .number(spring.bounce),
                "initialVelocity": .number(animation.initialVelocity),
                "settlingDuration": .number(animation.settlingDuration),
                "overshoot": .number(animation.overshoot),
                "samples": .array(samples),
                "swift": .object([
                    "uikit": .string(code.uikit), "swiftui": .string(code.swiftui), "caSpring": .string(code.caSpring),
                ]),
            ]
            if let cut = animation.cut {
                fields["cutAt"] = .number(cut.time)
                fields["cutJump"] = .number(cut.jump)
            }
            if let settle = Self.settleNote(animation) { fields["settleNote"] = .string(settle) }
            return JSONValue.object(fields).serialized
        }

        /// What the settling duration hides, if anything: a Core Animation cut, or a spring that never settles.
        static func settleNote(_ animation: SpringAnimation) -> String? {
            if let cut = animation.cut {
                let percent = Int((abs(cut.jump) * 100).rounded())
                let millis = Int((cut.time * 1000).rounded())
                return "cut at \(millis / 1000).\(String(millis % 1000).leftPadded(to: 3)) s: jumps \(percent) %"
            }
            return animation.settlingDuration.isFinite ? nil : "never settles (undamped)"
        }

        /// The spring animation the flags describe; throws a `ValidationError` naming the flag at fault.
        func animation() throws -> SpringAnimation {
            let given: [(String, Bool)] = [
                ("--duration", duration != nil), ("--damping-ratio", dampingRatio != nil), ("--mass", mass != nil),
                ("--stiffness", stiffness != nil), ("--damping", damping != nil),
                ("--allows-overdamping", allowsOverdamping), ("--response", response != nil),
                ("--bounce", bounce != nil), ("--preset", preset != nil),
            ]
            func only(_ allowed: Set<String>, for api: String) throws {
                if let extra = given.first(where: { $0.1 && !allowed.contains($0.0) }) {
                    throw ValidationError("\(extra.0) cannot be combined with \(api)")
                }
            }
            func positive(_ value: Double, _ flag: String) throws -> Double {
                guard value > 0, value.isFinite else { throw ValidationError("\(flag) must be positive") }
                return value
            }
            func ratio(_ value: Double) throws -> Double {
                guard value >= 0, value.isFinite else { throw ValidationError("--damping-ratio must be ≥ 0") }
                return value
            }
            if let preset {
                try only(["--preset"], for: "--preset")
                let spring: TransitionLabCore.Spring =
                    switch preset {
                    case .smooth: .smooth
                    case .snappy: .snappy
                    case .bouncy: .bouncy
                    case .interactive: .interactive
                    }
                return .swiftui(spring, initialVelocity: initialVelocity)
            }
            if stiffness != nil || damping != nil || mass != nil || allowsOverdamping {
                try only(["--mass", "--stiffness", "--damping", "--allows-overdamping"], for: "--stiffness/--damping")
                guard let stiffness else { throw ValidationError("--stiffness is required with --damping or --mass") }
                guard let damping else { throw ValidationError("--damping is required with --stiffness or --mass") }
                guard damping >= 0, damping.isFinite else { throw ValidationError("--damping must be ≥ 0") }
                let spring = TransitionLabCore.Spring(
                    mass: try positive(mass ?? 1, "--mass"), stiffness: try positive(stiffness, "--stiffness"),
                    damping: damping)
                return .caSpring(spring, initialVelocity: initialVelocity, allowsOverdamping: allowsOverdamping)
            }
            if let response {
                try only(["--response", "--damping-ratio"], for: "--response")
                guard let dampingRatio else { throw ValidationError("--damping-ratio is required with --response") }
                let spring = TransitionLabCore.Spring(
                    response: try positive(response, "--response"), dampingRatio: try ratio(dampingRatio))
                return .swiftui(spring, initialVelocity: initialVelocity)
            }
            guard let duration else {
                throw ValidationError(
                    "give one of --duration, --stiffness/--damping, --response or --preset (see --help)")
            }
            _ = try positive(duration, "--duration")
            if let bounce {
                try only(["--duration", "--bounce"], for: "--bounce")
                guard bounce > -1, bounce <= 1 else {
                    throw ValidationError("--bounce must be greater than -1 and at most 1")
                }
                return .swiftui(
                    TransitionLabCore.Spring(duration: duration, bounce: bounce), initialVelocity: initialVelocity)
            }
            try only(["--duration", "--damping-ratio"], for: "--duration")
            guard let dampingRatio else {
                throw ValidationError("--damping-ratio or --bounce is required with --duration")
            }
            return .uikit(duration: duration, dampingRatio: try ratio(dampingRatio), initialVelocity: initialVelocity)
        }
    }
}

extension String {
    /// The string padded on the left with zeros to `width` characters.
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
