import TransitionLabCore

/// The JSON layout spec of `docs/layout-spec.md`: read with `SpecValue`, written with `SpecWriter`.
extension LayoutSpec {
    /// Parses UTF-8 JSON text.
    public init(parsing bytes: some Collection<UInt8>) throws(LayoutSpecError) {
        try self.init(json: try SpecValue(parsing: bytes).value)
    }

    /// Reads a parsed JSON document.
    public init(json: JSONValue) throws(LayoutSpecError) {
        let root = SpecValue(json)
        let fields = try root.object(allowing: [
            "layout", "interSectionSpacing", "scrollDirection", "sections", "contentSize", "elements", "containerSize",
            "dynamics",
        ])
        let kind = try root.required("layout", in: fields).string()
        let direction = try root.field("scrollDirection", in: fields)?.scrollDirection() ?? .vertical
        if kind == "custom" {
            self = .custom(try root.customLayout(fields: fields, direction: direction))
            return
        }
        let sections = try root.required("sections", in: fields).array()
        try root.validating { () throws(LayoutSpecViolation) in try LayoutSpec.checkSectionCount(sections.count) }
        switch kind {
        case "compositional":
            let configuration = CollectionViewCompositionalLayoutConfiguration(
                interSectionSpacing: try root.field("interSectionSpacing", in: fields)?.number() ?? 0,
                scrollDirection: direction)
            let parsed = try sections.map { reader throws(LayoutSpecError) in
                try reader.compositionalSection(in: configuration)
            }
            self = .compositional(
                sections: parsed.map(\.section), numberOfItems: parsed.map(\.numberOfItems),
                configuration: configuration)
        case "flow":
            if fields["interSectionSpacing"] != nil {
                throw LayoutSpecError(
                    path: "$.interSectionSpacing", problem: "only compositional layouts have it",
                    location: [.key("interSectionSpacing")])
            }
            self = .flow(
                sections: try sections.map { reader throws(LayoutSpecError) in try reader.flowSection() },
                scrollDirection: direction)
        default:
            throw LayoutSpecError(
                path: "$.layout", problem: "'\(kind)' is not one of compositional, flow, custom",
                location: [.key("layout")])
        }
    }

    /// The spec as JSON, properties at their defaults left out: `init(json:)` reads it back to an equal spec.
    public var json: JSONValue { SpecWriter.json(self) }
}
