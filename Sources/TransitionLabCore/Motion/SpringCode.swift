/// Ready-to-paste Swift for a spring animation, in the three APIs an iOS engineer uses. The numbers are printed
/// with up to four decimals, so pasted code reproduces the curve to well under a point. UIKit and Core Animation
/// get the spring as given (they apply Core Animation's over-damping rule themselves, and a comment says so);
/// SwiftUI, which draws over-damped springs as they are, gets the drawn spring.
public struct SpringCode: Sendable, Hashable, Codable {
    /// UIKit: `UIView.animate(withDuration:…usingSpringWithDamping:…)` for a UIKit-duration spring, otherwise a
    /// `UIViewPropertyAnimator` with `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)`.
    public var uikit: String
    /// SwiftUI: `.spring(duration:bounce:)`, or `.interpolatingSpring(…initialVelocity:)` when there is one.
    public var swiftui: String
    /// Core Animation: a configured `CASpringAnimation`.
    public var caSpring: String

    public init(_ animation: SpringAnimation) {
        let spring = animation.spring
        let drawn = animation.drawnSpring
        let v = SpringCode.format(animation.initialVelocity)
        let mass = SpringCode.format(spring.mass)
        let stiffness = SpringCode.format(spring.stiffness)
        let damping = SpringCode.format(spring.damping)
        if animation.api == .uikit, let duration = animation.duration {
            let cut = animation.cut.map { Self.cutComment($0.time, $0.jump) + "\n" } ?? ""
            uikit =
                cut + """
                    UIView.animate(withDuration: \(SpringCode.format(duration)), delay: 0, \
                    usingSpringWithDamping: \(SpringCode.format(min(spring.dampingRatio, 1))), \
                    initialSpringVelocity: \(v), options: [], animations: {
                        // change animatable properties here
                    })
                    """
        } else {
            uikit = """
                let timing = UISpringTimingParameters(mass: \(mass), stiffness: \(stiffness), damping: \(damping), \
                initialVelocity: CGVector(dx: \(v), dy: \(v)))\(drawn == spring ? "" : "  // drawn critically damped")
                // The animator's duration is ignored for mass/stiffness/damping timing parameters.
                let animator = UIViewPropertyAnimator(duration: \(SpringCode.format(animation.settlingDuration)), \
                timingParameters: timing)
                animator.addAnimations { /* change animatable properties here */ }
                animator.startAnimation()
                """
        }
        let swiftUIAnimation =
            animation.initialVelocity == 0
            ? ".spring(duration: \(Self.format(drawn.response)), bounce: \(Self.format(drawn.bounce)))"
            : ".interpolatingSpring(mass: \(Self.format(drawn.mass)), stiffness: \(Self.format(drawn.stiffness)), "
                + "damping: \(Self.format(drawn.damping)), initialVelocity: \(v))"
        swiftui = "withAnimation(\(swiftUIAnimation)) {\n    // change state here\n}"
        var lines = [
            "let animation = CASpringAnimation(keyPath: \"position\")",
            "animation.mass = \(mass)",
            "animation.stiffness = \(stiffness)",
            "animation.damping = \(damping)",
            "animation.initialVelocity = \(v)",
        ]
        if drawn.dampingRatio > 1 {
            lines.append("animation.allowsOverdamping = true  // iOS 17")
        } else if spring.dampingRatio > 1 {
            lines.append(
                "// over-damped: drawn critically damped (damping \(SpringCode.format(drawn.damping))) unless "
                    + "allowsOverdamping = true (iOS 17)")
        }
        if animation.api == .uikit, let duration = animation.duration {
            lines.append("animation.duration = \(SpringCode.format(duration))  // UIKit stops the spring here")
        } else {
            lines.append("animation.duration = animation.settlingDuration")
        }
        caSpring = lines.joined(separator: "\n")
    }

    /// The one-line warning for a spring Core Animation cuts before it settles (`SpringAnimation.cut`).
    static func cutComment(_ time: Double, _ jump: Double) -> String {
        "// Not settled at \(format(time)) s: Core Animation cuts it there, a jump of \(format((jump * 1000).rounded() / 10)) % of the distance."
    }

    /// `value` rounded to four decimals, without trailing zeros: `157.9137`, `1`, `0.5`.
    static func format(_ value: Double) -> String {
        guard value.isFinite else { return "\(value)" }
        let rounded = (value * 10_000).rounded() / 10_000
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
        return "\(rounded)"
    }
}
