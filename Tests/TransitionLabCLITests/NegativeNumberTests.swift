import ArgumentParser
import Testing
import TransitionLabCore
import TransitionLabProtocol

@testable import transition_lab

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Negative numbers are option values, not flags (`@Option(parsing: .unconditional)`).
@Suite struct NegativeNumberTests {
    func samples(_ json: JSONValue) throws -> [JSONValue] {
        guard case .array(let samples) = json["samples"] else { throw ValidationError("no samples") }
        return samples
    }

    @Test func decelerateTakesNegativeVelocityOffsetAndBounds() throws {
        let flick = try JSONValue(
            parsing: Array(
                try TransitionLab.Decelerate.parse(["--offset", "500", "--velocity", "-1000", "--at", "0,0.1"])
                    .output().utf8))
        let points = try samples(flick)
        #expect(points[0]["offset"]?.doubleValue == 500 && points[0]["velocity"]?.doubleValue == -1000)
        // x(0.1) = 500 − 1000·(1 − 0.998^100)/k, k = −1000 ln 0.998; rest near 500 − 1000/k ≈ 0.5.
        let k = -1000 * log(0.998)
        #expect(abs((points[1]["offset"]?.doubleValue ?? 0) - (500 - 1000 * (1 - pow(0.998, 100)) / k)) < 1e-9)
        #expect(abs((flick["restingOffset"]?.doubleValue ?? 0) - (500 - 1000 / k)) < 0.2)
        // Outside −100…100 at rest, the offset springs back to the nearer edge.
        let outside = try TransitionLab.Decelerate.parse(
            ["--offset", "-150", "--velocity", "0", "--min", "-100", "--max", "100", "--at", "0"])
        #expect(try JSONValue(parsing: Array(outside.output().utf8))["restingOffset"]?.doubleValue == -100)
        let inside = try TransitionLab.Decelerate.parse(
            ["--offset", "-50", "--velocity", "0", "--min", "-100", "--max", "100", "--at", "0"])
        #expect(try JSONValue(parsing: Array(inside.output().utf8))["restingOffset"]?.doubleValue == -50)
    }

    @Test func springTakesNegativeVelocityAndBounce() throws {
        func json(_ arguments: [String]) throws -> JSONValue {
            try JSONValue(parsing: Array(try TransitionLab.Spring.parse(arguments).output().utf8))
        }
        // Reference: Newton on Framer's envelope, T = 1, ζ = 0.5, v = −2 (see SpringTests): k = 175.422411419647.
        let away = try json(["--duration", "1", "--damping-ratio", "0.5", "--initial-velocity", "-2", "--at", "0"])
        #expect(abs((away["stiffness"]?.doubleValue ?? 0) - 175.422_411_419_647) < 1e-9)
        #expect(away["initialVelocity"]?.doubleValue == -2)
        #expect(try samples(away)[0]["velocity"]?.doubleValue == -2)
        // SwiftUI bounce −0.5: ζ = 1/(1 − 0.5) = 2, stiffness (2π/1)².
        let over = try json(["--duration", "1", "--bounce", "-0.5", "--at", "0"])
        #expect(abs((over["dampingRatio"]?.doubleValue ?? 0) - 2) < 1e-12)
        #expect(abs((over["stiffness"]?.doubleValue ?? 0) - 4 * Double.pi * Double.pi) < 1e-9)
    }

    @Test func layoutTakesANegativeOffset() throws {
        let command = try TransitionLab.Layout.parse(
            ["--spec", LayoutCommandTests.catFood, "--width", "390", "--height", "844", "--offset", "-10"])
        guard case .array(let elements) = try JSONValue(parsing: Array(command.output().utf8))["attributes"] else {
            Issue.record("no attributes")
            return
        }
        // Pulled down past the top, a pinned header stays at its natural y (max(natural, offset)).
        let header = elements.first { $0["section"]?.doubleValue == 0 && $0["kind"]?.stringValue == "header" }
        #expect(header?["y"]?.doubleValue == 0)
    }

    @Test(arguments: [
        (["spring", "--duration", "-1", "--damping-ratio", "0.5"], "--duration must be positive"),
        (["spring", "--response", "0.5", "--damping-ratio", "-0.1"], "--damping-ratio must be ≥ 0"),
        (["spring", "--stiffness", "100", "--damping", "-3"], "--damping must be ≥ 0"),
        (["spring", "--duration", "1", "--bounce", "-1.5"], "--bounce must be greater than -1 and at most 1"),
        (["spring", "--preset", "smooth", "--sample-rate", "-60"], "--sample-rate must be positive"),
        (["spring", "--preset", "smooth", "--at", "-0.1"], "--at takes times in seconds ≥ 0"),
        (["decelerate", "--offset", "0", "--velocity", "1", "--page-size", "-390"], "--page-size must be positive"),
        (["decelerate", "--offset", "0", "--velocity", "1", "--min", "5", "--max", "-5"], "--min must not exceed"),
        (
            ["layout", "--spec", "x.json", "--width", "-390", "--height", "844"],
            "--width and --height must be positive"
        ),
        (
            ["layout", "--spec", "x.json", "--width", "390", "--height", "844", "--counts", "-1"],
            "--counts takes whole"
        ),
        (["replay", "--scene", "spring-lab", "--input", "x.jsonl", "--fps", "-60"], "--fps must be a positive number"),
    ])
    func negativeValuesReachValidation(arguments: [String], message: String) {
        do {
            _ = try TransitionLab.parseAsRoot(arguments)
            Issue.record("accepted \(arguments)")
        } catch {
            #expect(TransitionLab.message(for: error).contains(message), "\(TransitionLab.message(for: error))")
        }
    }

    @Test func theBinaryAcceptsNegativeValues() throws {
        let result = try runTransitionLab(["decelerate", "--offset", "500", "--velocity", "-1000", "--at", "0"])
        #expect(result.status == 0, "\(result.stderr)")
        let refused = try runTransitionLab(["spring", "--duration", "-1", "--damping-ratio", "0.5"])
        #expect(refused.status == 2 && refused.stderr.contains("--duration must be positive"))
    }
}
