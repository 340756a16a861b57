#!/usr/bin/env python3
"""Memory of `transition-lab serve` while a driver records without end: it sends `record`, then `key` input just under
the message rate limit (950 a second) until the server reports `recording-full`, then `record` again, for
`--seconds`; with `--rooms N`, N drivers do so at once in N rooms, so N × seconds is that many seconds of one
driver's recording. Prints the server's RSS each time every room's recording filled up once more. Unbounded, a recording at this rate grew the
server by ~606 kB/s (2.2 GB an hour); with the cap, RSS should level off after the first fill.

    Benchmarks/scripts/bench_recording_memory.py --binary .build/release/transition-lab --rooms 12 --seconds 300
"""

import argparse
import json
import selectors
import sys
import time

sys.path.insert(0, __file__.rsplit("/", 1)[0])
from bench_server_load import Client, masked_frame, rss_kib, split_frames, start_server, stop_server  # noqa: E402

RATE = 950


class RecordingClient(Client):
    """A raw client that counts the `recording-full` errors it receives."""

    def __init__(self, *args):
        super().__init__(*args)
        self.fills = 0

    def parse(self):
        frames, self.buffer = split_frames(self.buffer)
        for opcode, payload in frames:
            if opcode == 0x1 and b'"recording-full"' in payload:
                self.fills += 1
            elif opcode == 0x9:  # the server's keep-alive ping
                self.sock.sendall(masked_frame(0xA, payload))


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", default=".build/release/transition-lab")
    parser.add_argument("--seconds", type=float, default=180)
    parser.add_argument("--rooms", type=int, default=1, help="drivers recording at once, each in its own room")
    options = parser.parse_args()
    process, port = start_server(options.binary, 60, None)
    try:
        clients = [RecordingClient("127.0.0.1", port, f"recorder-{index}", "driver", "transition-lab.v2")
                   for index in range(options.rooms)]
        selector = selectors.DefaultSelector()
        for client in clients:
            selector.register(client.sock, selectors.EVENT_READ, client)
        time.sleep(0.5)
        print(f"start: RSS {rss_kib(process.pid) / 1024:.1f} MiB", flush=True)
        for client in clients:
            client.send_text(json.dumps({"type": "record"}))
        start = time.perf_counter()
        sent, fills, rounds = 0, [0] * len(clients), 0
        while (now := time.perf_counter()) - start < options.seconds:
            while sent < (now - start) * RATE:
                sent += 1
                message = json.dumps({"type": "key", "key": "ArrowRight" if sent % 2 else "ArrowLeft"})
                for client in clients:
                    client.send_text(message)
            for key, _ in selector.select(0.01):
                key.data.read()
            for index, client in enumerate(clients):
                if client.fills > fills[index]:
                    fills[index] = client.fills
                    client.send_text(json.dumps({"type": "record"}))
            if min(fills) > rounds:
                rounds = min(fills)
                print(f"every room's recording {rounds} full after {now - start:5.1f} s, "
                      f"{sent * len(clients):,} keys sent: RSS {rss_kib(process.pid) / 1024:.1f} MiB", flush=True)
        print(f"end after {options.seconds:.0f} s, {sent * len(clients):,} keys sent "
              f"({sent * len(clients) / RATE / 3600:.2f} hours of one driver at {RATE}/s): "
              f"RSS {rss_kib(process.pid) / 1024:.1f} MiB")
    finally:
        stop_server(process)


if __name__ == "__main__":
    main()
