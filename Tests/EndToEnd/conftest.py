"""Fixtures that run the real `transition-lab serve` on 127.0.0.1 and always stop it.

    def test_something(server):          # a fresh server on a free port, serving web/
        server.port, server.base_url, server.ws_url(room="a")

    def test_other(session_server): ...   # one server shared by the whole session (read-only tests)

    with start_server("--fps", "120", web=tmp_path) as custom: ...   # any flags

Page tests can use `base_url` and `ws_url` directly.
"""

import atexit
import contextlib
import os
import re
import shutil
import signal
import subprocess
import tempfile
import threading
import time
from pathlib import Path

import pytest

from labclient import wait_until

REPO = Path(__file__).resolve().parents[2]
# The server the tests run, with `transition-lab-reader` beside it: `TRANSITION_LAB_BINARY`, or this checkout's
# debug build.
BINARY = Path(os.environ.get("TRANSITION_LAB_BINARY") or REPO / ".build" / "debug" / "transition-lab")
LISTENING = re.compile(r"listening on http://(?P<host>[^:/]+):(?P<port>\d+)/")
# The servers' environment: their default lab store (`$XDG_DATA_HOME/transition-lab`) in a folder of the test run's,
# never the user's own, removed when Python exits.
SERVER_ENV = dict(os.environ, XDG_DATA_HOME=tempfile.mkdtemp(prefix="transition-lab-tests-"))
atexit.register(shutil.rmtree, SERVER_ENV["XDG_DATA_HOME"], ignore_errors=True)


class Server:
    """A running `transition-lab serve` process and the addresses it printed."""

    def __init__(self, process, host, port, lines):
        self.process = process
        self.host = host
        self.port = port
        self.lines = lines
        self.base_url = f"http://{host}:{port}"

    def ws_url(self, **query):
        """`ws://host:port/ws`, with e.g. `room="a"`, `token="…"` as query arguments."""
        suffix = "&".join(f"{key}={value}" for key, value in query.items() if value is not None)
        return f"ws://{self.host}:{self.port}/ws" + (f"?{suffix}" if suffix else "")

    @property
    def output(self):
        return "\n".join(self.lines)

    def wait_for_output(self, text, timeout=5):
        """Whether `text` appears in the output within `timeout` seconds (lines arrive through a reader thread)."""
        try:
            return wait_until(lambda: text in self.output, timeout, text, interval=0.02)
        except AssertionError:
            return False

    @property
    def token(self):
        """The control token from the printed driver URL, if the server printed one."""
        match = re.search(r"token=([0-9a-f]+)", self.output)
        return match.group(1) if match else None

    def rss_kib(self):
        """Resident memory of the server process in KiB (Linux)."""
        with open(f"/proc/{self.process.pid}/status") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])
        return 0

    def alive(self):
        return self.process.poll() is None

    def children(self):
        """The server's child processes (its layout readers), zombies included."""
        found = []
        for task in os.listdir(f"/proc/{self.process.pid}/task"):
            with open(f"/proc/{self.process.pid}/task/{task}/children") as file:
                found += file.read().split()
        return found

    def stop(self, sig=signal.SIGTERM, timeout=5):
        """Sends `sig` and returns (exit code, seconds it took); kills the process if it does not exit."""
        if not self.alive():
            return self.process.returncode, 0.0
        started = time.monotonic()
        self.process.send_signal(sig)
        try:
            code = self.process.wait(timeout)
        except subprocess.TimeoutExpired:
            self.process.kill()
            code = self.process.wait()
        return code, time.monotonic() - started


def pytest_configure(config):
    config.addinivalue_line(
        "markers",
        "alone: compares rooms' shares of the server's CPU, so `make test` runs it after the other end-to-end tests "
        "with nothing else on the machine",
    )


def pytest_collection_modifyitems(config, items):
    """Puts the page tests last. The server and deployment tests mostly wait on sockets and processes, so they run
    while `make test` builds and runs the Swift suites beside them; each page test keeps a core busy, so they fill the
    cores at the end, when nothing else is left to run."""
    items.sort(key=lambda item: item.path.name.startswith("test_page_"))


def ensure_built():
    for product in ("transition-lab", "transition-lab-reader"):
        if not (BINARY.parent / product).exists():
            subprocess.run(["swift", "build", "--product", product], cwd=REPO, check=True)


def launch(*args):
    """Starts the binary with `args`; returns the process and a list that collects its output lines."""
    ensure_built()
    process = subprocess.Popen(
        [str(BINARY), *args], cwd=REPO, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=SERVER_ENV
    )
    lines = []

    def pump():
        for line in process.stdout:
            lines.append(line.rstrip("\n"))

    process.reader = threading.Thread(target=pump, daemon=True)  # ends when the process closes its output
    process.reader.start()
    return process, lines


def banner(process, lines, timeout, pattern=LISTENING):
    """The match of `pattern` (the listening line) in the output once the server printed it; fails with the output
    if the process exits first or prints nothing of the kind within `timeout` seconds."""

    def printed():
        match = next((found for found in map(pattern.search, list(lines)) if found), None)
        if match is None and process.poll() is not None:
            raise RuntimeError("server exited before listening:\n" + "\n".join(lines))
        return match

    try:
        return wait_until(printed, timeout, "the listening line", interval=0.02)
    except AssertionError as error:
        raise RuntimeError(f"server did not start ({error}):\n" + "\n".join(lines)) from None


@contextlib.contextmanager
def start_server(*args, host="127.0.0.1", port=0, web=None, timeout=15):
    """Runs `transition-lab serve` with `args` until the block ends, then stops it (SIGTERM, then SIGKILL)."""
    process, lines = launch(
        "serve", "--host", host, "--port", str(port), "--web", str(web or REPO / "web"), "--log-level", "warning", *args
    )
    try:
        match = banner(process, lines, timeout)
        yield Server(process, match["host"], int(match["port"]), lines)
    finally:
        if process.poll() is None:
            process.send_signal(signal.SIGTERM)
            try:
                process.wait(3)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()


@pytest.fixture
def server():
    """A fresh server on a free port of 127.0.0.1, serving web/; stopped after the test."""
    with start_server() as running:
        yield running


@pytest.fixture(scope="session")
def session_server():
    """One server for the whole session, for tests that do not disturb it."""
    with start_server() as running:
        yield running


@pytest.fixture
def port(server):
    return server.port


@pytest.fixture
def base_url(server):
    return server.base_url


@pytest.fixture
def ws_url(server):
    return server.ws_url()
