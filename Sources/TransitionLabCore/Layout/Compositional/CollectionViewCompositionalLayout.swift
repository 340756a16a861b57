/// Mirrors `UICollectionViewCompositionalLayout`: sections built from items and groups, scrolling vertically or, with
/// the configuration's `scrollDirection`, horizontally.
///
/// Deliberate differences: a value type that also carries what the collection view's data source would say (the
/// number of items per section) and its cells' self-sizing (`preferredItemSize`), so that `prepare(containerSize:)`
/// alone computes every frame.
public struct CollectionViewCompositionalLayout: CollectionViewLayout {
    /// `UICollectionViewCompositionalLayoutSectionProvider`: the section at an index, for an environment.
    public typealias SectionProvider = @Sendable (Int, CollectionLayoutEnvironment) -> CollectionLayoutSection?
    /// Self-sizing: the size a cell prefers at an index path, given its estimated size, as the cell's
    /// `preferredLayoutAttributesFitting(_:)` would answer; `nil` keeps the estimate.
    public typealias PreferredItemSize = @Sendable (IndexPath, Size) -> Size?

    /// Settings shared by all sections (`interSectionSpacing`).
    public var configuration: CollectionViewCompositionalLayoutConfiguration
    /// The number of items in each section (the data source's `numberOfItemsInSection`); its count is the number of
    /// sections.
    public var numberOfItemsInSection: [Int]
    /// Measures self-sizing cells: items with an `.estimated` dimension, and fractional items inside a group that is
    /// estimated along that axis. Without it every estimate is used as is.
    public var preferredItemSize: PreferredItemSize?
    private let sectionProvider: SectionProvider

    /// `UICollectionViewCompositionalLayout(section:configuration:)`: every section alike.
    public init(
        section: CollectionLayoutSection, numberOfItemsInSection: [Int] = [],
        configuration: CollectionViewCompositionalLayoutConfiguration = .init()
    ) {
        self.init(numberOfItemsInSection: numberOfItemsInSection, configuration: configuration) { _, _ in section }
    }

    /// One section description per section, in order.
    public init(
        sections: [CollectionLayoutSection], numberOfItemsInSection: [Int],
        configuration: CollectionViewCompositionalLayoutConfiguration = .init()
    ) {
        self.init(numberOfItemsInSection: numberOfItemsInSection, configuration: configuration) { index, _ in
            sections.isEmpty ? nil : sections[index % sections.count]
        }
    }

    /// `UICollectionViewCompositionalLayout(sectionProvider:configuration:)`.
    public init(
        numberOfItemsInSection: [Int] = [],
        configuration: CollectionViewCompositionalLayoutConfiguration = .init(),
        sectionProvider: @escaping SectionProvider
    ) {
        self.numberOfItemsInSection = numberOfItemsInSection
        self.configuration = configuration
        self.sectionProvider = sectionProvider
    }

    /// Solves every section for a collection view of `containerSize`.
    public func prepare(containerSize: Size) -> any PreparedLayout {
        prepareCompositional(containerSize: containerSize)
    }

    /// `prepare(containerSize:)` with the concrete result, which also answers pinned-header and orthogonal queries.
    ///
    /// - Complexity: O(n) in the number of elements.
    public func prepareCompositional(containerSize: Size) -> PreparedCompositionalLayout {
        prepareCounting(containerSize: containerSize).layout
    }

    /// `prepareCompositional(containerSize:)`, refused when it lays out more than the solver's placement budget
    /// (`LayoutCostError`): a layout whose solve would take seconds stops after a bounded amount of work.
    public func prepareWithinBudget(containerSize: Size) throws(LayoutCostError) -> PreparedCompositionalLayout {
        let (layout, exceeded) = prepareCounting(containerSize: containerSize)
        guard !exceeded else { throw .placements(limit: CompositionalLayoutSolver.maximumPlacements) }
        return layout
    }

    /// The prepared layout and whether its solve stopped at the placement budget.
    private func prepareCounting(containerSize: Size) -> (layout: PreparedCompositionalLayout, exceeded: Bool) {
        let environment = CollectionLayoutEnvironment(containerSize: containerSize)
        var solver = CompositionalLayoutSolver(containerSize: containerSize, preferredItemSize: preferredItemSize)
        var sections: [PreparedCompositionalSection] = []
        var indices: [Int] = []
        sections.reserveCapacity(numberOfItemsInSection.count)
        let horizontal = configuration.scrollDirection == .horizontal
        var top = 0.0
        for (index, count) in numberOfItemsInSection.enumerated() {
            guard let section = sectionProvider(index, environment) else { continue }
            if !sections.isEmpty { top += configuration.interSectionSpacing }
            guard !solver.exceededPlacements else { break }
            let prepared =
                horizontal
                ? solver.solveHorizontal(section: section, index: index, itemCount: count, left: top)
                : solver.solve(section: section, index: index, itemCount: count, top: top)
            top = horizontal ? prepared.frame.maxX : prepared.frame.maxY
            sections.append(prepared)
            indices.append(index)
        }
        let layout = PreparedCompositionalLayout(
            containerSize: containerSize,
            contentSize: horizontal
                ? Size(width: top, height: containerSize.height) : Size(width: containerSize.width, height: top),
            sections: sections, indices: indices, scrollDirection: configuration.scrollDirection)
        return (layout, solver.exceededPlacements)
    }
}
