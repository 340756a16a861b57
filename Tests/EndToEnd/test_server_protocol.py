"""Wire protocol over a real socket: welcome, frames, and every kind of bad input gets an error or a close
without disturbing anyone else."""

import asyncio
import json
import math

import pytest
import websockets

from labclient import (
    MESSAGE_RATE, connect, expect, expect_frame, input_pause, input_ticks, join, receive, round_trip, run, send
)


def first_scene(welcome):
    assert welcome["scenes"], "the catalog offers no scene"
    return welcome["scene"]


async def still_served(url):
    """A fresh client still gets a pong: the server is alive and responsive."""
    ws = await connect(url)
    try:
        await send(ws, "ping", time=42)
        assert (await expect(ws, "pong"))["time"] == 42
    finally:
        await ws.close()


def test_join_gives_welcome_with_schema_then_frames(server):
    async def scenario():
        ws, welcome = await join(server.ws_url())
        assert welcome["protocol"] == 2 and welcome["room"] == "default"
        assert welcome["you"]["role"] == "driver"
        first_scene(welcome)
        for parameter in welcome["parameters"]:
            assert {"key", "label", "group", "unit", "min", "max", "step", "default", "value"} <= parameter.keys()
            assert parameter["min"] <= parameter["value"] <= parameter["max"]
        frame = await expect_frame(ws)
        assert frame["width"] > 0 and frame["height"] > 0 and frame["nodes"]
        await ws.close()

    run(scenario())


def test_input_gets_a_frame_carrying_its_sequence(server):
    async def scenario():
        ws, welcome = await join(server.ws_url())
        first_scene(welcome)
        await expect_frame(ws)
        await send(ws, "pointer", phase="down", id=1, x=100, y=200, time=1, seq=41)
        await send(ws, "pointer", phase="up", id=1, x=100, y=200, time=2, seq=42)
        for _ in range(50):
            frame = await expect_frame(ws)
            if frame["input_seq"] == 42:
                break
        assert frame["input_seq"] == 42
        await ws.close()

    run(scenario())


def test_ping_is_answered_with_pong(session_server):
    run(still_served(session_server.ws_url()))


BAD_MESSAGES = [
    ("{not json", "malformed-json"),
    ("[1, 2]", "not-an-object"),
    ('{"kind": "pointer"}', "missing-field"),
    ('{"type": "teleport"}', "unknown-type"),
    ('{"type": "pointer", "phase": "down", "id": 1, "x": 1, "y": 2, "time": 3}', "missing-field"),
    ('{"type": "pointer", "phase": "down", "id": 1, "x": NaN, "y": 2, "time": 3, "seq": 1}', "malformed-json"),
    ('{"type": "pointer", "phase": "down", "id": 1, "x": Infinity, "y": 2, "time": 3, "seq": 1}', "malformed-json"),
    ('{"type": "pointer", "phase": "down", "id": 1, "x": 1e999, "y": 2, "time": 3, "seq": 1}', None),
    ('{"type": "pinch", "phase": "begin", "scale": -1, "x": 1, "y": 2, "time": 3, "seq": 1}', "invalid-field"),
    ('{"type": "param", "key": "nope", "value": 1}', None),
    ('{"type": "scene", "name": "no-such-scene"}', None),
]


@pytest.mark.parametrize("text,code", BAD_MESSAGES)
def test_bad_messages_get_a_clear_error(session_server, text, code):
    async def scenario():
        ws, _ = await join(session_server.ws_url(room="bad-input"))
        await ws.send(text)
        error = await expect(ws, "error")
        if code:
            assert error["code"] == code
        assert error["message"]
        await still_served(session_server.ws_url())
        await ws.close()

    run(scenario())


def test_unknown_scene_is_refused_by_name(server):
    async def scenario():
        ws, welcome = await join(server.ws_url())
        first_scene(welcome)
        await send(ws, "scene", name="no-such-scene")
        error = await expect(ws, "error")
        assert error["code"] == "unknown-scene" and error["for"] == "scene"
        await ws.close()

    run(scenario())


def test_out_of_range_parameters_are_clamped_and_reported(server):
    async def scenario():
        ws, welcome = await join(server.ws_url())
        first_scene(welcome)
        assert welcome["parameters"], "the first scene has no parameters"
        parameter = welcome["parameters"][0]
        await send(ws, "param", key=parameter["key"], value=parameter["max"] + 1000)
        # The latest state replaces an unsent older one in place, so it may arrive before or after the error.
        messages = [m for m in await round_trip(ws) if isinstance(m, dict)]
        assert "param-clamped" in [m["code"] for m in messages if m["type"] == "error"]
        states = [m for m in messages if m["type"] == "state"]
        assert states and states[-1]["params"][parameter["key"]] == parameter["max"]
        await ws.close()

    run(scenario())


def test_binary_garbage_gets_an_error(session_server):
    async def scenario():
        ws, _ = await join(session_server.ws_url(room="garbage"))
        await ws.send(bytes(range(256)) * 4)
        assert (await expect(ws, "error"))["code"] == "binary-not-accepted"
        await still_served(session_server.ws_url())
        await ws.close()

    run(scenario())


def test_an_oversize_message_closes_with_1009(session_server):
    async def scenario():
        ws, _ = await join(session_server.ws_url(room="oversize"))
        await ws.send(json.dumps({"type": "key", "key": "x" * (400 * 1024)}))
        with pytest.raises(websockets.ConnectionClosed) as closed:
            while True:
                await receive(ws, timeout=5)
        assert closed.value.rcvd is not None and closed.value.rcvd.code == 1009
        await still_served(session_server.ws_url())

    run(scenario())


def test_a_fragmented_message_is_reassembled(session_server):
    async def scenario():
        ws, _ = await join(session_server.ws_url(room="fragments"))
        text = json.dumps({"type": "ping", "time": 7})
        await ws.send(iter([text[:5], text[5:11], text[11:]]))
        assert (await expect(ws, "pong"))["time"] == 7
        await ws.close()

    run(scenario())


def test_a_flood_of_messages_is_limited_and_harms_nobody(server):
    async def scenario():
        watcher, welcome = await join(server.ws_url(room="flood"), name="watcher")
        flooder, _ = await join(server.ws_url(room="flood"), name="flooder")
        message = json.dumps({"type": "key", "key": "x"})
        # A second's worth of the rate limit every 0.1 s, for a second: ten times the limit.
        async for _ in input_ticks(10, 9):
            for _ in range(MESSAGE_RATE):
                await flooder.send(message)
        while (await expect(flooder, "error"))["code"] != "rate-limited":
            pass
        await send(watcher, "ping", time=math.pi)
        assert (await expect(watcher, "pong"))["time"] == math.pi
        await still_served(server.ws_url())
        await watcher.close()
        await flooder.close()

    run(scenario())
    assert server.alive()


def columns_in(frame):
    """Cells in the grid's first visible row: nodes sharing the smallest y."""
    cells = [node for node in frame["nodes"] if node["w"] > 0 and node["h"] > 0 and node["alpha"] > 0]
    top = min(node["y"] for node in cells)
    return sum(1 for node in cells if abs(node["y"] - top) < 0.5)


async def expect_state(ws, accept, message, timeout=10):
    """Reads until a `state` whose `sceneState` `accept` takes, and returns it; fails naming `message`."""

    async def accepted():
        while True:
            received = await receive(ws, timeout)
            if isinstance(received, dict) and received["type"] == "state" and accept(received["sceneState"]):
                return received

    try:
        return await asyncio.wait_for(accepted(), timeout)
    except asyncio.TimeoutError:
        raise AssertionError(f"timed out waiting for {message}") from None


def test_a_two_pointer_pinch_changes_the_photo_grids_column_count(server):
    async def scenario():
        ws, welcome = await join(server.ws_url(room="pinch"))
        assert "photo-grid" in [scene["name"] for scene in welcome["scenes"]], "photo-grid is missing"
        if welcome["scene"] != "photo-grid":
            await send(ws, "scene", name="photo-grid")
            while (await expect(ws, "welcome"))["scene"] != "photo-grid":
                pass
        initial = (await expect(ws, "state"))["sceneState"]["columns"]
        await send(ws, "key", key="noop")  # any input gives a fresh frame
        before = await expect_frame(ws)
        columns_before = columns_in(before)
        width = before["width"]
        cx, cy = width / 2, before["height"] / 2
        seq = 0
        time_ms = 0.0
        for phase, spread in [("down", 40)] + [("move", 40 + 12 * step) for step in range(1, 21)] + [("up", 280)]:
            for pointer, sign in ((1, -1), (2, 1)):
                seq += 1
                time_ms += 8
                await send(ws, "pointer", phase=phase, id=pointer, x=cx + sign * spread, y=cy, time=time_ms, seq=seq)
            await input_pause(0.008)
        # The transition is over when a `state` has other columns and no progress; the frame of that turn follows.
        state = await expect_state(ws, lambda s: s["columns"] != initial and s["transitionProgress"] is None,
                                   "the pinch's transition to end on other columns")
        columns_after = columns_in(await expect_frame(ws))
        assert columns_after < columns_before, (columns_before, columns_after)
        assert state["sceneState"]["columns"] == columns_after
        await ws.close()

    run(scenario())
