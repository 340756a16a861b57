"""The costliest per-frame layout a room may show, as a layout spec (docs/layout-spec.md): two orthogonal rows of
1,000 cells one point wide, each row's `visibleItemsEffect` three expressions of 256 nodes (the most allowed), built
as `Benchmarks/Sources/TransitionLabBenchmarks/LayoutWorkBenchmarks.swift` builds it; and a drag along its first
row."""

import json

from labclient import input_ticks, send

OPERATIONS = ["-", "/", "+", "max", "min", "*"]
VARIABLES = ["itemMidX", "offsetX", "containerWidth", "itemWidth"]
# Where the first row lies on screen: below the 47-pt status bar, 40 pt tall.
ROW_Y = 67


def costliest_expression():
    """A balanced tree of 127 operations over 128 variables, under an `abs`: 256 nodes."""
    index = 0

    def tree(leaves):
        nonlocal index
        if leaves == 1:
            node = VARIABLES[index % len(VARIABLES)]
        else:
            left, right = tree(leaves // 2), tree(leaves - leaves // 2)
            node = {"op": OPERATIONS[index % len(OPERATIONS)], "args": [left, right]}
        index += 1
        return node

    return {"op": "abs", "args": [tree(128)]}


def costliest_layout():
    expression = costliest_expression()
    item = {"type": "item", "size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}
    group = {"type": "group", "axis": "horizontal", "size": {"width": {"absolute": 1}, "height": {"absolute": 40}},
             "subitems": [item]}
    section = {"group": group, "orthogonalScrollingBehavior": "continuous", "numberOfItems": 1000,
               "visibleItemsEffect": {"alpha": expression, "scaleX": expression, "scaleY": expression}}
    return json.dumps({"layout": "compositional", "sections": [section, section]})


async def drag_row(ws, hz, stop, first_seq=1):
    """Drags the first row left and right at `hz` moves a second until `stop` is set; returns the moves sent."""
    step, x = 0, 300.0
    await send(ws, "pointer", phase="down", id=1, x=x, y=ROW_Y, time=0, seq=first_seq)
    async for step in input_ticks(hz):
        if stop.is_set():
            break
        x = 300 - (step % 40) * 5 if (step // 40) % 2 == 0 else 100 + (step % 40) * 5
        await send(ws, "pointer", phase="move", id=1, x=x, y=ROW_Y, time=step * 1000 / hz, seq=first_seq + step)
    await send(ws, "pointer", phase="up", id=1, x=x, y=ROW_Y, time=(step + 1) * 1000 / hz, seq=first_seq + step + 1)
    return step


# A custom layout UIKit asks again at every bounds change (`shouldInvalidateLayout(forBoundsChange:)` answers true):
# each of 200 cells scales with its distance from the visible centre through a loop of four easing steps, about as
# much work per frame as the reader accepts (more items or steps stop at its step limit). Written in the style of
# app carousels and depth effects.
SCROLLING_CUSTOM_LAYOUT = """
final class DepthFlowLayout: UICollectionViewFlowLayout {
    override init() {
        super.init()
        itemSize = CGSize(width: 40, height: 80)
        minimumLineSpacing = 1
        minimumInteritemSpacing = 1
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let collectionView = collectionView,
              let attributes = super.layoutAttributesForElements(in: rect) else { return nil }
        let centerY = collectionView.contentOffset.y + collectionView.bounds.height / 2
        return attributes.map { original in
            let attributes = original.copy() as! UICollectionViewLayoutAttributes
            let distance = abs(attributes.center.y - centerY)
            var scale: CGFloat = 1
            for step in 1...4 {
                scale = max(0.5, min(1, scale - distance / (4000 * CGFloat(step)) + min(distance, CGFloat(step)) / 9000))
            }
            attributes.transform = CGAffineTransform(scaleX: scale, y: scale)
            return attributes
        }
    }
}

final class DepthViewController: UIViewController, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 200 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
}
"""
