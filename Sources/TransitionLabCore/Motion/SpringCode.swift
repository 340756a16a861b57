/// Ready-to-paste Swift for a spring animation, in the three APIs an iOS engineer uses, each opening with the iOS
/// version it needs (from the availability on Apple's documentation pages of each symbol). The numbers are printed
/// with up to four decimals, so pasted code reproduces the curve to well under a point. UIKit and Core Animation
/// get the spring as given (they apply Core Animation's over-damping rule themselves, and a comment says so);
/// SwiftUI, which draws over-damped springs as they are, gets the drawn spring, written in the form the user chose
/// whatever the initial velocity.
public struct SpringCode: Sendable, Hashable, Codable {
    /// How the SwiftUI snippet writes its spring.
    public enum SwiftUIForm: String, Sendable, Hashable, Codable {
        /// `.spring(duration:bounce:)`, or `.interpolatingSpring(duration:bounce:initialVelocity:)` with a velocity.
        case durationBounce
        /// Response and damping ratio: `.spring(response:dampingFraction:)` (iOS 13) without a velocity, else
        /// `Spring(response:dampingRatio:)` (iOS 17) in `.interpolatingSpring(_:initialVelocity:)`; an over-damped
        /// spring always in `Spring`, which documents ratios above 1.
        case responseDampingRatio
    }

    /// UIKit: `UIView.animate(withDuration:…usingSpringWithDamping:…)` (iOS 7) for a UIKit-duration spring,
    /// otherwise a `UIViewPropertyAnimator` with `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)`
    /// (iOS 10).
    public var uikit: String
    /// SwiftUI, in the chosen `SwiftUIForm`.
    public var swiftui: String
    /// Core Animation: a complete `CASpringAnimation` (iOS 9) from a value to a value, added to a layer.
    public var caSpring: String

    public init(_ animation: SpringAnimation, swiftUIForm: SwiftUIForm = .durationBounce) {
        let spring = animation.spring
        let v = SpringCode.format(animation.initialVelocity)
        let mass = SpringCode.format(spring.mass)
        let stiffness = SpringCode.format(spring.stiffness)
        let damping = SpringCode.format(spring.damping)
        if animation.api == .uikit, let duration = animation.duration {
            let cut = animation.cut.map { Self.cutComment($0.time, $0.jump) + "\n" } ?? ""
            uikit =
                cut + """
                    // UIKit, iOS 7+
                    UIView.animate(withDuration: \(SpringCode.format(duration)), delay: 0, \
                    usingSpringWithDamping: \(SpringCode.format(min(spring.dampingRatio, 1))), \
                    initialSpringVelocity: \(v), options: [], animations: {
                        // change animatable properties here
                    })
                    """
        } else {
            uikit = """
                // UIKit, iOS 10+
                let timing = UISpringTimingParameters(mass: \(mass), stiffness: \(stiffness), damping: \(damping), \
                initialVelocity: CGVector(dx: \(v), dy: \(v)))\(animation.drawnSpring == spring ? "" : "  // drawn critically damped")
                // The animator's duration is ignored for mass/stiffness/damping timing parameters.
                let animator = UIViewPropertyAnimator(duration: \(SpringCode.format(animation.settlingDuration)), \
                timingParameters: timing)
                animator.addAnimations { /* change animatable properties here */ }
                animator.startAnimation()
                """
        }
        swiftui = Self.swiftUI(animation, form: swiftUIForm)
        caSpring = Self.coreAnimation(animation)
    }

    /// The SwiftUI snippet: the drawn spring in `form`; a velocity picks the interpolating variant of the same form.
    private static func swiftUI(_ animation: SpringAnimation, form: SwiftUIForm) -> String {
        let drawn = animation.drawnSpring
        let v = format(animation.initialVelocity)
        let hasVelocity = animation.initialVelocity != 0
        var lines: [String]
        switch form {
        case .durationBounce:
            let arguments = "duration: \(format(drawn.response)), bounce: \(format(drawn.bounce))"
            lines = [
                "// SwiftUI: iOS 17 SDK (Xcode 15); Apple lists it as back-deployed to iOS 13",
                "withAnimation("
                    + (hasVelocity
                        ? ".interpolatingSpring(\(arguments), initialVelocity: \(v))" : ".spring(\(arguments))")
                    + ") {",
            ]
        case .responseDampingRatio where !hasVelocity && drawn.dampingRatio <= 1:
            // `Animation.spring(response:dampingFraction:blendDuration:)` (iOS 13) takes the same response and damping
            // ratio as iOS 17's `Spring(response:dampingRatio:)`
            // (https://developer.apple.com/documentation/swiftui/animation/spring(response:dampingfraction:blendduration:)).
            lines = [
                "// SwiftUI, iOS 13+",
                "withAnimation(.spring(response: \(format(drawn.response)), "
                    + "dampingFraction: \(format(drawn.dampingRatio)))) {",
            ]
        case .responseDampingRatio:
            let spring = "Spring(response: \(format(drawn.response)), dampingRatio: \(format(drawn.dampingRatio)))"
            lines = [
                "// SwiftUI, iOS 17+ (the Spring type)",
                "withAnimation("
                    + (hasVelocity
                        ? ".interpolatingSpring(\(spring), initialVelocity: \(v))" : ".spring(\(spring))") + ") {",
            ]
        }
        lines.append("    // change state here")
        lines.append("}")
        if animation.api == .uikit, let duration = animation.duration {
            lines.append(
                "// UIKit's duration (\(format(duration)) s) is when UIKit stops the spring; SwiftUI's duration / "
                    + "response is the spring's perceptual duration (its undamped period, 2π/ω₀): "
                    + "\(format(drawn.response)) s for this same curve.")
        }
        return lines.joined(separator: "\n")
    }

    /// The Core Animation snippet: a `position.y` spring from the layer's value to a target, with the model value
    /// set to the target so the layer stays there when the animation is removed.
    private static func coreAnimation(_ animation: SpringAnimation) -> String {
        let spring = animation.spring
        let drawn = animation.drawnSpring
        var lines = [
            "// Core Animation, iOS 9+" + (drawn.dampingRatio > 1 ? " (allowsOverdamping: iOS 17+)" : ""),
            "let layer = view.layer",
            "let from = layer.position.y",
            "let to = from + 200  // the target",
            "let animation = CASpringAnimation(keyPath: \"position.y\")",
            "animation.fromValue = from",
            "animation.toValue = to",
            "animation.mass = \(format(spring.mass))",
            "animation.stiffness = \(format(spring.stiffness))",
            "animation.damping = \(format(spring.damping))",
            "animation.initialVelocity = \(format(animation.initialVelocity))",
        ]
        if drawn.dampingRatio > 1 {
            lines.append("animation.allowsOverdamping = true  // iOS 17")
        } else if spring.dampingRatio > 1 {
            lines.append(
                "// over-damped: drawn critically damped (damping \(format(drawn.damping))) unless "
                    + "allowsOverdamping = true (iOS 17)")
        }
        if animation.api == .uikit, let duration = animation.duration {
            lines.append("animation.duration = \(format(duration))  // UIKit stops the spring here")
        } else {
            lines.append("animation.duration = animation.settlingDuration")
        }
        lines.append("layer.position.y = to  // the model value: where the layer stays after the animation")
        lines.append("layer.add(animation, forKey: \"spring\")")
        return lines.joined(separator: "\n")
    }

    /// The one-line warning for a spring Core Animation cuts before it settles (`SpringAnimation.cut`): the jump's
    /// size in whole percent of the distance, the number the panel's graph and `spring` command print.
    static func cutComment(_ time: Double, _ jump: Double) -> String {
        "// Not settled at \(format(time)) s: Core Animation cuts it there, a jump of \(Int((abs(jump) * 100).rounded())) % of the distance."
    }

    /// `value` rounded to four decimals, without trailing zeros: `157.9137`, `1`, `0.5`.
    static func format(_ value: Double) -> String {
        guard value.isFinite else { return "\(value)" }
        let rounded = (value * 10_000).rounded() / 10_000
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
        return "\(rounded)"
    }
}
