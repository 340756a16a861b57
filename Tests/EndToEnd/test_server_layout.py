"""Pasted layouts over real WebSockets on 127.0.0.1 (`layout` messages, docs/protocol.md): a driver's paste reaches
the other member of the room with the very frame that draws it, a bad paste comes back to its sender with its
line and column while the room keeps its last good layout, a late joiner gets the sources, a restore replaces only
a layout no member set, a hostile 64 KiB paste is refused at the Swift layout reader's step limit, and a paste
being read (held by the test for as long as it wants) holds up neither another room's frames nor its pastes."""

import asyncio
import re
import struct
import sys

import pytest

from conftest import BINARY, REPO, start_server
from labclient import decode_frame, expect, join, ping, receive, send, wait_until_async

FLOW = """let layout = UICollectionViewFlowLayout()
layout.itemSize = CGSize(width: 100, height: 60)
layout.minimumInteritemSpacing = 10
layout.minimumLineSpacing = 10
"""
STARTING_PATH = REPO / "docs" / "examples" / "photo-grid.json"
STARTING = STARTING_PATH.read_text()
BAD = """let layout = UICollectionViewFlowLayout()
layout.itemSize = CGSize(width: 100, height: 60)
layout.scrollDirection = .sideways
"""


def cells(frame, width, height):
    return [n for n in frame["nodes"] if abs(n["w"] - width) < 0.01 and abs(n["h"] - height) < 0.01]


TOKEN = re.compile(r'"[^"\n]*"?|[A-Za-z0-9_]+|\S')


def hostile_paste():
    """64 KiB of Swift within the reader's limits that makes it work as long as it may: three nested loops that run
    into the step limit, padded with functions the layout never calls (all parsed and folded) up to the token and
    operator limits (docs/swift-layouts.md), then with comments."""
    loops = """func makeLayout() -> UICollectionViewLayout {
    var total = 0.0
    for i in 0..<200 {
        for j in 0..<200 {
            for k in 0..<200 {
                total += 1
            }
        }
    }
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: total, height: 10)
    return layout
}
"""
    text = loops
    tokens, operators, index = len(TOKEN.findall(loops)), 7, 0
    while True:
        line = f"func unused{index}() -> Int {{ return {index} + {index} * 2 - ({index} / 3) }}\n"
        line_tokens = len(TOKEN.findall(line))
        if tokens + line_tokens > 16_000 or operators + 4 > 1_000 or len((text + line).encode()) > 64 * 1024:
            break
        text, tokens, operators, index = text + line, tokens + line_tokens, operators + 4, index + 1
    comment = "// padding that the reader scans but does not parse into anything\n"
    while len((text + comment).encode()) <= 64 * 1024:
        text += comment
    return text


async def first_frame_after(ws, type_, timeout=10):
    """Reads until a JSON message of `type_`, then until the next frame; returns (message, decoded frame)."""
    message = await expect(ws, type_, timeout)
    deadline = asyncio.get_running_loop().time() + timeout
    while True:
        received = await receive(ws, max(0.01, deadline - asyncio.get_running_loop().time()))
        if isinstance(received, bytes):
            return message, decode_frame(received)


async def paster_and_watcher(server, room):
    """Two members of `room`: one that pastes and one whose messages the test reads."""
    paster, _ = await join(server.ws_url(room=room), name="paster")
    watcher, _ = await join(server.ws_url(room=room), name="watcher")
    return paster, watcher


def test_a_paste_reaches_the_room_with_its_frame_and_a_bad_one_only_its_sender():
    async def scenario(server):
        paster, watcher = await paster_and_watcher(server, "paste")
        await send(paster, "layout", slot="a", format="swift", text=FLOW, counts=[5])
        layout, frame = await first_frame_after(watcher, "layout")
        assert layout["slot"] == "a" and layout["text"] == FLOW and layout["counts"] == [5]
        assert layout["format"] == "swift"
        # The first frame after the `layout` message already draws the 5 cells of 100 × 60.
        assert len(cells(frame, 100, 60)) == 5, frame["nodes"]

        await send(paster, "layout", slot="a", format="swift", text=BAD)
        error = await expect(paster, "layoutError")
        assert (error["slot"], error["line"], error["column"]) == ("a", 3, 1)
        assert "scrollDirection" in error["message"]
        # Whatever the room sent the watcher with that answer has arrived by the watcher's pong.
        heard = await ping(watcher)
        assert not [m for m in heard if isinstance(m, dict) and m["type"] in ("layout", "layoutError")]

        # The room kept the good layout: a late joiner gets it in its welcome and sees it drawn.
        late, welcome = await join(server.ws_url(room="paste"), name="late")
        assert [(entry["slot"], entry["text"], entry["counts"]) for entry in welcome["layouts"]] == [("a", FLOW, [5])]
        while not isinstance(frame := await receive(late), bytes):
            pass
        assert len(cells(decode_frame(frame), 100, 60)) == 5
        for ws in (paster, watcher, late):
            await ws.close()

    with start_server("--scene", "your-layout") as server:
        asyncio.run(scenario(server))


HELD_READER = """\
#!{python}
import os, pathlib, subprocess, sys, time
request = sys.stdin.buffer.read()
if b"HOLD" in request:
    pathlib.Path({started!r}).touch()
    while not os.path.exists({release!r}):
        time.sleep(0.01)
reply = subprocess.run([{reader!r}, *sys.argv[1:]], input=request, stdout=subprocess.PIPE)
sys.stdout.buffer.write(reply.stdout)
sys.exit(reply.returncode)
"""


@pytest.fixture
def held_reader(tmp_path):
    """A layout reader that holds a paste containing `HOLD` until the test releases it, then reads it with the real
    one: a read as long as the test wants, without a clock. Returns (path, started, release)."""
    started, release = tmp_path / "started", tmp_path / "release"
    path = tmp_path / "transition-lab-reader"
    path.write_text(HELD_READER.format(
        python=sys.executable, started=str(started), release=str(release),
        reader=str(BINARY.parent / "transition-lab-reader")))
    path.chmod(0o755)
    yield path, started, release
    release.touch()


def test_a_paste_being_read_does_not_hold_up_another_rooms_frames(held_reader):
    """A paste is read off the simulation thread: while a read is held, another room keeps getting a frame for
    every input."""
    reader, started, release = held_reader

    async def scenario(server):
        attacker, _ = await join(server.ws_url(room="attack"), name="attacker")
        bystander, _ = await join(server.ws_url(room="calm"), name="bystander")
        await ping(bystander)  # its joining messages
        await send(attacker, "layout", slot="a", format="swift", text="// HOLD\n" + FLOW)
        await wait_until_async(started.exists, message="the held read")
        await send(bystander, "pointer", phase="down", id=1, x=200, y=700, time=0, seq=1)
        for step in range(1, 31):
            await send(bystander, "pointer", phase="move", id=1, x=200, y=700 - step * 8, time=step * 16, seq=step + 1)
            answered = 0
            while answered < step + 1:  # a frame that applied this input (its header's input sequence)
                if isinstance(frame := await receive(bystander), bytes):
                    answered = struct.unpack_from("<I", frame, 12)[0]
        assert not release.exists()
        replies = [m for m in await ping(attacker) if isinstance(m, dict) and m["type"].startswith("layout")]
        assert not replies, f"the held paste was answered: {replies}"
        release.touch()
        layout = await expect(attacker, "layout")
        assert layout["text"].endswith(FLOW)
        for ws in (attacker, bystander):
            await ws.close()

    with start_server("--scene", "your-layout", "--layout-reader", str(reader)) as server:
        asyncio.run(scenario(server))


def test_a_paste_being_read_does_not_delay_another_rooms_paste(held_reader):
    """Reads for different rooms run on different layout-reader threads: a paste in one room reaches its clients
    while another room's paste is still being read."""
    reader, started, release = held_reader

    async def scenario(server):
        attacker, _ = await join(server.ws_url(room="attack"), name="attacker")
        paster, _ = await join(server.ws_url(room="calm"), name="paster")
        watcher, _ = await join(server.ws_url(room="calm"), name="watcher")
        await send(attacker, "layout", slot="a", format="swift", text="// HOLD\n" + FLOW)
        await wait_until_async(started.exists, message="the held read")
        await send(paster, "layout", slot="a", format="swift", text=FLOW, counts=[5])
        layout, frame = await first_frame_after(watcher, "layout", timeout=120)
        assert not release.exists(), "the other room's read is still held"
        assert layout["text"] == FLOW and len(cells(frame, 100, 60)) == 5
        release.touch()
        assert (await expect(attacker, "layout"))["text"].endswith(FLOW)
        for ws in (attacker, paster, watcher):
            await ws.close()

    with start_server("--scene", "your-layout", "--layout-reader", str(reader)) as server:
        asyncio.run(scenario(server))


def test_a_hostile_paste_is_refused_at_the_readers_step_limit():
    """64 KiB of Swift that makes the reader work as long as it may is refused at its step limit, and the server
    goes on."""

    async def scenario(server):
        attacker, _ = await join(server.ws_url(room="attack"), name="attacker")
        await send(attacker, "layout", slot="a", format="swift", text=hostile_paste())
        error = await expect(attacker, "layoutError", timeout=120)
        assert "step limit" in error["message"], error
        await attacker.close()

    # The debug-built reader reaches its step limit in seconds; on a loaded machine it took over the default 30 s read
    # time limit, which would refuse the paste for time instead: a read limit for a loaded machine (configuration).
    with start_server("--layout-read-seconds", "60") as server:
        asyncio.run(scenario(server))
        assert server.alive()


def test_the_first_restore_replaces_the_starting_layout_and_later_ones_are_shown_the_rooms():
    """`serve --layout` opens the room on its own layout A, which is nobody's: the first page back after a restart
    restores its copy over it. A second page's (stale) copy does not replace that: it is shown the room's layout,
    and nobody else hears of it. An example never replaces a layout; a paste always does."""
    async def scenario(server):
        first, welcome = await join(server.ws_url(room="restore"), name="first")
        assert [entry["text"] for entry in welcome["layouts"]] == [STARTING]
        second, _ = await join(server.ws_url(room="restore"), name="second")

        await send(first, "layout", slot="a", format="swift", text=FLOW, origin="restore")
        layout, frame = await first_frame_after(second, "layout")
        assert layout["text"] == FLOW and len(cells(frame, 100, 60)) > 0, "the restore replaced the starting layout"
        assert (await expect(first, "layout"))["text"] == FLOW, "the room, its sender included, gets the restore"

        stale = FLOW.replace("width: 100", "width: 90")
        for origin in ("restore", "example"):
            await send(second, "layout", slot="a", format="swift", text=stale, origin=origin)
            shown = await expect(second, "layout")
            assert shown["text"] == FLOW, f"a later {origin} is shown the room's layout"
        heard = await ping(first)
        assert not [m for m in heard if isinstance(m, dict) and m["type"] == "layout"], "nobody else hears of it"

        await send(second, "layout", slot="a", format="swift", text=stale)
        pasted = await expect(first, "layout")
        assert pasted["text"] == stale, "a paste always applies"
        for ws in (first, second):
            await ws.close()

    with start_server("--scene", "your-layout", "--layout", str(STARTING_PATH)) as server:
        asyncio.run(scenario(server))


SPACED = """let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(Metrics.row))
let section = NSCollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
section.interGroupSpacing = Metrics.gap
let layout = UICollectionViewCompositionalLayout(section: section)
"""


def test_unknown_names_come_back_listed_and_values_travel_with_the_code():
    async def scenario(server):
        paster, watcher = await paster_and_watcher(server, "values")
        await send(paster, "layout", slot="a", format="swift", text=SPACED, counts=[3])
        error = await expect(paster, "layoutError")
        assert error["unknown"] == ["Metrics.row", "Metrics.gap"], error
        assert (error["line"], error["column"]) == (1, 99)

        values = "Metrics.row = 70\nMetrics.gap = 5\n"
        await send(paster, "layout", slot="a", format="swift", text=SPACED, counts=[3], values=values)
        layout, frame = await first_frame_after(watcher, "layout")
        assert layout["values"] == values
        # Three rows of 390 × 70, 5 apart (y 0, 75, 150 in the content).
        rows = cells(frame, frame["nodes"][0]["w"], 70)
        assert len(rows) == 3, frame["nodes"]
        ys = sorted(n["y"] for n in rows)
        assert abs(ys[1] - ys[0] - 75) < 0.01 and abs(ys[2] - ys[1] - 75) < 0.01, ys
        late, welcome = await join(server.ws_url(room="values"), name="late")
        assert [entry["values"] for entry in welcome["layouts"]] == [values]
        for ws in (paster, watcher, late):
            await ws.close()

    with start_server("--scene", "your-layout") as server:
        asyncio.run(scenario(server))
