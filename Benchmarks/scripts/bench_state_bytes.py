#!/usr/bin/env python3
"""Text traffic of a big room: one driver pinching at 120 Hz (as in bench_server_load.py) and N viewers in one room
of the default scene; once the joins have settled (a second without text messages while the server idles) and after `--warmup` seconds of
pinching, counts the bytes of each server text message type (`state`,
`presence`, …) every client receives over `--seconds`, and the binary frames for context. Raises this process's
RLIMIT_NOFILE for the sockets.

    Benchmarks/scripts/bench_state_bytes.py --binary .build/release/transition-lab --viewers 100,1000 --seconds 10
"""

import argparse
import json
import selectors
import sys
import time
from collections import Counter

sys.path.insert(0, __file__.rsplit("/", 1)[0])
from bench_server_load import (  # noqa: E402
    Client,
    masked_frame,
    process_cpu_seconds,
    raise_open_file_limit,
    split_frames,
    start_server,
    stop_server,
)

PINCH_HZ = 120


class CountingClient(Client):
    """A raw client that also adds up the bytes of the text messages it receives, by `type`."""

    def __init__(self, *args):
        super().__init__(*args)
        self.text_bytes = Counter()

    def parse(self):
        frames, self.buffer = split_frames(self.buffer)
        for opcode, payload in frames:
            if opcode == 0x1:
                self.text_bytes[json.loads(payload).get("type", "?")] += len(payload)
            elif opcode == 0x2:
                self.frames += 1
            elif opcode == 0x9:  # the server's keep-alive ping
                self.sock.sendall(masked_frame(0xA, payload))


def settle(pid, selector, clients, limit=180):
    """Reads until a whole second passes in which no client received a text message and the server used under 5 % of
    a core (the joins and their presence changes are done), at most `limit` seconds; returns how long that took."""
    start = time.perf_counter()
    while time.perf_counter() - start < limit:
        before = sum(sum(client.text_bytes.values()) for client in clients)
        cpu = process_cpu_seconds(pid)
        quiet_until = time.perf_counter() + 1
        while (left := quiet_until - time.perf_counter()) > 0:
            for key, _ in selector.select(left):
                key.data.read()
        quiet = process_cpu_seconds(pid) - cpu < 0.05
        if quiet and sum(sum(client.text_bytes.values()) for client in clients) == before:
            break
    return time.perf_counter() - start


def run(binary, viewers, seconds, warmup):
    process, port = start_server(binary, 60, None)
    try:
        selector = selectors.DefaultSelector()
        subprotocol = "transition-lab.v2"
        driver = CountingClient("127.0.0.1", port, "big", "driver", subprotocol)
        watchers = []
        for index in range(viewers):
            watchers.append(CountingClient("127.0.0.1", port, "big", f"v{index}", subprotocol))
        clients = [driver] + watchers
        for client in clients:
            selector.register(client.sock, selectors.EVENT_READ, client)
        driver.send_text(json.dumps({"type": "hello", "name": "driver", "viewport": {"width": 393, "height": 852}}))
        settled = settle(process.pid, selector, clients)
        start = time.perf_counter()
        measure_from, end = start + warmup, start + warmup + seconds
        seq, phase, next_send, measuring = 0, "begin", start, False
        while (now := time.perf_counter()) < end:
            if not measuring and now >= measure_from:
                measuring = True
                for client in clients:
                    client.text_bytes.clear()
                    client.frames = 0
                cpu = process_cpu_seconds(process.pid)
            if now >= next_send:
                seq += 1
                cycle = (seq % PINCH_HZ) / PINCH_HZ
                scale = 1 + 0.6 * (1 - abs(2 * cycle - 1))
                message = {"type": "pinch", "phase": phase, "scale": scale, "x": 196, "y": 426, "time": now * 1000,
                           "seq": seq}
                phase = "change"
                driver.send_text(json.dumps(message))
                next_send += 1 / PINCH_HZ
            for key, _ in selector.select(max(0, min(next_send, end) - time.perf_counter())):
                key.data.read()
        cpu = process_cpu_seconds(process.pid) - cpu
        totals = Counter()
        for client in watchers:
            totals.update(client.text_bytes)
        frames = sum(client.frames for client in watchers) / viewers / seconds
        for client in clients:
            client.sock.close()
        return totals, frames, cpu / seconds, settled
    finally:
        stop_server(process)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", default=".build/release/transition-lab")
    parser.add_argument("--viewers", default="100,1000")
    parser.add_argument("--seconds", type=float, default=10)
    parser.add_argument("--warmup", type=float, default=1, help="seconds of pinching before measuring")
    options = parser.parse_args()
    raise_open_file_limit()
    print("| viewers | state B/s per viewer | state B/s total | presence B/s total | other text B/s total | "
          "frames/s per viewer | server core | joins settled in |")
    print("|---|---|---|---|---|---|---|---|")
    for viewers in (int(n) for n in options.viewers.split(",")):
        totals, frames, core, settled = run(options.binary, viewers, options.seconds, options.warmup)
        state = totals.pop("state", 0) / options.seconds
        presence = totals.pop("presence", 0) / options.seconds
        other = sum(totals.values()) / options.seconds
        print(f"| {viewers} | {state / viewers:,.0f} | {state:,.0f} | {presence:,.0f} | {other:,.0f} | "
              f"{frames:.1f} | {100 * core:.0f} % | {settled:.0f} s |", flush=True)


if __name__ == "__main__":
    main()
