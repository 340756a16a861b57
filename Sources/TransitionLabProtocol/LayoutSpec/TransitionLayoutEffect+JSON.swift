import TransitionLabCore

/// A transition layout as JSON: `{"transitionLayout":{"shared":[E,…],"cells":{"x":E,…},"headers":{…},…}}`, each E
/// an effect expression (`EffectExpression`), the keys of `TransitionLayoutEffect.Elements` and
/// `CustomLayoutDynamics.Field`; at most `TransitionLayoutEffect.maximumNodes` nodes in all.
extension TransitionLayoutEffect {
    public var json: JSONValue {
        var fields: [String: JSONValue] = ["shared": .array(shared.map(SpecWriter.expression))]
        for (elements, changed) in self.fields {
            var entry: [String: JSONValue] = [:]
            for (field, expression) in changed { entry[field.rawValue] = SpecWriter.expression(expression) }
            fields[elements.rawValue] = .object(entry)
        }
        return .object(["transitionLayout": .object(fields)])
    }

    /// Reads `json`; nil when it is not a transition layout (a layout spec).
    public init?(json: JSONValue) throws(LayoutSpecError) {
        guard case .object(let root) = json, let body = root["transitionLayout"] else { return nil }
        let reader = SpecValue(body)
        let fields = try reader.object(allowing: Set(["shared"] + Elements.allCases.map(\.rawValue)))
        self.init()
        for expression in try reader.field("shared", in: fields)?.array() ?? [] {
            shared.append(try expression.effectExpression())
        }
        for elements in Elements.allCases {
            guard let entry = reader.field(elements.rawValue, in: fields) else { continue }
            let object = try entry.object(allowing: Set(CustomLayoutDynamics.Field.allCases.map(\.rawValue)))
            var changed: [CustomLayoutDynamics.Field: EffectExpression] = [:]
            for field in CustomLayoutDynamics.Field.allCases {
                if let value = entry.field(field.rawValue, in: object) { changed[field] = try value.effectExpression() }
            }
            self.fields[elements] = changed
        }
        try reader.validating { () throws(LayoutSpecViolation) in try validate() }
    }
}
