import TransitionLabCore

extension SceneState {
    /// The summary as a JSON object (keys sorted when serialised).
    public var json: JSONValue {
        .object(Dictionary(entries.map { ($0.name, $0.value.json) }, uniquingKeysWith: { $1 }))
    }
}

extension SceneState.Value {
    /// The value as JSON.
    public var json: JSONValue {
        switch self {
        case .null: .null
        case .bool(let value): .bool(value)
        case .number(let value): .number(value)
        case .string(let value): .string(value)
        case .array(let values): .array(values.map(\.json))
        }
    }
}
