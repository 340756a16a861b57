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

@Suite struct DecelerateCommandTests {
    func json(_ arguments: [String]) throws -> JSONValue {
        try JSONValue(parsing: Array(try TransitionLab.Decelerate.parse(arguments).output().utf8))
    }

    @Test func freeDecayTrajectory() throws {
        let output = try json(["--offset", "0", "--velocity", "2000", "--at", "0,0.1"])
        guard case .array(let samples) = output["samples"] else { Issue.record("no samples"); return }
        // x(0.1) = 2000·(1 − 0.998^100)/(−1000 ln 0.998); v(0.1) = 2000·0.998^100.
        let k = -1000 * log(0.998)
        #expect(abs((samples[1]["offset"]?.doubleValue ?? 0) - 2000 * (1 - pow(0.998, 100)) / k) < 1e-9)
        #expect(abs((samples[1]["velocity"]?.doubleValue ?? 0) - 2000 * pow(0.998, 100)) < 1e-9)
        #expect(abs((output["restingOffset"]?.doubleValue ?? 0) - 2000 / k) < 0.2)
        #expect(output["rate"]?.doubleValue == 0.998)
    }

    @Test func ratesBoundsAndPaging() throws {
        #expect(
            try json(["--offset", "0", "--velocity", "100", "--rate", "fast", "--at", "0"])["rate"]?.doubleValue == 0.99
        )
        #expect(
            try json(["--offset", "0", "--velocity", "100", "--rate", "0.995", "--at", "0"])["rate"]?.doubleValue
                == 0.995)
        let bounded = try json(["--offset", "250", "--velocity", "3000", "--min", "0", "--max", "300", "--at", "0"])
        #expect(bounded["restingOffset"]?.doubleValue == 300)
        let paged = try json([
            "--offset", "30", "--velocity", "800", "--min", "0", "--max", "3900", "--page-size", "390",
        ])
        #expect(paged["restingOffset"]?.doubleValue == 390)
    }

    @Test(arguments: [
        (["--offset", "0", "--velocity", "1", "--min", "0"], "--max"),
        (["--offset", "0", "--velocity", "1", "--min", "5", "--max", "1"], "--min"),
        (["--offset", "0", "--velocity", "1", "--page-size", "0"], "--page-size"),
        (["--offset", "0", "--velocity", "1", "--rate", "1.2"], "--rate"),
        (["--velocity", "1"], "--offset"),
    ])
    func badInputNamesTheFlag(arguments: [String], flag: String) {
        do {
            _ = try TransitionLab.Decelerate.parse(arguments)
            Issue.record("accepted \(arguments)")
        } catch {
            #expect(TransitionLab.Decelerate.message(for: error).contains(flag))
        }
    }

    @Test func badInputExitsWithStatus2() throws {
        #expect(try runTransitionLab(["decelerate", "--offset", "0", "--velocity", "1", "--min", "0"]).status == 2)
        #expect(try runTransitionLab(["decelerate", "--offset", "0", "--velocity", "1", "--at", "0"]).status == 0)
    }
}
