/// `compositional`: the ShopBack cat-food demo's screen (`CatFoodLayout`, the demo's code): brand-name pills and cat
/// foods scrolling sideways in their own sections, cats below, pinned headers, the whole list scrolling vertically.
///
/// The list scrolls as a `UIScrollView` does, and each orthogonal section as its `orthogonalScrollingBehavior` says
/// (`CompositionalScrolling`).
/// Brand pills size themselves to their label, measured with the bundled Liberation Sans metrics (`FontMetrics`).
public final class CompositionalScene: Scene {
    public static let name = "compositional"
    public static let title = "Compositional layout (cat food)"

    public let viewport: Size
    public private(set) var parameters: ParameterSet
    /// The layout prepared for the viewport and the current parameters.
    private(set) var layout: PreparedCompositionalLayout
    /// The list and its orthogonal sections' scroll views.
    var scrolling: CompositionalScrolling

    public init(viewport: Size) {
        self.viewport = viewport
        parameters = ParameterSet(CompositionalParameters.descriptors)
        layout = CompositionalParameters(parameters).layout(viewport: viewport)
        scrolling = CompositionalScrolling(layout: layout, viewport: viewport)
    }

    var configuration: CompositionalParameters { CompositionalParameters(parameters) }

    // MARK: Scene

    @discardableResult
    public func setParameter(_ key: String, to value: Double) throws(ParameterError) -> Double {
        let stored = try parameters.set(key, to: value)
        relayout()
        return stored
    }

    public func handle(_ event: InputEvent) {
        scrolling.handle(event)
    }

    public func advance(to time: Double) {
        scrolling.advance(to: time)
    }

    public var isAnimating: Bool { scrolling.isAnimating }

    public var state: SceneState { scrolling.state(sectionCount: configuration.counts.count) }

    public var springPreview: SpringPreview? { nil }

    private func relayout() {
        layout = configuration.layout(viewport: viewport)
        scrolling.setLayout(layout)
    }
}
