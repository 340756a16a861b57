extension LayoutSnapshot {
    /// The elements of an interactive transition from `current` to `next` at `progress`
    /// (`CollectionViewTransitionLayout`, with a transition layout subclass's `effect`), both layouts at main-axis
    /// content offset `contentOffsetY` (the next one's kept in its range), in content coordinates; the content size
    /// is the two interpolated.
    public init(
        transitionFrom current: any CollectionViewLayout, to next: any CollectionViewLayout,
        effect: TransitionLayoutEffect?, progress: Double, containerSize: Size, contentOffsetY: Double = 0
    ) throws(LayoutCostError) {
        func prepared(_ layout: any CollectionViewLayout) throws(LayoutCostError) -> any PreparedLayout {
            if let compositional = layout as? CollectionViewCompositionalLayout {
                return try compositional.prepareWithinBudget(containerSize: containerSize)
            }
            return layout.prepare(containerSize: containerSize)
        }
        var transition = CollectionViewTransitionLayout(
            currentLayout: try prepared(current), nextLayout: try prepared(next), boundsSize: containerSize,
            currentContentOffset: Point(x: 0, y: contentOffsetY))
        transition.effect = effect
        transition.transitionProgress = progress
        contentSize = transition.collectionViewContentSize
        attributes = Self.sorted(transition.interpolatedAttributes())
    }
}
