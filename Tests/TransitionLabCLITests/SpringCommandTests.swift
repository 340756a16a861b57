import ArgumentParser
import Foundation
import Testing
import TransitionLabCore
import TransitionLabProtocol

@testable import transition_lab

@Suite struct SpringCommandTests {
    func json(_ arguments: [String]) throws -> JSONValue {
        try JSONValue(parsing: Array(try TransitionLab.Spring.parse(arguments).output().utf8))
    }

    @Test func uiKitDurationPrintsEveryField() throws {
        let output = try json(["--duration", "1", "--damping-ratio", "0.5", "--at", "0,0.5,1,2", "--distance", "300"])
        for key in [
            "api", "mass", "stiffness", "damping", "dampingRatio", "response", "bounce", "initialVelocity",
            "settlingDuration", "overshoot", "samples", "swift", "drawnDamping",
        ] {
            #expect(output[key] != nil, "missing \(key)")
        }
        #expect(output["api"]?.stringValue == "uikit")
        #expect(output["settlingDuration"]?.doubleValue == 1)
        // Peak overshoot of ζ = 0.5: e^(−π·0.5/√0.75) ≈ 0.1630.
        #expect(abs((output["overshoot"]?.doubleValue ?? 0) - 0.163_033_5) < 1e-6)
        guard case .array(let samples) = output["samples"] else { Issue.record("no samples"); return }
        #expect(samples.map { $0["t"]?.doubleValue } == [0, 0.5, 1, 2])
        #expect(samples[0]["value"]?.doubleValue == 0)
        #expect(samples[2]["value"]?.doubleValue == 300)
        #expect(output["swift"]?["uikit"]?.stringValue?.contains("usingSpringWithDamping: 0.5") == true)
        #expect(output["swift"]?["caSpring"]?.stringValue?.contains("CASpringAnimation") == true)
    }

    @Test func eachParameterisationPicksItsAPI() throws {
        let ca = try json(["--mass", "1", "--stiffness", "100", "--damping", "5", "--at", "0"])
        #expect(ca["api"]?.stringValue == "caSpring")
        #expect(abs((ca["settlingDuration"]?.doubleValue ?? 0) - 2.855) < 0.001)
        let bounce = try json(["--duration", "0.5", "--bounce", "0.3", "--at", "0"])
        #expect(bounce["api"]?.stringValue == "swiftui")
        #expect(abs((bounce["stiffness"]?.doubleValue ?? 0) - 157.91) < 0.005)
        let response = try json(["--response", "0.5", "--damping-ratio", "0.825", "--at", "0"])
        #expect(abs((response["dampingRatio"]?.doubleValue ?? 0) - 0.825) < 1e-12)
        let preset = try json(["--preset", "snappy", "--at", "0"])
        #expect(abs((preset["bounce"]?.doubleValue ?? 0) - 0.15) < 1e-12)
        // Over-damped Core Animation springs report the damping given and are drawn critically damped
        // (2√(k·m) = 20) unless allowed.
        let over = try json(["--stiffness", "100", "--damping", "40", "--at", "0"])
        #expect(over["damping"]?.doubleValue == 40 && over["drawnDamping"]?.doubleValue == 20)
        #expect(over["dampingRatio"]?.doubleValue == 2)
        #expect(over["swift"]?["caSpring"]?.stringValue?.contains("animation.damping = 40") == true)
        let allowed = try json(["--stiffness", "100", "--damping", "40", "--allows-overdamping", "--at", "0"])
        #expect(allowed["damping"]?.doubleValue == 40 && allowed["drawnDamping"]?.doubleValue == 40)
    }

    @Test func sampleRateCoversTheSettlingDuration() throws {
        let output = try json(["--preset", "smooth", "--sample-rate", "60"])
        guard case .array(let samples) = output["samples"], let settle = output["settlingDuration"]?.doubleValue else {
            Issue.record("no samples")
            return
        }
        #expect(samples.count == Int((settle * 60).rounded(.up)) + 1)
    }

    @Test func anUnsettledUIKitSpringReportsItsCut() throws {
        let cut = try json(["--duration", "1", "--damping-ratio", "0.5", "--initial-velocity", "2", "--at", "0"])
        #expect(cut["cutAt"] == .number(1))
        let jump = try #require(cut["cutJump"]?.doubleValue)
        #expect(jump < -0.1)
        #expect(cut["settleNote"]?.stringValue == "cut at 1.000 s: jumps \(Int((abs(jump) * 100).rounded())) %")
        let settled = try json(["--duration", "1", "--damping-ratio", "0.5", "--at", "0"])
        #expect(settled["cutAt"] == nil && settled["settleNote"] == nil)
    }

    @Test func bounceOneIsUndampedAndNeverSettles() throws {
        let undamped = try json(["--duration", "0.5", "--bounce", "1", "--at", "0,0.5"])
        #expect(undamped["dampingRatio"] == .number(0))
        #expect(undamped["settlingDuration"] == .null)
        #expect(undamped["settleNote"]?.stringValue == "never settles (undamped)")
        // Undamped, period 0.5 s: back at the start after one period.
        guard case .array(let samples) = undamped["samples"] else {
            Issue.record("no samples")
            return
        }
        #expect(abs((samples[1]["value"]?.doubleValue ?? 1)) < 1e-9)
    }

    @Test(arguments: [
        (["--duration", "1", "--stiffness", "100", "--damping", "5"], "--duration"),
        (["--response", "0.5"], "--damping-ratio"),
        (["--duration", "-1", "--damping-ratio", "0.5"], "--duration must be positive"),
        (["--duration", "0.5", "--bounce", "1.5"], "--bounce"),
        (["--preset", "smooth", "--at", "0,x"], "--at"),
        ([], "--duration"),
    ])
    func badInputNamesTheFlag(arguments: [String], flag: String) {
        do {
            _ = try TransitionLab.Spring.parse(arguments)
            Issue.record("accepted \(arguments)")
        } catch {
            #expect(TransitionLab.Spring.message(for: error).contains(flag))
        }
    }

    @Test func badInputExitsWithStatus2() throws {
        let result = try runTransitionLab(["spring", "--response", "0.5"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("--damping-ratio"))
        #expect(try runTransitionLab(["spring", "--preset", "wobbly"]).status == 2)
        #expect(try runTransitionLab(["spring", "--preset", "bouncy", "--at", "0"]).status == 0)
    }

    @Test func helpNamesEveryParameterisation() {
        let help = TransitionLab.Spring.helpMessage()
        for flag in [
            "--duration", "--damping-ratio", "--mass", "--stiffness", "--damping", "--allows-overdamping",
            "--response", "--bounce", "--preset", "--initial-velocity", "--distance", "--sample-rate", "--at",
        ] {
            #expect(help.contains(flag), "help lacks \(flag)")
        }
    }
}
