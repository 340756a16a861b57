import Benchmark
import TransitionLabCore
import TransitionLabProtocol

extension Suite {
    /// The compositional layout (targets: prepare a 10,000-item layout ≤ 20 ms; one screen's
    /// `layoutAttributesForElements(in:)` ≤ 20 µs.
    ///
    /// The layout is the ShopBack cat-food demo cat-food sections (8 brand names, 10 cat foods, 6 cats = 24 items) repeated 417 times:
    /// 10,008 items in 1,251 sections, at 390 × 844.
    static let compositionalLayout = Suite(
        name: "compositional",
        cases: [
            Case.prepared("prepare 10,008 items (cat food x417)") {
                let layout = CatFoodLayout.layout(repeats: 417)
                return { blackHole(layout.prepareCompositional(containerSize: screen.size)) }
            },
            Case.prepared("layoutAttributesForElements(in:) one 390x844 screen") {
                let prepared = CatFoodLayout.layout(repeats: 417).prepareCompositional(containerSize: screen.size)
                let visible = screen.offsetBy(dx: 0, dy: prepared.collectionViewContentSize.height / 2)
                return { blackHole(prepared.layoutAttributesForElements(in: visible)) }
            },
            Case.prepared("one screen with pinned headers and orthogonal offsets") {
                let prepared = CatFoodLayout.layout(repeats: 417).prepareCompositional(containerSize: screen.size)
                let visible = screen.offsetBy(dx: 0, dy: prepared.collectionViewContentSize.height / 2)
                let offsets = Dictionary(uniqueKeysWithValues: prepared.orthogonalSections.map { ($0.section, 150.0) })
                return {
                    blackHole(
                        prepared.layoutAttributes(
                            in: visible, contentOffset: visible.origin, orthogonalOffsets: offsets))
                }
            },
        ])
}

/// One iPhone screen at the content origin (390 × 844 pt).
private let screen = Rect(x: 0, y: 0, width: 390, height: 844)
