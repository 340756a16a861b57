/// The lines of a flow section whose items have sizes of their own (`FlowLayout.Section.itemSizes`): each item's
/// frame, and each line's vertical extent and items, in the section's vertical axes (a horizontal layout is solved
/// transposed, as `FlowLayout` does). The rules and their sources are `FlowLayout`'s.
struct FlowLines: Sendable, Hashable {
    /// One line: its top and bottom, and the items it holds.
    struct Line: Sendable, Hashable {
        var minY: Double
        var maxY: Double
        var items: Range<Int>
    }

    /// Every item's frame, by item.
    private(set) var frames: [Rect] = []
    /// The lines, top to bottom.
    private(set) var lines: [Line] = []

    /// Lays out `count` items of `section`, the first line at `top`, between `left` and `left + width`.
    /// - Complexity: O(count).
    init(_ section: FlowLayout.Section, count: Int, top: Double, left: Double, width: Double) {
        let spacing = section.minimumInteritemSpacing
        // The same tolerance as the fixed-size grid's, so that items that fit exactly are not pushed to a new line.
        let room = width + 1e-9
        var first = 0
        var y = top
        frames.reserveCapacity(count)
        while first < count {
            var used = section.size(ofItem: first).width
            var end = first + 1
            while end < count, used + spacing + section.size(ofItem: end).width <= room {
                used += spacing + section.size(ofItem: end).width
                end += 1
            }
            var slots = end - first
            if end == count {
                // The last line is spaced as if it were filled with copies of its last item.
                let last = section.size(ofItem: end - 1).width
                while used + spacing + last <= room {
                    used += spacing + last
                    slots += 1
                }
            }
            let leftover = width - used
            let gap = slots > 1 ? spacing + leftover / Double(slots - 1) : 0
            var x = slots > 1 ? left : left + max(0, leftover / 2)
            let height = (first..<end).reduce(0) { max($0, section.size(ofItem: $1).height) }
            for item in first..<end {
                let size = section.size(ofItem: item)
                frames.append(Rect(x: x, y: y + (height - size.height) / 2, width: size.width, height: size.height))
                x += size.width + gap
            }
            lines.append(Line(minY: y, maxY: y + height, items: first..<end))
            y += height + section.minimumLineSpacing
            first = end
        }
    }

    /// The bottom of the last line, or `top` when there is none.
    func maxY(orTop top: Double) -> Double { lines.last?.maxY ?? top }

    /// Appends the items of section `section` whose frames intersect `rect`, in item order.
    /// - Complexity: O(log lines + k) for k items on the lines the rectangle crosses.
    func appendItems(in rect: Rect, section: Int, to result: inout [LayoutAttributes]) {
        var low = 0
        var high = lines.count
        while low < high {
            let mid = (low + high) / 2
            if lines[mid].maxY < rect.minY { low = mid + 1 } else { high = mid }
        }
        var index = low
        while index < lines.count, lines[index].minY <= rect.maxY {
            for item in lines[index].items where frames[item].intersects(rect) {
                result.append(LayoutAttributes(indexPath: IndexPath(item: item, section: section), frame: frames[item]))
            }
            index += 1
        }
    }
}
