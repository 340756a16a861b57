/// The pointers currently down, in the order they touched down: the touch bookkeeping every recogniser shares.
///
/// One array of ids and locations, searched from the front: at most `maximumCount` pointers are down and one or
/// two nearly always, so a scan of a few elements costs less than hashing the id into a dictionary, which the pinch
/// and pan recognisers did about twenty times a finger move (callgrind: their move cost 9,100 instructions with
/// dictionaries, 2,600 with this array and `PhotoGridScene.handle` reading the pan in place).
struct ActivePointers: Sendable, Hashable {
    /// One pointer down.
    private struct Pointer: Sendable, Hashable {
        let id: Int
        var location: Point
    }

    /// The pointers in touch-down order.
    private var pointers: [Pointer] = []

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

    var count: Int { pointers.count }
    var isEmpty: Bool { pointers.isEmpty }

    /// The id of the `index`-th pointer in touch-down order.
    func id(at index: Int) -> Int { pointers[index].id }

    /// Mean location of the pointers (`.zero` when none are down).
    var centroid: Point {
        guard !pointers.isEmpty else { return .zero }
        var x = 0.0
        var y = 0.0
        for pointer in pointers {
            x += pointer.location.x
            y += pointer.location.y
        }
        return Point(x: x / Double(pointers.count), y: y / Double(pointers.count))
    }

    /// Whether `id` is down.
    func contains(_ id: Int) -> Bool { pointers.contains { $0.id == id } }

    /// Location of the `index`-th pointer in touch-down order.
    func location(at index: Int) -> Point { pointers[index].location }

    /// Applies a down, move, up or cancel; moves of unknown pointers (a mouse hovering), events with a non-finite
    /// location or time, and touch-downs beyond `maximumCount` are ignored; locations are clamped to
    /// ±`coordinateLimit`.
    /// Returns whether the event was about a pointer that is, or was, down.
    @discardableResult
    mutating func apply(_ event: PointerEvent) -> Bool {
        // A location or time that is not a finite number never reaches a recogniser.
        guard event.location.x.isFinite, event.location.y.isFinite, event.timestamp.isFinite else { return false }
        let location = Self.clamped(event.location)
        let index = pointers.firstIndex { $0.id == event.id }
        switch event.phase {
        case .down:
            if let index {
                pointers[index].location = location
            } else {
                guard pointers.count < Self.maximumCount else { return false }
                pointers.append(Pointer(id: event.id, location: location))
            }
            return true
        case .move:
            guard let index else { return false }
            pointers[index].location = location
            return true
        case .up, .cancel:
            guard let index else { return false }
            pointers.remove(at: index)
            return true
        }
    }
}
