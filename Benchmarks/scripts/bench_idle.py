#!/usr/bin/env python3
"""Cost of idleness for `transition-lab serve`: server CPU while one driver pinches at 120 Hz in one room, alone and
beside N idle connections (each in its own room, or all in one idle room). The idle connections' traffic is read and
dropped; measuring starts once the server has been quiet for a second after the joins. Raises this process's
RLIMIT_NOFILE (the server inherits it).

    Benchmarks/scripts/bench_idle.py --binary .build/release/transition-lab --idle 0,8000 --layout rooms,connections
"""

import argparse
import json
import selectors
import socket
import sys
import threading
import time

sys.path.insert(0, __file__.rsplit("/", 1)[0])
from bench_server_load import Client, process_cpu_seconds, raise_open_file_limit, start_server  # noqa: E402

PINCH_HZ = 120


def idle_client(port, room, index):
    sock = socket.create_connection(("127.0.0.1", port))
    sock.sendall(
        (
            f"GET /ws?room={room}&name=i{index} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nUpgrade: websocket\r\n"
            "Connection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n"
            "Sec-WebSocket-Protocol: transition-lab.v2\r\n\r\n"
        ).encode()
    )
    return sock


def drain(sockets, stop):
    """Reads and drops whatever the server sends the idle connections (their welcomes, the room's presence), so none
    of them is closed for not reading."""
    selector = selectors.DefaultSelector()
    for sock in sockets:
        sock.setblocking(False)
        selector.register(sock, selectors.EVENT_READ)
    while not stop.is_set():
        for key, _ in selector.select(0.2):
            try:
                key.fileobj.recv(1 << 16)
            except (BlockingIOError, OSError):
                pass


def settle(pid, quiet=0.02, limit=120):
    """Waits until the server used under `quiet` of a core for a whole second (the joins are done), at most `limit`
    seconds; returns how long that took."""
    start = time.monotonic()
    while time.monotonic() - start < limit:
        before = process_cpu_seconds(pid)
        time.sleep(1)
        if process_cpu_seconds(pid) - before < quiet:
            break
    return time.monotonic() - start


def measure(binary, idle, layout, seconds):
    process, port = start_server(binary, 60, None)
    sockets = []
    stop = threading.Event()
    try:
        for index in range(idle):
            sockets.append(idle_client(port, f"idle-{index}" if layout == "rooms" else "idle", index))
        threading.Thread(target=drain, args=(sockets, stop), daemon=True).start()
        settled = settle(process.pid)
        driver = Client("127.0.0.1", port, "moving", "driver", "transition-lab.v2")
        selector = selectors.DefaultSelector()
        selector.register(driver.sock, selectors.EVENT_READ, driver)
        start = time.monotonic()
        cpu_start = process_cpu_seconds(process.pid)
        seq = 0
        while (now := time.monotonic()) - start < seconds:
            seq += 1
            cycle = (now - start) % 1.0
            scale = 1 + 0.6 * (1 - abs(2 * cycle - 1))
            phase = "begin" if seq == 1 else "change"
            driver.send_text(json.dumps(
                {"type": "pinch", "phase": phase, "scale": scale, "x": 196, "y": 426, "time": now * 1000, "seq": seq}
            ))
            deadline = start + seq / PINCH_HZ
            while (left := deadline - time.monotonic()) > 0:
                for key, _ in selector.select(left):
                    key.data.read()
        cpu = process_cpu_seconds(process.pid) - cpu_start
        return cpu / seconds, driver.frames / seconds, settled
    finally:
        stop.set()
        for sock in sockets:
            sock.close()
        process.terminate()
        process.wait(10)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", default=".build/release/transition-lab")
    parser.add_argument("--idle", default="0,8000")
    parser.add_argument("--layout", default="rooms,connections")
    parser.add_argument("--seconds", type=float, default=10)
    args = parser.parse_args()
    raise_open_file_limit()
    for layout in args.layout.split(","):
        for idle in (int(n) for n in args.idle.split(",")):
            cpu, fps, settled = measure(args.binary, idle, layout, args.seconds)
            print(
                f"idle {layout:<11} {idle:>6}: server CPU {100 * cpu:5.1f} % of a core, driver {fps:5.1f} frames/s "
                f"(joins settled in {settled:.0f} s)", flush=True)


if __name__ == "__main__":
    main()
