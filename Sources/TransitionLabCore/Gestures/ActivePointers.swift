/// The pointers currently down, in the order they touched down: the touch bookkeeping every recogniser shares.
struct ActivePointers: Sendable, Hashable {
    /// Pointer ids in touch-down order.
    private(set) var ids: [Int] = []
    private(set) var locations: [Int: Point] = [:]

    /// Largest coordinate kept, in points: far beyond any screen, small enough that sums, squares and differences
    /// of coordinates stay finite.
    static let coordinateLimit = 1e6

    /// `point` with each coordinate clamped to ±`coordinateLimit`.
    static func clamped(_ point: Point) -> Point {
        Point(
            x: min(max(point.x, -coordinateLimit), coordinateLimit),
            y: min(max(point.y, -coordinateLimit), coordinateLimit))
    }

    /// Pointers tracked at most; a further touch-down is ignored, so a flood of pointers costs nothing (UIKit
    /// tracks a handful of touches: an iPad reports at most 11).
    static let maximumCount = 20

    var count: Int { ids.count }
    var isEmpty: Bool { ids.isEmpty }

    /// Mean location of the pointers (`.zero` when none are down).
    var centroid: Point {
        guard !ids.isEmpty else { return .zero }
        var x = 0.0
        var y = 0.0
        for id in ids {
            x += locations[id]!.x
            y += locations[id]!.y
        }
        return Point(x: x / Double(ids.count), y: y / Double(ids.count))
    }

    /// Whether `id` is down.
    func contains(_ id: Int) -> Bool { locations[id] != nil }

    /// Location of the `index`-th pointer in touch-down order.
    func location(at index: Int) -> Point { locations[ids[index]]! }

    /// Applies a down, move, up or cancel; moves of unknown pointers (a mouse hovering), events with a non-finite
    /// location or time, and touch-downs beyond `maximumCount` are ignored; locations are clamped to
    /// ±`coordinateLimit`.
    /// Returns whether the event was about a pointer that is, or was, down.
    @discardableResult
    mutating func apply(_ event: PointerEvent) -> Bool {
        // A location or time that is not a finite number never reaches a recogniser.
        guard event.location.x.isFinite, event.location.y.isFinite, event.timestamp.isFinite else { return false }
        var event = event
        event.location = Self.clamped(event.location)
        switch event.phase {
        case .down:
            if locations[event.id] == nil {
                guard ids.count < Self.maximumCount else { return false }
                ids.append(event.id)
            }
            locations[event.id] = event.location
            return true
        case .move:
            guard locations[event.id] != nil else { return false }
            locations[event.id] = event.location
            return true
        case .up, .cancel:
            guard locations.removeValue(forKey: event.id) != nil else { return false }
            ids.removeAll { $0 == event.id }
            return true
        }
    }
}
