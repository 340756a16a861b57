/// The `enum <Scene>Tuning` at the top of an exported file: one constant per parameter the code reads, with the room's
/// value and the panel's label, so every tuned number appears once and the code names it.
struct Tuning {
    /// The Swift type a parameter's constant is declared with.
    enum Kind {
        /// `CGFloat`: lengths, ratios, velocities (UIKit's geometry and spring arguments).
        case cgFloat
        /// `TimeInterval`: durations UIKit takes in seconds.
        case timeInterval
        /// `Int`: counts.
        case int
        /// `Bool`: a switch (1 on, 0 off).
        case bool
    }

    /// The enum's name, e.g. `PhotoGridTuning`.
    let name: String
    let parameters: ParameterSet
    /// The constants, in schema order: each parameter the code reads, with its type.
    let constants: [(key: String, kind: Kind)]

    /// The constants for `keys` of `parameters`; a key's kind is `kinds[key]`, else `Bool` for a switch and
    /// `CGFloat` otherwise.
    init(name: String, parameters: ParameterSet, keys: [String], kinds: [String: Kind] = [:]) {
        self.name = name
        self.parameters = parameters
        constants = parameters.descriptors.filter { keys.contains($0.key) }.map { descriptor in
            let kind = kinds[descriptor.key] ?? (descriptor.control == .toggle ? .bool : .cgFloat)
            return (descriptor.key, kind)
        }
    }

    /// `Name.key`, the expression the code reads a constant with.
    func callAsFunction(_ key: String) -> String { "\(name).\(key)" }

    /// The declaration.
    var declaration: String {
        var lines = [
            "/// The values tuned in TransitionLab: the room's parameters, with the panel's labels.", "enum \(name) {",
        ]
        for (key, kind) in constants {
            guard let descriptor = parameters.descriptors.first(where: { $0.key == key }) else { continue }
            let value = parameters[key] ?? descriptor.defaultValue
            let unit = descriptor.unit.isEmpty ? "" : " (\(descriptor.unit))"
            lines.append("    /// \(descriptor.group): \(descriptor.label)\(unit).")
            switch kind {
            case .cgFloat: lines.append("    static let \(key): CGFloat = \(SwiftLiteral.number(value))")
            case .timeInterval: lines.append("    static let \(key): TimeInterval = \(SwiftLiteral.number(value))")
            case .int: lines.append("    static let \(key) = \(SwiftLiteral.number(value.rounded()))")
            case .bool: lines.append("    static let \(key) = \(value >= 0.5)")
            }
        }
        lines.append("}")
        return lines.joined(separator: "\n")
    }
}
