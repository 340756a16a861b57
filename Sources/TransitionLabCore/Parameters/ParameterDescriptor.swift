/// One live parameter of a scene, as the panel shows it.
public struct ParameterDescriptor: Sendable, Hashable, Codable {
    /// Stable key used in `param` messages and recordings, e.g. `presentDuration`.
    public var key: String
    /// Human label, e.g. "Present duration".
    public var label: String
    /// Panel group, e.g. "Present spring".
    public var group: String
    /// Unit shown next to the value, e.g. "s", "pt", "pt/s", "UIKit relative velocity", or "" for none.
    public var unit: String
    public var min: Double
    public var max: Double
    public var step: Double
    /// The default: the source document's value (`docs/sources.md`), else the imitated API's.
    public var defaultValue: Double
    /// How the panel shows the value.
    public var control: Control

    /// How the panel shows a parameter.
    public enum Control: Sendable, Hashable, Codable {
        /// A slider with a number field: any value in `min…max` on the `step` grid.
        case slider
        /// A switch: 0 is off, 1 is on.
        case toggle
        /// A picker: the value is the index of one of these labels.
        case choice([String])
    }

    public init(
        key: String, label: String, group: String, unit: String,
        min: Double, max: Double, step: Double, defaultValue: Double, control: Control = .slider
    ) {
        self.key = key
        self.label = label
        self.group = group
        self.unit = unit
        self.min = min
        self.max = max
        self.step = step
        self.defaultValue = defaultValue
        self.control = control
    }

    /// An on/off parameter (0 or 1), shown as a switch.
    public static func toggle(key: String, label: String, group: String, isOn: Bool) -> ParameterDescriptor {
        ParameterDescriptor(
            key: key, label: label, group: group, unit: "", min: 0, max: 1, step: 1, defaultValue: isOn ? 1 : 0,
            control: .toggle)
    }

    /// A parameter whose value is the index of one of `choices`, shown as a picker.
    public static func choice(
        key: String, label: String, group: String, choices: [String], defaultIndex: Int
    ) -> ParameterDescriptor {
        ParameterDescriptor(
            key: key, label: label, group: group, unit: "", min: 0, max: Double(choices.count - 1), step: 1,
            defaultValue: Double(defaultIndex), control: .choice(choices))
    }

    /// `value` limited to `min…max`.
    public func clamp(_ value: Double) -> Double { Swift.min(max, Swift.max(min, value)) }
}
