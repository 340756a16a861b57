"""Protocol v2 frames over real sockets: a v2 viewer rebuilds exactly what a v1 viewer of the same room receives
(to the 1/8 pt grid), frames chain as deltas from the last frame each connection received, a viewer that stops
reading for a while costs the others no keyframes, and every new connection starts with a keyframe."""

import asyncio
import json

import websockets

from framev2 import DecoderV2
from labclient import decode_frame, expect, send

PINCH_HZ = 120


async def open_ws(url, subprotocol):
    ws = await websockets.connect(url, subprotocols=[subprotocol], max_size=None, close_timeout=1)
    assert ws.subprotocol == subprotocol
    return ws


async def pinch(ws, seconds):
    """A trackpad pinch out and back (photo grid 9 → 7 columns) at PINCH_HZ."""
    loop = asyncio.get_running_loop()
    start = loop.time()
    steps = int(seconds * PINCH_HZ)
    for step in range(steps + 1):
        await asyncio.sleep(max(0, start + step / PINCH_HZ - loop.time()))
        cycle = (step % PINCH_HZ) / PINCH_HZ
        scale = 1 + 0.6 * (1 - abs(2 * cycle - 1))
        phase = "begin" if step == 0 else "end" if step == steps else "change"
        await send(ws, "pinch", phase=phase, scale=scale, x=196, y=426, time=step * 1000 / PINCH_HZ, seq=step + 1)


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


def test_v2_viewers_rebuild_what_v1_viewers_receive(server):
    async def scenario():
        url = server.ws_url(room="v2-compare", name="driver")
        driver = await open_ws(url, "transition-lab.v2")
        await send(driver, "hello", name="driver", viewport={"width": 390, "height": 844})
        assert (await expect(driver, "welcome"))["protocol"] == 2
        v1 = await open_ws(server.ws_url(room="v2-compare", name="one", role="viewer"), "transition-lab.v1")
        v2 = await open_ws(server.ws_url(room="v2-compare", name="two", role="viewer"), "transition-lab.v2")
        slow = await open_ws(server.ws_url(room="v2-compare", name="slow", role="viewer"), "transition-lab.v2")
        await asyncio.sleep(0.3)
        results = await asyncio.gather(
            pinch(driver, 1.5), frames_until_quiet(v1), frames_until_quiet(v2), frames_until_quiet(driver),
            asyncio.sleep(0.6),
        )
        # The slow viewer read nothing while the others received frames: it gets what is left, as deltas or
        # keyframes, and every one of them decodes.
        slow_frames = await frames_until_quiet(slow)
        for ws in (driver, v1, v2, slow):
            await ws.close()
        return results[1], results[2], results[3], slow_frames

    v1_frames, v2_frames, driver_frames, slow_frames = asyncio.run(scenario())
    truth = {}
    for data in v1_frames:
        frame = decode_frame(data)
        truth[frame["sequence"]] = frame
    compared = 0
    for frames in (v2_frames, driver_frames, slow_frames):
        decoder = DecoderV2()
        kinds = []
        for data in frames:
            frame = decoder.decode(data)
            kinds.append(frame["kind"])
            expected = truth.get(frame["sequence"])
            if expected is None:
                continue
            assert [n["id"] for n in frame["nodes"]] == [n["id"] for n in expected["nodes"]]
            for got, want in zip(frame["nodes"], expected["nodes"]):
                for field in ("x", "y", "w", "h", "radius"):
                    assert abs(got[field] / 8 - want[field]) <= 1 / 16 + 1e-3, (field, got, want)
                assert abs(got["alpha"] / 255 - want["alpha"]) <= 0.5 / 255 + 1e-6
                assert (got["fill"], got["flags"], got["parent"]) == (want["fill"], want["flags"], want["parent"])
            compared += 1
        assert kinds and kinds[0] == 0, "a connection starts with a keyframe"
        if frames is not slow_frames:
            # Steady viewers get deltas: the slow one never forced them onto keyframes.
            assert kinds.count(0) <= 2, kinds
            assert kinds.count(1) > 60
    assert compared > 100


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
