import TransitionLabCore

/// A layout described in JSON that mirrors UIKit's API (documented in `docs/layout-spec.md`): either a
/// `UICollectionViewCompositionalLayout` or a `UICollectionViewFlowLayout`.
public enum LayoutSpec: Sendable, Hashable {
    /// `{"layout":"compositional", …}`: sections, their default item counts, and the configuration.
    case compositional(
        sections: [CollectionLayoutSection], numberOfItems: [Int],
        configuration: CollectionViewCompositionalLayoutConfiguration)
    /// `{"layout":"flow", …}`: one `FlowLayout.Section` per spec section, `numberOfItems` filled in.
    case flow(sections: [FlowLayout.Section], scrollDirection: LayoutAxis = .vertical)

    /// Items per section when the spec gives none.
    public static let defaultNumberOfItems = 10
    /// Deepest nesting of groups inside a section's group, and largest `count` or `repeatingCount`: the Swift
    /// layout reader's `groupNesting` and `items` limits, so a spec and a Swift paste admit the same groups.
    public static let maximumGroupNesting = 8
    public static let maximumGroupCount = 256
    /// Most supplementary items (badges) one item attaches to each of its cells: every cell gets them all, so they
    /// multiply the elements a layout makes; no layout meant for a screen needs more.
    public static let maximumSupplementaryItems = 8

    /// Parses UTF-8 JSON text.
    public init(parsing bytes: some Collection<UInt8>) throws(LayoutSpecError) {
        try self.init(json: try SpecReader(parsing: bytes).value)
    }

    /// Reads a parsed JSON document.
    public init(json: JSONValue) throws(LayoutSpecError) {
        let root = SpecReader(json)
        let fields = try root.object(allowing: ["layout", "interSectionSpacing", "scrollDirection", "sections"])
        let kind = try root.required("layout", in: fields).string()
        let direction = try root.field("scrollDirection", in: fields)?.scrollDirection() ?? .vertical
        let sections = try root.required("sections", in: fields).array()
        guard !sections.isEmpty else { throw root.error("'sections' is empty") }
        switch kind {
        case "compositional":
            let spacing = try root.field("interSectionSpacing", in: fields)?.number() ?? 0
            let parsed = try sections.map { reader throws(LayoutSpecError) in
                let parsed = try reader.compositionalSection()
                if direction == .horizontal { try reader.refusingInHorizontalLayout(parsed.section) }
                return parsed
            }
            self = .compositional(
                sections: parsed.map(\.section), numberOfItems: parsed.map(\.numberOfItems),
                configuration: CollectionViewCompositionalLayoutConfiguration(
                    interSectionSpacing: spacing, scrollDirection: direction))
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
                path: "$.layout", problem: "'\(kind)' is not one of compositional, flow", location: [.key("layout")])
        }
    }

    /// The spec's own item counts, one per section.
    public var numberOfItems: [Int] {
        switch self {
        case .compositional(_, let counts, _): counts
        case .flow(let sections, _): sections.map(\.numberOfItems)
        }
    }

    /// The layout with `counts` items per section. Sections without a count keep the spec's own (`numberOfItems`);
    /// with more counts than spec sections, the spec's sections repeat in order. `preferredItemSize` sizes a
    /// compositional layout's self-sizing cells; flow specs have none.
    public func layout(
        counts: [Int]? = nil, preferredItemSize: CollectionViewCompositionalLayout.PreferredItemSize? = nil
    ) -> any CollectionViewLayout {
        let given = counts ?? []
        let own = numberOfItems
        let counts = (0..<max(given.count, own.count)).map { $0 < given.count ? given[$0] : own[$0] }
        switch self {
        case .compositional(let sections, _, let configuration):
            var layout = CollectionViewCompositionalLayout(
                sections: sections, numberOfItemsInSection: counts, configuration: configuration)
            layout.preferredItemSize = preferredItemSize
            return layout
        case .flow(let sections, let direction):
            return FlowLayout(
                sections: counts.enumerated().map { index, count in
                    var section = sections[index % sections.count]
                    section.numberOfItems = count
                    return section
                }, scrollDirection: direction)
        }
    }
}
