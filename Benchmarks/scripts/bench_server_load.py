#!/usr/bin/env python3
"""Load harness for `transition-lab serve`: one driver pinching (trackpad `pinch`, scale
1 → 1.6 → 1 every second) at 120 Hz plus N viewers in one room of the default scene (photo-grid). The driver is read
here (it measures latency); the viewers are read by Benchmarks/scripts/bench_viewers.c, compiled at start, one C process with a
poll loop that counts frames and discards them, so the load generator costs a few microseconds per frame and the
server, not the reader, is what a run measures (its CPU share is printed as "loadgen core").

Each configuration runs once per variant, in alternation: a variant is a `transition-lab` binary. `--variants`
compares two builds, e.g. of two checkouts (paths are examples):

    Benchmarks/scripts/bench_server_load.py --viewers 50 --fps 60 --repeat 5 \
        --variants base=/tmp/base/.build/release/transition-lab,change=.build/release/transition-lab

Reports per run: driver input-to-frame latency p50/p99 (send of `seq` → first frame whose header carries it),
frames/s per viewer (mean and slowest), server CPU per delivered frame (every thread's run time from
/proc/PID/task/*/schedstat over frames delivered to viewers and driver), bytes per frame, server RSS, the load
generator's CPU (this script plus the C reader); then medians per variant and their ratio to the first variant.
"""

import argparse
import base64
import json
import os
import re
import resource
import selectors
import signal
import socket
import struct
import subprocess
import statistics
import sys
import tempfile
import time

SUBPROTOCOL = "transition-lab.v2"
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
        self.on_text = None

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
            elif opcode == 0x1 and self.on_text:
                self.on_text(json.loads(bytes(buffer[offset + header : end])))
            elif opcode == 0x9:
                self.sock.sendall(masked_frame(0xA, bytes(buffer[offset + header : end])))
            offset = end
        self.buffer = buffer[offset:]


def process_cpu_seconds(pid):
    """CPU time of every thread of `pid` so far, in nanoseconds resolution (schedstat), else in clock ticks."""
    try:
        return sum(
            int(open(f"/proc/{pid}/task/{task}/schedstat").read().split()[0]) for task in os.listdir(f"/proc/{pid}/task")
        ) / 1e9
    except (OSError, ValueError):
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


def stop_server(process, grace=5):
    """Stops a server started by `start_server`: SIGTERM, then SIGKILL if it has not exited within `grace` s."""
    process.send_signal(signal.SIGTERM)
    try:
        process.wait(grace)
    except subprocess.TimeoutExpired:
        process.kill()


def raise_open_file_limit(limit=65536):
    """Raises this process's RLIMIT_NOFILE (servers it starts inherit it) for thousands of sockets."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (min(hard, limit), hard))


def build_viewers():
    """Compiles Benchmarks/scripts/bench_viewers.c (the C reader of every viewer) once per invocation; returns its path."""
    source = os.path.join(os.path.dirname(os.path.abspath(__file__)), "bench_viewers.c")
    target = os.path.join(tempfile.mkdtemp(prefix="bench-viewers-"), "bench_viewers")
    subprocess.run(["cc", "-O2", "-o", target, source], check=True)
    return target


class Viewers:
    """The C reader holding `count` viewer connections; `mark()` returns (frames, bytes, frames per viewer)."""

    def __init__(self, executable, port, room, count, subprotocol):
        self.process = subprocess.Popen(
            [executable, "127.0.0.1", str(port), room, str(count), subprotocol],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
        )
        if self.process.stdout.readline().strip() != "ready":
            raise RuntimeError("viewers could not connect")

    def mark(self):
        self.process.stdin.write("mark\n")
        self.process.stdin.flush()
        numbers = [int(n) for n in self.process.stdout.readline().split()]
        return numbers[0], numbers[1], numbers[2:]

    def close(self):
        if self.process.poll() is None:
            self.process.stdin.write("quit\n")
            self.process.stdin.flush()
            try:
                self.process.wait(3)
            except subprocess.TimeoutExpired:
                self.process.kill()


def run(binary, viewers_executable, viewers, fps, seconds, warmup, scene):
    process, port = start_server(binary, fps, scene)
    viewers_process = None
    try:
        selector = selectors.DefaultSelector()
        subprotocol = SUBPROTOCOL
        driver = Client("127.0.0.1", port, "bench", "driver", subprotocol)
        driver_welcome = []
        driver.on_text = driver_welcome.append
        watchers = Viewers(viewers_executable, port, "bench", viewers, subprotocol) if viewers else None
        viewers_process = watchers.process if watchers else None
        selector.register(driver.sock, selectors.EVENT_READ, driver)
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
        viewer_frames = viewer_bytes = bytes_before = driver_frames_before = 0
        per_viewer = []
        phase = "begin"

        def loadgen_seconds():
            return time.process_time() + (process_cpu_seconds(viewers_process.pid) if viewers_process else 0)

        while True:
            now = time.perf_counter()
            if not measuring and now >= measure_from:
                measuring = True
                latencies.clear()
                cpu_server = process_cpu_seconds(process.pid)
                cpu_loadgen = loadgen_seconds()
                if watchers:
                    viewer_frames, viewer_bytes, per_viewer = watchers.mark()
                bytes_before = driver.frame_bytes
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
        cpu_server = process_cpu_seconds(process.pid) - cpu_server
        cpu_loadgen = loadgen_seconds() - cpu_loadgen
        if watchers:
            frames_after, bytes_after, per_viewer_after = watchers.mark()
            viewer_frames, viewer_bytes = frames_after - viewer_frames, bytes_after - viewer_bytes
            per_viewer = [after - before for after, before in zip(per_viewer_after, per_viewer)]
        driver.send_text(json.dumps({"type": "pinch", "phase": "end", "scale": 1, "x": 196, "y": 426, "time": 0, "seq": seq + 1}))
        driver_frames = driver.frames - driver_frames_before
        delivered = viewer_frames + driver_frames
        total_bytes = viewer_bytes + driver.frame_bytes - bytes_before
        protocol = next((m.get("protocol") for m in driver_welcome if m.get("type") == "welcome"), None)
        result = dict(
            protocol=protocol, viewers=viewers, fps=fps, seconds=seconds,
            p50_ms=percentile(latencies, 0.5) * 1000, p99_ms=percentile(latencies, 0.99) * 1000,
            fps_per_viewer=viewer_frames / max(1, viewers) / seconds,
            slowest_viewer_fps=min(per_viewer, default=0) / seconds,
            driver_fps=driver_frames / seconds,
            cpu_us_per_frame=cpu_server / max(1, delivered) * 1e6,
            server_core=cpu_server / seconds,
            bytes_per_frame=total_bytes / max(1, delivered),
            rss_mib=rss_kib(process.pid) / 1024,
            loadgen_us_per_frame=cpu_loadgen / max(1, delivered) * 1e6,
            loadgen_core=cpu_loadgen / seconds,
        )
        driver.sock.close()
        return result
    finally:
        if viewers_process:
            watchers.close()
        stop_server(process, 3)


def idle_bytes(binary, seconds=3):
    """Bytes a connected, idle viewer receives per second after the join burst (target 0)."""
    process, port = start_server(binary, 60, None)
    try:
        client = Client("127.0.0.1", port, "idle", "idle", SUBPROTOCOL)
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


def parse_variants(options):
    """`--variants label=binary,...`, or `--binary` alone."""
    if not options.variants:
        return [("build", options.binary)]
    return [tuple(entry.partition("=")[::2]) for entry in options.variants.split(",")]


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", default=".build/release/transition-lab")
    parser.add_argument("--viewers", default="1,10,50,200")
    parser.add_argument("--fps", default="60,120")
    parser.add_argument("--seconds", type=float, default=5)
    parser.add_argument("--warmup", type=float, default=1)
    parser.add_argument("--scene", default=None)
    parser.add_argument(
        "--variants",
        help="label=binary entries to compare instead of --binary, e.g. "
        "base=/tmp/base/.build/release/transition-lab,change=.build/release/transition-lab",
    )
    parser.add_argument("--repeat", type=int, default=1, help="runs of every variant, alternating")
    parser.add_argument("--no-idle", action="store_true", help="skip the idle-viewer measurement")
    options = parser.parse_args()
    variants = parse_variants(options)
    viewers_executable = build_viewers()
    print(f"load average before: {os.getloadavg()[0]:.2f} {os.getloadavg()[1]:.2f} {os.getloadavg()[2]:.2f}")
    print("| variant | welcome protocol | viewers | --fps | latency p50 | p99 | frames/s per viewer | slowest viewer | server CPU per frame | server core | bytes/frame | RSS | loadgen CPU per frame | loadgen core |")
    print("|---|---|---|---|---|---|---|---|---|---|---|---|---|---|")
    results = {}
    for fps in [int(v) for v in options.fps.split(",")]:
        for viewers in [int(v) for v in options.viewers.split(",")]:
            for _ in range(options.repeat):
                for label, binary in variants:
                    r = run(binary, viewers_executable, viewers, fps, options.seconds, options.warmup, options.scene)
                    results.setdefault((fps, viewers, label), []).append(r)
                    print(
                        f"| {label} | {r['protocol']} | {r['viewers']} | {r['fps']} | {r['p50_ms']:.2f} ms | {r['p99_ms']:.2f} ms | "
                        f"{r['fps_per_viewer']:.1f} | {r['slowest_viewer_fps']:.1f} | {r['cpu_us_per_frame']:.2f} µs | "
                        f"{100 * r['server_core']:.0f} % | {r['bytes_per_frame']:.0f} | {r['rss_mib']:.1f} MiB | "
                        f"{r['loadgen_us_per_frame']:.2f} µs | {100 * r['loadgen_core']:.0f} % |",
                        flush=True,
                    )
    if options.repeat > 1 or len(variants) > 1:
        print("\nMedians per variant (ratio to the first variant's median):")
        print("| variant | viewers | --fps | runs | server CPU per frame | ratio | p50 | p99 | frames/s per viewer | slowest viewer |")
        print("|---|---|---|---|---|---|---|---|---|---|")
        for fps in [int(v) for v in options.fps.split(",")]:
            for viewers in [int(v) for v in options.viewers.split(",")]:
                base = None
                for label, _ in variants:
                    rows = results[(fps, viewers, label)]
                    median = {k: statistics.median(r[k] for r in rows) for k in ("cpu_us_per_frame", "p50_ms", "p99_ms", "fps_per_viewer", "slowest_viewer_fps")}
                    base = base or median["cpu_us_per_frame"]
                    print(
                        f"| {label} | {viewers} | {fps} | {len(rows)} | {median['cpu_us_per_frame']:.2f} µs | "
                        f"{median['cpu_us_per_frame'] / base:.2f} | {median['p50_ms']:.2f} ms | {median['p99_ms']:.2f} ms | "
                        f"{median['fps_per_viewer']:.1f} | {median['slowest_viewer_fps']:.1f} |"
                    )
    print(f"load average after: {os.getloadavg()[0]:.2f} {os.getloadavg()[1]:.2f} {os.getloadavg()[2]:.2f}")
    if not options.no_idle:
        rate, cpu = idle_bytes(variants[-1][1])
        print(f"\nIdle: {rate:.0f} bytes/s to a connected viewer, server CPU {100 * cpu:.2f} % of a core.")


if __name__ == "__main__":
    sys.exit(main())
