#!/usr/bin/env python3
"""Capacity in rooms: `transition-lab serve` pinned to one core (`taskset`), M rooms of the default scene
(photo-grid), each with one driver pinching at 120 Hz and two viewers, all held by Benchmarks/scripts/bench_rooms.c
(compiled at start, pinned to another core). A load of M rooms passes when every viewer receives at least 55 frames
a second and the drivers' p99 input→frame latency stays under 8 ms. Runs the `--rooms` steps in order (stopping
after two failures in a row), then halves the gap between the largest passing M and the smallest failing one down
to `--resolution`, and prints the curve and the largest passing M.

    Benchmarks/scripts/bench_capacity.py                       # release build, M = 10, 25, 50, 75, 100, …
    Benchmarks/scripts/bench_capacity.py --rooms 1,2 --seconds 2 --resolution 0   # a smoke run
"""

import argparse
import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from bench_server_load import (  # noqa: E402
    SUBPROTOCOL, build_c, process_cpu_seconds, raise_open_file_limit, rss_kib, start_server, stop_server,
)

MIN_FPS = 55
MAX_P99_MS = 8


def measure(options, rooms, fps, runner):
    """One run with `rooms` rooms: a dict of the curve's columns."""
    process, port = start_server(options.binary, fps, None, ("taskset", "-c", str(options.server_core)))
    try:
        load = subprocess.Popen(
            ["taskset", "-c", options.load_cores, runner, "127.0.0.1", str(port), str(rooms), "2", str(options.input_hz),
             str(options.warmup), str(options.seconds), SUBPROTOCOL],
            stdout=subprocess.PIPE, text=True,
        )
        if load.stdout.readline().strip() != "ready":
            raise RuntimeError("the rooms could not connect")
        cpu = process_cpu_seconds(process.pid)
        # The load program reports after warmup + seconds; the server's CPU over that whole span is what M rooms cost.
        fields = load.stdout.readline().split()
        load.wait(10)
        cpu = (process_cpu_seconds(process.pid) - cpu) / (options.warmup + options.seconds)
        p50, p99, sent, answered = float(fields[0]), float(fields[1]), int(fields[2]), int(fields[3])
        viewer_fps = sorted(float(value) for value in fields[4:])
        return dict(
            rooms=rooms, p50=p50, p99=p99, answered=answered / max(1, sent), slowest=viewer_fps[0],
            median=viewer_fps[len(viewer_fps) // 2], core=cpu, rss=rss_kib(process.pid) / 1024,
            passed=viewer_fps[0] >= MIN_FPS and 0 <= p99 < MAX_P99_MS,
        )
    finally:
        stop_server(process, 3)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", default=".build/release/transition-lab")
    parser.add_argument("--rooms", default="10,25,50,75,100,125,150,200,250", help="M to try, in order")
    parser.add_argument("--resolution", type=int, default=5, help="bisect down to this gap in M (0: no bisection)")
    parser.add_argument("--fps", type=int, default=120, help="the server's --fps")
    parser.add_argument("--input-hz", type=int, default=120)
    parser.add_argument("--seconds", type=float, default=5)
    parser.add_argument("--warmup", type=float, default=1)
    parser.add_argument("--server-core", type=int, default=0)
    parser.add_argument("--load-cores", default="1", help="taskset list for the load program")
    options = parser.parse_args()
    raise_open_file_limit()
    runner = build_c("bench_rooms")
    print(f"load average before: {' '.join(f'{v:.2f}' for v in os.getloadavg())}")
    print(f"server on core {options.server_core}, load on {options.load_cores}; --fps {options.fps}, input "
          f"{options.input_hz} Hz, 2 viewers a room; pass: every viewer ≥ {MIN_FPS} frames/s and p99 < {MAX_P99_MS} ms")
    print("| rooms | slowest viewer frames/s | median viewer | p50 input→frame | p99 | inputs answered | server core | RSS | pass |")
    print("|---|---|---|---|---|---|---|---|---|")
    results = {}

    def run(rooms):
        r = measure(options, rooms, options.fps, runner)
        results[rooms] = r
        print(
            f"| {rooms} | {r['slowest']:.1f} | {r['median']:.1f} | {r['p50']:.2f} ms | {r['p99']:.2f} ms | "
            f"{100 * r['answered']:.0f} % | {100 * r['core']:.0f} % | {r['rss']:.1f} MiB | {'yes' if r['passed'] else 'no'} |",
            flush=True,
        )
        return r["passed"]

    failures = 0
    for rooms in [int(value) for value in options.rooms.split(",")]:
        failures = 0 if run(rooms) else failures + 1
        if failures == 2:
            break
    passing = [m for m, r in results.items() if r["passed"]]
    failing = [m for m, r in results.items() if not r["passed"] and m > max(passing, default=0)]
    low, high = max(passing, default=0), min(failing, default=None)
    while options.resolution and high is not None and high - low > options.resolution:
        middle = (low + high) // 2
        if run(middle):
            low = middle
        else:
            high = middle
    print(f"load average after: {' '.join(f'{v:.2f}' for v in os.getloadavg())}")
    print(f"\nLargest M passing: {low or 'none'}" + (f" (fails at {high})" if high else " (no step failed)"))


if __name__ == "__main__":
    sys.exit(main())
