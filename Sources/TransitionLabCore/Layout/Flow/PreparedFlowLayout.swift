/// A `FlowLayout` after `prepare()`: per-section row and column arithmetic, immutable.
///
/// Every item of a fixed-size flow section sits on a regular grid (justified columns, rows `itemSize.height +
/// minimumLineSpacing` apart), so frames are computed from an index instead of being stored: preparing 100,000 items
/// costs as much as preparing one section.
public struct PreparedFlowLayout: PreparedLayout, Hashable {
    /// One section's resolved geometry, in collection-view content coordinates.
    struct SectionGeometry: Sendable, Hashable {
        var minY: Double
        var maxY: Double
        var header: Rect?
        var footer: Rect?
        var numberOfItems: Int
        var itemSize: Size
        /// Items per full row, at least 1.
        var itemsPerRow: Int
        var rowCount: Int
        var firstRowY: Double
        /// `itemSize.height + minimumLineSpacing`.
        var rowPitch: Double
        var firstColumnX: Double
        /// `itemSize.width` plus the justified gap.
        var columnPitch: Double
        /// The lines of a section whose items have sizes of their own (`FlowLayout.Section.itemSizes`); nil when
        /// every item is `itemSize` and frames come from the grid arithmetic above.
        var lines: FlowLines?

        /// Resolves `section` starting at `top` in a collection view `width` points wide (see `FlowLayout` for the
        /// rules and their sources).
        init(section: FlowLayout.Section, top: Double, width: Double) {
            let inset = section.sectionInset
            let item = section.itemSize
            let spacing = section.minimumInteritemSpacing
            let available = width - inset.leading - inset.trailing
            let headerHeight = max(0, section.headerReferenceSize.height)
            let footerHeight = max(0, section.footerReferenceSize.height)
            minY = top
            header = headerHeight > 0 ? Rect(x: 0, y: top, width: width, height: headerHeight) : nil
            numberOfItems = max(0, section.numberOfItems)
            itemSize = item
            // n = ⌊(W + s)/(w + s)⌋; the 1e-9 keeps exact fits such as the doremin's pinch-grid post grids from losing a column to
            // rounding of (W − (c − 1)·s)/c.
            let pitch = item.width + spacing
            let fit = pitch > 0 ? ((available + spacing) / pitch + 1e-9).rounded(.down) : 1
            itemsPerRow = fit >= 1 ? Int(min(fit, Double(Int32.max))) : 1
            rowCount = (numberOfItems + itemsPerRow - 1) / itemsPerRow
            firstRowY = top + headerHeight + inset.top
            rowPitch = item.height + section.minimumLineSpacing
            if itemsPerRow == 1 {
                firstColumnX = inset.leading + max(0, (available - item.width) / 2)
                columnPitch = 0
            } else {
                firstColumnX = inset.leading
                columnPitch = item.width + (available - Double(itemsPerRow) * item.width) / Double(itemsPerRow - 1)
            }
            let rows = Double(rowCount)
            var rowsBottom =
                firstRowY + (rowCount > 0 ? rows * item.height + (rows - 1) * section.minimumLineSpacing : 0)
            if !section.itemSizes.isEmpty {
                let lines = FlowLines(
                    section, count: numberOfItems, top: firstRowY, left: inset.leading, width: available)
                rowsBottom = lines.maxY(orTop: firstRowY)
                itemsPerRow = max(1, lines.lines.first?.items.count ?? 1)
                self.lines = lines
            }
            let footerY = rowsBottom + inset.bottom
            footer = footerHeight > 0 ? Rect(x: 0, y: footerY, width: width, height: footerHeight) : nil
            maxY = footerY + footerHeight
        }

        /// The frame of item `item` (0-based within the section).
        func frame(ofItem item: Int) -> Rect {
            if let lines { return lines.frames[item] }
            let row = item / itemsPerRow
            let column = item - row * itemsPerRow
            return Rect(
                x: firstColumnX + Double(column) * columnPitch,
                y: firstRowY + Double(row) * rowPitch,
                width: itemSize.width,
                height: itemSize.height
            )
        }

        /// Appends the header, the items and the footer of section `index` whose frames intersect `rect`, in
        /// index-path order.
        /// - Complexity: O(k) for k elements found.
        func appendElements(in rect: Rect, section index: Int, to result: inout [LayoutAttributes]) {
            if let header, header.intersects(rect) {
                result.append(Self.supplementary(FlowLayout.elementKindSectionHeader, section: index, frame: header))
            }
            if let lines {
                lines.appendItems(in: rect, section: index, to: &result)
            } else if numberOfItems > 0 {
                // A slightly widened candidate range of rows and columns; the exact test is `intersects`.
                let rows = Self.range(
                    from: (rect.minY - firstRowY - itemSize.height) / rowPitch,
                    to: (rect.maxY - firstRowY) / rowPitch,
                    last: rowCount - 1
                )
                let columns = Self.range(
                    from: (rect.minX - firstColumnX - itemSize.width) / columnPitch,
                    to: (rect.maxX - firstColumnX) / columnPitch,
                    last: itemsPerRow - 1
                )
                // At most every item: with zero-width items a row holds up to Int32.max columns.
                let candidates = rows.count.multipliedReportingOverflow(by: columns.count)
                result.reserveCapacity(
                    result.count + min(numberOfItems, candidates.overflow ? numberOfItems : candidates.partialValue) + 1
                )
                rows: for row in rows {
                    for column in columns {
                        let item = row * itemsPerRow + column
                        if item >= numberOfItems { break rows }
                        let frame = frame(ofItem: item)
                        if frame.intersects(rect) {
                            let path = IndexPath(item: item, section: index)
                            result.append(LayoutAttributes(indexPath: path, frame: frame))
                        }
                    }
                }
            }
            if let footer, footer.intersects(rect) {
                result.append(Self.supplementary(FlowLayout.elementKindSectionFooter, section: index, frame: footer))
            }
        }

        static func supplementary(_ kind: String, section: Int, frame: Rect) -> LayoutAttributes {
            LayoutAttributes(
                category: .supplementaryView(elementKind: kind),
                indexPath: IndexPath(item: 0, section: section),
                frame: frame
            )
        }

        /// The indices between ⌊`from`⌋ and ⌈`to`⌉, clamped to `0...last` (NaN from a zero pitch counts as 0).
        private static func range(from: Double, to: Double, last: Int) -> ClosedRange<Int> {
            let a = index(from.rounded(.down), last: last)
            let b = index(to.rounded(.up), last: last)
            return min(a, b)...max(a, b)
        }

        private static func index(_ value: Double, last: Int) -> Int {
            guard value > 0 else { return 0 }
            return value >= Double(last) ? last : Int(value)
        }
    }

    /// Each section solved with the axes swapped when the layout scrolls horizontally (`transposed`).
    let sections: [SectionGeometry]
    /// The content size in the solved sections' axes.
    private let solvedContentSize: Size
    /// Whether the layout scrolls horizontally: `sections` hold the vertical layout with x ↔ y swapped, and every
    /// query swaps its rectangle in and its frames back.
    let transposed: Bool

    init(sections: [SectionGeometry], collectionViewContentSize: Size, transposed: Bool = false) {
        self.sections = sections
        solvedContentSize = collectionViewContentSize
        self.transposed = transposed
    }

    public var collectionViewContentSize: Size { transposed ? solvedContentSize.transposed : solvedContentSize }

    /// The layout's scroll direction.
    public var scrollDirection: LayoutAxis { transposed ? .horizontal : .vertical }

    /// `attributes` in the layout's own axes.
    private func oriented(_ attributes: LayoutAttributes) -> LayoutAttributes {
        guard transposed else { return attributes }
        var attributes = attributes
        attributes.frame = attributes.frame.transposed
        return attributes
    }

    /// Items per full row in `section` (the doremin's pinch-grid post column count for a column grid).
    public func itemsPerRow(inSection section: Int) -> Int { sections[section].itemsPerRow }

    /// - Complexity: O(log s + k): a binary search over the s sections, then arithmetic over the k elements found.
    public func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        let rect = transposed ? rect.transposed : rect
        var result: [LayoutAttributes] = []
        var low = 0
        var high = sections.count
        while low < high {
            let mid = (low + high) / 2
            if sections[mid].maxY <= rect.minY { low = mid + 1 } else { high = mid }
        }
        var index = low
        while index < sections.count, sections[index].minY < rect.maxY {
            sections[index].appendElements(in: rect, section: index, to: &result)
            index += 1
        }
        return transposed ? result.map(oriented) : result
    }

    public func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        guard sections.indices.contains(indexPath.section) else { return nil }
        let section = sections[indexPath.section]
        guard indexPath.item >= 0, indexPath.item < section.numberOfItems else { return nil }
        return oriented(LayoutAttributes(indexPath: indexPath, frame: section.frame(ofItem: indexPath.item)))
    }

    public func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> LayoutAttributes?
    {
        guard sections.indices.contains(indexPath.section), indexPath.item == 0 else { return nil }
        let section = sections[indexPath.section]
        let frame: Rect?
        switch elementKind {
        case FlowLayout.elementKindSectionHeader: frame = section.header
        case FlowLayout.elementKindSectionFooter: frame = section.footer
        default: frame = nil
        }
        return frame.map { oriented(SectionGeometry.supplementary(elementKind, section: indexPath.section, frame: $0)) }
    }
}
