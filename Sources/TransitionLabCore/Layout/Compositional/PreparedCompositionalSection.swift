/// One solved section of a `PreparedCompositionalLayout`, with its cells indexed for range queries.
struct PreparedCompositionalSection: Sendable {
    /// How a boundary supplementary item follows the visible bounds.
    enum Pin: Sendable { case none, top, bottom }

    /// A header or footer at its natural position, and how it pins.
    struct Supplementary: Sendable {
        var attributes: LayoutAttributes
        var pin: Pin
    }

    /// The whole section, headers and footers included, across the full width (the full height when the layout
    /// scrolls horizontally).
    let frame: Rect
    /// The axis the cells are sorted along: the section's own scroll axis (x when orthogonal or in a horizontal
    /// layout, else y).
    let scrollAxis: LayoutAxis
    /// Cells in item order, at orthogonal offset 0.
    let cells: [LayoutAttributes]
    /// Cell indices sorted by their minimum along `scrollAxis`.
    let order: [Int32]
    /// The largest cell length along that axis, so a range query can start its binary search early enough.
    let maximumCellLength: Double
    /// The cells' supplementary items (badges), in item order, at orthogonal offset 0.
    let badges: [LayoutAttributes]
    let supplementaries: [Supplementary]
    let decorations: [LayoutAttributes]
    let orthogonal: OrthogonalScrollingGeometry?
    /// The collection view's height (the environment's container height for `visibleItemsEffect`).
    var containerHeight = 0.0
    /// The orthogonal section's `visibleItemsInvalidationHandler`, applied to its cells at their scroll offset and
    /// paid for from the layout work budget in effect (`LayoutWorkBudget.current`): a cell it no longer covers is
    /// shown without the effect.
    var visibleItemsEffect: PreparedVisibleItemsEffect?

    init(
        frame: Rect, cells: [LayoutAttributes], badges: [LayoutAttributes], supplementaries: [Supplementary],
        decorations: [LayoutAttributes], orthogonal: OrthogonalScrollingGeometry?, scrollAxis: LayoutAxis = .vertical
    ) {
        self.frame = frame
        self.cells = cells
        self.badges = badges
        self.supplementaries = supplementaries
        self.decorations = decorations
        self.orthogonal = orthogonal
        let axis: LayoutAxis = orthogonal == nil ? scrollAxis : .horizontal
        self.scrollAxis = axis
        let starts = cells.map { axis == .horizontal ? $0.frame.minX : $0.frame.minY }
        var order = (0..<Int32(cells.count)).map { $0 }
        if zip(starts, starts.dropFirst()).contains(where: { $0 > $1 }) {
            order.sort { starts[Int($0)] < starts[Int($1)] }
        }
        self.order = order
        maximumCellLength = cells.map { $0.frame.size.length(along: axis) }.max() ?? 0
    }

    /// Appends the cells that intersect `rect` when the section is scrolled orthogonally by `orthogonalOffset`.
    ///
    /// - Complexity: O(log n + k) for k cells returned, given cells of similar lengths.
    func appendCells(in rect: Rect, orthogonalOffset: Double, to result: inout [LayoutAttributes]) {
        let shift = orthogonal == nil ? 0 : orthogonalOffset
        let budget = visibleItemsEffect == nil ? nil : LayoutWorkBudget.current
        let lower = (scrollAxis == .vertical ? rect.minY : rect.minX + shift) - maximumCellLength
        let upper = scrollAxis == .vertical ? rect.maxY : rect.maxX + shift
        var low = 0
        var high = order.count
        while low < high {
            let middle = (low + high) / 2
            if start(of: Int(order[middle])) < lower { low = middle + 1 } else { high = middle }
        }
        while low < order.count {
            let index = Int(order[low])
            if start(of: index) >= upper { break }
            var attributes = cells[index]
            if shift != 0 { attributes.frame.origin.x -= shift }
            if attributes.frame.intersects(rect) {
                if let visibleItemsEffect, let orthogonal, budget?.draw(visibleItemsEffect.steps) ?? true {
                    visibleItemsEffect.apply(
                        to: &attributes, frame: cells[index].frame, offset: shift,
                        container: Size(width: orthogonal.viewportWidth, height: containerHeight))
                }
                result.append(attributes)
            }
            low += 1
        }
    }

    /// Appends the badges that intersect `rect` when the section is scrolled orthogonally by `orthogonalOffset`.
    ///
    /// - Complexity: O(b) for the section's b badges.
    func appendBadges(in rect: Rect, orthogonalOffset: Double, to result: inout [LayoutAttributes]) {
        let shift = orthogonal == nil ? 0 : orthogonalOffset
        for badge in badges {
            var attributes = badge
            attributes.frame.origin.x -= shift
            if attributes.frame.intersects(rect) { result.append(attributes) }
        }
    }

    /// A cell's minimum along the sorted axis.
    private func start(of index: Int) -> Double {
        scrollAxis == .vertical ? cells[index].frame.minY : cells[index].frame.minX
    }

    /// A supplementary's attributes with pinning applied for a visible area starting at `contentOffsetY` and
    /// `visibleHeight` tall: a pinned header stays at the visible top until the section's end pushes it up; a pinned
    /// footer stays at the visible bottom until the section's top pulls it down.
    func pinned(_ supplementary: Supplementary, contentOffsetY: Double, visibleHeight: Double) -> LayoutAttributes {
        var attributes = supplementary.attributes
        let natural = attributes.frame.minY
        let height = attributes.frame.height
        switch supplementary.pin {
        case .none: break
        case .top: attributes.frame.origin.y = max(natural, min(contentOffsetY, frame.maxY - height))
        case .bottom: attributes.frame.origin.y = min(natural, max(contentOffsetY + visibleHeight - height, frame.minY))
        }
        return attributes
    }
}
