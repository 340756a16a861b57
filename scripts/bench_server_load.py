#!/usr/bin/env python3
"""Load harness for `transition-lab serve`: one driver pinching (trackpad `pinch`, scale
1 → 1.6 → 1 every second) at 120 Hz plus N viewers in one room of the default scene (photo-grid), all
read by one lean loop (raw sockets, many per select sweep, minimal WebSocket parsing) so the load generator costs
far less per frame than a `websockets` client.

Each configuration runs once per frame format (`--formats v1,v2`: the WebSocket subprotocol every client of
the run negotiates), so v1 and v2 are measured side by side in the same invocation.

Reports per run: driver input-to-frame latency p50/p99 (send of `seq` → first frame whose header carries it),
frames/s per viewer, server CPU per delivered frame (utime+stime from /proc), bytes per frame, server RSS, and the
load generator's own CPU.

    scripts/bench_server_load.py --binary .build/release/transition-lab --viewers 1,10,50,200 --fps 60,120 --formats v1,v2
"""

import argparse
import base64
import json
import os
import re
import selectors
import signal
import socket
import struct
import subprocess
import sys
import time

PINCH_HZ = 120
CLOCK_TICKS = os.sysconf("SC_CLK_TCK")


def masked_frame(opcode, payload):
    """A client → server WebSocket frame (clients must mask)."""
    mask = os.urandom(4)
    length = len(payload)
    if length < 126:
        header = struct.pack("!BB", 0x80 | opcode, 0x80 | length)
    elif length < 65536:
        header = struct.pack("!BBH", 0x80 | opcode, 0x80 | 126, length)
    else:
        header = struct.pack("!BBQ", 0x80 | opcode, 0x80 | 127, length)
    masked = bytes(b ^ mask[i % 4] for i, b in enumerate(payload))
    return header + mask + masked


def split_frames(buffer):
    """The complete server frames at the start of `buffer` as (opcode, payload) pairs, and the bytes left over."""
    frames, offset = [], 0
    while len(buffer) - offset >= 2:
        length, header = buffer[offset + 1] & 0x7F, 2
        if length == 126:
            if len(buffer) - offset < 4:
                break
            length, header = struct.unpack_from("!H", buffer, offset + 2)[0], 4
        elif length == 127:
            if len(buffer) - offset < 10:
                break
            length, header = struct.unpack_from("!Q", buffer, offset + 2)[0], 10
        end = offset + header + length
        if end > len(buffer):
            break
        frames.append((buffer[offset] & 0x0F, bytes(buffer[offset + header : end])))
        offset = end
    return frames, buffer[offset:]


class Client:
    """One raw WebSocket connection: handshake, then incremental parsing of server frames."""

    def __init__(self, host, port, room, name, subprotocol):
        self.sock = socket.create_connection((host, port))
        self.sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        key = base64.b64encode(os.urandom(16)).decode()
        self.sock.sendall(
            (
                f"GET /ws?room={room}&name={name} HTTP/1.1\r\nHost: {host}:{port}\r\nUpgrade: websocket\r\n"
                f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n"
                f"Sec-WebSocket-Protocol: {subprotocol}\r\n\r\n"
            ).encode()
        )
        response = b""
        while b"\r\n\r\n" not in response:
            response += self.sock.recv(4096)
        head, _, self.buffer = response.partition(b"\r\n\r\n")
        assert head.startswith(b"HTTP/1.1 101"), head
        self.sock.setblocking(False)
        self.frames = 0
        self.frame_bytes = 0
        self.on_frame = None

    def send_text(self, text):
        self.sock.sendall(masked_frame(0x1, text.encode()))

    def read(self):
        try:
            data = self.sock.recv(1 << 20)
        except BlockingIOError:
            return
        if not data:
            raise ConnectionError("server closed the connection")
        self.buffer += data
        self.parse()

    def parse(self):
        buffer = self.buffer
        offset = 0
        while len(buffer) - offset >= 2:
            first, second = buffer[offset], buffer[offset + 1]
            length = second & 0x7F
            header = 2
            if length == 126:
                if len(buffer) - offset < 4:
                    break
                length = struct.unpack_from("!H", buffer, offset + 2)[0]
                header = 4
            elif length == 127:
                if len(buffer) - offset < 10:
                    break
                length = struct.unpack_from("!Q", buffer, offset + 2)[0]
                header = 10
            end = offset + header + length
            if end > len(buffer):
                break
            opcode = first & 0x0F
            if opcode == 0x2:
                self.frames += 1
                self.frame_bytes += length
                if self.on_frame:
                    self.on_frame(buffer, offset + header, length)
            elif opcode == 0x9:
                self.sock.sendall(masked_frame(0xA, bytes(buffer[offset + header : end])))
            offset = end
        self.buffer = buffer[offset:]


def process_cpu_seconds(pid):
    with open(f"/proc/{pid}/stat") as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / CLOCK_TICKS


def rss_kib(pid):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


def percentile(values, fraction):
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def start_server(binary, fps, scene):
    args = [binary, "serve", "--host", "127.0.0.1", "--port", "0", "--fps", str(fps), "--log-level", "warning"]
    if scene:
        args += ["--scene", scene]
    process = subprocess.Popen(args, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    for line in process.stdout:
        match = re.search(r"listening on http://127.0.0.1:(\d+)/", line)
        if match:
            return process, int(match.group(1))
    raise RuntimeError("server did not start")


def run(binary, viewers, fps, seconds, warmup, scene, frame_format):
    process, port = start_server(binary, fps, scene)
    try:
        selector = selectors.DefaultSelector()
        subprotocol = f"transition-lab.{frame_format}"
        driver = Client("127.0.0.1", port, "bench", "driver", subprotocol)
        watchers = [Client("127.0.0.1", port, "bench", f"v{index}", subprotocol) for index in range(viewers)]
        for client in [driver] + watchers:
            selector.register(client.sock, selectors.EVENT_READ, client)
        sent_at = {}
        latencies = []
        seen_seq = [0]

        def on_driver_frame(buffer, start, length):
            seq = struct.unpack_from("<I", buffer, start + 12)[0]
            if seq > seen_seq[0]:
                now = time.perf_counter()
                for pending in range(seen_seq[0] + 1, seq + 1):
                    if pending in sent_at:
                        latencies.append(now - sent_at.pop(pending))
                seen_seq[0] = seq

        driver.on_frame = on_driver_frame
        driver.send_text(json.dumps({"type": "hello", "name": "driver", "viewport": {"width": 393, "height": 852}}))
        seq = 0
        start = time.perf_counter()
        measure_from = start + warmup
        end = measure_from + seconds
        next_send = start
        measuring = False
        cpu_server = cpu_loadgen = 0.0
        frames_before = bytes_before = 0
        phase = "begin"
        while True:
            now = time.perf_counter()
            if not measuring and now >= measure_from:
                measuring = True
                latencies.clear()
                cpu_server = process_cpu_seconds(process.pid)
                cpu_loadgen = time.process_time()
                frames_before = sum(c.frames for c in watchers)
                bytes_before = sum(c.frame_bytes for c in watchers) + driver.frame_bytes
                driver_frames_before = driver.frames
            if now >= end:
                break
            if now >= next_send:
                seq += 1
                cycle = (seq % PINCH_HZ) / PINCH_HZ
                scale = 1 + 0.6 * (1 - abs(2 * cycle - 1))  # pinch out and back: photo grid 9 → 7 columns, mid-way
                message = {"type": "pinch", "phase": phase, "scale": scale, "x": 196, "y": 426, "time": now * 1000, "seq": seq}
                phase = "change"
                sent_at[seq] = time.perf_counter()
                driver.send_text(json.dumps(message))
                next_send += 1 / PINCH_HZ
            timeout = max(0, min(next_send, end) - time.perf_counter())
            for key, _ in selector.select(timeout):
                key.data.read()
        driver.send_text(json.dumps({"type": "pinch", "phase": "end", "scale": 1, "x": 196, "y": 426, "time": 0, "seq": seq + 1}))
        cpu_server = process_cpu_seconds(process.pid) - cpu_server
        cpu_loadgen = time.process_time() - cpu_loadgen
        viewer_frames = sum(c.frames for c in watchers) - frames_before
        driver_frames = driver.frames - driver_frames_before
        delivered = viewer_frames + driver_frames
        total_bytes = sum(c.frame_bytes for c in watchers) + driver.frame_bytes - bytes_before
        result = dict(
            format=frame_format, viewers=viewers, fps=fps, seconds=seconds,
            p50_ms=percentile(latencies, 0.5) * 1000, p99_ms=percentile(latencies, 0.99) * 1000,
            fps_per_viewer=viewer_frames / max(1, viewers) / seconds,
            driver_fps=driver_frames / seconds,
            cpu_us_per_frame=cpu_server / max(1, delivered) * 1e6,
            server_core=cpu_server / seconds,
            bytes_per_frame=total_bytes / max(1, delivered),
            rss_mib=rss_kib(process.pid) / 1024,
            loadgen_us_per_frame=cpu_loadgen / max(1, delivered) * 1e6,
            loadgen_core=cpu_loadgen / seconds,
        )
        for client in [driver] + watchers:
            client.sock.close()
        return result
    finally:
        process.send_signal(signal.SIGTERM)
        try:
            process.wait(3)
        except subprocess.TimeoutExpired:
            process.kill()


def idle_bytes(binary, seconds=3):
    """Bytes a connected, idle viewer receives per second after the join burst (target 0)."""
    process, port = start_server(binary, 60, None)
    try:
        client = Client("127.0.0.1", port, "idle", "idle", "transition-lab.v2")
        time.sleep(0.5)
        client.sock.setblocking(True)
        client.sock.settimeout(0.1)
        try:
            while client.sock.recv(1 << 20):
                pass
        except (socket.timeout, BlockingIOError):
            pass
        received = 0
        deadline = time.time() + seconds
        while time.time() < deadline:
            try:
                received += len(client.sock.recv(1 << 20))
            except (socket.timeout, BlockingIOError):
                pass
        cpu = process_cpu_seconds(process.pid)
        time.sleep(seconds)
        cpu = process_cpu_seconds(process.pid) - cpu
        return received / seconds, cpu / seconds
    finally:
        process.send_signal(signal.SIGTERM)
        process.wait(3)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", default=".build/release/transition-lab")
    parser.add_argument("--viewers", default="1,10,50,200")
    parser.add_argument("--fps", default="60,120")
    parser.add_argument("--seconds", type=float, default=5)
    parser.add_argument("--warmup", type=float, default=1)
    parser.add_argument("--scene", default=None)
    parser.add_argument("--formats", default="v1,v2", help="frame formats to compare, each a run of its own")
    options = parser.parse_args()
    print("| format | viewers | --fps | latency p50 | p99 | frames/s per viewer | server CPU per frame | server core | bytes/frame | RSS | loadgen CPU per frame | loadgen core |")
    print("|---|---|---|---|---|---|---|---|---|---|---|---|")
    for fps in [int(v) for v in options.fps.split(",")]:
        for viewers in [int(v) for v in options.viewers.split(",")]:
            for frame_format in options.formats.split(","):
                r = run(options.binary, viewers, fps, options.seconds, options.warmup, options.scene, frame_format)
                print(
                    f"| {r['format']} | {r['viewers']} | {r['fps']} | {r['p50_ms']:.2f} ms | {r['p99_ms']:.2f} ms | {r['fps_per_viewer']:.1f} | "
                    f"{r['cpu_us_per_frame']:.1f} µs | {100 * r['server_core']:.0f} % | {r['bytes_per_frame']:.0f} | "
                    f"{r['rss_mib']:.1f} MiB | {r['loadgen_us_per_frame']:.1f} µs | {100 * r['loadgen_core']:.0f} % |",
                    flush=True,
                )
    rate, cpu = idle_bytes(options.binary)
    print(f"\nIdle: {rate:.0f} bytes/s to a connected viewer, server CPU {100 * cpu:.2f} % of a core.")


if __name__ == "__main__":
    sys.exit(main())
