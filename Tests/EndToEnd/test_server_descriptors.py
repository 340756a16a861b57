"""Out of file descriptors: `accept` fails while connections wait, and the server must neither spin nor flood its
log (it backs off and logs the failure at most once a second)."""

import os
import re
import signal
import socket
import subprocess
import threading
import time

from conftest import BINARY, REPO, ensure_built
from labclient import wait_until

CLOCK_TICKS = os.sysconf("SC_CLK_TCK")
LISTENING = re.compile(r"listening on http://127\.0\.0\.1:(\d+)/")
# LWSLog logs a failed accept at most once a second, with how many it left out since ("and N more in the last
# second"); LWSContext pauses its service loop 20 ms after failed accepts, so they are retried about 50 times a second.
LOG_INTERVAL = 1.0
BACK_OFF = 0.02
MORE = re.compile(r"\(and (\d+) more in the last second\)")


def cpu_seconds(pid):
    with open(f"/proc/{pid}/stat") as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / CLOCK_TICKS


def test_out_of_descriptors_the_server_backs_off_and_logs_once_a_second():
    ensure_built()
    process = subprocess.Popen(
        ["prlimit", "--nofile=48:48", str(BINARY), "serve", "--port", "0", "--web", str(REPO / "web"),
         "--log-level", "warning"],
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
    )
    lines = []  # (arrival time, line)
    threading.Thread(target=lambda: [lines.append((time.monotonic(), line)) for line in process.stdout],
                     daemon=True).start()

    def accept_lines():
        return [(at, line) for at, line in lines if "accept" in line]

    clients = []
    try:
        wait_until(lambda: any(LISTENING.search(line) for _, line in lines) or process.poll() is not None, 15,
                   "the listening line")
        port = int(next(LISTENING.search(line) for _, line in lines if LISTENING.search(line)).group(1))
        for _ in range(60):  # more than the 48 descriptors: the last ones wait in the listen backlog
            clients.append(socket.create_connection(("127.0.0.1", port), timeout=5))
        wait_until(accept_lines, 10, "a failed accept logged")
        cpu_before, measured_from = cpu_seconds(process.pid), time.monotonic()
        # The rate is what is measured: the next two log lines, each a logging interval after the one before.
        logged = wait_until(lambda: len(found := accept_lines()) >= 3 and found, 4 * LOG_INTERVAL,
                            "two more failed accepts logged")[:3]
        cpu, measured = cpu_seconds(process.pid) - cpu_before, time.monotonic() - measured_from
        elapsed = logged[-1][0] - logged[0][0]
        retried = [int(more[1]) if (more := MORE.search(line)) else 0 for _, line in logged[1:]]
        # Two intervals on the server's clock, less what a late delivery of the first line takes off.
        assert elapsed >= 1.5 * LOG_INTERVAL, f"3 accept lines in {elapsed:.2f} s:\n" + "".join(l for _, l in logged)
        assert all(count <= 2 * LOG_INTERVAL / BACK_OFF for count in retried), f"accepts retried: {retried} a second"
        assert cpu < 0.25 * measured, f"{cpu:.2f} s of CPU in {measured:.2f} s while out of descriptors"
        assert process.poll() is None
    finally:
        for client in clients:
            client.close()
        process.send_signal(signal.SIGTERM)
        try:
            process.wait(5)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
