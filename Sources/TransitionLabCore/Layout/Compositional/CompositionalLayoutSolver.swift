#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Solves groups into cell frames: the arithmetic of `UICollectionViewCompositionalLayout`, kept apart from the API
/// values as IBPCollectionViewCompositionalLayout keeps it in
/// `Sources/IBPCollectionViewCompositionalLayout/IBPCollectionCompositionalLayoutSolver.m`.
///
/// The rules (Apple's iOS 13 header comments on `NSCollectionLayoutGroup`, `NSCollectionLayoutItem` and
/// `NSCollectionLayoutDimension`; the solver file above for the details Apple leaves open):
/// - a subitem's fractional dimensions resolve against its group's size minus the group's `contentInsets`;
/// - `subitems:` places the subitems in order, over and over, while the next one fits (the fit test compares
///   floored ends, as the solver file does), counting fixed spacing and edge spacing;
/// - `subitem:count:` makes `count` equal slots of (length − (count − 1)·spacing)/count and ignores the subitem's
///   own size along the group's axis; `repeatingSubitem:count:` keeps it;
/// - flexible inter-item spacing splits the space left over equally between the gaps, flexible edge spacing
///   between the flexible edges;
/// - a cell's `contentInsets` shrink its frame inside its slot, except along an axis whose dimension is estimated;
/// - self-sizing: along an estimated axis, and along a fractional axis of a group estimated on that axis, the
///   measured size replaces the estimate, and an estimated group hugs what it holds.
struct CompositionalLayoutSolver {
    /// Most cells one section's solve places. A group that would hold millions of its items (a pasted
    /// `.fractionalWidth(1e308)` filled with 60-pt items, a `count` of 10⁹) stops there instead of exhausting the
    /// server's memory; no layout meant for a screen comes near it.
    static let maximumCells = 100_000
    /// Most subitems (cells and nested groups, including those a filling group places and takes back because they
    /// do not fit) one preparation lays out, over all its sections: the unit of its cost. Nested filling groups
    /// double the placements per level, and `count` multiplies them, so a budget on placements bounds the time
    /// whatever the shape (`Benchmarks/scripts/bench_hostile_layouts.py` times the costliest layout it admits).
    static let maximumPlacements = 400_000

    /// Subitems laid out so far by this solver; placing stops once it passes `maximumPlacements`.
    private(set) var placements = 0
    /// Whether the preparation stopped at `maximumPlacements` (its frames are then incomplete).
    var exceededPlacements: Bool { placements > Self.maximumPlacements }

    let containerSize: Size
    let preferredItemSize: CollectionViewCompositionalLayout.PreferredItemSize?
    /// Cell frames produced so far for the section being solved, in item order.
    var frames: [Rect] = []
    /// For each frame in `frames`, the supplementary items (badges) its item attaches to it.
    var cellSupplementaryItems: [[CollectionLayoutSupplementaryItem]] = []
    /// The section and item the next cell gets.
    private var section = 0
    private(set) var nextItem = 0
    private var itemCount = 0

    init(containerSize: Size, preferredItemSize: CollectionViewCompositionalLayout.PreferredItemSize?) {
        self.containerSize = containerSize
        self.preferredItemSize = preferredItemSize
    }

    /// Starts a section: clears the frames and restarts the item count.
    mutating func begin(section: Int, itemCount: Int) {
        self.section = section
        self.itemCount = itemCount
        nextItem = 0
        frames.removeAll(keepingCapacity: true)
        cellSupplementaryItems.removeAll(keepingCapacity: true)
    }

    /// Whether cells of this group would be measured, so one solved instance cannot stand for all.
    func needsMeasuring(_ group: CollectionLayoutGroup) -> Bool {
        preferredItemSize != nil && group.containsEstimatedDimension
    }

    /// Lays out one instance of `group` at `origin` with its resolved `size`, appending its cells' frames.
    /// Returns the group's final size, which differs from `size` only along axes where the group is estimated.
    mutating func layout(group: CollectionLayoutGroup, size: Size, origin: Point, inheritedEstimate: AxisFlags = .none)
        -> Size
    {
        let axis = group.axis
        let insets = group.contentInsets
        let inner = Size(
            width: size.width - insets.leading - insets.trailing, height: size.height - insets.top - insets.bottom)
        let innerOrigin = Point(x: origin.x + insets.leading, y: origin.y + insets.top)
        let estimate = inheritedEstimate.union(AxisFlags(estimatedIn: group.layoutSize))
        let length = inner.length(along: axis)
        let spacing = group.interItemSpacing?.spacing ?? 0
        var slots: [Slot] = []
        var position = 0.0
        var crossExtent = 0.0

        /// Places `subitem` after the last one; false when it does not fit (with `checkFit`) or the section is full.
        func place(_ subitem: CollectionLayoutSubitem, main fixedMain: Double?, checkFit: Bool) -> Bool {
            guard frames.count < Self.maximumCells, !exceededPlacements else { return false }
            placements += 1
            let edges = subitem.edgeSpacing
            let before = edges?.before(along: axis)?.spacing ?? 0
            let after = edges?.after(along: axis)?.spacing ?? 0
            let crossBefore = edges?.before(along: axis.cross)?.spacing ?? 0
            let start = position + before
            let firstFrame = frames.count
            let firstItem = nextItem
            let slotOrigin = Point(main: start, cross: crossBefore, axis: axis)
            let placedOrigin = Point(x: innerOrigin.x + slotOrigin.x, y: innerOrigin.y + slotOrigin.y)
            var proposed = subitem.layoutSize.resolved(in: inner)
            if let fixedMain { proposed = Size(main: fixedMain, cross: proposed.length(along: axis.cross), axis: axis) }
            let placed = layout(subitem, size: proposed, origin: placedOrigin, estimate: estimate)
            let end = start + placed.length(along: axis)
            if checkFit, !slots.isEmpty, floor(end + after) > floor(length) {
                frames.removeSubrange(firstFrame...)
                cellSupplementaryItems.removeSubrange(firstFrame...)
                nextItem = firstItem
                return false
            }
            slots.append(Slot(frames: firstFrame..<frames.count, edges: edges))
            crossExtent = max(crossExtent, crossBefore + placed.length(along: axis.cross))
            position = end + after + spacing
            return true
        }

        switch (group.repetition, group.subitems.first) {
        case (.count(let count), let subitem?):
            let slot = (length - Double(count - 1) * spacing) / Double(count)
            for _ in 0..<max(count, 0) { guard place(subitem, main: slot, checkFit: false) else { break } }
        case (.repeating(let count), let subitem?):
            for _ in 0..<max(count, 0) { guard place(subitem, main: nil, checkFit: false) else { break } }
        case (.count, nil), (.repeating, nil):
            break
        case (.fill, _):
            // A group estimated along its axis hugs one pass of its subitems instead of filling an estimate.
            let repeats = !estimate.includes(axis)
            fill: while true {
                let start = position
                for subitem in group.subitems {
                    if !place(subitem, main: nil, checkFit: repeats) { break fill }
                }
                if !repeats || position <= start { break }
            }
        }
        let used = max(position - spacing, 0)
        distributeFlexibleSpace(length - used, among: slots, group: group)
        var final = size
        if estimate.includes(axis) {
            final = Size(main: used + insets.total(along: axis), cross: final.length(along: axis.cross), axis: axis)
        }
        if estimate.includes(axis.cross) {
            final = Size(
                main: final.length(along: axis), cross: crossExtent + insets.total(along: axis.cross), axis: axis)
        }
        return final
    }

    /// Lays out one subitem at `origin`: a cell, or a nested group.
    private mutating func layout(_ subitem: CollectionLayoutSubitem, size: Size, origin: Point, estimate: AxisFlags)
        -> Size
    {
        switch subitem {
        case .group(let nested):
            let inherited = estimate.fractional(in: nested.layoutSize)
            return layout(group: nested, size: size, origin: origin, inheritedEstimate: inherited)
        case .item(let item):
            return layoutCell(
                item, slot: size, origin: origin,
                selfSizing: estimate.fractional(in: item.layoutSize)
                    .union(AxisFlags(estimatedIn: item.layoutSize)))
        }
    }

    /// Places one cell in a slot of `slot` size, measuring it along its self-sizing axes. Returns the slot's final size.
    private mutating func layoutCell(_ item: CollectionLayoutItem, slot: Size, origin: Point, selfSizing: AxisFlags)
        -> Size
    {
        let insets = item.contentInsets
        let insetsX = item.layoutSize.widthDimension.isEstimated ? 0 : insets.leading + insets.trailing
        let insetsY = item.layoutSize.heightDimension.isEstimated ? 0 : insets.top + insets.bottom
        var cell = Size(width: slot.width - insetsX, height: slot.height - insetsY)
        var slot = slot
        if !selfSizing.isEmpty, nextItem < itemCount, let preferredItemSize,
            let measured = preferredItemSize(IndexPath(item: nextItem, section: section), cell)
        {
            if selfSizing.contains(.horizontal) {
                cell.width = measured.width
                slot.width = measured.width + insetsX
            }
            if selfSizing.contains(.vertical) {
                cell.height = measured.height
                slot.height = measured.height + insetsY
            }
        }
        let x = origin.x + (item.layoutSize.widthDimension.isEstimated ? 0 : insets.leading)
        let y = origin.y + (item.layoutSize.heightDimension.isEstimated ? 0 : insets.top)
        frames.append(Rect(origin: Point(x: x, y: y), size: cell))
        cellSupplementaryItems.append(item.supplementaryItems)
        nextItem += 1
        return slot
    }

    /// Moves slots apart along the group's axis to hand out `leftover` to flexible inter-item or edge spacing.
    private mutating func distributeFlexibleSpace(_ leftover: Double, among slots: [Slot], group: CollectionLayoutGroup)
    {
        guard leftover > 0, !slots.isEmpty else { return }
        let axis = group.axis
        var shifts = [Double](repeating: 0, count: slots.count)
        if group.interItemSpacing?.isFlexibleSpacing == true {
            guard slots.count > 1 else { return }
            let gap = leftover / Double(slots.count - 1)
            for index in slots.indices { shifts[index] = gap * Double(index) }
        } else {
            var flexibleEdges = 0
            for slot in slots {
                if slot.edges?.before(along: axis)?.isFlexibleSpacing == true { flexibleEdges += 1 }
                if slot.edges?.after(along: axis)?.isFlexibleSpacing == true { flexibleEdges += 1 }
            }
            guard flexibleEdges > 0 else { return }
            let share = leftover / Double(flexibleEdges)
            var shift = 0.0
            for (index, slot) in slots.enumerated() {
                if slot.edges?.before(along: axis)?.isFlexibleSpacing == true { shift += share }
                shifts[index] = shift
                if slot.edges?.after(along: axis)?.isFlexibleSpacing == true { shift += share }
            }
        }
        for (index, slot) in slots.enumerated() where shifts[index] != 0 {
            let delta = Point(main: shifts[index], cross: 0, axis: axis)
            for frame in slot.frames { frames[frame] = frames[frame].offsetBy(dx: delta.x, dy: delta.y) }
        }
    }

    /// The cells one placed subitem produced, and its edge spacing.
    private struct Slot {
        var frames: Range<Int>
        var edges: CollectionLayoutEdgeSpacing?
    }
}

/// A set of axes (horizontal, vertical).
struct AxisFlags: OptionSet, Sendable {
    let rawValue: UInt8

    static let none = AxisFlags([])
    static let horizontal = AxisFlags(rawValue: 1)
    static let vertical = AxisFlags(rawValue: 2)

    init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The axes along which `size` is estimated.
    init(estimatedIn size: CollectionLayoutSize) {
        self = []
        if size.widthDimension.isEstimated { insert(.horizontal) }
        if size.heightDimension.isEstimated { insert(.vertical) }
    }

    /// Whether `axis` is in the set.
    func includes(_ axis: LayoutAxis) -> Bool {
        contains(axis == .horizontal ? AxisFlags.horizontal : AxisFlags.vertical)
    }

    /// Those of these axes along which `size` is fractional: a fractional child of an estimated parent sizes itself.
    func fractional(in size: CollectionLayoutSize) -> AxisFlags {
        var result: AxisFlags = []
        if contains(.horizontal), size.widthDimension.isFractional { result.insert(.horizontal) }
        if contains(.vertical), size.heightDimension.isFractional { result.insert(.vertical) }
        return result
    }
}

extension CollectionLayoutGroup {
    /// Whether this group or anything inside it has an estimated dimension.
    var containsEstimatedDimension: Bool {
        if layoutSize.widthDimension.isEstimated || layoutSize.heightDimension.isEstimated { return true }
        return subitems.contains { subitem in
            switch subitem {
            case .item(let item):
                item.layoutSize.widthDimension.isEstimated || item.layoutSize.heightDimension.isEstimated
            case .group(let group): group.containsEstimatedDimension
            }
        }
    }
}
