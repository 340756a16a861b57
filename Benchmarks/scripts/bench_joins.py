#!/usr/bin/env python3
"""Joining one big room: N viewers connect one after another into one room (reading whatever arrives between
connections) until the joins have settled (a second without text messages while the server idles, as in
bench_state_bytes.py). Prints the time that took (the final quiet second left out), the server's CPU, and the text
bytes all joiners received, in total and for `welcome` and `presence`, and how many connections the server
closed, and the frames they received. Raises this process's RLIMIT_NOFILE.

    Benchmarks/scripts/bench_joins.py --binary .build/release/transition-lab --joins 2000

`--interval 0.005` waits that long between two connections, as people join one by one: each join is then a turn
of its own, and a join that sent its frame to every member would cost a frame per member, N²/2 frames in all.
"""

import argparse
import selectors
import sys
import time

sys.path.insert(0, __file__.rsplit("/", 1)[0])
from bench_server_load import process_cpu_seconds, raise_open_file_limit, start_server, stop_server  # noqa: E402
from bench_state_bytes import CountingClient, settle  # noqa: E402


class JoinClient(CountingClient):
    """A counting client that notes a close by the server instead of failing (the bench counts them)."""

    def __init__(self, selector, *args):
        super().__init__(*args)
        self.selector = selector
        self.closed = False
        selector.register(self.sock, selectors.EVENT_READ, self)

    def read(self):
        try:
            super().read()
        except (ConnectionError, OSError):
            self.closed = True
            self.selector.unregister(self.sock)


def run(binary, joins, interval):
    process, port = start_server(binary, 60, None)
    try:
        selector = selectors.DefaultSelector()
        clients = []
        cpu = process_cpu_seconds(process.pid)
        start = time.perf_counter()
        for index in range(joins):
            client = JoinClient(selector, "127.0.0.1", port, "big", f"v{index}", "transition-lab.v2")
            clients.append(client)
            pause_until = time.perf_counter() + interval
            while True:
                for key, _ in selector.select(max(0, pause_until - time.perf_counter())):
                    key.data.read()
                if time.perf_counter() >= pause_until:
                    break
        connected = time.perf_counter() - start
        settled = connected + settle(process.pid, selector, clients, limit=600) - 1
        cpu = process_cpu_seconds(process.pid) - cpu
        totals = {}
        for client in clients:
            for kind, count in client.text_bytes.items():
                totals[kind] = totals.get(kind, 0) + count
        for client in clients:
            client.sock.close()
        frames = sum(client.frames for client in clients)
        return connected, settled, cpu, totals, sum(client.closed for client in clients), frames
    finally:
        stop_server(process)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", default=".build/release/transition-lab")
    parser.add_argument("--joins", default="2000")
    parser.add_argument("--interval", type=float, default=0, help="seconds between two connections")
    options = parser.parse_args()
    raise_open_file_limit()
    print("| joins | connected in | settled in | server CPU | text bytes | welcome bytes | presence bytes | closed "
          "| frames received |")
    print("|---|---|---|---|---|---|---|---|---|")
    for joins in (int(n) for n in options.joins.split(",")):
        connected, settled, cpu, totals, closed, frames = run(options.binary, joins, options.interval)
        print(f"| {joins:,} | {connected:.1f} s | {settled:.1f} s | {cpu:.1f} s | {sum(totals.values()):,} | "
              f"{totals.get('welcome', 0):,} | {totals.get('presence', 0):,} | {closed} | {frames:,} |", flush=True)
        print(f"bytes by type: {dict(sorted(totals.items()))}", flush=True)


if __name__ == "__main__":
    main()
