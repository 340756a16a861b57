"""Protocol v2 frames over real sockets: viewers chaining deltas from different bases rebuild the same frames and
end on the frame a late joiner's keyframe shows, frames chain as deltas from the last frame each connection
received, a viewer that stops reading for a while costs the others no keyframes, and every new connection starts
with a keyframe."""

import asyncio
import json

import websockets

from framev2 import DecoderV2
from labclient import expect, send, trackpad_pinch

PINCH_HZ = 120


async def open_ws(url, subprotocol):
    ws = await websockets.connect(url, subprotocols=[subprotocol], max_size=None, close_timeout=1)
    assert ws.subprotocol == subprotocol
    return ws


async def frames_until_quiet(ws, quiet=0.4, limit=8.0):
    """Binary messages until none arrives for `quiet` seconds."""
    frames = []
    loop = asyncio.get_running_loop()
    deadline = loop.time() + limit
    while loop.time() < deadline:
        try:
            message = await asyncio.wait_for(ws.recv(), quiet)
        except asyncio.TimeoutError:
            break
        if isinstance(message, bytes):
            frames.append(message)
    return frames


def content(frame):
    """What a frame shows (its sequence and the receiver's input seq aside)."""
    return frame["width"], frame["height"], frame["background"], frame["nodes"]


def test_viewers_on_different_bases_rebuild_the_same_frames(server):
    async def scenario():
        url = server.ws_url(room="v2-compare", name="driver")
        driver = await open_ws(url, "transition-lab.v2")
        await send(driver, "hello", name="driver", viewport={"width": 390, "height": 844})
        assert (await expect(driver, "welcome"))["protocol"] == 2
        viewers = []
        for name in ("steady", "slow"):
            viewer = await open_ws(server.ws_url(room="v2-compare", name=name, role="viewer"), "transition-lab.v2")
            await expect(viewer, "welcome")  # the welcome precedes the viewer's first frame
            viewers.append(viewer)
        steady, slow = viewers
        results = await asyncio.gather(
            trackpad_pinch(driver, 1.5, PINCH_HZ), frames_until_quiet(steady), frames_until_quiet(driver))
        # The slow viewer read nothing while the others received frames: it gets what is left, as deltas or
        # keyframes, and every one of them decodes.
        slow_frames = await frames_until_quiet(slow)
        # A connection that joins now starts from a keyframe of the room at rest: what every chain must end on.
        late = await open_ws(server.ws_url(room="v2-compare", name="late", role="viewer"), "transition-lab.v2")
        late_frames = await frames_until_quiet(late)
        for ws in (driver, steady, slow, late):
            await ws.close()
        return results[1], results[2], slow_frames, late_frames

    steady_frames, driver_frames, slow_frames, late_frames = asyncio.run(scenario())
    rest = DecoderV2().decode(late_frames[-1])
    assert rest["kind"] == 0 and len(rest["nodes"]) > 10
    seen = {}
    compared = 0
    for frames in (steady_frames, driver_frames, slow_frames):
        decoder = DecoderV2()
        kinds = []
        for data in frames:
            frame = decoder.decode(data)
            kinds.append(frame["kind"])
            if frame["sequence"] in seen:
                assert content(frame) == seen[frame["sequence"]], f"frame {frame['sequence']} differs"
                compared += 1
            seen[frame["sequence"]] = content(frame)
        assert kinds and kinds[0] == 0, "a connection starts with a keyframe"
        assert content(frame) == content(rest), "every chain ends on the room's frame at rest"
        if frames is not slow_frames:
            # Steady viewers get deltas: the slow one never forced them onto keyframes.
            assert kinds.count(0) <= 2, kinds
            assert kinds.count(1) > 60
    assert compared > 60


def test_a_reconnect_starts_with_a_keyframe(server):
    async def scenario():
        kinds = []
        for _ in range(2):
            ws = await open_ws(server.ws_url(room="v2-reconnect", name="again"), "transition-lab.v2")
            await send(ws, "hello", name="again")
            await expect(ws, "welcome")
            first = None
            while first is None:
                message = await asyncio.wait_for(ws.recv(), 5)
                if isinstance(message, bytes):
                    first = message
            kinds.append(DecoderV2().decode(first)["kind"])
            await ws.close()
        return kinds

    assert asyncio.run(scenario()) == [0, 0]
