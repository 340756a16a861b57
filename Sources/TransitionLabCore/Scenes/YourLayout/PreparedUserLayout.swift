/// A user's layout ready to show in `YourLayoutScene`: its item counts capped, solved for one viewport, with the
/// supplementary and decoration categories it draws. Made wherever the time may be spent (the server's layout
/// workers), so showing it costs no solve.
public struct PreparedUserLayout: Sendable {
    /// The layout with `YourLayoutScene`'s caps applied.
    public let layout: any CollectionViewLayout
    public let prepared: any PreparedLayout
    /// The collection view size it was solved for.
    public let viewport: Size
    /// Its non-cell categories, in the order its elements list them.
    let categories: [ElementCategory]
    /// The `UICollectionViewTransitionLayout` subclass its source brings for the pinch (`UserLayoutResult`).
    public var transitionLayout: TransitionLayoutReading?

    /// `layout` capped and solved for `viewport`. A compositional layout whose solve passes the placement limit is
    /// refused (`LayoutCostError`) instead of being shown incomplete.
    public init(_ layout: any CollectionViewLayout, viewport: Size) throws(LayoutCostError) {
        let capped = YourLayoutScene.capped(layout)
        let prepared: any PreparedLayout =
            if let compositional = capped as? CollectionViewCompositionalLayout {
                try compositional.prepareWithinBudget(containerSize: viewport)
            } else {
                capped.prepare(containerSize: viewport)
            }
        self.layout = capped
        self.prepared = prepared
        self.viewport = viewport
        categories = YourLayoutScene.categories(of: [prepared])
    }

    /// The node table this layout alone gives `YourLayoutScene` (dark appearance): what showing it adds to the
    /// `nodes` message every member receives.
    public var nodeContents: [NodeContent] {
        YourLayoutScene.nodeContents(of: [prepared], categories: categories, isDark: true)
    }
}
