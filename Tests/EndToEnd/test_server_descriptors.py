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
    lines = []
    threading.Thread(target=lambda: [lines.append(line) for line in process.stdout], daemon=True).start()
    clients = []
    try:
        wait_until(lambda: any(LISTENING.search(line) for line in lines) or process.poll() is not None, 15,
                   "the listening line")
        port = int(next(LISTENING.search(line) for line in lines if LISTENING.search(line)).group(1))
        for _ in range(60):  # more than the 48 descriptors: the last ones wait in the listen backlog
            clients.append(socket.create_connection(("127.0.0.1", port), timeout=5))
        wait_until(lambda: any("accept" in line for line in lines), 10, "a failed accept logged")
        logged_before = sum("accept" in line for line in lines)
        cpu_before = cpu_seconds(process.pid)
        # The window itself is what is measured: log lines and CPU spent while out of descriptors.
        time.sleep(4)
        cpu = cpu_seconds(process.pid) - cpu_before
        logged = sum("accept" in line for line in lines) - logged_before
        assert logged_before >= 1, "accept never failed:\n" + "".join(lines[-5:])
        assert logged <= 5, f"{logged} accept lines in 4 s"
        assert cpu < 1.0, f"{cpu:.2f} s of CPU in 4 s while out of descriptors"
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
