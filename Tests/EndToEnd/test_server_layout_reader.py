"""The Swift layout reader runs as a process of its own (`transition-lab-reader`, one per source): a reader that
crashes, hangs or floods its output gives the pasting client a clear `layoutError` while the server and another
room's frames and pastes go on, every reader process is reaped, and a missing reader is named in the error while
layout specs (JSON, read and printed in the server) still work. The misbehaving readers are a small wrapper around the real one, passed with
`serve --layout-reader`: it misbehaves when the pasted text asks it to and otherwise runs the real reader."""

import asyncio
import os
import signal
import sys

import pytest

from conftest import BINARY, REPO, start_server
from labclient import expect, input_pause, join, ping, receive, send, wait_until_async

FLOW = """let layout = UICollectionViewFlowLayout()
layout.itemSize = CGSize(width: 100, height: 60)
"""
SPEC = (REPO / "docs" / "examples" / "photo-grid.json").read_text()

WRAPPER = """\
#!{python}
import os, signal, subprocess, sys
request = sys.stdin.buffer.read()
with open({pids!r}, "a") as pids:
    pids.write(f"{{os.getpid()}}\\n")
if b"CRASH" in request:
    os.kill(os.getpid(), signal.SIGSEGV)
if b"HANG" in request:
    signal.pause()  # until the server's wall-time limit kills it
if b"FLOOD" in request:
    chunk = b"x" * (1 << 20)
    while True:
        sys.stdout.buffer.write(chunk)
        sys.stdout.buffer.flush()
reply = subprocess.run([{reader!r}, *sys.argv[1:]], input=request, stdout=subprocess.PIPE)
sys.stdout.buffer.write(reply.stdout)
sys.exit(reply.returncode)
"""


@pytest.fixture
def wrapper(tmp_path):
    """The misbehaving reader; every process it started is killed when the test ends."""
    pids = tmp_path / "pids"
    path = tmp_path / "transition-lab-reader"
    path.write_text(
        WRAPPER.format(python=sys.executable, pids=str(pids), reader=str(BINARY.parent / "transition-lab-reader"))
    )
    path.chmod(0o755)
    yield path, pids
    for line in pids.read_text().split() if pids.exists() else []:
        try:
            os.kill(int(line), signal.SIGKILL)
        except ProcessLookupError:
            pass


async def dragged_frames(ws, done, arrivals):
    """A one-finger drag at 60 Hz in another room until `done` is set, collecting each frame that arrives."""

    async def read():
        while True:
            if isinstance(frame := await receive(ws, 30), bytes):
                arrivals.append(frame)

    reader = asyncio.create_task(read())
    await send(ws, "pointer", phase="down", id=1, x=200, y=700, time=0, seq=1)
    step = 0
    while not done.is_set():
        step += 1
        await send(ws, "pointer", phase="move", id=1, x=200, y=700 - (step % 60) * 8, time=step * 50 / 3, seq=step + 1)
        await input_pause(1 / 60)
    await send(ws, "pointer", phase="up", id=1, x=200, y=200, time=(step + 1) * 50 / 3, seq=step + 2)
    reader.cancel()


def test_a_reader_that_crashes_hangs_or_floods_gives_that_client_an_error_and_nothing_else_stops(wrapper):
    path, _ = wrapper

    async def scenario(server):
        attacker, _ = await join(server.ws_url(room="attack"), name="attacker")
        bystander, _ = await join(server.ws_url(room="calm"), name="bystander")
        await ping(bystander)  # its joining messages: only the drag's frames are counted
        done, arrivals = asyncio.Event(), []
        dragging = asyncio.create_task(dragged_frames(bystander, done, arrivals))
        await wait_until_async(lambda: len(arrivals) >= 10, message="the drag's frames before the pastes")
        errors = {}
        for word in ("CRASH", "HANG", "FLOOD"):
            await send(attacker, "layout", slot="a", format="swift", text=FLOW + f"// {word}\n")
            errors[word] = (await expect(attacker, "layoutError", timeout=60))["message"]
            before = len(arrivals)
            await wait_until_async(lambda: len(arrivals) >= before + 5, message=f"the other room's frames after {word}")
            assert server.children() == [], f"a reader of {word} was not reaped"
        done.set()
        await dragging
        # The other room still reads a paste through the real reader (the wrapper runs it).
        await send(bystander, "layout", slot="a", format="swift", text=FLOW, counts=[3])
        layout = await expect(bystander, "layout", timeout=60)
        for ws in (attacker, bystander):
            await ws.close()
        return errors, layout

    # The limit stops HANG; it leaves the real reader's read of FLOW (well under a second) room on a loaded machine.
    with start_server("--scene", "your-layout", "--layout-reader", str(path), "--layout-read-seconds", "6") as server:
        errors, layout = asyncio.run(scenario(server))
        assert server.process.poll() is None, "the server stopped"
    assert "crashed" in errors["CRASH"] and f"signal {signal.SIGSEGV.value}" in errors["CRASH"], errors
    assert "took longer than 6 s" in errors["HANG"], errors
    assert "wrote more than 4 MiB" in errors["FLOOD"], errors
    assert layout["text"] == FLOW and layout["counts"] == [3]


def test_a_missing_reader_is_named_and_layout_specs_still_work(tmp_path):
    missing = tmp_path / "transition-lab-reader"

    async def scenario(server):
        paster, _ = await join(server.ws_url(room="missing"), name="paster")
        await send(paster, "layout", slot="a", format="swift", text=FLOW)
        error = await expect(paster, "layoutError", timeout=30)
        await send(paster, "layout", slot="b", format="json", text=SPEC)
        layout = await expect(paster, "layout", timeout=30)
        await paster.close()
        return error, layout

    with start_server("--scene", "your-layout", "--layout-reader", str(missing)) as server:
        error, layout = asyncio.run(scenario(server))
    assert (error["line"], error["column"]) == (1, 1)
    assert f"the Swift layout reader {missing} is not built yet" in error["message"], error
    assert layout["slot"] == "b" and layout["format"] == "json"
    # A spec is read and printed as Swift ("Copy as Swift") in the server: no reader needed.
    assert layout["swift"].startswith("// Items per section"), layout
