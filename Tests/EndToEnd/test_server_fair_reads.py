"""Reader time shared fairly, over real WebSockets on 127.0.0.1: layout reads die with their cause (a room that
empties, a member who leaves, a newer paste, the server stopping), memory held by waiting reads is bounded, and a
victim's small paste is read next however many rooms or connections others keep busy (docs/threat-model.md, "Layout
reads"). Slow reads come from a reader wrapper passed with `serve --layout-reader`: a paste that says HANG sleeps
until it is killed; others run the real reader. Each read the wrapper starts is logged with its pid and the paste's
tag, so the tests assert on which reads started, in which order, and which were killed; no timing is asserted (the
timeouts are configuration). `TRANSITION_LAB_BINARY` runs them against another build."""

import asyncio
import os
import signal

import pytest

from conftest import BINARY, start_server
from labclient import connect, expect, input_ticks, join, receive, round_trip, send, wait_until, wait_until_async


FLOW = """let layout = UICollectionViewFlowLayout()
layout.itemSize = CGSize(width: 100, height: 60)
"""
# How long a victim's paste may wait before the test fails: far beyond what a fair queue needs, far below what a
# queue of the attackers' slow reads would make it wait.
VICTIM_TIMEOUT = 60

WRAPPER = """#!/bin/sh
request=$(cat)
tag=$(printf '%s' "$request" | grep -o 'TAG-[A-Za-z0-9-]*' | head -n 1)
echo "start $$ $tag" >> {log}
case "$request" in *HANG*) exec sleep 600 ;; esac
printf '%s' "$request" | exec {reader} "$@"
"""


class ReaderLog:
    """The wrapper's log: `start PID TAG-…` per read, and the test's own `mark NAME` lines between them."""

    def __init__(self, path):
        self.path = path

    def lines(self):
        return self.path.read_text().splitlines() if self.path.exists() else []

    def mark(self, name):
        with self.path.open("a") as log:
            log.write(f"mark {name}\n")

    def starts(self, after=None):
        """(pid, tag) of each read started, in order; after `mark after` only, if given."""
        lines = self.lines()
        if after is not None:
            lines = lines[lines.index(f"mark {after}") + 1 :]
        starts = [line.split() + [""] for line in lines if line.startswith("start ")]
        return [(int(pid), tag[len("TAG-"):]) for _, pid, tag, *_ in starts]


def alive(pid):
    """Whether process `pid` exists and is not a zombie."""
    try:
        with open(f"/proc/{pid}/stat") as stat:
            return stat.read().rsplit(")", 1)[1].split()[0] != "Z"
    except FileNotFoundError:
        return False


@pytest.fixture
def wrapper(tmp_path):
    """The reader wrapper and its log; every read it started is killed when the test ends."""
    log = ReaderLog(tmp_path / "reads.log")
    path = tmp_path / "transition-lab-reader"
    path.write_text(WRAPPER.format(log=log.path, reader=BINARY.parent / "transition-lab-reader"))
    path.chmod(0o755)
    yield path, log
    for pid, _ in log.starts():
        try:
            os.killpg(pid, signal.SIGKILL)
        except ProcessLookupError:
            pass


def slow(tag, size=0):
    """A paste the wrapper sleeps on until its read is killed, padded with comments to `size` bytes."""
    text = FLOW + f"// HANG TAG-{tag}\n"
    return text + "// " + "x" * max(0, size - len(text) - 4) + "\n" if size else text


def small(tag):
    return FLOW + f"// TAG-{tag}\n"


def serve(reader, *flags):
    return start_server("--scene", "your-layout", "--layout-reader", str(reader), *flags)


async def answer(ws, timeout=VICTIM_TIMEOUT):
    """The next `layout` or `layoutError` on `ws`."""
    while True:
        message = await receive(ws, timeout)
        if isinstance(message, dict) and message["type"] in ("layout", "layoutError"):
            return message


async def victim_paste(server, log, room="victim"):
    """A member of another room pastes a small layout (the log marked just before); returns its answer."""
    victim, _ = await join(server.ws_url(room=room), name="victim")
    log.mark("victim")
    await send(victim, "layout", slot="a", format="swift", text=small("victim"))
    reply = await answer(victim)
    await victim.close()
    return reply


def test_a_room_hopping_client_leaves_no_reads_behind(wrapper):
    """One connection moves to a fresh room every 0.3 s and pastes slow sources into A and B there: the reads of
    each room it leaves are killed or dropped, and a victim's paste afterwards is read next."""
    reader, log = wrapper
    hops = 12

    async def scenario(server):
        hopper, _ = await join(server.ws_url(room="hop-0"), name="hopper")
        async for hop in input_ticks(1 / 0.3, hops - 1):
            if hop:
                await send(hopper, "hello", room=f"hop-{hop}", name="hopper")
                await expect(hopper, "welcome")
            for slot in ("a", "b"):
                await send(hopper, "layout", slot=slot, format="swift", text=slow(f"hop-{hop}-{slot}"))
        reply = await victim_paste(server, log)
        await hopper.close()
        return reply

    with serve(reader, "--layout-read-seconds", "30") as server:
        reply = asyncio.run(scenario(server))
        starts = log.starts()
    assert reply["type"] == "layout", reply
    def left(tag):
        return tag.startswith("hop-") and not tag.startswith(f"hop-{hops - 1}-")

    assert [pid for pid, tag in starts if left(tag) and alive(pid)] == [], "a read of a room the client left runs"
    after = [tag for _, tag in log.starts(after="victim")]
    assert "victim" in after and not [tag for tag in after if left(tag)], starts


@pytest.mark.alone  # the victim's small read must finish inside the reader's turn, on a machine left to the server
def test_live_rooms_repasting_slow_sources_hold_up_no_other_paste(wrapper):
    """Twenty rooms keep re-pasting sources that would take the reader its whole time limit (10 s here): once every
    room has had reader time, a victim's small paste is the next read to start, before the attackers' waiting
    reads."""
    reader, log = wrapper
    rooms = 20

    async def attacker(server, index, answers, sockets):
        ws, _ = await join(server.ws_url(room=f"slow-{index}"), name=f"slow-{index}")
        sockets.append(ws)
        paste = 0
        while True:
            await send(ws, "layout", slot="a", format="swift", text=slow(f"slow-{index}-{paste}"))
            answers.append((index, await answer(ws, 120)))
            paste += 1

    async def scenario(server):
        answers, sockets = [], []
        tasks = [asyncio.create_task(attacker(server, index, answers, sockets)) for index in range(rooms)]
        # Every attacker's room has had reader time (the rooms are live), and they keep re-pasting.
        def read_rooms():
            return {tag.rsplit("-", 1)[0] for _, tag in log.starts()}

        await wait_until_async(lambda: len(read_rooms()) == rooms, 120, "a read of every attacker's room")
        victim, _ = await join(server.ws_url(room="victim"), name="victim")
        log.mark("victim")
        before = len(answers)
        await send(victim, "layout", slot="a", format="swift", text=small("victim"))
        reply = await answer(victim)
        during = len(answers) - before
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        for ws in sockets + [victim]:
            await ws.close()
        return reply, during

    with serve(reader, "--layout-read-seconds", "10") as server:
        reply, during = asyncio.run(scenario(server))
        after = [tag for _, tag in log.starts(after="victim")]
    assert reply["type"] == "layout", reply
    before = after.index("victim")
    print(f"attackers' reads answered while the victim's paste waited: {during}; started: {before}")
    # The victim's read is the next to start once the server has its paste: only reads given a lane while the paste
    # was on its way (a few: lanes free up as reads stop) start before it.
    assert before <= 4, f"{before} attackers' reads started before the victim's: {after}"


def test_a_reconnect_flood_leaves_no_reads_behind_and_bounded_memory(wrapper):
    """Eight clients reconnect to fresh rooms over and over, pasting 64 KiB slow sources into A and B each time:
    every read of a closed connection's room is dropped or killed, the server's memory stays bounded, and a victim's
    paste afterwards is the next read."""
    reader, log = wrapper
    clients, rounds = 8, 15

    async def client(server, index):
        for round_ in range(rounds):
            ws = await connect(server.ws_url(room=f"flood-{index}-{round_}"))
            await send(ws, "hello", name=f"flood-{index}")
            for slot in ("a", "b"):
                text = slow(f"flood-{index}-{round_}-{slot}", size=64 * 1024)
                await send(ws, "layout", slot=slot, format="swift", text=text)
            await ws.close()

    async def scenario(server):
        before = server.rss_kib()
        await asyncio.gather(*(client(server, index) for index in range(clients)))
        # Every connection closed: no reader may be left running for their rooms.
        wait_until(lambda: server.children() == [], 30, lambda: f"the flood's readers to end ({server.children()})")
        after = server.rss_kib()
        return before, after, await victim_paste(server, log)

    with serve(reader, "--layout-read-seconds", "30") as server:
        before, after, reply = asyncio.run(scenario(server))
        starts = log.starts()
    pastes = clients * rounds * 2
    print(f"{pastes} pastes, {len(starts) - 1} reads started; RSS {before // 1024} → {after // 1024} MB")
    assert reply["type"] == "layout", reply
    assert [tag for _, tag in log.starts(after="victim")] == ["victim"], "a flood read started after the victim's"
    assert [pid for pid, _ in starts if alive(pid)] == []
    assert after - before < 64 * 1024, f"RSS grew by {(after - before) // 1024} MB"


async def settled(ws):
    """Every message `ws` receives until the room has handled what it sent and the read queue's answers to it (a
    refusal comes back through the room a turn later): two round trips through the room."""
    return await round_trip(ws) + await round_trip(ws)


def errors(messages, text):
    return [m["message"] for m in messages if isinstance(m, dict) and m["type"] == "layoutError" and text in m["message"]]


def test_waiting_reads_hold_bounded_memory_and_the_largest_holder_gives_way(wrapper):
    """300 connections each paste two 64 KiB slow sources into rooms of their own, more than the read queue holds
    (32 MiB): the pastes past it are refused naming the limit, the server's memory stays bounded, and a victim's
    small paste still gets in (were the queue full, the newest job of a connection holding more would give way) and
    is read once the others leave."""
    reader, log = wrapper
    clients = 300

    async def client(server, index):
        ws, _ = await join(server.ws_url(room=f"big-{index}"), name=f"big-{index}")
        for slot in ("a", "b"):
            await send(ws, "layout", slot=slot, format="swift", text=slow(f"big-{index}-{slot}", size=64 * 1024))
        return ws

    async def scenario(server):
        sockets = []
        for start in range(0, clients, 50):
            sockets += await asyncio.gather(*(client(server, index) for index in range(start, start + 50)))
        refused = [message for ws in sockets for message in errors(await settled(ws), "the read queue limit")]
        peak = server.rss_kib()
        victim, _ = await join(server.ws_url(room="victim"), name="victim")
        await send(victim, "layout", slot="a", format="swift", text=small("victim"))
        early = await settled(victim)
        for ws in sockets:
            await ws.close()
        reply = next((m for m in early if isinstance(m, dict) and m["type"] in ("layout", "layoutError")), None)
        reply = reply or await answer(victim)
        await victim.close()
        return refused, peak, reply

    with serve(reader, "--layout-read-seconds", "60") as server:
        baseline = server.rss_kib()
        refused, peak, reply = asyncio.run(scenario(server))
    print(f"{len(refused)} pastes refused; RSS {baseline // 1024} → {peak // 1024} MB")
    assert refused, "no paste was refused past the read queue limit"
    # Accepted (not refused while the queue was full: a job of a connection holding more gave way), and read.
    assert reply["type"] == "layout", reply
    assert peak - baseline < 160 * 1024, f"RSS grew by {(peak - baseline) // 1024} MB"


def test_a_member_who_leaves_stops_its_read_and_the_room_reads_on(wrapper):
    """A member's slow read is killed when it leaves (well before the 60-s read limit here), and the member who
    stays has its paste read."""
    reader, log = wrapper

    async def scenario(server):
        leaver, _ = await join(server.ws_url(room="shared"), name="leaver")
        stayer, _ = await join(server.ws_url(room="shared"), name="stayer")
        await send(leaver, "layout", slot="a", format="swift", text=slow("leaver"))
        wait_until(lambda: log.starts(), 30, "the leaver's read to start")
        pid = log.starts()[0][0]
        await leaver.close()
        await wait_until_async(lambda: not alive(pid), 20, "the leaver's reader to be killed")
        await send(stayer, "layout", slot="a", format="swift", text=small("stayer"))
        reply = await answer(stayer)
        await stayer.close()
        return reply

    with serve(reader, "--layout-read-seconds", "60") as server:
        reply = asyncio.run(scenario(server))
    assert reply["type"] == "layout" and reply["text"] == small("stayer"), reply


@pytest.mark.parametrize("drain", ["0", "1"])
def test_readers_are_killed_when_the_server_stops(wrapper, drain):
    """A read in progress (one that would last its whole 30-s limit) dies with the server, drained or not."""
    reader, log = wrapper

    async def paste(server):
        ws, _ = await join(server.ws_url(room="stopping"), name="paster")
        await send(ws, "layout", slot="a", format="swift", text=slow("stopping"))
        wait_until(lambda: log.starts(), 30, "the read to start")
        return ws

    with serve(reader, "--layout-read-seconds", "30", "--drain-seconds", drain) as server:
        loop = asyncio.new_event_loop()
        ws = loop.run_until_complete(paste(server))
        pid = log.starts()[0][0]
        code, _ = server.stop(signal.SIGTERM)
        loop.run_until_complete(ws.close())
        loop.close()
    assert code == 0
    assert not alive(pid), "the reader outlived the server"
