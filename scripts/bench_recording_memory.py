#!/usr/bin/env python3
"""Memory of `transition-lab serve` while a driver records without end: it sends `record`, then `key` input just under
the message rate limit (950 a second) until the server reports `recording-full`, then `record` again, for
`--seconds`. Prints the server's RSS after each filled recording. Unbounded, a recording at this rate grew the
server by ~606 kB/s (2.2 GB an hour); with the cap, RSS should level off after the first fill.

    scripts/bench_recording_memory.py --binary .build/release/transition-lab --seconds 180
"""

import argparse
import json
import selectors
import signal
import subprocess
import sys
import time

sys.path.insert(0, __file__.rsplit("/", 1)[0])
from bench_server_load import Client, masked_frame, rss_kib, start_server  # noqa: E402

RATE = 950


class RecordingClient(Client):
    """A raw client that counts the `recording-full` errors it receives."""

    def __init__(self, *args):
        super().__init__(*args)
        self.fills = 0

    def parse(self):
        buffer, offset = self.buffer, 0
        while len(buffer) - offset >= 2:
            length, header = buffer[offset + 1] & 0x7F, 2
            if length == 126:
                if len(buffer) - offset < 4:
                    break
                length, header = int.from_bytes(buffer[offset + 2 : offset + 4], "big"), 4
            elif length == 127:
                if len(buffer) - offset < 10:
                    break
                length, header = int.from_bytes(buffer[offset + 2 : offset + 10], "big"), 10
            end = offset + header + length
            if end > len(buffer):
                break
            if buffer[offset] & 0x0F == 0x1 and b'"recording-full"' in buffer[offset + header : end]:
                self.fills += 1
            elif buffer[offset] & 0x0F == 0x9:  # the server's keep-alive ping
                self.sock.sendall(masked_frame(0xA, bytes(buffer[offset + header : end])))
            offset = end
        self.buffer = buffer[offset:]


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", default=".build/release/transition-lab")
    parser.add_argument("--seconds", type=float, default=180)
    options = parser.parse_args()
    process, port = start_server(options.binary, 60, None)
    try:
        client = RecordingClient("127.0.0.1", port, "recorder", "driver", "transition-lab.v2")
        selector = selectors.DefaultSelector()
        selector.register(client.sock, selectors.EVENT_READ, client)
        time.sleep(0.5)
        print(f"start: RSS {rss_kib(process.pid) / 1024:.1f} MiB", flush=True)
        client.send_text(json.dumps({"type": "record"}))
        start = time.perf_counter()
        sent, fills = 0, 0
        while (now := time.perf_counter()) - start < options.seconds:
            while sent < (now - start) * RATE:
                sent += 1
                client.send_text(json.dumps({"type": "key", "key": "ArrowRight" if sent % 2 else "ArrowLeft"}))
            for key, _ in selector.select(0.01):
                key.data.read()
            if client.fills > fills:
                fills = client.fills
                client.send_text(json.dumps({"type": "record"}))
                print(f"recording {fills} full after {now - start:5.1f} s, {sent:,} keys sent: "
                      f"RSS {rss_kib(process.pid) / 1024:.1f} MiB", flush=True)
        print(f"end after {options.seconds:.0f} s, {sent:,} keys sent: RSS {rss_kib(process.pid) / 1024:.1f} MiB")
    finally:
        process.send_signal(signal.SIGTERM)
        try:
            process.wait(5)
        except subprocess.TimeoutExpired:
            process.kill()


if __name__ == "__main__":
    main()
