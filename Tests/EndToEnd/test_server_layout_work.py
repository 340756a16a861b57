"""Per-frame layout work is paid from each room's own budget, over real WebSockets on 127.0.0.1: three rooms drag the
costliest `visibleItemsEffect` a layout may have (two rows of 1,000 one-point cells, 768 expression nodes per cell)
while a bystander room drags its list. The dragging rooms are told their layout asks more than a frame affords and
get fewer frames or effects; the bystander's frames keep answering its input (docs/threat-model.md, "Per-frame layout
work"). The same holds beside three rooms scrolling a pasted custom layout that UIKit asks again at every frame.
Counts only, no timing: the bystander drags alone and beside the rooms in alternating phases of `SECONDS` / 2
(configuration), so load from outside the test weighs on both alike. `TRANSITION_LAB_BINARY` runs it against
another build."""

import asyncio
import struct

import pytest

from conftest import start_server
from labclient import input_ticks, join, ping, receive, round_trip, send
from layout_work_support import SCROLLING_CUSTOM_LAYOUT, costliest_layout, drag_row


pytestmark = pytest.mark.alone

SECONDS = 4
ROOMS = 3
# This process stops reading the dragging rooms between phases, so a ping of its own would wait behind their frames:
# the client sends none (the server's pings and hangup are what liveness tests cover).
NO_CLIENT_PINGS = {"ping_interval": None}


async def read_all(ws, messages):
    """Appends every message `ws` receives until cancelled (frames as they came: decoding the dragging rooms' frames
    would cost this process more than the server)."""
    while True:
        messages.append(await receive(ws, 60))


def input_sequence(frame):
    """The input sequence a frame answers, from its header (docs/protocol.md, "Frames (v2)")."""
    return struct.unpack_from("<I", frame, 12)[0]


async def drag_list(ws, hz, stop):
    """Drags the list up and down at `hz` until `stop` is set; returns the moves sent (sequences 2…)."""
    step = 0
    await send(ws, "pointer", phase="down", id=1, x=200, y=700, time=0, seq=1)
    async for step in input_ticks(hz):
        if stop.is_set():
            break
        y = 700 - (step % 60) * 8
        await send(ws, "pointer", phase="move", id=1, x=200 + (step % 7), y=y, time=step * 1000 / hz, seq=step + 1)
    await send(ws, "pointer", phase="up", id=1, x=200, y=200, time=(step + 1) * 1000 / hz, seq=step + 2)
    return step


async def bystander_drag(bystander, rooms, room_drag, seconds, beside):
    """The bystander drags its list at 60 Hz for `seconds`, `beside` the rooms dragging at 30 Hz (`room_drag`: their
    first rows) or with them at rest (still read: a fling they started may still be sending); returns the moves it
    sent, the input sequences its frames answered, and every room's messages."""
    received = {ws: [] for ws in rooms + [bystander]}
    readers = [asyncio.create_task(read_all(ws, received[ws])) for ws in received]
    stop = asyncio.Event()
    drags = [asyncio.create_task(room_drag(ws, 30, stop)) for ws in rooms if beside]
    drag = asyncio.create_task(drag_list(bystander, 60, stop))
    async for _ in input_ticks(1, seconds):
        pass
    stop.set()
    moves = await drag
    await asyncio.gather(*drags)
    for task in readers:
        task.cancel()
    await asyncio.gather(*readers, return_exceptions=True)
    for ws in received:
        received[ws] += await round_trip(ws)
    answered = {input_sequence(m) for m in received.pop(bystander) if isinstance(m, bytes)}
    return moves, answered, [received[ws] for ws in rooms]


async def shares_alone_and_beside(bystander, rooms, room_drag=drag_row):
    """The share of the bystander's moves its frames answered alone and beside `rooms`, over the phases alone,
    beside, alone, beside of `SECONDS` / 2 each; returns both shares and every room's messages."""
    sent, answered, messages = [0, 0], [0, 0], [[] for _ in rooms]
    for beside in (0, 1, 0, 1):
        moves, answers, received = await bystander_drag(bystander, rooms, room_drag, SECONDS / 2, beside)
        sent[beside] += moves
        answered[beside] += len(answers)
        for mine, theirs in zip(messages, received):
            mine += theirs
    return answered[0] / sent[0], answered[1] / sent[1], messages


def test_three_rooms_dragging_the_costliest_effect_slow_only_themselves():
    """The bystander drags alone (its frames answer the share of its moves this machine allows now) and while the
    three rooms drag: beside them it must keep at least half that share."""

    async def scenario(server):
        rooms, told = [], []
        for index in range(ROOMS):
            ws, _ = await join(server.ws_url(room=f"effects-{index}"), name=f"dragger-{index}", **NO_CLIENT_PINGS)
            await send(ws, "layout", slot="a", format="json", text=costliest_layout())
            while not (isinstance(reply := await receive(ws, 60), dict) and reply["type"] in ("layout", "layoutError")):
                pass
            assert reply["type"] == "layout", reply
            # The room is told with the first frame that shows the layout.
            told.append([m for m in await round_trip(ws) if isinstance(m, dict) and m.get("code") == "layout-work"])
            rooms.append(ws)
        bystander, _ = await join(server.ws_url(room="calm"), name="bystander", **NO_CLIENT_PINGS)
        await ping(bystander)
        shares = await shares_alone_and_beside(bystander, rooms)
        for ws in rooms + [bystander]:
            await ws.close()
        return told, shares

    with start_server("--scene", "your-layout") as server:
        told, (share_alone, share, dragging) = asyncio.run(scenario(server))
    later = [[m for m in messages if isinstance(m, dict) and m.get("code") == "layout-work"] for messages in dragging]
    print(f"bystander: {share_alone:.2f} of its moves answered alone, {share:.2f} beside the three rooms")
    for index, (first, again) in enumerate(zip(told, later)):
        assert len(first) == 1 and not again, f"room effects-{index} was told {len(first) + len(again)} times"
        assert "the per-frame layout work limit" in first[0]["message"], first[0]
    assert share >= share_alone / 2, f"the bystander's frames answered {share:.2f} of its moves ({share_alone:.2f} alone)"


def test_three_rooms_scrolling_a_custom_layout_asked_every_frame_slow_only_themselves():
    """A custom layout re-asked as the content scrolls is evaluated at every frame of a scroll: three rooms scroll
    the costliest one the reader accepts while the bystander drags its list, which must keep at least half the share
    of its moves answered that it had alone."""

    async def scenario(server):
        rooms = []
        for index in range(ROOMS):
            ws, _ = await join(server.ws_url(room=f"custom-{index}"), name=f"scroller-{index}", **NO_CLIENT_PINGS)
            await send(ws, "layout", slot="a", format="swift", text=SCROLLING_CUSTOM_LAYOUT)
            while not (isinstance(reply := await receive(ws, 60), dict) and reply["type"] in ("layout", "layoutError")):
                pass
            assert reply["type"] == "layout", reply
            rooms.append(ws)
        bystander, _ = await join(server.ws_url(room="calm"), name="bystander", **NO_CLIENT_PINGS)
        await ping(bystander)
        shares = await shares_alone_and_beside(bystander, rooms, room_drag=drag_list)
        for ws in rooms + [bystander]:
            await ws.close()
        return shares

    # Three debug-built reads of the custom layout at once: a read limit for a loaded machine (configuration).
    with start_server("--scene", "your-layout", "--layout-read-seconds", "60") as server:
        share_alone, share, scrolled = asyncio.run(scenario(server))
    print(f"bystander: {share_alone:.2f} of its moves answered alone, {share:.2f} beside the three rooms")
    frames = [sum(isinstance(m, bytes) for m in messages) for messages in scrolled]
    print(f"scrolling rooms received {frames} frames")
    assert min(frames) >= 10, f"the rooms scrolled over {frames} frames"
    assert share >= share_alone / 2, f"the bystander's frames answered {share:.2f} of its moves ({share_alone:.2f} alone)"
