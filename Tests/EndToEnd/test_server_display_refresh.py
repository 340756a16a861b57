"""No frame faster than the screen, over real sockets: a viewer that declares a slow display (`display`) in a
240 fps room is sent fewer frames than one that declares nothing, in order, each once, and ends on the room's
newest frame; refresh values out of bounds, not numbers or missing are refused, and the connection keeps working
with the pacing it had. The pacing's timing (at most one frame per refresh, none held longer than needed) is
tested on an injected clock (`FramePacerTests`, `ConnectionStateMachineTests`); the rates over real sockets are
figures: Benchmarks/scripts/bench_server_load.py --refresh 60."""

import asyncio
import struct

import pytest

from conftest import start_server
from labclient import connect, expect, send, trackpad_pinch

PINCH_HZ = 240


async def frames_until_quiet(ws, sequences, quiet=0.6):
    """Appends the sequence number of every frame until none arrives for `quiet` seconds."""
    while True:
        try:
            message = await asyncio.wait_for(ws.recv(), quiet)
        except asyncio.TimeoutError:
            return
        if isinstance(message, bytes):
            sequences.append(struct.unpack_from("<I", message, 8)[0])


def test_a_viewer_of_a_slow_display_gets_fewer_frames_in_order_ending_on_the_newest():
    """A 20 Hz display (the slowest accepted) in a room drawing a 240 Hz pinch: the room's frames come far faster
    than the display shows them, so its viewer is sent a subset of them."""

    async def scenario(server):
        driver = await connect(server.ws_url(room="refresh", name="driver"))
        await send(driver, "hello", name="driver", viewport={"width": 390, "height": 844})
        await expect(driver, "welcome")
        paced = await connect(server.ws_url(room="refresh", name="paced", role="viewer"))
        await expect(paced, "welcome")
        await send(paced, "display", refresh=20)
        unpaced = await connect(server.ws_url(room="refresh", name="unpaced", role="viewer"))
        await expect(unpaced, "welcome")
        # The `display` is read before the `ping` sent after it: its pong means the pacing is in place.
        await send(paced, "ping", time=1)
        await expect(paced, "pong")
        paced_frames, unpaced_frames = [], []
        readers = [
            asyncio.create_task(frames_until_quiet(paced, paced_frames)),
            asyncio.create_task(frames_until_quiet(unpaced, unpaced_frames)),
        ]
        await trackpad_pinch(driver, 1.5, PINCH_HZ)
        await asyncio.gather(*readers)
        for ws in (driver, paced, unpaced):
            await ws.close()
        return paced_frames, unpaced_frames

    with start_server("--fps", "240") as server:
        paced, unpaced = asyncio.run(scenario(server))
    assert paced == sorted(set(paced)), "frames arrive in order, each once"
    assert set(paced) <= set(unpaced), "the paced viewer is sent the room's frames"
    assert len(paced) < len(unpaced), (len(paced), len(unpaced))
    # Latest wins: the frame held for the next refresh is the newest, so both end on the room's last frame.
    assert paced[-1] == unpaced[-1]


@pytest.mark.parametrize(
    "fields, code",
    [
        ({"refresh": 0}, "invalid-field"),
        ({"refresh": -60}, "invalid-field"),
        ({"refresh": 19.99}, "invalid-field"),
        ({"refresh": 1000.5}, "invalid-field"),
        ({"refresh": 1e308}, "invalid-field"),
        ({"refresh": "60"}, "invalid-field"),
        ({"refresh": None}, "invalid-field"),
        ({"refresh": [60]}, "invalid-field"),
        ({}, "missing-field"),
    ],
)
def test_hostile_refresh_values_are_refused_and_the_connection_goes_on(server, fields, code):
    async def scenario():
        ws = await connect(server.ws_url(room="refresh-hostile", name="viewer", role="viewer"))
        await expect(ws, "welcome")
        await send(ws, "display", **fields)
        error = await expect(ws, "error")
        assert (error["code"], error["for"]) == (code, "display"), error
        await send(ws, "ping", time=7)
        assert (await expect(ws, "pong"))["time"] == 7
        await ws.close()

    asyncio.run(scenario())


def test_infinite_and_nan_refresh_are_not_json(server):
    async def scenario():
        ws = await connect(server.ws_url(room="refresh-nan", name="viewer", role="viewer"))
        await expect(ws, "welcome")
        for text in ('{"type":"display","refresh":Infinity}', '{"type":"display","refresh":NaN}', '{"type":"display","refresh":1e999}'):
            await ws.send(text)
            error = await expect(ws, "error")
            assert error["code"] in ("malformed-json", "invalid-field"), (text, error)
        await send(ws, "ping", time=8)
        assert (await expect(ws, "pong"))["time"] == 8
        await ws.close()

    asyncio.run(scenario())
