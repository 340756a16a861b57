"""Hostile clients against a live server over real WebSockets on 127.0.0.1: messages built to be slow to parse,
cross-site pages, floods. Each test reproduces an attack and checks the server stays responsive and says no."""

import asyncio

from labclient import connect, drain, expect, join, ping, round_trip, run, send

# ServerConfiguration.maxMessageSize.
MAX_MESSAGE = 136 * 1024


def nested_message(depth):
    """A `ping` with a field nested `depth` arrays deep around a long string, padded to just under the message size limit."""
    head = '{"type":"ping","time":1,"x":' + "[" * depth + '"'
    tail = '"' + "]" * depth + "}"
    return head + "x" * (MAX_MESSAGE - 16 - len(head) - len(tail)) + tail


def test_a_deeply_nested_message_is_refused_without_stalling_other_clients(server):
    async def scenario():
        attacker, _ = await join(server.ws_url(room="attack"))
        bystander, _ = await join(server.ws_url(room="bystander"))
        for _ in range(3):
            await attacker.send(nested_message(512))
        # Before the single-pass parser, three such messages held the service thread for minutes: the bystander's
        # ping is answered (the timeout only ends a hung test; how long parsing takes: client-messages/ in make bench).
        await send(bystander, "ping", time=7)
        pong = await expect(bystander, "pong", timeout=30)
        errors = [await expect(attacker, "error", timeout=30) for _ in range(3)]
        await attacker.close()
        await bystander.close()
        return pong, errors

    pong, errors = run(scenario())
    assert pong["time"] == 7
    assert [error["code"] for error in errors] == ["too-deep"] * 3


def test_a_viewers_pointer_is_not_forwarded(server):
    async def scenario():
        driver, _ = await join(server.ws_url(room="pointers"), name="driver")
        viewer = await connect(server.ws_url(room="pointers"))
        await send(viewer, "hello", name="viewer", role="viewer")
        await expect(viewer, "welcome")
        for seq in range(1, 21):
            await send(viewer, "pointer", phase="move", id=1, x=seq, y=5, time=seq, seq=seq)
        refusal = await expect(viewer, "error")
        # The room has handled all 20 (the viewer's round trip), and anything it sent the driver meanwhile is in.
        await round_trip(viewer)
        seen = [m for m in await ping(driver) if isinstance(m, dict) and m["type"] == "pointer"]
        await driver.close()
        await viewer.close()
        return refusal, seen

    refusal, seen = run(scenario())
    assert refusal["code"] == "not-driver"
    assert seen == []


# Recording.maxLines (Sources/TransitionLabServer/Rooms/Recording.swift).
MAX_RECORDED_LINES = 10_000


def test_a_recording_stops_at_its_cap_and_says_so(server):
    async def scenario():
        ws, _ = await join(server.ws_url(room="recorder"))
        await send(ws, "record")
        sent, full, recorded = 0, None, 0
        loop = asyncio.get_running_loop()
        while full is None and sent < MAX_RECORDED_LINES + 2_000:
            started = loop.time()
            for _ in range(800):  # under the 1,000 a second rate limit
                sent += 1
                await send(ws, "key", key="ArrowRight" if sent % 2 else "ArrowLeft")
            for message in await drain(ws, max(0.0, 1.0 - (loop.time() - started))):
                if isinstance(message, dict) and message["type"] == "recorded":
                    recorded += 1
                elif isinstance(message, dict) and message["type"] == "error" and message["code"] == "recording-full":
                    full = message
        for _ in range(200):
            await send(ws, "key", key="ArrowRight")
        late = [m for m in await round_trip(ws) if isinstance(m, dict)]
        await ws.close()
        return full, recorded, late

    full, recorded, late = run(scenario())
    assert full is not None, "no recording-full error"
    assert "10000" in full["message"]
    assert recorded <= MAX_RECORDED_LINES
    assert not any(m["type"] == "recorded" for m in late)
    states = [m for m in late if m["type"] == "state"]
    assert not states or states[-1]["recording"] is False


def test_hello_is_rate_limited_per_client(server):
    async def scenario():
        watcher, _ = await join(server.ws_url(room="renames"), name="watcher")
        renamer, _ = await join(server.ws_url(room="renames"), name="renamer")
        for index in range(50):
            await send(renamer, "hello", name=f"name {index}")
        replies = [m for m in await round_trip(renamer) if isinstance(m, dict)]
        await watcher.close()
        await renamer.close()
        return replies

    replies = run(scenario())
    welcomes = [m for m in replies if m["type"] == "welcome"]
    limited = [m for m in replies if m["type"] == "error" and m["code"] == "rate-limited"]
    assert len(welcomes) <= 2, f"{len(welcomes)} of 50 back-to-back hellos were applied"
    assert limited and limited[0]["for"] == "hello"
