"""Saved labs over real WebSockets on 127.0.0.1, with real stores (docs/protocol.md, "Saved labs"; docs/deploy.md,
"Saved labs"): a lab saved on one process opens after a restart and on another process sharing the store with the
same frames; two processes save at once; a store made read-only, truncated, locked, full or stopped mid-run gives
the sender a clear error while the room keeps running; malformed, unknown and 10 KB IDs are named; a process
killed mid-save loses no lab it reported saved; `transition-lab labs` lists, deletes and prunes."""

import asyncio
import http.client
import itertools
import signal
import subprocess
import urllib.error
import urllib.request
from pathlib import Path

import pytest

from conftest import BINARY, REPO, start_server
from labclient import connect, expect, expect_frame, frames_until_rest, join, ping, receive, run, send
from store_support import TemporaryPostgres, integrity, read_only

LAYOUT_A = (REPO / "docs" / "examples" / "cat-food.json").read_text()
LAYOUT_B = (REPO / "docs" / "examples" / "photo-grid.json").read_text()


async def answer(ws, kinds, timeout=10):
    """The next JSON message whose type is in `kinds` (frames and other messages are skipped)."""
    deadline = asyncio.get_running_loop().time() + timeout
    while True:
        message = await receive(ws, max(0.01, deadline - asyncio.get_running_loop().time()))
        if isinstance(message, dict) and message["type"] in kinds:
            return message


async def save(ws):
    """The room's lab saved: its ID, or the `error` the server answered."""
    await send(ws, "save")
    message = await answer(ws, ("saved", "error"))
    return message["lab"] if message["type"] == "saved" else message


async def open_lab(ws, lab):
    """`open` of `lab`: the `opened` message, or the `error` the server answered."""
    await send(ws, "open", lab=lab)
    return await answer(ws, ("opened", "error"))


async def switch(ws, scene):
    """Shows `scene` (another than the room's) and returns the room's `state` once it shows it."""
    await send(ws, "scene", name=scene)
    while (state := await expect(ws, "state"))["scene"] != scene:
        pass
    return state


async def picture(server, room):
    """The room at rest as a newcomer sees it: its `state` and its first frame's size and nodes."""
    ws = await connect(server.ws_url(room=room, name="observer", role="viewer"))
    try:
        state = await expect(ws, "state")
        frame = await expect_frame(ws)
        await frames_until_rest(ws)
    finally:
        await ws.close()
    return state["scene"], state["params"], (frame["width"], frame["height"]), frame["nodes"]


async def tune(ws):
    """A lab a team would keep: layouts A and B pasted on a 375 × 667 viewport, the spring lab's response tuned on
    the way (each scene keeps its values), a drag recorded; the scene shown afresh."""
    await switch(ws, "your-layout")
    await send(ws, "viewport", width=375, height=667)
    for slot, text in (("a", LAYOUT_A), ("b", LAYOUT_B)):
        await send(ws, "layout", slot=slot, format="json", text=text)
        assert (await answer(ws, ("layout", "layoutError")))["type"] == "layout"
    await switch(ws, "spring-lab")
    await send(ws, "param", key="response", value=0.45)
    await switch(ws, "your-layout")
    await send(ws, "record")
    await expect(ws, "recorded")
    for step in range(5):
        await send(ws, "pointer", phase="down" if step == 0 else "move", id=1, x=100 + step * 4, y=300, time=step * 16,
                   seq=step + 1)
    await send(ws, "pointer", phase="up", id=1, x=120, y=300, time=96, seq=6)
    await send(ws, "record")
    await switch(ws, "spring-lab")
    await switch(ws, "your-layout")
    await ping(ws)


def test_a_saved_lab_opens_after_a_restart_and_on_another_process_with_the_same_frames(tmp_path):
    store = tmp_path / "labs.sqlite3"

    async def save_on_first():
        ws, _ = await join(server.ws_url(room="team1"), name="designer")
        await tune(ws)
        lab = await save(ws)
        assert isinstance(lab, str) and len(lab) == 26, lab
        # Saving the unchanged room again finds the same lab.
        assert await save(ws) == lab
        seen = await picture(server, "team1")
        await ws.close()
        return lab, seen

    async def open_on(process, room):
        ws, _ = await join(process.ws_url(room=room), name="teammate")
        opened = await open_lab(ws, lab)
        assert opened["type"] == "opened" and opened["lab"] == lab, opened
        for _ in range(2):
            assert (await answer(ws, ("layout", "layoutError")))["type"] == "layout"
        await ping(ws)
        await send(ws, "replay")
        heard = await ping(ws)
        assert not [m for m in heard if isinstance(m, dict) and m.get("code") == "nothing-recorded"]
        await frames_until_rest(ws)
        await switch(ws, "spring-lab")
        await switch(ws, "your-layout")
        seen = await picture(process, room)
        # The spring lab kept its tuning in the lab too.
        assert (await switch(ws, "spring-lab"))["params"]["response"] == 0.45
        await ws.close()
        return seen

    with start_server("--store", str(store)) as server:
        lab, saved = run(save_on_first())
    assert saved[0] == "your-layout" and saved[2] == (375, 667)
    with start_server("--store", str(store)) as restarted, start_server("--store", str(store)) as other:
        assert run(open_on(restarted, "later")) == saved
        assert run(open_on(other, "elsewhere")) == saved


@pytest.mark.parametrize("kind", ["sqlite", "postgres"])
def test_two_processes_saving_at_once_keep_every_lab(tmp_path, kind):
    with (TemporaryPostgres() if kind == "postgres" else _no_postgres()) as pg:
        store = pg.url if pg else str(tmp_path / "labs.sqlite3")
        with start_server("--store", store) as first, start_server("--store", store) as second:

            async def saver(server, room, base):
                ws, _ = await join(server.ws_url(room=room), name=room)
                await switch(ws, "spring-lab")
                labs = {}
                for index in range(12):
                    value = round(base + index * 0.01, 2)
                    await send(ws, "param", key="response", value=value)
                    lab = await save(ws)
                    assert isinstance(lab, str), lab
                    labs[lab] = value
                await ws.close()
                return labs

            async def both():
                return await asyncio.gather(saver(first, "one", 0.2), saver(second, "two", 0.5),
                                            saver(first, "three", 0.8))

            results = run(both())
            labs = {lab: value for result in results for lab, value in result.items()}
            assert len(labs) == 36

            async def opens_everywhere():
                ws, _ = await join(second.ws_url(room="check"), name="checker")
                for lab, value in labs.items():
                    assert (await open_lab(ws, lab))["type"] == "opened"
                    state = await expect(ws, "state")
                    assert state["scene"] == "spring-lab" and state["params"]["response"] == value
                await ws.close()

            run(opens_everywhere())


class _no_postgres:
    def __enter__(self):
        return None

    def __exit__(self, *exc):
        return False


_responses = itertools.cycle(range(20, 90))


async def room_keeps_running(ws):
    """The room (on the spring lab) still applies input and answers with its state."""
    value = next(_responses) / 100
    await send(ws, "param", key="response", value=value)
    while (state := await expect(ws, "state"))["params"].get("response") != value:
        pass


async def spring_room(server, room):
    """A driver in `room`, showing the spring lab."""
    ws, _ = await join(server.ws_url(room=room), name="driver")
    await switch(ws, "spring-lab")
    return ws


def test_a_store_made_read_only_mid_run_refuses_saves_and_still_opens_labs(tmp_path):
    folder = tmp_path / "store"
    folder.mkdir()
    with start_server("--store", str(folder / "labs.sqlite3")) as server:

        async def scenario():
            ws = await spring_room(server, "ro")
            kept = await save(ws)
            assert isinstance(kept, str)
            await send(ws, "param", key="response", value=0.3)
            with read_only(folder):
                refused = await save(ws)
                assert refused["code"] == "store-read-only" and refused["for"] == "save", refused
                assert str(folder / "labs.sqlite3") in refused["message"]
                assert "was not saved" in refused["message"]
                await room_keeps_running(ws)
                assert (await open_lab(ws, kept))["type"] == "opened"
            assert isinstance(await save(ws), str), "writable again, the store takes saves"
            await ws.close()

        run(scenario())
        assert server.alive()


def test_a_truncated_database_file_is_reported_damaged_and_the_room_runs_on(tmp_path):
    path = tmp_path / "labs.sqlite3"
    with start_server("--store", str(path)) as server:

        async def scenario():
            ws = await spring_room(server, "cut")
            labs = []
            for index in range(40):
                await send(ws, "param", key="response", value=0.2 + index / 100)
                labs.append(await save(ws))
            with open(path, "r+b") as file:
                file.truncate(path.stat().st_size // 2)
            answers = [await open_lab(ws, lab) for lab in labs] + [await save(ws)]
            damaged = [a for a in answers if isinstance(a, dict) and a["type"] == "error"]
            assert damaged, "some labs were past the cut"
            assert all(a["code"] == "store-damaged" for a in damaged), damaged
            assert "restore it from a backup" in damaged[0]["message"]
            await room_keeps_running(ws)
            await ws.close()

        run(scenario())
        assert server.alive()


def test_a_locked_store_is_reported_after_its_wait_while_other_rooms_keep_their_frames(tmp_path):
    import sqlite3

    path = tmp_path / "labs.sqlite3"
    with start_server("--store", str(path)) as server:

        async def scenario():
            ws = await spring_room(server, "locked")
            assert isinstance(await save(ws), str)
            other = await spring_room(server, "other")
            holder = sqlite3.connect(path, isolation_level=None)
            holder.execute("BEGIN IMMEDIATE")
            try:
                await send(ws, "param", key="response", value=0.33)
                await send(ws, "save")
                # While the store thread waits for the lock, another room is served as usual.
                await room_keeps_running(other)
                refused = await answer(ws, ("saved", "error"))
                assert refused["type"] == "error" and refused["code"] == "store-locked", refused
            finally:
                holder.execute("ROLLBACK")
                holder.close()
            assert isinstance(await save(ws), str)
            await ws.close()
            await other.close()

        run(scenario())


def test_a_full_store_refuses_the_save_and_keeps_every_lab_it_holds(tmp_path):
    path = tmp_path / "labs.sqlite3"
    # A layout spec padded to 60 KB: each lab holds about that much.
    padded = LAYOUT_A.rstrip() + " " * (60_000 - len(LAYOUT_A))
    with start_server("--store", str(path), "--store-max-mib", "1") as server:

        async def scenario():
            ws, _ = await join(server.ws_url(room="full"), name="driver")
            await switch(ws, "your-layout")
            await send(ws, "layout", slot="a", format="json", text=padded)
            assert (await answer(ws, ("layout", "layoutError")))["type"] == "layout"
            await switch(ws, "spring-lab")
            saved, refusal = {}, None
            for index in range(40):
                await send(ws, "param", key="response", value=0.2 + index / 100)
                result = await save(ws)
                if isinstance(result, dict):
                    refusal = result
                    break
                saved[result] = index
            assert refusal and refusal["code"] == "store-full", refusal
            assert "is full" in refusal["message"]
            assert len(saved) >= 5
            for lab in saved:
                assert (await open_lab(ws, lab))["type"] == "opened"
            await ws.close()

        run(scenario())
    assert integrity(path) == "ok"


def test_ids_that_are_malformed_unknown_or_10_kb_long_are_named(tmp_path):
    with start_server("--store", str(tmp_path / "labs.sqlite3")) as server:

        async def scenario():
            ws = await spring_room(server, "ids")
            malformed = await open_lab(ws, "not-a-lab")
            assert malformed["code"] == "invalid-lab" and "“not-a-lab”" in malformed["message"], malformed
            long = "z" * 10_240
            named = await open_lab(ws, long)
            assert named["code"] == "invalid-lab" and "10240 bytes" in named["message"], named
            assert len(named["message"]) < 200
            unknown = "a" * 26
            missing = await open_lab(ws, unknown)
            assert missing["code"] == "unknown-lab" and unknown in missing["message"], missing
            await room_keeps_running(ws)
            await ws.close()

        run(scenario())
        # A link with a 10 KB ID is more than a request line may be (libwebsockets' 4 KiB of headers, nginx's 8 KiB):
        # the request is refused and the server serves on.
        opener = urllib.request.build_opener(urllib.request.ProxyHandler({}))
        try:
            with opener.open(f"{server.base_url}/?lab={'z' * 10_240}", timeout=5) as response:
                assert response.status == 200
        except urllib.error.HTTPError as error:
            assert error.code in (400, 414, 431), error.code
        except (ConnectionError, http.client.HTTPException):
            pass  # libwebsockets closes a connection whose headers pass its buffer
        with opener.open(f"{server.base_url}/", timeout=5) as response:
            assert response.status == 200
        assert server.alive()


def test_a_process_killed_mid_save_loses_no_lab_it_reported_saved(tmp_path):
    path = tmp_path / "labs.sqlite3"
    with start_server("--store", str(path)) as server:

        async def saver(room, base, saved):
            ws = await spring_room(server, room)
            index = 0
            try:
                while True:
                    await send(ws, "param", key="response", value=round(base + (index % 90) / 100, 2))
                    lab = await save(ws)
                    if isinstance(lab, str):
                        saved.append(lab)
                    index += 1
            except Exception:
                return  # the server is gone

        async def scenario():
            saved = []
            tasks = [asyncio.create_task(saver(f"crash{n}", 0.1 * n + 0.05, saved)) for n in range(3)]
            while len(saved) < 30:
                await asyncio.sleep(0.01)
            server.process.send_signal(signal.SIGKILL)
            await asyncio.gather(*tasks)
            return saved

        saved = run(scenario())
    assert integrity(path) == "ok"
    listed = subprocess.run([str(BINARY), "labs", "list", "--store", str(path)], capture_output=True, text=True,
                            check=True).stdout
    missing = [lab for lab in saved if lab not in listed]
    assert not missing, f"{len(missing)} of {len(saved)} saved labs were lost"


def test_postgres_shared_by_two_processes_and_stopped_mid_run(tmp_path):
    with TemporaryPostgres() as pg:
        with start_server("--store", pg.url) as first, start_server("--store", pg.url) as second:

            async def scenario():
                ws = await spring_room(first, "pg")
                await send(ws, "param", key="response", value=0.45)
                lab = await save(ws)
                assert isinstance(lab, str), lab
                teammate = await spring_room(second, "pg-later")
                assert (await open_lab(teammate, lab))["type"] == "opened"
                state = await expect(teammate, "state")
                assert state["params"]["response"] == 0.45
                pg.halt()
                refused = await save(ws)
                assert refused["code"] == "store-unavailable", refused
                assert f"127.0.0.1:{pg.port}" in refused["message"]
                unreachable = await open_lab(teammate, lab)
                assert unreachable["code"] == "store-unavailable", unreachable
                await room_keeps_running(ws)
                pg.start()
                await send(ws, "param", key="response", value=0.5)
                assert isinstance(await save(ws), str), "the store is used again once it is back"
                await ws.close()
                await teammate.close()

            run(scenario())
        assert pg.sql("SELECT count(*) FROM labs") == "2"


def test_the_labs_command_lists_deletes_and_prunes(tmp_path):
    path = tmp_path / "labs.sqlite3"
    with start_server("--store", str(path)) as server:

        async def two_labs():
            ws = await spring_room(server, "cli")
            first = await save(ws)
            await send(ws, "param", key="response", value=0.7)
            second = await save(ws)
            await ws.close()
            return first, second

        first, second = run(two_labs())

        def labs(*args):
            return subprocess.run([str(BINARY), "labs", *args, "--store", str(path)], capture_output=True, text=True)

        listed = labs("list")
        assert listed.returncode == 0 and first in listed.stdout and second in listed.stdout
        assert "2 labs" in listed.stdout
        assert labs("delete", first).returncode == 0
        gone = labs("delete", first)
        assert gone.returncode == 1 and f"no lab {first}" in gone.stderr
        assert labs("delete", "x" * 10_240).returncode == 2

        async def deleted_is_unknown():
            ws = await spring_room(server, "cli")
            answer_ = await open_lab(ws, first)
            await ws.close()
            return answer_

        assert run(deleted_is_unknown())["code"] == "unknown-lab"
        assert "deleted 0 labs" in labs("prune", "--older-than", "90d").stdout
        assert "deleted 1 lab " in labs("prune", "--older-than", "0s").stdout
        assert "0 labs" in labs("list").stdout
