extension ParameterDescriptor {
    /// A descriptor in one line, for a scene's schema table: key, label, group, unit, min, max, step, default.
    static func row(
        _ key: String, _ label: String, _ group: String, _ unit: String,
        _ min: Double, _ max: Double, _ step: Double, _ defaultValue: Double
    ) -> ParameterDescriptor {
        ParameterDescriptor(
            key: key, label: label, group: group, unit: unit, min: min, max: max, step: step, defaultValue: defaultValue
        )
    }
}
