#!/usr/bin/env python3
"""Benchmark for the hostile-layout attacks of Tests/EndToEnd/test_server_hostile_layouts.py, run on a quiet machine:

- per attack, the bystander room's frame rate and p99 frame interval while the attack runs (target: ≥ 55 fps,
  p99 < 40 ms);
- the time from paste to answer for the costliest accepted layouts (read and prepared on a layout worker; budget
  about 200 ms);
- the server's RSS before, at the peak of, and after `--sockets` connections open and close (allocator trimmed).

    python3 Benchmarks/scripts/bench_hostile_layouts.py [--binary .build/release/transition-lab] [--sockets 2000] [--memory-only]
"""

import argparse
import asyncio
import json
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "Tests" / "EndToEnd"))

import conftest  # noqa: E402
from conftest import start_server  # noqa: E402
from labclient import connect, drain  # noqa: E402
from test_server_hostile_layouts import RESTARTS, Bystander, group, layout_attack, spec  # noqa: E402

ATTACKS = {
    "nested groups (22 levels)": (spec(group(22)), None),
    "group count 10^6 x 64 sections": (spec(group(0, count=1_000_000)), [1] * 64),
    "groups 6 deep of count 256, 64 x 1000 items": (spec(group(6, count=256)), [1000] * 64),
    "flow 64 x 1000": (json.dumps({"layout": "flow", "sections": [{"itemSize": [40, 40]}]}), [1000] * 64),
}


def frame_figures(arrivals, start, end):
    times = [t for t in arrivals if start <= t <= end]
    intervals = sorted(b - a for a, b in zip(times, times[1:]))
    if not intervals:
        return 0.0, float("inf")
    p99 = intervals[min(len(intervals) - 1, int(0.99 * len(intervals)))]
    return len(times) / (end - start), p99


async def attack(server, text, counts):
    answer, bystander, answered, started, ended = await layout_attack(
        server, text, counts, RESTARTS, seconds=3.0, clock=time.monotonic)
    fps, p99 = frame_figures(bystander.arrivals, started, ended)
    return answer["type"], answered, fps, p99


async def baseline(server, seconds=3.0):
    """The bystander's figures with no attack: its drag paces the frames, so this is the yardstick."""
    async with Bystander(server, time.monotonic) as bystander:
        started = time.monotonic()
        await asyncio.sleep(seconds)
        ended = time.monotonic()
    return frame_figures(bystander.arrivals, started, ended)


async def memory(server, sockets):
    before = server.rss_kib()
    opened = []
    for index in range(sockets):
        opened.append(await connect(server.ws_url(room=f"m{index % 50}")))
    await asyncio.sleep(1)
    peak = server.rss_kib()
    for ws in opened:
        await ws.close()
    await asyncio.sleep(3)
    probe = await connect(server.ws_url(room="probe"))
    await drain(probe, 0.5)
    await probe.close()
    await asyncio.sleep(1)
    return before, peak, server.rss_kib()


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", default=str(REPO / ".build" / "release" / "transition-lab"))
    parser.add_argument("--sockets", type=int, default=2000)
    parser.add_argument("--memory-only", action="store_true", help="only the RSS figures")
    arguments = parser.parse_args()
    conftest.BINARY = Path(arguments.binary)
    if not arguments.memory_only:
        with start_server("--scene", "your-layout") as server:
            fps, p99 = asyncio.run(baseline(server))
        print(f"no attack: bystander {fps:.1f} fps, p99 {p99 * 1000:.1f} ms")
    for name, (text, counts) in ({} if arguments.memory_only else ATTACKS).items():
        with start_server("--scene", "your-layout") as server:
            answer, answered, fps, p99 = asyncio.run(attack(server, text, counts))
        print(f"{name}: {answer} after {answered * 1000:.0f} ms; bystander {fps:.1f} fps, p99 {p99 * 1000:.1f} ms")
    with start_server() as server:
        before, peak, after = asyncio.run(memory(server, arguments.sockets))
    print(f"RSS with {arguments.sockets} sockets: {before / 1024:.0f} MB before, {peak / 1024:.0f} MB peak, "
          f"{after / 1024:.0f} MB after they closed")


if __name__ == "__main__":
    main()
