import Foundation
import Testing
import TransitionLabCore

@testable import TransitionLabProtocol

@Suite struct SpringPreviewMessagesTests {
    /// m = 1, k = 100, c = 20: critically damped (ζ = c / 2√(km) = 1) with ω0 = 10 rad/s.
    private let preview = SpringPreview(
        title: "Test", spring: Spring(mass: 1, stiffness: 100, damping: 20), initialVelocity: 0, duration: nil)

    @Test func curveSamplesAUnitMoveOfTheSpring() throws {
        guard case .curve(let curve) = preview.curveMessage else {
            Issue.record("not a curve")
            return
        }
        #expect(curve.samples.count == 121)
        #expect(curve.samples.first == 0)
        #expect(abs(1 - (curve.samples.last ?? 0)) <= 0.001 + 1e-12)  // settled: within 0.1 % of the move
        #expect(curve.settleTime > 0 && abs(curve.interval * 120 - curve.settleTime) < 1e-9)
        // Critical damping from rest, unit move: x(t) = 1 − e^(−ω0 t)·(1 + ω0 t), ω0 = 10.
        for index in [10, 30, 60] {
            let t = Double(index) * curve.interval
            #expect(abs(curve.samples[index] - (1 - exp(-10 * t) * (1 + 10 * t))) < 1e-9)
        }
    }

    @Test func codeOffersUIKitSwiftUIAndCoreAnimation() {
        guard case .code(let title, let snippets) = preview.codeMessage else {
            Issue.record("not code")
            return
        }
        #expect(title == "Test")
        #expect(Set(snippets.keys) == ["uikit", "swiftui", "caSpring"])
        #expect(snippets["uikit"]?.contains("stiffness: 100") == true)
    }
}
