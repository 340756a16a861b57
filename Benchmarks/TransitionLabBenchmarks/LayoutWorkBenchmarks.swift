import Benchmark
import TransitionLabCore
import TransitionLabProtocol

extension Suite {
    /// Per-frame layout work: one screen of the costliest `visibleItemsEffect` a layout may have (three expressions
    /// of `VisibleItemsEffect.maximumNodes` nodes) on two orthogonal rows of 1,000 one-point cells, 780 of them
    /// visible: 780 × 768 = 599,040 evaluation steps. Its time per run gives the steps a core evaluates per second,
    /// the basis of each room's `LayoutWorkBudget` (`ServerConfiguration.measuredLayoutStepsPerSecond`). Targets are
    /// ours: the steps within a 60 Hz frame's 16.7 ms, and the room frame within 1 ms.
    static let layoutWork = Suite(
        name: "layout-work",
        cases: [
            Case.prepared("worst visibleItemsEffect, 780 cells (599,040 steps)") {
                let prepared = worstEffectLayout().prepareCompositional(containerSize: screen.size)
                let offsets = [0: 120.0, 1: 240.0]
                return {
                    blackHole(prepared.layoutAttributes(in: screen, contentOffset: .zero, orthogonalOffsets: offsets))
                }
            },
            Case.prepared("a room frame of that layout dragged, its effects unpaid (input, frame, quantise, delta)") {
                let scene = YourLayoutScene(viewport: screen.size)
                scene.setLayout(worstEffectLayout(), source: nil)
                let unpaid = LayoutWorkBudget(stepsPerSecond: 0, capacity: 0)
                var step = 0
                var previous = QuantizedFrame(scene.frame())
                func pointer(_ phase: PointerEvent.Phase) {
                    let x = 300 - Double(step % 40) * 5
                    let event = PointerEvent(
                        phase: phase, id: 1, location: Point(x: x, y: 67), timestamp: Double(step) / 30)
                    scene.handle(.pointer(event))
                }
                pointer(.down)
                return {
                    step += 1
                    pointer(.move)
                    scene.advance(to: Double(step) / 30)
                    unpaid.beginCounting()
                    let frame = LayoutWorkBudget.$current.withValue(unpaid) { QuantizedFrame(scene.frame()) }
                    blackHole(
                        FrameDeltaEncoder.encode(
                            frame, sequence: UInt32(step + 1), nodeTableVersion: 1, base: (previous, UInt32(step)),
                            headroom: 16))
                    previous = frame
                }
            },
        ])

    /// Two orthogonal rows of 1,000 cells one point wide, each with the costliest effect.
    static func worstEffectLayout() -> CollectionViewCompositionalLayout {
        let item = CollectionLayoutItem(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))
        )
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: CollectionLayoutSize(widthDimension: .absolute(1), heightDimension: .absolute(40)),
            subitems: [item])
        var section = CollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        let expression = costliestExpression()
        section.visibleItemsEffect = VisibleItemsEffect(alpha: expression, scaleX: expression, scaleY: expression)
        return CollectionViewCompositionalLayout(section: section, numberOfItemsInSection: [1000, 1000])
    }

    /// An expression of 256 nodes, the most allowed: a balanced tree of 127 operations over 128 reads of the cell,
    /// the offset and the container, under an `abs` (a balanced tree, as a spec's nesting limit asks).
    static func costliestExpression() -> EffectExpression {
        let operations: [EffectExpression.Operation] = [.subtract, .divide, .add, .max, .min, .multiply]
        let variables: [EffectExpression.Variable] = [.itemMidX, .offsetX, .containerWidth, .itemWidth]
        var index = 0
        func tree(leaves: Int) -> EffectExpression {
            defer { index += 1 }
            guard leaves > 1 else { return .variable(variables[index % variables.count]) }
            let left = tree(leaves: leaves / 2)
            let right = tree(leaves: leaves - leaves / 2)
            return .operation(operations[index % operations.count], [left, right])
        }
        return .operation(.abs, [tree(leaves: 128)])
    }
}

/// One iPhone screen at the content origin (390 × 844 pt).
private let screen = Rect(x: 0, y: 0, width: 390, height: 844)
