#!/usr/bin/env python3
"""Capacity in rooms: `transition-lab serve` pinned to one core (`taskset`), M rooms of the default scene
(photo-grid), each with one driver pinching at 120 Hz and two viewers, all held by Benchmarks/scripts/bench_rooms.c
(compiled at start, pinned to another core). A load of M rooms passes when every viewer receives at least 55 frames
a second and the drivers' p99 input→frame latency stays under 8 ms. Runs the `--rooms` steps in order (stopping
after two failures in a row), then halves the gap between the largest passing M and the smallest failing one down
to `--resolution`, and prints the curve and the largest passing M.

Then the same steps and bisection run against Benchmarks/scripts/bench_broadcast_server.c (`lws-c`, skipped with
`--no-c`), pinned the same way: a bare libwebsockets server sending, for each input, one frame of the photo-grid's
bytes per frame (measured first with bench_server_load.py's one-room run of our server) to the members of the
sender's room. The summary gives both largest M and their ratio.

Before the curves, Benchmarks/scripts/bench_cpu_stalls.c runs alone on the server's core (`--stall-seconds`, 0 skips
it) and prints how often the core itself ran at least twice slower for a 50 ms window: a server using a share S of
the core falls behind in such a window once S × the slowdown exceeds 1, and the backlog is what p99 then measures.

    Benchmarks/scripts/bench_capacity.py                       # release build, M = 10, 25, 50, 75, 100, …
    Benchmarks/scripts/bench_capacity.py --rooms 1,2 --seconds 2 --resolution 0   # a smoke run
"""

import argparse
import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from bench_server_load import (  # noqa: E402
    SUBPROTOCOL, build_broadcast_server, build_c, build_viewers, process_cpu_seconds, raise_open_file_limit, rss_kib, run,
    start_broadcast_server, start_server, stop_server,
)

MIN_FPS = 55
MAX_P99_MS = 8


def measure(options, rooms, runner, start):
    """One run with `rooms` rooms against the server `start(wrapper)` returns as (process, port): a dict of the
    curve's columns."""
    process, port = start(("taskset", "-c", str(options.server_core)))
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


def curve(label, options, runner, start):
    """The `--rooms` steps, then the bisection, against one server; prints a row per run and returns
    (largest passing M, smallest failing M or None)."""
    results = {}

    def passes(rooms):
        r = measure(options, rooms, runner, start)
        results[rooms] = r
        print(
            f"| {label} | {rooms} | {r['slowest']:.1f} | {r['median']:.1f} | {r['p50']:.2f} ms | {r['p99']:.2f} ms | "
            f"{100 * r['answered']:.0f} % | {100 * r['core']:.0f} % | {r['rss']:.1f} MiB | {'yes' if r['passed'] else 'no'} |",
            flush=True,
        )
        return r["passed"]

    failures = 0
    for rooms in [int(value) for value in options.rooms.split(",")]:
        failures = 0 if passes(rooms) else failures + 1
        if failures == 2:
            break
    passing = [m for m, r in results.items() if r["passed"]]
    failing = [m for m, r in results.items() if not r["passed"] and m > max(passing, default=0)]
    low, high = max(passing, default=0), min(failing, default=None)
    while options.resolution and high is not None and high - low > options.resolution:
        middle = (low + high) // 2
        if passes(middle):
            low = middle
        else:
            high = middle
    return low, high


def photo_grid_frame_bytes(options):
    """Bytes per frame our server sends in one room of the default scene under this pinch (bench_server_load.py's
    run: one driver, two viewers)."""
    r = run(lambda: start_server(options.binary, options.fps, None), build_viewers(), 2, 2, 1, options.input_hz)
    return r["bytes_per_frame"]


def cpu_stalls(options):
    """bench_cpu_stalls.c on the server's core: a sentence on the windows in which the core ran ≥ 2× slower."""
    executable = build_c("bench_cpu_stalls")
    fields = subprocess.run(
        ["taskset", "-c", str(options.server_core), executable, str(options.stall_seconds)],
        check=True, capture_output=True, text=True,
    ).stdout.split()
    median, windows, longest, worst, interval = float(fields[0]), int(fields[1]), float(fields[2]), float(fields[3]), float(fields[4])
    every = f", one every {interval:.2f} s" if windows > 1 else ""
    return (f"core {options.server_core} alone for {options.stall_seconds:g} s: {windows} windows of ≥ 2× slower work "
            f"(worst {worst:.1f}×, longest {longest:.0f} ms{every}; a piece of work takes {median:.0f} µs of CPU)")


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
    parser.add_argument("--no-c", action="store_true", help="skip the byte-equal libwebsockets server (lws-c)")
    parser.add_argument("--stall-seconds", type=float, default=5, help="bench_cpu_stalls.c's run first (0: none)")
    options = parser.parse_args()
    raise_open_file_limit()
    runner = build_c("bench_rooms")
    servers = [("ours", lambda wrapper: start_server(options.binary, options.fps, None, wrapper))]
    if not options.no_c:
        broadcast_executable = build_broadcast_server()
        frame_bytes = photo_grid_frame_bytes(options)
        servers.append(("lws-c", lambda wrapper: start_broadcast_server(broadcast_executable, frame_bytes, 0, wrapper)))
    print(f"load average before: {' '.join(f'{v:.2f}' for v in os.getloadavg())}")
    print(f"server on core {options.server_core}, load on {options.load_cores}; --fps {options.fps}, input "
          f"{options.input_hz} Hz, 2 viewers a room; pass: every viewer ≥ {MIN_FPS} frames/s and p99 < {MAX_P99_MS} ms")
    if options.stall_seconds:
        print(cpu_stalls(options))
    if not options.no_c:
        print(f"lws-c: one frame of {frame_bytes:.0f} bytes (our photo-grid bytes/frame) per input, to the sender's room")
    print("| server | rooms | slowest viewer frames/s | median viewer | p50 input→frame | p99 | inputs answered | server core | RSS | pass |")
    print("|---|---|---|---|---|---|---|---|---|---|")
    largest = {label: curve(label, options, runner, start) for label, start in servers}
    print(f"load average after: {' '.join(f'{v:.2f}' for v in os.getloadavg())}")
    print()
    for label, (low, high) in largest.items():
        print(f"Largest M passing, {label}: {low or 'none'}" + (f" (fails at {high})" if high else " (no step failed)"))
    if not options.no_c:
        ours, c = largest["ours"][0], largest["lws-c"][0]
        print(f"ours / lws-c: {ours / c:.2f}" if c else "ours / lws-c: no M passed on lws-c")


if __name__ == "__main__":
    sys.exit(main())
