"""No frame faster than the screen, over real sockets: a viewer that declares a 60 Hz display (`display`) in a
120 fps room receives at most one frame per refresh, the newest, and no fewer than its display shows; a viewer
that declares nothing still receives every frame; refresh values out of bounds, not numbers or missing are
refused, and the connection keeps working with the pacing it had."""

import asyncio
import struct

import pytest

from conftest import start_server
from labclient import connect, expect, send, trackpad_pinch

PINCH_HZ = 120


async def frames_until_quiet(ws, arrivals, quiet=0.6):
    """Appends (arrival time, frame sequence) for every frame until none arrives for `quiet` seconds."""
    loop = asyncio.get_running_loop()
    while True:
        try:
            message = await asyncio.wait_for(ws.recv(), quiet)
        except asyncio.TimeoutError:
            return
        if isinstance(message, bytes):
            arrivals.append((loop.time(), struct.unpack_from("<I", message, 8)[0]))


def paced_count(arrivals, interval):
    """Frames a pacer sends for frames arriving at `arrivals` (sorted): one at once when an interval has passed
    since the last, else the newest once it has."""
    sent, last, held = 0, -1e9, False
    for at in arrivals:
        if held and at >= last + interval:
            sent, last, held = sent + 1, last + interval, False
        if at >= last + interval:
            sent, last = sent + 1, at
        else:
            held = True
    return sent + held


def test_a_60_hz_viewer_in_a_120_fps_room_gets_the_newest_frame_of_each_refresh():
    seconds = 3.0

    async def scenario(server):
        driver = await connect(server.ws_url(room="refresh", name="driver"))
        await send(driver, "hello", name="driver", viewport={"width": 390, "height": 844})
        await expect(driver, "welcome")
        paced = await connect(server.ws_url(room="refresh", name="paced", role="viewer"))
        await expect(paced, "welcome")
        await send(paced, "display", refresh=60)
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
        loop = asyncio.get_running_loop()
        started = loop.time()
        await trackpad_pinch(driver, seconds, PINCH_HZ)
        ended = loop.time()
        await asyncio.gather(*readers)
        for ws in (driver, paced, unpaced):
            await ws.close()
        return started, ended, paced_frames, unpaced_frames

    with start_server("--fps", "120") as server:
        started, ended, paced, unpaced = asyncio.run(scenario(server))
    # While the pinch runs (half a second in, so the join's frames are past): the room's frames and the paced ones.
    span = ended - started - 0.5
    room = [at for at, _ in unpaced if started + 0.5 <= at <= ended]
    shown = [sequence for at, sequence in paced if started + 0.5 <= at <= ended]
    assert len(shown) <= 62 * span, f"{len(shown) / span:.1f} frames/s to a 60 Hz viewer"
    # None skipped without need: about as many as a pacer that sends the newest frame once a refresh has passed
    # would have sent for the frames the room sent (their arrival at the unpaced viewer standing for their sending).
    assert len(shown) >= 0.8 * paced_count(room, 1 / 60) - 2, (len(shown), paced_count(room, 1 / 60), len(room))
    assert shown == sorted(set(shown)), "frames arrive in order, each once"
    # Latest wins: the frame held for the next refresh is the newest, so both end on the room's last frame.
    assert paced[-1][1] == unpaced[-1][1]


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
