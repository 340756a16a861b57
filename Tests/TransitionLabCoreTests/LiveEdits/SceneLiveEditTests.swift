import Testing

@testable import TransitionLabCore

/// A parameter changed mid-animation in today-cards, zoom and compositional carries on from the exact state:
/// - continuity: in the first millisecond after the edit no node moves more than its speed before the edit allows
///   (a teleport, or a velocity that changes at the edit, fails this);
/// - no lurch: for 30 frames after it the largest per-frame move of any node stays of the order of (within ten
///   times) the moves before it. UIKit's duration API makes a lower damping at the same duration a much stiffer
///   spring (damping 0.85 → 0.2 at 0.5 s: about 18 times the stiffness), so a faithful continuation may move a few
///   times faster, never by a teleport;
/// - the scene comes to rest.
@Suite struct SceneLiveEditTests {
    static let viewport = Size(width: 390, height: 844)

    /// One live edit: the scene, what starts the motion, and the parameter set to a new value mid-flight.
    struct Edit: CustomStringConvertible, Sendable {
        var scene: @Sendable () -> any Scene
        var start: @Sendable (inout SceneDriver) -> Void
        var presets: [(String, Double)] = []
        var key: String
        var value: Double
        /// Whether to follow the scroll offsets (an edit of the layout itself moves nodes at once, by design) rather
        /// than every node.
        var tracksScrollOffsets = false
        var description: String { "\(type(of: scene()).name): \(presets) then \(key) → \(value)" }
    }

    /// The largest move (points) of a frame edge of any node present in both frames.
    static func largestStep(from old: Frame, to new: Frame) -> Double {
        let previous = Dictionary(old.nodes.map { ($0.id, $0.frame) }, uniquingKeysWith: { first, _ in first })
        return new.nodes.compactMap { node in
            previous[node.id].map { was in
                [
                    node.frame.minX - was.minX, node.frame.minY - was.minY, node.frame.maxX - was.maxX,
                    node.frame.maxY - was.maxY,
                ].map(abs).max() ?? 0
            }
        }.max() ?? 0
    }

    /// Per-frame (60 Hz) largest steps for `framesBefore` frames after the motion starts; after the edit, the
    /// step over the first millisecond, then `framesAfter` frames' steps; and whether the scene came to rest.
    static func steps(_ edit: Edit, framesBefore: Int, framesAfter: Int = 30) throws -> (
        before: [Double], first: Double, after: [Double], rests: Bool
    ) {
        let scene = edit.scene()
        for (key, value) in edit.presets { try scene.setParameter(key, to: value) }
        var driver = SceneDriver(scene)
        edit.start(&driver)
        var previous = scene.frame()
        var previousOffsets = scrollOffsets(scene)
        func step(_ seconds: Double) -> Double {
            driver.advance(by: seconds)
            let frame = scene.frame()
            let offsets = scrollOffsets(scene)
            defer { (previous, previousOffsets) = (frame, offsets) }
            guard edit.tracksScrollOffsets else { return largestStep(from: previous, to: frame) }
            return zip(previousOffsets, offsets).map { abs($1 - $0) }.max() ?? 0
        }
        let before = (0..<framesBefore).map { _ in step(1.0 / 60) }
        try scene.setParameter(edit.key, to: edit.value)
        let first = step(0.001)
        let after = (0..<framesAfter).map { _ in step(1.0 / 60) }
        driver.settle(limit: 30)
        return (before, first, after, !scene.isAnimating)
    }

    /// `contentOffset` and any `orthogonalOffsets` from the state summary.
    static func scrollOffsets(_ scene: any Scene) -> [Double] {
        var offsets = [scene.state["contentOffset"]?.doubleValue ?? 0]
        if case .array(let values) = scene.state["orthogonalOffsets"] { offsets += values.compactMap(\.doubleValue) }
        return offsets
    }

    static let cardCentre = Point(x: 195, y: 316)
    static let closeButton = Point(x: 355, y: 35)
    static let thumbnailCentre = Point(x: 64, y: 64)

    static let today: @Sendable () -> any Scene = { TodayCardsScene(viewport: viewport) }
    static let zoom: @Sendable () -> any Scene = { ZoomScene(viewport: viewport) }
    static let compositional: @Sendable () -> any Scene = { CompositionalScene(viewport: viewport) }

    static let present: @Sendable (inout SceneDriver) -> Void = { $0.tap(at: cardCentre) }
    static let dismiss: @Sendable (inout SceneDriver) -> Void = {
        $0.tap(at: cardCentre)
        $0.settle()
        $0.tap(at: closeButton)
    }
    static let zoomIn: @Sendable (inout SceneDriver) -> Void = { $0.tap(at: thumbnailCentre) }
    /// Flings the main axis up: a 200-pt pan over 0.1 s, lifted at once.
    static let fling: @Sendable (inout SceneDriver) -> Void = {
        let end = $0.pan(from: Point(x: 195, y: 700), translation: Point(x: 0, y: -200), duration: 0.1)
        $0.pointer(.up, end)
    }

    static let edits: [Edit] = [
        Edit(scene: today, start: present, key: "presentDuration", value: 2),
        Edit(scene: today, start: present, key: "presentDuration", value: 0.3),
        Edit(scene: today, start: present, key: "presentDamping", value: 0.2),
        Edit(scene: today, start: present, presets: [("presentDamping", 0.2)], key: "presentDamping", value: 0.9),
        Edit(scene: today, start: present, presets: [("presentVelocity", 2)], key: "presentDuration", value: 2),
        Edit(scene: today, start: dismiss, key: "dismissDuration", value: 2),
        Edit(scene: today, start: dismiss, key: "dismissDamping", value: 0.2),
        Edit(scene: zoom, start: zoomIn, key: "transitionDuration", value: 2),
        Edit(scene: zoom, start: zoomIn, key: "springWithDamping", value: 0.2),
        Edit(scene: zoom, start: zoomIn, key: "initialSpringVelocity", value: -5),
        Edit(scene: compositional, start: fling, key: "catCount", value: 12, tracksScrollOffsets: true),
        Edit(scene: compositional, start: fling, key: "pillFontSize", value: 30, tracksScrollOffsets: true),
        Edit(scene: compositional, start: fling, key: "catFoodCount", value: 0, tracksScrollOffsets: true),
    ]

    @Test(arguments: edits)
    func anEditMidAnimationDoesNotJump(edit: Edit) throws {
        for framesBefore in [3, 9, 18, 27, 36] {
            let (before, first, after, rests) = try Self.steps(edit, framesBefore: framesBefore)
            let largest = before.suffix(3).max() ?? 0
            let context = "\(framesBefore) frames in"
            // 1.5 times the distance the speed before the edit covers in 1 ms (0.06 of a frame), plus 0.1 pt.
            let allowed = 1.5 * largest * 0.06 + 0.1
            #expect(first <= allowed, "\(context): \(first) pt in the first ms (allowed \(allowed))")
            for (frame, step) in after.enumerated() {
                #expect(step <= 10 * largest + 2, "\(context), frame \(frame): \(step) pt (before ≤ \(largest))")
            }
            #expect(rests, "\(context): does not come to rest")
        }
    }
}
