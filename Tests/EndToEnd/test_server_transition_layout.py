"""A pasted `UICollectionViewTransitionLayout` subclass over real WebSockets on 127.0.0.1 (docs/swift-layouts.md,
"Transition layouts"; docs/protocol.md, `layout`): B's paste brings the subclass beside its layout, the room names it
in `layout.transitionLayout`, and a pinch from A to B draws what the subclass's `layoutAttributesForElements(in:)`
computes from `super`'s interpolation, `currentLayout`'s attributes and `transitionProgress`; a subclass the reader
cannot run refuses the paste, and the room keeps its layouts."""

import asyncio

from conftest import start_server
from labclient import decode_frame, expect, input_ticks, join, receive, send

ITEM_W, ITEM_H, SPACING = 100, 60, 10
COUNT = 12
A = f"""let layout = UICollectionViewFlowLayout()
layout.itemSize = CGSize(width: {ITEM_W}, height: {ITEM_H})
layout.minimumInteritemSpacing = {SPACING}
layout.minimumLineSpacing = {SPACING}
"""
# Each cell keeps its size in the current layout and its x there, moved right by 40 · progress, fades as the
# progress grows, and keeps UIKit's interpolated y.
B = """let layout = UICollectionViewFlowLayout()
layout.itemSize = CGSize(width: 300, height: 80)

final class SlideTransitionLayout: UICollectionViewTransitionLayout {
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let attributes = super.layoutAttributesForElements(in: rect)
        for item in attributes ?? [] where item.representedElementCategory == .cell {
            guard let from = currentLayout.layoutAttributesForItem(at: item.indexPath) else { continue }
            item.frame = CGRect(
                x: from.frame.minX + 40 * transitionProgress, y: item.frame.minY,
                width: from.frame.width, height: from.frame.height)
            item.alpha = 1 - transitionProgress
        }
        return attributes
    }
}
"""
# Counting the elements: the overrides run once for every element, so this is refused, saying so.
COUNTING = B.replace(
    "for item in attributes ?? [] where",
    "for index in 0..<(attributes ?? []).count { attributes![index].zIndex = index }\n"
    "        for item in attributes ?? [] where")


def columns_of_a(width):
    """x of each column of A: UIKit's flow layout fits as many items a row as the width takes with the minimum
    spacing between them and spreads the space left over evenly between them (`minimumInteritemSpacing`: "the actual
    spacing between items may be larger")."""
    count = int((width + SPACING) // (ITEM_W + SPACING))
    gap = (width - count * ITEM_W) / (count - 1)
    return [k * (ITEM_W + gap) for k in range(count)]


async def paste(ws, slot, text):
    await send(ws, "layout", slot=slot, format="swift", text=text, counts=[COUNT])


def test_a_pinch_runs_through_the_pasted_transition_layout():
    async def scenario(server):
        ws, _ = await join(server.ws_url(room="transition"))
        # The focal item stays where it is, so no offset of the focal point moves the cells sideways.
        await send(ws, "param", key="keepsFocalItem", value=0)
        await paste(ws, "a", A)
        layout = await expect(ws, "layout")
        assert (layout["slot"], layout["transitionLayout"]) == ("a", None)
        await paste(ws, "b", B)
        layout = await expect(ws, "layout")
        assert (layout["slot"], layout["transitionLayout"]) == ("b", "SlideTransitionLayout")

        # A trackpad pinch out, held open: the transition from A to B runs at the pinch's progress.
        mid = None
        async for step in input_ticks(60, 40):
            phase = "begin" if step == 0 else "change"
            await send(ws, "pinch", phase=phase, scale=1 + 0.01 * step, x=195, y=300, time=step * 1000 / 60,
                       seq=step + 1)
            while mid is None:
                try:
                    received = await receive(ws, 0.005)
                except asyncio.TimeoutError:
                    break
                if not isinstance(received, bytes):
                    continue
                frame = decode_frame(received)
                cells = [n for n in frame["nodes"] if n["w"] == ITEM_W and n["h"] == ITEM_H]
                if cells and all(0.1 < n["alpha"] < 0.9 for n in cells):
                    mid = frame, cells
        assert mid is not None, "no frame of the transition half-way drew A-sized, half-faded cells"
        frame, cells = mid
        # UIKit's own interpolation would draw cells between 100 × 60 and 300 × 80; the subclass keeps A's size,
        # fades them to 1 − p and moves each from its column in A by 40 · p.
        progress = 1 - cells[0]["alpha"]
        columns = columns_of_a(frame["width"])
        for cell in cells:
            assert abs(cell["alpha"] - cells[0]["alpha"]) < 1e-9, cells
            moved = 40 * (1 - cell["alpha"])
            assert min(abs(cell["x"] - moved - x) for x in columns) < 0.4, (cell, columns, progress)
        assert {min(columns, key=lambda x: abs(cell["x"] - 40 * progress - x)) for cell in cells} == set(columns)
        await send(ws, "pinch", phase="end", scale=1.4, x=195, y=300, time=1000, seq=100)

        # A subclass the reader cannot run refuses B's paste; the room keeps its transition layout.
        await paste(ws, "b", COUNTING)
        error = await expect(ws, "layoutError")
        assert error["slot"] == "b" and "counting or indexing a transition layout's elements" in error["message"]
        late, welcome = await join(server.ws_url(room="transition"), name="late")
        assert [(entry["slot"], entry["transitionLayout"]) for entry in welcome["layouts"]] == [
            ("a", None), ("b", "SlideTransitionLayout")]
        for socket in (ws, late):
            await socket.close()

    with start_server("--scene", "your-layout") as server:
        asyncio.run(scenario(server))
