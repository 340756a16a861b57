import Testing
import TransitionLabProtocol
import TransitionLabTestSupport

@testable import TransitionLabCore

/// Pinching `your-layout` between layouts A and B with human-like fingers (`HumanTrace.pinch`: minimum-jerk,
/// jittered, 60 or 120 Hz, a still pause before the lift), checked against the two layouts prepared independently.
@Suite struct YourLayoutPinchTests {
    let viewport = Size(width: 390, height: 844)
    /// The list's `adjustedContentInset` on this screen (status bar above, home indicator below): the offset at
    /// rest is −`top`, and B's largest offset is its height + `bottom` − the viewport's.
    var top: Double { SafeArea.insets(for: viewport).top }
    var bottom: Double { SafeArea.insets(for: viewport).bottom }
    /// A: one column of 20 rows (7,819 pt tall); B: three columns of 30 cells (1,302 pt tall).
    var listA: FlowLayout { FlowLayout.columnGrid(columns: 1, itemCount: 20, containerWidth: 390) }
    var gridB: FlowLayout { FlowLayout.columnGrid(columns: 3, itemCount: 30, containerWidth: 390) }

    func scene(a: any CollectionViewLayout, b: (any CollectionViewLayout)?) -> YourLayoutScene {
        let scene = YourLayoutScene(viewport: viewport)
        scene.setLayout(a, source: nil, slot: .a)
        if let b { scene.setLayout(b, source: nil, slot: .b) }
        return scene
    }

    /// Pinches the fingers' span from 120 pt by `scale` about the viewport's centre, lifting after `pause` s, then
    /// lets everything settle (scene time goes on from the scene's own); `frame` sees every frame with its progress (nil without a transition).
    func pinch(
        _ scene: YourLayoutScene, scale: Double, duration: Double = 0.4, liftFraction: Double = 1,
        pause: Double = 0.12, rate: Double = 120, seed: UInt64, frame: (Double?) -> Void = { _ in }
    ) {
        var random = SeededGenerator(seed: seed)
        let runner = SceneRunner(scene: scene)
        runner.advanceScene(to: scene.time)
        let trace = HumanTrace.pinch(
            center: Point(x: 195, y: 420), startSpan: 120, endSpan: 120 * scale, duration: duration,
            liftFraction: liftFraction, pause: pause, rate: rate, startTime: runner.time, random: &random)
        trace.deliver(to: runner, random: &random) { _, _ in
            frame(scene.state["transitionProgress"]?.doubleValue)
        }
        runner.advanceScene(to: runner.time + 5)
        #expect(!scene.isAnimating)
        #expect(scene.state["transitionProgress"] == .null)
    }

    /// The frames `layout` shows at vertical offset `offset`, by node id (cells of section 0: 1000 + item).
    func frames(of layout: any CollectionViewLayout, at offset: Double) -> [UInt32: Rect] {
        let prepared = layout.prepare(containerSize: viewport)
        let visible = prepared.layoutAttributesForElements(in: Rect(x: 0, y: offset, width: 390, height: 844))
        var frames: [UInt32: Rect] = [:]
        for attributes in visible { frames[UInt32(1000 + attributes.indexPath.item)] = attributes.frame }
        return frames.mapValues { $0.offsetBy(dx: 0, dy: -offset) }
    }

    func shownFrames(_ scene: YourLayoutScene) -> [UInt32: Rect] {
        Dictionary(uniqueKeysWithValues: scene.frame().nodes.map { ($0.id, $0.frame) })
    }

    /// During a pinch out from A scrolled to 1,500 pt: progress stays in 0…1; each cell's frame is the lerp of its
    /// frames in the two prepared layouts, the content offset the lerp of 1,500 and B's proposed offset (1,500
    /// kept in B's range: its largest offset), cells only B has fade in with alpha = progress. Then B rests there.
    @Test(arguments: [(UInt64(1), 60.0), (2, 120)])
    func framesFollowTheLerpOfBothLayouts(seed: UInt64, rate: Double) {
        let scene = scene(a: listA, b: gridB)
        scene.scrolling.mainScroll.setOffset(1500, at: 0)
        let a = listA.prepare(containerSize: viewport)
        let b = gridB.prepare(containerSize: viewport)
        let offsetB = b.collectionViewContentSize.height + bottom - viewport.height
        var compared = 0
        var faded = 0
        var progressSeen: [Double] = []
        pinch(scene, scale: 2.2, rate: rate, seed: seed) { progress in
            guard let p = progress else { return }
            progressSeen.append(p)
            #expect((0...1).contains(p))
            let offset = 1500 + (offsetB - 1500) * p
            #expect(abs((scene.state["contentOffset"]?.doubleValue ?? .nan) - offset) < 1e-9)
            for node in scene.frame().nodes {
                let path = IndexPath(item: Int(node.id) - 1000, section: 0)
                guard let to = b.layoutAttributesForItem(at: path)?.frame else {
                    Issue.record("node \(node.id) is not a cell of B")
                    continue
                }
                let from = a.layoutAttributesForItem(at: path)?.frame ?? to
                let expected = Rect(
                    x: from.minX + (to.minX - from.minX) * p, y: from.minY + (to.minY - from.minY) * p - offset,
                    width: from.width + (to.width - from.width) * p, height: from.height + (to.height - from.height) * p
                )
                // UIKit snaps centres to 1/6 pt and sizes to 1/3 pt on a 3× screen.
                let error =
                    [
                        node.frame.minX - expected.minX, node.frame.minY - expected.minY,
                        node.frame.width - expected.width, node.frame.height - expected.height,
                    ].map(abs).max() ?? 0
                #expect(error <= 1.0 / 3 + 1e-9, "node \(node.id) at \(p): \(node.frame) vs \(expected)")
                let alpha = a.layoutAttributesForItem(at: path) == nil ? p : 1
                #expect(abs(node.alpha - alpha) < 1e-9)
                compared += 1
                if path.item >= 20 { faded += 1 }
            }
        }
        #expect(compared > 100)
        #expect(faded > 10)
        #expect(progressSeen.contains { $0 > 0.2 && $0 < 0.8 })
        #expect(scene.shownSlot == .b)
        #expect(scene.state["slot"] == .string("b"))
        #expect(scene.state["contentOffset"] == .number(offsetB))
        #expect(shownFrames(scene) == frames(of: gridB, at: offsetB))
    }

    /// Held still before the lift, a pinch to 1.3 (progress 0.38) cancels and one to 1.6 (0.68) finishes, with the
    /// default threshold 0.5; at threshold 0.3 the pinch to 1.3 finishes. Each settles exactly on A or B.
    @Test func theThresholdDecidesFinishOrCancel() throws {
        let cancelled = scene(a: gridB, b: listA)
        pinch(cancelled, scale: 1.3, seed: 3)
        #expect(cancelled.shownSlot == .a)
        #expect(shownFrames(cancelled) == frames(of: gridB, at: -top))

        let finished = scene(a: gridB, b: listA)
        pinch(finished, scale: 1.6, rate: 60, seed: 4)
        #expect(finished.shownSlot == .b)
        #expect(shownFrames(finished) == frames(of: listA, at: -top))

        let lowered = scene(a: gridB, b: listA)
        try lowered.setParameter(YourLayoutScene.Key.finishThreshold, to: 0.3)
        pinch(lowered, scale: 1.3, seed: 5)
        #expect(lowered.shownSlot == .b)
    }

    /// A quick pinch lifted mid-stroke at progress ≈ 0.38 cancels under the photo grid's rule; with a 0.1-s
    /// velocity look-ahead its progress velocity carries it past the threshold and it finishes.
    @Test func theLookaheadLetsAQuickPinchFinish() throws {
        var lifted: Double?
        let plain = scene(a: gridB, b: listA)
        pinch(plain, scale: 1.6, duration: 0.3, liftFraction: 0.5, pause: 0, seed: 6) { lifted = $0 ?? lifted }
        #expect(plain.shownSlot == .a)
        #expect((lifted ?? 1) < 0.5)

        let ahead = scene(a: gridB, b: listA)
        try ahead.setParameter(YourLayoutScene.Key.finishLookahead, to: 0.1)
        pinch(ahead, scale: 1.6, duration: 0.3, liftFraction: 0.5, pause: 0, seed: 6)
        #expect(ahead.shownSlot == .b)
    }

    /// Pinching out goes A → B, pinching in goes back; pinching in on A, or without a B, does nothing.
    @Test func theDirectionPicksTheTarget() {
        let scene = scene(a: gridB, b: listA)
        var progress: [Double] = []
        pinch(scene, scale: 0.5, seed: 7) { if let p = $0 { progress.append(p) } }
        #expect(scene.shownSlot == .a)
        #expect(progress.isEmpty)
        pinch(scene, scale: 2, seed: 8)
        #expect(scene.shownSlot == .b)
        pinch(scene, scale: 0.5, seed: 9)
        #expect(scene.shownSlot == .a)

        let alone = self.scene(a: gridB, b: nil)
        pinch(alone, scale: 2, seed: 10) { if let p = $0 { progress.append(p) } }
        #expect(alone.shownSlot == .a)
        #expect(progress.isEmpty)
    }

    /// A trackpad pinch (`SceneCommand.pinch`) drives the same transition.
    @Test func aTrackpadPinchTransitions() throws {
        let scene = scene(a: gridB, b: listA)
        let runner = SceneRunner(scene: scene)
        let center = Point(x: 195, y: 420)
        try runner.apply(.pinch(phase: .began, scale: 1, center: center, clientTime: 100))
        for step in 1...24 {
            let time = 100 + Double(step) * 1000 / 60
            try runner.apply(
                .pinch(phase: .changed, scale: 1 + 0.7 * Double(step) / 24, center: center, clientTime: time))
            runner.advanceScene(to: runner.time + 1.0 / 60)
            if step == 12 { #expect((scene.state["transitionProgress"]?.doubleValue ?? 0) > 0.3) }
        }
        try runner.apply(.pinch(phase: .ended, scale: 1.7, center: center, clientTime: 100 + 25 * 1000 / 60))
        runner.advanceScene(to: runner.time + 5)
        #expect(scene.shownSlot == .b)
        #expect(shownFrames(scene) == frames(of: listA, at: -top))
    }

    /// Orthogonal sections start the transition at their unscrolled position and come back at 0, a cancel
    /// included (`YourLayoutScene+Pinch.swift`).
    @Test func orthogonalSectionsGoBackToTheirStart() throws {
        let scene = scene(a: CatFoodLayout.layout(), b: gridB)
        let section = try #require(scene.scrolling.orthogonalScrolls.keys.min())
        scene.scrolling.orthogonalScrolls[section]?.setOffset(120, at: 0)
        #expect(scene.state["orthogonalOffsets"] != .array([.number(0), .number(0), .number(0)]))
        var during: [SceneState.Value?] = []
        pinch(scene, scale: 1.3, seed: 11) { if $0 != nil { during.append(scene.state["orthogonalOffsets"]) } }
        #expect(!during.isEmpty)
        #expect(during.allSatisfy { $0 == .array([.number(0), .number(0), .number(0)]) })
        #expect(scene.shownSlot == .a)
        #expect(scene.state["orthogonalOffsets"] == .array([.number(0), .number(0), .number(0)]))
    }

    /// A layout set mid-pinch stops the transition where the shown layout was; the fingers, still pinching, then
    /// start one to the new B. A new B while B is shown shows at once.
    @Test func aLayoutSetMidPinchStopsTheTransition() {
        let scene = scene(a: gridB, b: listA)
        let newB = FlowLayout.columnGrid(columns: 2, itemCount: 8, containerWidth: 390)
        var replaced = false
        pinch(scene, scale: 2, seed: 12) { progress in
            guard let p = progress, p > 0.3, !replaced else { return }
            replaced = true
            scene.setLayout(newB, source: nil, slot: .b)
            #expect(scene.state["transitionProgress"] == .null)
            #expect(scene.shownSlot == .a)
            #expect(shownFrames(scene) == frames(of: gridB, at: -top))
        }
        #expect(replaced)
        #expect(scene.shownSlot == .b)
        #expect(shownFrames(scene) == frames(of: newB, at: -top))
        scene.setLayout(listA, source: nil, slot: .b)
        #expect(shownFrames(scene) == frames(of: listA, at: -top))
    }

    /// Fingers that pinch in from B until they meet and cross: the pinch cancels when they meet, the transition
    /// completes by the threshold from where it was, and the scene rests exactly on A or B.
    @Test(arguments: [UInt64(14), 15, 16])
    func fingersThatCrossLeaveExactlyOneLayout(seed: UInt64) {
        let scene = scene(a: gridB, b: listA)
        pinch(scene, scale: 2, seed: seed)
        #expect(scene.shownSlot == .b)
        var progress: [Double] = []
        pinch(scene, scale: -0.3, duration: 0.5, pause: 0, seed: seed + 100) { p in
            if let p { progress.append(p) }
            #expect(SceneFuzzTests.check(scene.frame()).isEmpty)
        }
        #expect(progress.contains { $0 > 0.5 })
        let rest = shownFrames(scene)
        #expect(rest == frames(of: scene.shownSlot == .a ? gridB : listA, at: -top))
    }

    /// Layouts with empty sections, different section counts, or nothing at all: pinches both ways never trap,
    /// frames stay finite and the scene settles on one of them.
    @Test func emptyAndMismatchedSectionsNeverTrap() {
        let layouts: [any CollectionViewLayout] = [
            CatFoodLayout.layout(counts: [0, 3, 0]), CatFoodLayout.layout(counts: [4]),
            FlowLayout.columnGrid(columns: 2, itemCount: 0, containerWidth: 390), FlowLayout(sections: []),
            gridB,
        ]
        for (i, a) in layouts.enumerated() {
            for (j, b) in layouts.enumerated() where i != j {
                let scene = scene(a: a, b: b)
                let seed = UInt64(100 + i * 10 + j)
                for scale in [2.0, 0.4, 1.5] {
                    pinch(scene, scale: scale, pause: 0, seed: seed) { _ in
                        #expect(SceneFuzzTests.check(scene.frame()).isEmpty, "\(i) → \(j)")
                    }
                    #expect(SceneFuzzTests.check(scene.frame()).isEmpty, "\(i) → \(j)")
                }
            }
        }
    }
}

/// The transition layout subclass a slot's paste brings: the pinch runs through B's, else A's, both ways.
@Suite struct YourLayoutTransitionLayoutTests {
    let pinchTests = YourLayoutPinchTests()

    /// A subclass that shows every cell at `alpha` during the transition.
    func fading(_ alpha: Double, _ name: String) -> TransitionLayoutReading {
        TransitionLayoutReading(
            name: name, effect: TransitionLayoutEffect(fields: [.cells: [.alpha: .constant(alpha)]]))
    }

    /// The alphas of the cells of every frame drawn while the transition runs.
    func alphasDuringPinch(_ scene: YourLayoutScene, scale: Double) -> Set<Double> {
        var alphas: Set<Double> = []
        pinchTests.pinch(scene, scale: scale, seed: 3) { progress in
            guard progress != nil else { return }
            for node in scene.frame().nodes where node.id >= 1000 && node.id < 2000 { alphas.insert(node.alpha) }
        }
        return alphas
    }

    @Test func bsSubclassWinsOverAsAndRunsBothWays() {
        let scene = YourLayoutScene(viewport: pinchTests.viewport)
        scene.setLayout(pinchTests.listA, source: nil, slot: .a, transitionLayout: fading(0.3, "FromA"))
        scene.setLayout(pinchTests.gridB, source: nil, slot: .b, transitionLayout: fading(0.6, "FromB"))
        #expect(scene.transitionLayout?.name == "FromB")
        #expect(alphasDuringPinch(scene, scale: 2.2) == [0.6])
        #expect(scene.shownSlot == .b)
        #expect(alphasDuringPinch(scene, scale: 0.3) == [0.6])
        #expect(scene.shownSlot == .a)
        // B pasted again without one: A's runs.
        scene.setLayout(pinchTests.gridB, source: nil, slot: .b)
        #expect(scene.transitionLayout?.name == "FromA")
        #expect(alphasDuringPinch(scene, scale: 2.2) == [0.3])
    }
}
