#!/usr/bin/env python3
"""Load harness for `transition-lab serve`: one driver pinching (scale 1 → 1.6 → 1 every second) at 120 Hz plus N
viewers in one room of the default scene (photo-grid). `--input` picks how the driver pinches: `trackpad` sends
trackpad `pinch` messages, `touch` two touch pointers taking turns, as a phone sends them (`TouchPinch`); each runs
its own configurations. The driver is read
here (it measures latency); the viewers are read by Benchmarks/scripts/bench_viewers.c, compiled at start, one C process with a
poll loop that counts frames and discards them, so the load generator costs a few microseconds per frame and the
server, not the reader, is what a run measures (its CPU share is printed as "loadgen core").

After the variants, each configuration runs against Benchmarks/scripts/bench_broadcast_server.c (`lws-c`, skipped
with `--no-c`): a bare libwebsockets server broadcasting frames of the size the first variant's run measured, one
per input, with the same threads; the medians table gives every variant's ratio to it. `--callgrind` runs every
server under valgrind and adds instructions per delivered frame and per room frame (the driver's frames); give it a
low `--input-hz` and a long `--warmup`, since valgrind runs the server tens of times slower.

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
import math
import os
import random
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


class TrackpadPinch:
    """Trackpad `pinch` messages: scale 1 → 1.6 → 1 every second (the photo grid mid-transition 9 → 7 columns)."""

    def __init__(self, input_hz):
        self.input_hz = input_hz
        self.phase = "begin"

    def message(self, seq, now):
        cycle = (seq % self.input_hz) / self.input_hz
        scale = 1 + 0.6 * (1 - abs(2 * cycle - 1))
        message = {"type": "pinch", "phase": self.phase, "scale": scale, "x": 196, "y": 426, "time": now * 1000, "seq": seq}
        self.phase = "change"
        return message

    def lift(self, seq):
        return [{"type": "pinch", "phase": "end", "scale": 1, "x": 196, "y": 426, "time": 0, "seq": seq}]


class TouchPinch:
    """Two touch pointers pinching as a phone does, taking turns: every message moves one finger, alternately, so
    the two together send `input_hz` messages a second (the first two put them down). Their distance follows the
    trackpad driver's scale (1 → 1.6 → 1 every second, from 150 pt apart). Human-like and seeded, so every run sends
    the same trace: the line through the fingers tilts about 25° and turns slowly, their centre wanders under 2 pt
    around (196, 426), each sample has Gaussian jitter of 0.3 pt and its timestamp 0.2 ms. The centre stays within the
    pan's 10-pt hysteresis, so the fingers pinch without scrolling (`PanGestureRecognizer`)."""

    SPAN = 150.0
    IDS = (1, 2)

    def __init__(self, input_hz, seed=7):
        self.input_hz = input_hz
        self.random = random.Random(seed)
        self.down = []
        self.last_time = 0.0

    def position(self, finger, seq, now):
        cycle = (seq % self.input_hz) / self.input_hz
        scale = 1 + 0.6 * (1 - abs(2 * cycle - 1))
        angle = math.radians(25 + 4 * math.sin(now * 0.7))
        half = self.SPAN * scale / 2 * (-1 if finger == 0 else 1)
        cx = 196 + 1.5 * math.sin(now * 1.3)
        cy = 426 + 1.5 * math.cos(now * 0.9)
        jitter = lambda: self.random.gauss(0, 0.3)  # noqa: E731
        return round(cx + half * math.cos(angle) + jitter(), 2), round(cy + half * math.sin(angle) + jitter(), 2)

    def message(self, seq, now):
        finger = seq % 2
        phase = "move" if finger in self.down else "down"
        if phase == "down":
            self.down.append(finger)
        x, y = self.position(finger, seq, now)
        # Timestamps as a touch screen's: monotonic, a little off the send time.
        self.last_time = max(self.last_time + 0.01, now * 1000 + self.random.gauss(0, 0.2))
        return {"type": "pointer", "phase": phase, "id": self.IDS[finger], "x": x, "y": y,
                "time": round(self.last_time, 3), "seq": seq}

    def lift(self, seq):
        return [{"type": "pointer", "phase": "up", "id": self.IDS[finger], "x": 196, "y": 426,
                 "time": round(self.last_time + 8 * (index + 1), 3), "seq": seq + index}
                for index, finger in enumerate(self.down)]


DRIVERS = {"trackpad": TrackpadPinch, "touch": TouchPinch}


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


def start_server(binary, fps, scene, wrapper=()):
    """Starts `transition-lab serve` (or, with `wrapper`, that command around it) on a free port."""
    args = [binary, "serve", "--host", "127.0.0.1", "--port", "0", "--fps", str(fps), "--log-level", "warning"]
    if scene:
        args += ["--scene", scene]
    return wait_for_listening(subprocess.Popen([*wrapper, *args], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True))


def start_broadcast_server(executable, frame_bytes, text_bytes=0, wrapper=()):
    """Starts Benchmarks/scripts/bench_broadcast_server.c's program: frames of `frame_bytes` bytes, one per input, and
    with `text_bytes`, a text message of that size per input to every member but its sender (our server forwards a
    driver's finger to the others as a `pointer` message)."""
    args = [*wrapper, executable, "0", str(max(16, round(frame_bytes))), SUBPROTOCOL, str(round(text_bytes))]
    return wait_for_listening(subprocess.Popen(args, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True))


def wait_for_listening(process):
    """(process, port) once the server printed the address it listens on."""
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


def build_c(name, *flags):
    """Compiles Benchmarks/scripts/NAME.c once per invocation; returns the executable's path."""
    source = os.path.join(os.path.dirname(os.path.abspath(__file__)), f"{name}.c")
    target = os.path.join(tempfile.mkdtemp(prefix=f"{name}-"), name)
    subprocess.run(["cc", "-O2", "-o", target, source, *flags], check=True)
    return target


def build_viewers():
    """The C reader of every viewer (Benchmarks/scripts/bench_viewers.c)."""
    return build_c("bench_viewers")


def build_broadcast_server():
    """The byte-equal libwebsockets comparison server (Benchmarks/scripts/bench_broadcast_server.c)."""
    flags = subprocess.run(["pkg-config", "--cflags", "--libs", "libwebsockets"], check=True, capture_output=True, text=True)
    return build_c("bench_broadcast_server", *flags.stdout.split(), "-lpthread")


class Viewers:
    """The C reader holding `count` viewer connections; `mark()` returns (frames, bytes, forwarded `pointer` messages,
    their bytes, frames per viewer).
    `refresh` (Hz) makes each viewer declare its display refresh in a `hello`."""

    def __init__(self, executable, port, room, count, subprotocol, refresh=0):
        self.process = subprocess.Popen(
            [executable, "127.0.0.1", str(port), room, str(count), subprotocol, str(refresh)],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
        )
        if self.process.stdout.readline().strip() != "ready":
            raise RuntimeError("viewers could not connect")

    def mark(self):
        self.process.stdin.write("mark\n")
        self.process.stdin.flush()
        numbers = [int(n) for n in self.process.stdout.readline().split()]
        return numbers[0], numbers[1], numbers[2], numbers[3], numbers[4:]

    def close(self):
        if self.process.poll() is None:
            self.process.stdin.write("quit\n")
            self.process.stdin.flush()
            try:
                self.process.wait(3)
            except subprocess.TimeoutExpired:
                self.process.kill()


class Callgrind:
    """Counts a server's instructions between `zero()` and `total()` when it runs under
    `valgrind --tool=callgrind` (`wrapper`): user-space instructions, every thread, exactly, on any machine
    (including one without hardware counters). The dump files stay in `directory` for `callgrind_annotate`."""

    def __init__(self):
        self.directory = tempfile.mkdtemp(prefix="bench-callgrind-")
        self.wrapper = ("valgrind", "--tool=callgrind", "--separate-threads=no", f"--callgrind-out-file={self.directory}/callgrind.out.%p")

    def stripped(self, binary):
        """A copy of `binary` without its debug sections: valgrind's DWARF reader gives up on the Swift toolchain's
        DWARF 5; the symbol table callgrind names functions by stays."""
        target = os.path.join(self.directory, os.path.basename(binary) + f"-{len(os.listdir(self.directory))}")
        subprocess.run(["objcopy", "--strip-debug", binary, target], check=True)
        return target

    def zero(self, pid):
        subprocess.run(["callgrind_control", "--zero", str(pid)], check=True, capture_output=True)

    def total(self, pid):
        """Instructions since `zero`, from a dump taken now."""
        before = set(os.listdir(self.directory))
        subprocess.run(["callgrind_control", "--dump=measured", str(pid)], check=True, capture_output=True)
        deadline = time.time() + 30
        while time.time() < deadline:
            for name in set(os.listdir(self.directory)) - before:
                with open(os.path.join(self.directory, name)) as dump:
                    for line in dump:
                        if line.startswith("totals:") or line.startswith("summary:"):
                            self.last_dump = os.path.join(self.directory, name)
                            return int(line.split()[1])
            time.sleep(0.1)
        raise RuntimeError("callgrind wrote no dump")


def run(start, viewers_executable, viewers, seconds, warmup, input_hz=PINCH_HZ, refresh=0, callgrind=None,
        pinch=TrackpadPinch):
    """One measured run against the server `start()` returns as (process, port), the driver pinching with `pinch`
    (`TrackpadPinch` or `TouchPinch`)."""
    process, port = start()
    viewers_process = None
    try:
        selector = selectors.DefaultSelector()
        subprotocol = SUBPROTOCOL
        driver = Client("127.0.0.1", port, "bench", "driver", subprotocol)
        driver_welcome = []
        driver.on_text = driver_welcome.append
        watchers = Viewers(viewers_executable, port, "bench", viewers, subprotocol, refresh) if viewers else None
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
        instructions = None
        viewer_frames = viewer_bytes = bytes_before = driver_frames_before = pointers = pointer_bytes = 0
        per_viewer = []
        pincher = pinch(input_hz)

        def loadgen_seconds():
            return time.process_time() + (process_cpu_seconds(viewers_process.pid) if viewers_process else 0)

        while True:
            now = time.perf_counter()
            if not measuring and now >= measure_from:
                measuring = True
                latencies.clear()
                if callgrind:
                    callgrind.zero(process.pid)
                cpu_server = process_cpu_seconds(process.pid)
                cpu_loadgen = loadgen_seconds()
                if watchers:
                    viewer_frames, viewer_bytes, pointers, pointer_bytes, per_viewer = watchers.mark()
                bytes_before = driver.frame_bytes
                driver_frames_before = driver.frames
            if now >= end:
                break
            if now >= next_send:
                seq += 1
                message = pincher.message(seq, now)
                sent_at[seq] = time.perf_counter()
                driver.send_text(json.dumps(message))
                next_send += 1 / input_hz
            timeout = max(0, min(next_send, end) - time.perf_counter())
            for key, _ in selector.select(timeout):
                key.data.read()
        cpu_server = process_cpu_seconds(process.pid) - cpu_server
        cpu_loadgen = loadgen_seconds() - cpu_loadgen
        if watchers:
            frames_after, bytes_after, pointers_after, pointer_bytes_after, per_viewer_after = watchers.mark()
            viewer_frames, viewer_bytes = frames_after - viewer_frames, bytes_after - viewer_bytes
            pointers, pointer_bytes = pointers_after - pointers, pointer_bytes_after - pointer_bytes
            per_viewer = [after - before for after, before in zip(per_viewer_after, per_viewer)]
        driver_frames = driver.frames - driver_frames_before
        if callgrind:
            instructions = callgrind.total(process.pid)
        for message in pincher.lift(seq + 1):
            driver.send_text(json.dumps(message))
        delivered = viewer_frames + driver_frames
        total_bytes = viewer_bytes + driver.frame_bytes - bytes_before
        protocol = next((m.get("protocol") for m in driver_welcome if m.get("type") == "welcome"), None)
        result = dict(
            protocol=protocol, viewers=viewers, seconds=seconds,
            p50_ms=percentile(latencies, 0.5) * 1000, p99_ms=percentile(latencies, 0.99) * 1000,
            fps_per_viewer=viewer_frames / max(1, viewers) / seconds,
            slowest_viewer_fps=min(per_viewer, default=0) / seconds,
            driver_fps=driver_frames / seconds,
            cpu_us_per_frame=cpu_server / max(1, delivered) * 1e6,
            server_core=cpu_server / seconds,
            bytes_per_frame=total_bytes / max(1, delivered),
            text_bytes_per_message=pointer_bytes / pointers if pointers else 0,
            viewer_bytes_per_second=viewer_bytes / max(1, viewers) / seconds,
            instructions_per_frame=instructions / max(1, delivered) if instructions is not None else None,
            instructions_per_room_frame=instructions / max(1, driver_frames) if instructions is not None else None,
            rss_mib=rss_kib(process.pid) / 1024,
            loadgen_us_per_frame=cpu_loadgen / max(1, delivered) * 1e6,
            loadgen_core=cpu_loadgen / seconds,
        )
        driver.sock.close()
        return result
    finally:
        if viewers_process:
            watchers.close()
        stop_server(process, 10 if callgrind else 3)


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


def print_row(label, pinch, fps, r):
    instructions = "" if r["instructions_per_frame"] is None else f" {r['instructions_per_frame']:,.0f} | {r['instructions_per_room_frame']:,.0f} |"
    print(
        f"| {label} | {pinch} | {r['protocol']} | {r['viewers']} | {fps} | {r['p50_ms']:.2f} ms | {r['p99_ms']:.2f} ms | "
        f"{r['fps_per_viewer']:.1f} | {r['slowest_viewer_fps']:.1f} | {r['cpu_us_per_frame']:.2f} µs | "
        f"{100 * r['server_core']:.0f} % | {r['bytes_per_frame']:.0f} | {r['viewer_bytes_per_second'] / 1024:.1f} KiB |{instructions} "
        f"{r['rss_mib']:.1f} MiB | {r['loadgen_us_per_frame']:.2f} µs | {100 * r['loadgen_core']:.0f} % |",
        flush=True,
    )


def print_added_per_viewer(results, configurations, labels):
    """Instructions per room frame and added per viewer (the slope between the fewest and the most viewers of each
    input and --fps), median of the runs, for every server."""
    print("\nInstructions (callgrind), medians of the runs:")
    print("| variant | input | --fps | viewers | per room frame | added per viewer | ratio to lws-c (room frame / per viewer) |")
    print("|---|---|---|---|---|---|---|")
    groups = {}
    for pinch, fps, viewers in configurations:
        groups.setdefault((pinch, fps), []).append(viewers)
    for (pinch, fps), counts in groups.items():
        few, many = min(counts), max(counts)
        slopes = {}
        for label in labels:
            per_room = {v: statistics.median(r["instructions_per_room_frame"] for r in results[(pinch, fps, v, label)])
                        for v in (few, many)}
            slope = (per_room[many] - per_room[few]) / (many - few) if many > few else float("nan")
            slopes[label] = (per_room[few], slope)
        for label in labels:
            room, slope = slopes[label]
            ratio = ""
            if "lws-c" in slopes and label != "lws-c":
                c_room, c_slope = slopes["lws-c"]
                ratio = f"{room / c_room:.2f} / {slope / c_slope:.2f}"
            print(f"| {label} | {pinch} | {fps} | {few}→{many} | {room:,.0f} | {slope:,.0f} | {ratio} |")


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
    parser.add_argument("--input-hz", type=int, default=PINCH_HZ, help="the driver's input rate")
    parser.add_argument(
        "--input", default="trackpad,touch",
        help="how the driver pinches, each its own configurations: trackpad (`pinch` messages), touch (two pointers)")
    parser.add_argument("--refresh", type=float, default=0, help="display refresh (Hz) every viewer declares; 0: none")
    parser.add_argument("--no-c", action="store_true", help="skip the byte-equal libwebsockets server (lws-c)")
    parser.add_argument(
        "--callgrind", action="store_true",
        help="run every server under valgrind's callgrind and report instructions per delivered frame and per room "
        "frame (use a low --input-hz: valgrind runs the server tens of times slower)",
    )
    parser.add_argument("--no-idle", action="store_true", help="skip the idle-viewer measurement")
    options = parser.parse_args()
    variants = parse_variants(options)
    viewers_executable = build_viewers()
    broadcast_executable = None if options.no_c else build_broadcast_server()
    callgrind = Callgrind() if options.callgrind else None
    if callgrind:
        variants = [(label, callgrind.stripped(binary)) for label, binary in variants]
    wrapper = callgrind.wrapper if callgrind else ()
    labels = [label for label, _ in variants] + ([] if options.no_c else ["lws-c"])
    print(f"load average before: {os.getloadavg()[0]:.2f} {os.getloadavg()[1]:.2f} {os.getloadavg()[2]:.2f}")
    print(f"input {options.input_hz} Hz; viewers declare refresh {options.refresh or 'none'}; lws-c: frames of the "
          "preceding run's bytes/frame, one per input")
    counted = " instructions per delivered frame | per room frame |" if callgrind else ""
    print(f"| variant | input | welcome protocol | viewers | --fps | latency p50 | p99 | frames/s per viewer | slowest viewer | server CPU per frame | server core | bytes/frame | bytes/s per viewer |{counted} RSS | loadgen CPU per frame | loadgen core |")
    print("|---|---|---|---|---|---|---|---|---|---|---|---|---|" + ("---|---|" if callgrind else "") + "---|---|---|")
    pinches = options.input.split(",")
    configurations = [
        (pinch, int(fps), int(viewers))
        for pinch in pinches for fps in options.fps.split(",") for viewers in options.viewers.split(",")]
    results = {}
    for pinch, fps, viewers in configurations:
        for _ in range(options.repeat):
            first = None
            for label, binary in variants:
                r = run(
                    lambda: start_server(binary, fps, options.scene, wrapper), viewers_executable, viewers,
                    options.seconds, options.warmup, options.input_hz, options.refresh, callgrind, DRIVERS[pinch])
                first = first or r
                results.setdefault((pinch, fps, viewers, label), []).append(r)
                print_row(label, pinch, fps, r)
            if broadcast_executable:
                r = run(
                    lambda: start_broadcast_server(
                        broadcast_executable, first["bytes_per_frame"], first["text_bytes_per_message"], wrapper),
                    viewers_executable, viewers, options.seconds, options.warmup, options.input_hz, 0, callgrind,
                    DRIVERS[pinch])
                results.setdefault((pinch, fps, viewers, "lws-c"), []).append(r)
                print_row("lws-c", pinch, fps, r)
    if callgrind:
        print_added_per_viewer(results, configurations, labels)
    if options.repeat > 1 or len(labels) > 1:
        base_label = "lws-c" if broadcast_executable else labels[0]
        print(f"\nMedians per variant (ratio: to {base_label}'s median):")
        counted = " instructions per frame | ratio |" if callgrind else ""
        print(f"| variant | input | viewers | --fps | runs | server CPU per frame | ratio | p50 | ratio | p99 |{counted} frames/s per viewer | slowest viewer | CPU per frame, min–max |")
        print("|---|---|---|---|---|---|---|---|---|---|" + ("---|---|" if callgrind else "") + "---|---|---|")
        keys = ("cpu_us_per_frame", "p50_ms", "p99_ms", "fps_per_viewer", "slowest_viewer_fps")
        for pinch, fps, viewers in configurations:
            medians = {}
            for label in labels:
                rows = results[(pinch, fps, viewers, label)]
                medians[label] = {k: statistics.median(r[k] for r in rows) for k in keys}
                if callgrind:
                    medians[label]["instructions"] = statistics.median(r["instructions_per_frame"] for r in rows)
            base = medians[base_label]
            for label in labels:
                m = medians[label]
                cpu = [r["cpu_us_per_frame"] for r in results[(pinch, fps, viewers, label)]]
                counted = f" {m['instructions']:,.0f} | {m['instructions'] / base['instructions']:.2f} |" if callgrind else ""
                print(
                    f"| {label} | {pinch} | {viewers} | {fps} | {len(cpu)} | {m['cpu_us_per_frame']:.2f} µs | "
                    f"{m['cpu_us_per_frame'] / base['cpu_us_per_frame']:.2f} | {m['p50_ms']:.2f} ms | "
                    f"{m['p50_ms'] / base['p50_ms']:.2f} | {m['p99_ms']:.2f} ms |{counted} "
                    f"{m['fps_per_viewer']:.1f} | {m['slowest_viewer_fps']:.1f} | {min(cpu):.2f}–{max(cpu):.2f} µs |"
                )
    print(f"load average after: {os.getloadavg()[0]:.2f} {os.getloadavg()[1]:.2f} {os.getloadavg()[2]:.2f}")
    if not options.no_idle:
        rate, cpu = idle_bytes(variants[-1][1])
        print(f"\nIdle: {rate:.0f} bytes/s to a connected viewer, server CPU {100 * cpu:.2f} % of a core.")


if __name__ == "__main__":
    sys.exit(main())
