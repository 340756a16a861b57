import Testing

@testable import TransitionLabCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite struct SpringAnimationTests {
    @Test func uiKitCurveStopsAtTheDurationAndSitsAtTheTarget() {
        // the Today-card post present spring: UIKit draws it until 1.0 s, then the view sits at the target.
        let animation = SpringAnimation.uikit(duration: 1, dampingRatio: 0.5)
        #expect(animation.settlingDuration == 1)
        let before = animation.sample(at: 0.999_999, distance: 300)
        let after = animation.sample(at: 1, distance: 300)
        #expect(after.value == 300 && after.velocity == 0)
        // The jump is bounded by the envelope √(1 + B²)·e^(−ζω0 T) = 0.001·√(1 + B²)/B, B = ζ/√(1−ζ²) = 1/√3: 0.2 %.
        #expect(abs(before.value - 300) < 300 * 0.002)
        #expect(animation.sample(at: 0, distance: 300).value == 0)
    }

    @Test func samplesByRateCoverTheSettlingDuration() {
        let animation = SpringAnimation.caSpring(Spring(mass: 1, stiffness: 100, damping: 15))
        let samples = animation.samples(rate: 120)
        // ceil(settlingDuration · 120) + 1 samples, 1/120 s apart, the last at or past the settling duration.
        let expectedCount = Int((animation.settlingDuration * 120).rounded(.up)) + 1
        #expect(samples.count == expectedCount)
        #expect(samples[1].t == 1.0 / 120)
        #expect(samples.last!.t >= animation.settlingDuration)
        #expect(animation.samples(count: 5).count == 5)
        #expect(animation.samples(count: 5).last!.t == animation.settlingDuration)
    }

    @Test func swiftUISettlingUsesEpsilonOnTheValue() {
        // smooth (critical, ω0 = 4π): solve e^(−ω0 t)(1 + ω0 t) = 0.001 by bisection here.
        let w0 = 4 * Double.pi
        var low = 0.0
        var high = 5.0
        for _ in 0..<200 {
            let middle = (low + high) / 2
            if exp(-w0 * middle) * (1 + w0 * middle) > 0.001 { low = middle } else { high = middle }
        }
        #expect(abs(SpringAnimation.swiftui(.smooth).settlingDuration - high) < 1e-9)
        #expect(SpringAnimation.swiftui(.smooth).endTime == nil)
    }

    @Test func overdampedCoreAnimationKeepsItsParametersAndDrawsCritical() {
        // k 100, c 30 (ζ 1.5): drawn with c = 2√100 = 20, x = −e^(−10t)(1 + 10t): 1 − 2/e at t = 0.1.
        let animation = SpringAnimation.caSpring(Spring(mass: 1, stiffness: 100, damping: 30))
        #expect(animation.spring.damping == 30 && animation.drawnSpring.damping == 20)
        #expect(abs(animation.sample(at: 0.1).value - (1 - 2 * exp(-1.0))) < 1e-12)
        let allowed = SpringAnimation.caSpring(Spring(mass: 1, stiffness: 100, damping: 30), allowsOverdamping: true)
        #expect(allowed.drawnSpring.damping == 30)
    }

    @Test func previewWithDurationIsUIKit() {
        let preview = SpringPreview(
            title: "Present", spring: Spring(uiKitDuration: 1, dampingRatio: 0.5), initialVelocity: 0, duration: 1)
        #expect(SpringAnimation(preview: preview).api == .uikit)
        #expect(SpringAnimation(preview: preview).settlingDuration == 1)
    }
}

@Suite struct SpringCodeTests {
    /// The number after `label` in `code`, e.g. `stiffness: 157.9137`.
    func number(after label: String, in code: String) throws -> Double {
        let tail = try #require(code.range(of: label)).upperBound
        let digits = code[tail...].prefix { "0123456789.-".contains($0) }
        return try #require(Double(String(digits)))
    }

    @Test func uiKitSnippetRepeatsTheDurationAPI() throws {
        let code = SpringCode(.uikit(duration: 0.7, dampingRatio: 0.8, initialVelocity: 0.5))
        #expect(code.uikit.contains("UIView.animate(withDuration: 0.7, delay: 0, usingSpringWithDamping: 0.8"))
        #expect(code.uikit.contains("initialSpringVelocity: 0.5"))
        #expect(code.caSpring.contains("animation.duration = 0.7"))
    }

    @Test func pastedSwiftUICodeReproducesTheSpring() throws {
        // Reading the printed duration and bounce back gives the same spring to four decimals.
        let spring = Spring(mass: 1, stiffness: 250, damping: 18)
        let code = SpringCode(.caSpring(spring))
        let duration = try number(after: ".spring(duration: ", in: code.swiftui)
        let bounce = try number(after: "bounce: ", in: code.swiftui)
        let pasted = Spring(duration: duration, bounce: bounce)
        #expect(abs(pasted.stiffness - 250) / 250 < 1e-3)
        #expect(abs(pasted.damping - 18) / 18 < 1e-3)
        #expect(try number(after: "animation.stiffness = ", in: code.caSpring) == 250)
        #expect(code.uikit.contains("UISpringTimingParameters(mass: 1, stiffness: 250, damping: 18"))
    }

    @Test func overdampedCoreAnimationCodeSetsTheGivenDamping() {
        let code = SpringCode(.caSpring(Spring(mass: 1, stiffness: 100, damping: 30)))
        #expect(code.caSpring.contains("animation.damping = 30"))
        #expect(code.caSpring.contains("drawn critically damped (damping 20)"))
        #expect(!code.caSpring.contains("allowsOverdamping = true  //"))
        #expect(code.uikit.contains("damping: 30,"))
        // SwiftUI draws over-damping as given, so its snippet is the drawn critical spring: 2π/10 s, bounce 0.
        #expect(code.swiftui.contains(".spring(duration: 0.6283, bounce: 0)"))
    }

    @Test func overdampedCoreAnimationSaysAllowsOverdamping() {
        let code = SpringCode(.caSpring(Spring(mass: 1, stiffness: 100, damping: 40), allowsOverdamping: true))
        #expect(code.caSpring.contains("allowsOverdamping = true"))
        #expect(code.swiftui.contains("bounce: -0.5"))
    }

    @Test func theChosenSwiftUIFormIsKeptWithOrWithoutVelocity() throws {
        let still = SpringCode(.caSpring(Spring(response: 0.5, dampingRatio: 0.7)), swiftUIForm: .responseDampingRatio)
        // Without a velocity iOS 13's `.spring(response:dampingFraction:)` says the same as iOS 17's `Spring`.
        #expect(still.swiftui.contains("withAnimation(.spring(response: 0.5, dampingFraction: 0.7))"))
        #expect(still.swiftui.contains("iOS 13+") && !still.swiftui.contains("Spring("))
        let moving = SpringCode(
            .uikit(duration: 1, dampingRatio: 0.5, initialVelocity: 2), swiftUIForm: .responseDampingRatio)
        #expect(moving.swiftui.contains(".interpolatingSpring(Spring(response: "))
        #expect(moving.swiftui.contains("initialVelocity: 2)"))
        #expect(!moving.swiftui.contains("stiffness"), "a velocity does not switch to the mass/stiffness API")
        let durationForm = SpringCode(.uikit(duration: 1, dampingRatio: 0.5, initialVelocity: 2))
        #expect(durationForm.swiftui.contains(".interpolatingSpring(duration: "))
        #expect(durationForm.swiftui.contains("bounce: "))
    }

    @Test func uiKitDurationIsExplainedInTheSwiftUISnippet() throws {
        // SwiftUI's printed duration is the drawn spring's response 2π/ω0 (SwiftUI `Spring.response`), not UIKit's
        // 1 s; the comment names both numbers.
        let animation = SpringAnimation.uikit(duration: 1, dampingRatio: 0.5, initialVelocity: 0)
        let code = SpringCode(animation)
        let response = try number(after: ".spring(duration: ", in: code.swiftui)
        #expect(abs(response - 2 * Double.pi / animation.drawnSpring.naturalFrequency) < 1e-4)
        #expect(code.swiftui.contains("UIKit's duration (1 s)"))
        #expect(code.swiftui.contains("\(SpringCode.format(response)) s for this same curve"))
    }

    @Test func coreAnimationSnippetIsComplete() {
        let code = SpringCode(.caSpring(Spring(mass: 1, stiffness: 250, damping: 18)))
        for line in [
            "CASpringAnimation(keyPath: \"position.y\")", "animation.fromValue = from", "animation.toValue = to",
            "layer.position.y = to", "layer.add(animation, forKey: \"spring\")", "iOS 9+",
        ] {
            #expect(code.caSpring.contains(line), "missing \(line)")
        }
        #expect(code.uikit.hasPrefix("// UIKit, iOS 10+"))
        #expect(
            SpringCode(.uikit(duration: 0.7, dampingRatio: 0.8, initialVelocity: 0)).uikit.hasPrefix("// UIKit, iOS 7+")
        )
    }
}
