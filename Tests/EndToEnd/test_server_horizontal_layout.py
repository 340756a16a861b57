"""A pasted layout that scrolls horizontally scrolls sideways in the room, over real WebSockets on 127.0.0.1: a
human-like leftward drag (jittered 60 Hz, a little vertical wobble, a pause before the lift) moves every cell left by
the same offset and none up or down (docs/swift-layouts.md, "Showing a layout")."""

import asyncio

from conftest import start_server
from labclient import expect, frames_until_rest, input_pause, join, send

SHELF = """let layout = UICollectionViewFlowLayout()
layout.scrollDirection = .horizontal
layout.itemSize = CGSize(width: 100, height: 120)
layout.minimumInteritemSpacing = 10
layout.minimumLineSpacing = 10
"""


def cell_offsets(frame):
    """For each 100 × 120 cell, how far left of its unscrolled place it is drawn, and how far down. Unscrolled, a
    column holds ⌊(H + 10) / 130⌋ cells from y 0 (rows justified over the frame's height H) and columns sit 110 apart
    (UIKit's flow layout turned by a quarter: columns fill top to bottom, then move right)."""
    per_column = int((frame["height"] + 10) // 130)
    pitch = 120 + (frame["height"] - per_column * 120) / (per_column - 1)
    offsets = []
    for node in frame["nodes"]:
        if abs(node["w"] - 100) > 0.01 or abs(node["h"] - 120) > 0.01:
            continue
        item = node["id"] - 1000
        offsets.append((110 * (item // per_column) - node["x"], node["y"] - pitch * (item % per_column)))
    return offsets


def test_a_horizontal_layout_scrolls_sideways():
    async def scenario(server):
        ws, _ = await join(server.ws_url(room="shelf"), name="driver")
        await send(ws, "layout", slot="a", format="swift", text=SHELF, counts=[60])
        await expect(ws, "layout")
        step, x, y = 0, 330.0, 400.0
        await send(ws, "pointer", phase="down", id=1, x=x, y=y, time=0, seq=1)
        for step in range(1, 31):
            x -= 8 + (1.5 if step % 3 else -2)
            y += 0.6 if step % 4 < 2 else -0.6
            await send(ws, "pointer", phase="move", id=1, x=x, y=y, time=step * 1000 / 60, seq=step + 1)
            await input_pause(1 / 60 + (0.002 if step % 2 else -0.002))
        await input_pause(0.15)  # the finger stops before it lifts: no fling
        await send(ws, "pointer", phase="up", id=1, x=x, y=y, time=(step + 10) * 1000 / 60, seq=step + 2)
        frames = await frames_until_rest(ws)
        offsets = cell_offsets(frames[-1])
        assert offsets, frames[-1]["nodes"]
        # Every cell moved left by the same offset, about the drag's length past the pan's hysteresis, and none
        # moved vertically (beyond the frame format's quantisation of coordinates).
        horizontal = {round(dx, 3) for dx, _ in offsets}
        assert len(horizontal) == 1, offsets
        assert 150 < horizontal.pop() < 330
        assert all(abs(dy) < 0.1 for _, dy in offsets), offsets
        await ws.close()

    with start_server("--scene", "your-layout") as server:
        asyncio.run(scenario(server))
