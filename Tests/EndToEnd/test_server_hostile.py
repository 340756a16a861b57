"""Hostile clients against a live server over real WebSockets on 127.0.0.1: messages built to be slow to parse,
cross-site pages, floods. Each test reproduces an attack and checks the server stays responsive and says no."""

import asyncio
import json
import time

from labclient import connect, drain, expect, join, raw_frames, raw_send, raw_upgrade, run, send

# ServerConfiguration.maxMessageSize.
MAX_MESSAGE = 64 * 1024


def nested_message(depth):
    """A `ping` with a field nested `depth` arrays deep around a long string, padded to just under 64 KiB."""
    head = '{"type":"ping","time":1,"x":' + "[" * depth + '"'
    tail = '"' + "]" * depth + "}"
    return head + "x" * (MAX_MESSAGE - 16 - len(head) - len(tail)) + tail


def test_a_deeply_nested_message_is_refused_without_stalling_other_clients(server):
    async def scenario():
        attacker, _ = await join(server.ws_url(room="attack"))
        bystander, _ = await join(server.ws_url(room="bystander"))
        for _ in range(3):
            await attacker.send(nested_message(512))
        started = time.monotonic()
        await send(bystander, "ping", time=7)
        pong = await expect(bystander, "pong", timeout=10)
        answered = time.monotonic() - started
        errors = [await expect(attacker, "error", timeout=10) for _ in range(3)]
        await attacker.close()
        await bystander.close()
        return pong, answered, errors

    pong, answered, errors = run(scenario())
    assert pong["time"] == 7
    # Before the single-pass parser, three such messages held the service thread for minutes.
    assert answered < 3, f"a ping waited {answered:.1f} s behind three nested messages"
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
        seen = [m for m in await drain(driver, 1.0) if isinstance(m, dict) and m["type"] == "pointer"]
        await driver.close()
        await viewer.close()
        return refusal, seen

    refusal, seen = run(scenario())
    assert refusal["code"] == "not-driver"
    assert seen == []
