#!/usr/bin/env python3
"""Control-frame flood against `transition-lab serve`: one socket writes WebSocket pings (6-byte masked frames, or
2-byte unmasked ones with --unmasked; or, for comparison, 22-byte `pause` text messages with --text) as fast as the
kernel takes them, for `--seconds`, and reads what it is sent only with --read-pongs.
Reports the server's CPU (utime+stime from /proc), how many pings were written, and the round trip of a JSON `ping`
another client in another room sends every 100 ms meanwhile.

    Benchmarks/scripts/bench_ping_flood.py --binary .build/release/transition-lab --seconds 10
"""

import argparse
import json
import selectors
import socket
import sys
import time

sys.path.insert(0, __file__.rsplit("/", 1)[0])
from bench_server_load import (  # noqa: E402
    Client,
    masked_frame,
    percentile,
    process_cpu_seconds,
    split_frames,
    start_server,
    stop_server,
)


class PongClient(Client):
    """A raw client that notes when each JSON `pong` arrives."""

    def __init__(self, *args):
        super().__init__(*args)
        self.pongs = []

    def parse(self):
        frames, self.buffer = split_frames(self.buffer)
        for opcode, payload in frames:
            if opcode == 0x1:
                message = json.loads(payload)
                if message.get("type") == "pong":
                    self.pongs.append((message["time"], time.perf_counter()))
            elif opcode == 0x9:  # the server's keep-alive ping
                self.sock.sendall(masked_frame(0xA, payload))


def flood(binary, seconds, unmasked, read_pongs, text):
    process, port = start_server(binary, 60, None)
    try:
        attacker = Client("127.0.0.1", port, "attack", "a", "transition-lab.v2")
        bystander = PongClient("127.0.0.1", port, "bystander", "b", "transition-lab.v2")
        time.sleep(0.5)
        bystander.read()
        bystander.pongs.clear()
        if text:
            ping = masked_frame(0x1, b'{"type":"pause"}')
        else:
            ping = b"\x89\x00" if unmasked else masked_frame(0x9, b"")
        burst = ping * 4096
        attacker.sock.setblocking(True)
        attacker.sock.settimeout(0.01)
        selector = selectors.DefaultSelector()
        selector.register(bystander.sock, selectors.EVENT_READ, bystander)
        cpu = process_cpu_seconds(process.pid)
        start = time.perf_counter()
        sent_bytes, next_probe = 0, start
        while (now := time.perf_counter()) - start < seconds:
            if now >= next_probe:
                bystander.send_text(json.dumps({"type": "ping", "time": now}))
                next_probe += 0.1
            try:
                sent_bytes += attacker.sock.send(burst)
            except (socket.timeout, BlockingIOError):
                pass
            except OSError:
                break  # the server closed the attacker
            if read_pongs:
                try:
                    while attacker.sock.recv(1 << 16, socket.MSG_DONTWAIT):
                        pass
                except (BlockingIOError, socket.timeout):
                    pass
            for key, _ in selector.select(0):
                key.data.read()
        elapsed = time.perf_counter() - start
        cpu = process_cpu_seconds(process.pid) - cpu
        deadline = time.perf_counter() + 1
        while time.perf_counter() < deadline:
            for key, _ in selector.select(0.05):
                key.data.read()
        trips = [(received - sent) * 1000 for sent, received in bystander.pongs]
        return cpu / elapsed, sent_bytes / len(ping) / elapsed, trips
    finally:
        stop_server(process)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", default=".build/release/transition-lab")
    parser.add_argument("--seconds", type=float, default=10)
    parser.add_argument("--unmasked", action="store_true")
    parser.add_argument("--text", action="store_true", help="flood with small text messages instead, for comparison")
    parser.add_argument("--read-pongs", action="store_true", help="the flooding socket also reads its pongs")
    options = parser.parse_args()
    core, rate, trips = flood(options.binary, options.seconds, options.unmasked, options.read_pongs, options.text)
    kind = "text message" if options.text else ("unmasked" if options.unmasked else "masked") + (", pongs read," if options.read_pongs else "")
    print(f"{kind} flood: {rate:,.0f} frames/s written, server CPU {100 * core:.0f} % of a core; bystander "
          f"ping round trip p50 {percentile(trips, 0.5):.1f} ms, p99 {percentile(trips, 0.99):.1f} ms "
          f"({len(trips)} answered)")


if __name__ == "__main__":
    main()
