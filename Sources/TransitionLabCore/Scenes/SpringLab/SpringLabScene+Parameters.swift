extension SpringLabScene {
    /// The API a spring is written with; the `api` parameter selects it, and editing a group's value selects
    /// that group.
    public enum SpringAPI: Int, Sendable, CaseIterable {
        /// `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:)`.
        case uiKit = 0
        /// SwiftUI `Spring(response:dampingRatio:)`.
        case swiftUIResponse = 1
        /// SwiftUI `Spring(duration:bounce:)`.
        case swiftUIDuration = 2
        /// `CASpringAnimation` / `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)`, drawn as Core
        /// Animation draws it (over-damping shown as critical, `allowsOverdamping` off).
        case coreAnimation = 3

        /// The API's name in the panel's picker.
        public var title: String {
            switch self {
            case .uiKit: "UIKit UIView.animate(withDuration:…)"
            case .swiftUIResponse: "SwiftUI Spring(response:dampingRatio:)"
            case .swiftUIDuration: "SwiftUI Spring(duration:bounce:)"
            case .coreAnimation: "CASpringAnimation (mass, stiffness, damping)"
            }
        }

        /// How the spring is drawn and exported.
        var animationAPI: SpringAnimation.API {
            switch self {
            case .uiKit: .uikit
            case .swiftUIResponse, .swiftUIDuration: .swiftui
            case .coreAnimation: .caSpring
            }
        }

        /// The parameter group that holds this API's values.
        public var group: String {
            switch self {
            case .uiKit: "UIKit spring (duration, damping)"
            case .swiftUIResponse: "SwiftUI spring (response, damping fraction)"
            case .swiftUIDuration: "SwiftUI spring (duration, bounce)"
            case .coreAnimation: "Core Animation spring (mass, stiffness, damping)"
            }
        }
    }

    /// Parameter keys.
    public enum Key {
        public static let api = "api"
        public static let uiKitDuration = "uiKitDuration"
        public static let uiKitDampingRatio = "uiKitDampingRatio"
        public static let uiKitInitialVelocity = "uiKitInitialVelocity"
        public static let response = "response"
        public static let dampingFraction = "dampingFraction"
        public static let swiftUIDuration = "swiftUIDuration"
        public static let bounce = "bounce"
        public static let mass = "mass"
        public static let stiffness = "stiffness"
        public static let damping = "damping"
    }

    /// The schema. No source document (`docs/sources.md`) describes this scene, so the defaults are each API's
    /// well-known values: the UIKit spring of the Today-card post card presentation (1.0 s, damping 0.5), SwiftUI's
    /// `Animation.spring()` (response 0.5, damping fraction 0.825), `Spring.bouncy` (0.5 s, bounce 0.3) and
    /// `CASpringAnimation`'s defaults (mass 1, stiffness 100, damping 10).
    static let schema: [ParameterDescriptor] = [
        .choice(
            key: Key.api, label: "Written as", group: "Spring API",
            choices: SpringAPI.allCases.map(\.title), defaultIndex: SpringAPI.uiKit.rawValue),
        ParameterDescriptor(
            key: Key.uiKitDuration,
            label: "Duration",
            group: SpringAPI.uiKit.group,
            unit: "s",
            min: 0.05,
            max: 5,
            step: 0.01,
            defaultValue: 1
        ),
        ParameterDescriptor(
            key: Key.uiKitDampingRatio,
            label: "Damping ratio",
            group: SpringAPI.uiKit.group,
            unit: "",
            min: 0.05,
            max: 1,
            step: 0.01,
            defaultValue: 0.5
        ),
        ParameterDescriptor(
            key: Key.uiKitInitialVelocity,
            label: "Initial velocity (tap)",
            group: SpringAPI.uiKit.group,
            unit: "UIKit relative velocity",
            min: -10,
            max: 10,
            step: 0.1,
            defaultValue: 0
        ),
        ParameterDescriptor(
            key: Key.response,
            label: "Response",
            group: SpringAPI.swiftUIResponse.group,
            unit: "s",
            min: 0.05,
            max: 3,
            step: 0.01,
            defaultValue: 0.5
        ),
        ParameterDescriptor(
            key: Key.dampingFraction,
            label: "Damping fraction",
            group: SpringAPI.swiftUIResponse.group,
            unit: "",
            min: 0.05,
            max: 2,
            step: 0.005,
            defaultValue: 0.825
        ),
        ParameterDescriptor(
            key: Key.swiftUIDuration,
            label: "Duration",
            group: SpringAPI.swiftUIDuration.group,
            unit: "s",
            min: 0.05,
            max: 3,
            step: 0.01,
            defaultValue: 0.5
        ),
        ParameterDescriptor(
            key: Key.bounce,
            label: "Bounce",
            group: SpringAPI.swiftUIDuration.group,
            unit: "",
            min: -0.9,
            max: 0.95,
            step: 0.01,
            defaultValue: 0.3
        ),
        ParameterDescriptor(
            key: Key.mass,
            label: "Mass",
            group: SpringAPI.coreAnimation.group,
            unit: "",
            min: 0.1,
            max: 10,
            step: 0.1,
            defaultValue: 1
        ),
        ParameterDescriptor(
            key: Key.stiffness,
            label: "Stiffness",
            group: SpringAPI.coreAnimation.group,
            unit: "",
            min: 1,
            max: 1000,
            step: 1,
            defaultValue: 100
        ),
        ParameterDescriptor(
            key: Key.damping,
            label: "Damping",
            group: SpringAPI.coreAnimation.group,
            unit: "",
            min: 0.5,
            max: 100,
            step: 0.5,
            defaultValue: 10
        ),
    ]

    /// The API whose group is in use.
    var api: SpringAPI { SpringAPI(rawValue: Int((parameters[Key.api] ?? 0).rounded())) ?? .uiKit }

    /// The spring the selected API builds, as written (Core Animation draws an over-damped one critically damped), for
    /// a motion whose initial velocity is `relativeVelocity` in UIKit's unit (only UIKit's duration solver depends on
    /// it), and the UIKit duration that cuts it, if any.
    func spring(relativeVelocity: Double) -> (spring: Spring, duration: Double?) {
        switch api {
        case .uiKit:
            let duration = (parameters[Key.uiKitDuration] ?? 0)
            let spring = Spring(
                uiKitDuration: duration,
                dampingRatio: (parameters[Key.uiKitDampingRatio] ?? 0),
                initialVelocity: relativeVelocity
            )
            return (spring, duration)
        case .swiftUIResponse:
            return (
                Spring(response: (parameters[Key.response] ?? 0), dampingRatio: (parameters[Key.dampingFraction] ?? 0)),
                nil
            )
        case .swiftUIDuration:
            return (
                Spring(duration: (parameters[Key.swiftUIDuration] ?? 0), bounce: (parameters[Key.bounce] ?? 0)), nil
            )
        case .coreAnimation:
            let spring = Spring(
                mass: (parameters[Key.mass] ?? 0),
                stiffness: (parameters[Key.stiffness] ?? 0),
                damping: (parameters[Key.damping] ?? 0)
            )
            return (spring, nil)
        }
    }

    /// The API whose group holds `key`, if any.
    static func api(owning key: String) -> SpringAPI? {
        guard let group = schema.first(where: { $0.key == key })?.group else { return nil }
        return SpringAPI.allCases.first { $0.group == group }
    }
}
