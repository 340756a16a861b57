/// A scene's parameters: the schema and the current values.
public struct ParameterSet: Sendable, Hashable {
    public private(set) var descriptors: [ParameterDescriptor]
    public private(set) var values: [String: Double]

    public init(_ descriptors: [ParameterDescriptor]) {
        self.descriptors = descriptors
        self.values = Dictionary(uniqueKeysWithValues: descriptors.map { ($0.key, $0.defaultValue) })
    }

    /// The current value of `key` (the default if never set), or nil for a key the schema does not have.
    public subscript(key: String) -> Double? { values[key] }

    /// The current value of `key`.
    /// - Throws: `ParameterError.unknownKey` for a key the schema does not have.
    public func value(_ key: String) throws(ParameterError) -> Double {
        guard let value = values[key] else { throw .unknownKey(key) }
        return value
    }

    /// Sets `key` to `value` clamped to its range and returns what was stored.
    /// - Throws: `ParameterError.unknownKey` or `.notFinite`.
    @discardableResult
    public mutating func set(_ key: String, to value: Double) throws(ParameterError) -> Double {
        guard let descriptor = descriptors.first(where: { $0.key == key }) else { throw .unknownKey(key) }
        guard value.isFinite else { throw .notFinite(key) }
        let stored = descriptor.clamp(value)
        values[key] = stored
        return stored
    }
}
