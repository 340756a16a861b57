/// A layout that mirrors UIKit's API, with each section's item count: either a `UICollectionViewCompositionalLayout`
/// or a `UICollectionViewFlowLayout`. The JSON layout spec (`docs/layout-spec.md`) and pasted Swift
/// (`docs/swift-layouts.md`) are read into it; what it accepts is checked by its rules (`LayoutSpec+Numbers.swift`,
/// the `validate()` methods beside it), whichever reader gives the values.
public enum LayoutSpec: Sendable, Hashable {
    /// Sections, their item counts, and the configuration.
    case compositional(
        sections: [CollectionLayoutSection], numberOfItems: [Int],
        configuration: CollectionViewCompositionalLayoutConfiguration)
    /// One `FlowLayout.Section` per section, `numberOfItems` filled in.
    case flow(sections: [FlowLayout.Section], scrollDirection: LayoutAxis = .vertical)
    /// A custom `UICollectionViewLayout` subclass's answers, its item counts as its elements show them.
    case custom(CustomLayout)

    /// Items per section when none are given.
    public static let defaultNumberOfItems = 10
    /// Deepest nesting of groups inside a section (its group is level 1), and largest `count` or `repeatingCount`:
    /// together they bound the placements a group costs to solve.
    public static let maximumGroupNesting = 8
    public static let maximumGroupCount = 256
    /// Most per-item sizes of a flow section: the most items a section shows (`YourLayoutScene`).
    public static let maximumItemSizes = 1000
    /// Most supplementary items (badges) one item attaches to each of its cells: every cell gets them all, so they
    /// multiply the elements a layout makes; no layout meant for a screen needs more.
    public static let maximumSupplementaryItems = 8

    /// The item counts, one per section.
    public var numberOfItems: [Int] {
        switch self {
        case .compositional(_, let counts, _): counts
        case .flow(let sections, _): sections.map(\.numberOfItems)
        case .custom(let layout): layout.numberOfItems
        }
    }

    /// The layout with `counts` items per section. Sections without a count keep their own (`numberOfItems`); with
    /// more counts than sections, the sections repeat in order. `preferredItemSize` sizes a
    /// compositional layout's self-sizing cells; flow specs have none. A custom layout's elements were made for its
    /// counts, which it keeps.
    public func layout(
        counts: [Int]? = nil, preferredItemSize: CollectionViewCompositionalLayout.PreferredItemSize? = nil
    ) -> any CollectionViewLayout {
        if case .custom(let layout) = self { return layout }
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
        case .custom(let layout):
            return layout
        }
    }
}
