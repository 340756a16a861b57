#!/usr/bin/env python3
"""The hostile-client scenarios of fair rooms over real sockets on 127.0.0.1, each against its target (docs/benchmarks.md,
"Fair reads and frames"); run on a quiet machine:

- `hopping`: one connection moves to a fresh room every 0.3 s for 10 s, pasting a slow source into A and B each time;
  then a victim in another room pastes a small layout. Target: it lands within 2 s.
- `rooms`: 20 live rooms keep re-pasting slow sources; a victim pastes a small layout every 3 s. Target: each lands
  within 2 s.
- `flood`: 20 clients keep pasting 64 KiB Swift sources (the reader's step limit, `hostile_paste`); a victim pastes a
  small layout every 2 s. Target: median ≤ 1 s.
- `reconnect`: 8 clients reconnect to fresh rooms for `--seconds` with 64 KiB slow pastes into A and B: RSS before,
  at the peak and after, the reader processes left, then a victim's paste.
- `drag`: three rooms drag the costliest `visibleItemsEffect` allowed at 30 moves/s while a bystander drags its list
  at 60 Hz. Target: the bystander receives ≥ 55 frames/s.

The slow source doubles a string 25 times and copies it by interpolation a thousand times: today's reader runs it into
its 5-s CPU limit.

    python3 Benchmarks/scripts/bench_fair_rooms.py [hopping rooms flood reconnect drag]
        [--binary .build/release/transition-lab] [--reader .build/debug/transition-lab-reader] [--runs 3]
"""

import argparse
import asyncio
import statistics
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "Tests" / "EndToEnd"))

import conftest  # noqa: E402
from conftest import start_server  # noqa: E402
from labclient import connect, input_ticks, join, receive, send  # noqa: E402
from layout_work_support import costliest_layout, drag_row  # noqa: E402
from test_server_layout import hostile_paste  # noqa: E402

SLOW = """let layout = UICollectionViewFlowLayout()
layout.itemSize = CGSize(width: 40, height: 40)
var text = "ab"
for _ in 0..<25 {
    text = "\\(text)\\(text)"
}
var copy = ""
for _ in 0..<1000 {
    copy = "\\(text)!"
}
"""
SMALL = """let layout = UICollectionViewFlowLayout()
layout.itemSize = CGSize(width: 100, height: 60)
layout.minimumLineSpacing = {spacing}
"""


async def answer(ws, timeout=600):
    while True:
        message = await receive(ws, timeout)
        if isinstance(message, dict) and message["type"] in ("layout", "layoutError"):
            return message


async def victim_paste(ws, index):
    """Seconds from a small paste to its answer; infinite when it was refused."""
    started = time.monotonic()
    await send(ws, "layout", slot="a", format="swift", text=SMALL.format(spacing=index % 50))
    reply = await answer(ws)
    if reply["type"] != "layout":
        print(f"  the victim's paste was refused: {reply['message']}")
        return float("inf")
    return time.monotonic() - started


async def repaster(server, room, text, stop, answered):
    """A member of `room` pasting `text` again as soon as each paste is answered, until `stop`; `answered` gets
    (room, seconds) for each."""
    ws, _ = await join(server.ws_url(room=room), name=room)
    while not stop.is_set():
        started = time.monotonic()
        await send(ws, "layout", slot="a", format="swift", text=text)
        await answer(ws)
        answered.append((room, time.monotonic() - started))
    await ws.close()


async def hopping(server):
    hopper, _ = await join(server.ws_url(room="hop-0"), name="hopper")
    async for hop in input_ticks(1 / 0.3, int(10 / 0.3)):
        if hop:
            await send(hopper, "hello", room=f"hop-{hop}", name="hopper")
        for slot in ("a", "b"):
            await send(hopper, "layout", slot=slot, format="swift", text=SLOW + f"// {hop}{slot}\n")
    victim, _ = await join(server.ws_url(room="victim"), name="victim")
    seconds = await victim_paste(victim, 0)
    await hopper.close()
    await victim.close()
    return f"victim's paste after the hopping: {seconds:.2f} s (target ≤ 2 s)"


async def live_rooms(server, rooms, text, pastes, interval):
    """`rooms` members re-pasting `text` while a victim pastes `pastes` times, `interval` s apart."""
    stop, answered = asyncio.Event(), []
    tasks = [asyncio.create_task(repaster(server, f"busy-{index}", text, stop, answered)) for index in range(rooms)]
    # The rooms are live: each has had a paste answered and keeps pasting.
    while len({room for room, _ in answered}) < rooms:
        await asyncio.sleep(0.1)
    victim, _ = await join(server.ws_url(room="victim"), name="victim")
    waits = []
    async for index in input_ticks(1 / interval, pastes - 1):
        waits.append(await victim_paste(victim, index))
    stop.set()
    await victim.close()
    await asyncio.gather(*tasks)
    return waits, answered


async def rooms_scenario(server):
    waits, answered = await live_rooms(server, 20, SLOW, 8, 3)
    return (f"victim's pastes beside 20 rooms re-pasting slow sources: max {max(waits):.2f} s, median "
            f"{statistics.median(waits):.2f} s over {len(waits)} (target ≤ 2 s); {len(answered)} attackers' reads")


async def flood_scenario(server):
    waits, answered = await live_rooms(server, 20, hostile_paste(), 10, 2)
    flood = f"{statistics.median(seconds for _, seconds in answered):.2f} s" if answered else "none answered"
    return (f"victim's pastes during the 20-client 64 KiB flood: median {statistics.median(waits):.2f} s, max "
            f"{max(waits):.2f} s over {len(waits)} (target median ≤ 1 s); the flood's median {flood}")


async def reconnect_scenario(server, seconds):
    before, peak, pastes = server.rss_kib(), 0, 0
    deadline = time.monotonic() + seconds

    async def client(index):
        nonlocal peak, pastes
        round_ = 0
        while time.monotonic() < deadline:
            ws = await connect(server.ws_url(room=f"re-{index}-{round_}"))
            await send(ws, "hello", name=f"re-{index}")
            for slot in ("a", "b"):
                padding = "// " + "x" * (64 * 1024 - len(SLOW) - 20) + "\n"
                await send(ws, "layout", slot=slot, format="swift", text=SLOW + padding)
                pastes += 1
            await ws.close()
            peak = max(peak, server.rss_kib())
            round_ += 1

    await asyncio.gather(*(client(index) for index in range(8)))
    children = len(server.children())
    victim, _ = await join(server.ws_url(room="victim"), name="victim")
    wait = await victim_paste(victim, 0)
    await victim.close()
    return (f"reconnect flood: {pastes} pastes in {seconds:.0f} s; RSS {before // 1024} → {peak // 1024} MB (peak) → "
            f"{server.rss_kib() // 1024} MB; {children} readers left at the end; the victim's paste {wait:.2f} s")


async def drag_scenario(server, seconds=10):
    rooms = []
    for index in range(3):
        ws, _ = await join(server.ws_url(room=f"effects-{index}"), name=f"dragger-{index}")
        await send(ws, "layout", slot="a", format="json", text=costliest_layout())
        reply = await answer(ws)
        assert reply["type"] == "layout", reply
        rooms.append(ws)
    bystander, _ = await join(server.ws_url(room="calm"), name="bystander")
    arrivals, stop = [], asyncio.Event()

    async def read(ws, times=None):
        while True:
            if isinstance(await receive(ws, 60), bytes) and times is not None:
                times.append(time.monotonic())

    readers = [asyncio.create_task(read(ws)) for ws in rooms] + [asyncio.create_task(read(bystander, arrivals))]
    drags = [asyncio.create_task(drag_row(ws, 30, stop)) for ws in rooms]

    async def drag_list():
        await send(bystander, "pointer", phase="down", id=1, x=200, y=700, time=0, seq=1)
        async for step in input_ticks(60):
            if stop.is_set():
                break
            await send(bystander, "pointer", phase="move", id=1, x=200 + step % 7, y=700 - (step % 60) * 8,
                       time=step * 1000 / 60, seq=step + 1)

    drag = asyncio.create_task(drag_list())
    async for _ in input_ticks(1, 2):
        pass
    start = time.monotonic()
    async for _ in input_ticks(1, seconds):
        pass
    end = time.monotonic()
    stop.set()
    await asyncio.gather(drag, *drags)
    for task in readers:
        task.cancel()
    times = [t for t in arrivals if start <= t <= end]
    intervals = sorted(b - a for a, b in zip(times, times[1:]))
    p99 = intervals[int(0.99 * (len(intervals) - 1))] if intervals else float("inf")
    return (f"bystander beside three rooms dragging the costliest effect: {len(times) / (end - start):.1f} frames/s, "
            f"p99 interval {p99 * 1000:.1f} ms (target ≥ 55 frames/s)")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("scenarios", nargs="*", default=["hopping", "rooms", "flood", "reconnect", "drag"])
    parser.add_argument("--binary", default=str(REPO / ".build" / "release" / "transition-lab"))
    parser.add_argument("--reader", default=str(REPO / ".build" / "debug" / "transition-lab-reader"))
    parser.add_argument("--runs", type=int, default=1)
    parser.add_argument("--seconds", type=float, default=60, help="length of the reconnect flood")
    arguments = parser.parse_args()
    conftest.BINARY = Path(arguments.binary)
    scenarios = {
        "hopping": hopping, "rooms": rooms_scenario, "flood": flood_scenario,
        "reconnect": lambda server: reconnect_scenario(server, arguments.seconds), "drag": drag_scenario,
    }
    for name in arguments.scenarios:
        for run in range(arguments.runs):
            with start_server("--scene", "your-layout", "--layout-reader", arguments.reader) as server:
                print(f"{name} (run {run + 1}): {asyncio.run(scenarios[name](server))}", flush=True)


if __name__ == "__main__":
    main()
