"""Out of file descriptors: `accept` fails while connections wait, and the server must neither spin nor flood its
log (it backs off and logs the failure at most once a second)."""

import re
import signal
import socket
import subprocess
import threading
import time

from conftest import BINARY, REPO, ensure_built
from labclient import wait_until

LISTENING = re.compile(r"listening on http://127\.0\.0\.1:(\d+)/")
# LWSLog logs a failed accept at most once a second, with how many it left out since ("and N more in the last
# second"); LWSContext pauses its service loop 20 ms after failed accepts, so they are retried about 50 times a second.
LOG_INTERVAL = 1.0
BACK_OFF = 0.02
MORE = re.compile(r"\(and (\d+) more in the last second\)")


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
        # Each later line says how many failures the server left out in its last second (its own clock): the
        # back-off bounds them; a spinning loop would retry thousands of times. (The CPU this costs, and the
        # lines' spacing on the wall clock, are figures, not checks.)
        logged = wait_until(lambda: len(found := accept_lines()) >= 3 and found, 30, "two more failed accepts logged")
        retried = [int(more[1]) if (more := MORE.search(line)) else 0 for _, line in logged[1:3]]
        assert all(count <= 2 * LOG_INTERVAL / BACK_OFF for count in retried), f"accepts retried: {retried} a second"
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
