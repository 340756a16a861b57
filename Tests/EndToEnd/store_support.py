"""Real stores for the end-to-end tests: a SQLite file in a temp folder, and a PostgreSQL server of the test's own
(`initdb` on a temp data folder, `postgres` as a child process on a free loopback port, never the system service;
as root both run as the `postgres` user through `setpriv`, since initdb refuses root). A missing PostgreSQL fails
the test that needs it: `scripts/setup.sh` installs Debian's `postgresql`.

    with TemporaryPostgres() as pg: start_server("--store", pg.url)
    with read_only(folder): ...   # the folder and its files refuse writes, even to root
"""

import contextlib
import glob
import os
import shutil
import signal
import sqlite3
import subprocess
import tempfile
from pathlib import Path

from labclient import wait_until
from page_support import free_port


def postgres_binaries():
    """The folder of `initdb` and `postgres`: `pg_config --bindir`, else Debian's /usr/lib/postgresql/N/bin."""
    candidates = []
    if shutil.which("pg_config"):
        candidates.append(subprocess.run(["pg_config", "--bindir"], capture_output=True, text=True).stdout.strip())
    candidates += sorted(glob.glob("/usr/lib/postgresql/*/bin"), key=lambda p: int(Path(p).parent.name), reverse=True)
    for folder in candidates:
        if folder and os.access(os.path.join(folder, "initdb"), os.X_OK):
            return folder
    raise AssertionError("PostgreSQL's initdb and postgres are not installed: run scripts/setup.sh (Debian's postgresql)")


def as_postgres_user(command):
    return ["setpriv", "--reuid=postgres", "--regid=postgres", "--init-groups", *command] if os.geteuid() == 0 else command


class TemporaryPostgres:
    """A PostgreSQL server on 127.0.0.1:`port` with trust authentication for the user `lab`."""

    def __init__(self):
        # A folder of its own: the `postgres` user must reach it, and a test's tmp_path is private to root.
        self.directory = Path(tempfile.mkdtemp(prefix="transition-lab-pg-"))
        self.data = self.directory / "data"
        self.port = free_port()
        self.process = None
        self.bin = postgres_binaries()

    @property
    def url(self):
        return f"postgres://lab@127.0.0.1:{self.port}/postgres"

    def __enter__(self):
        self.data.mkdir()
        os.chmod(self.directory, 0o755)
        if os.geteuid() == 0:
            shutil.chown(self.data, "postgres", "postgres")
        subprocess.run(as_postgres_user([f"{self.bin}/initdb", "-D", str(self.data), "-A", "trust", "-U", "lab",
                                         "-E", "UTF8", "--no-sync"]), check=True, capture_output=True)
        self.start()
        return self

    def start(self):
        self.log = open(self.directory / "log", "a")
        self.process = subprocess.Popen(
            as_postgres_user([f"{self.bin}/postgres", "-D", str(self.data), "-h", "127.0.0.1", "-p", str(self.port),
                              "-k", "", "-c", "fsync=off"]),
            stdout=self.log, stderr=subprocess.STDOUT)
        wait_until(self.ready, 60, "PostgreSQL to accept connections", interval=0.1)

    def ready(self):
        assert self.process.poll() is None, f"postgres exited: {(self.directory / 'log').read_text()}"
        return subprocess.run([f"{self.bin}/pg_isready", "-h", "127.0.0.1", "-p", str(self.port), "-q"]).returncode == 0

    def sql(self, statement):
        """Runs one statement with psql as `lab`; returns its output."""
        return subprocess.run([f"{self.bin}/psql", self.url, "-At", "-c", statement], check=True,
                              capture_output=True, text=True).stdout.strip()

    def halt(self):
        """Stops the server (fast shutdown) and waits for it."""
        if self.process is None:
            return
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGINT)
            try:
                self.process.wait(30)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        self.process = None
        self.log.close()

    def __exit__(self, *exc):
        self.halt()
        shutil.rmtree(self.directory, ignore_errors=True)
        return False


def set_writable(folder, writable):
    """Makes `folder` and its files refuse writes (`writable` False) or take them again: `chattr +i` as root (whom
    file permissions do not stop), else `chmod`."""
    paths = [str(folder)] + [str(path) for path in Path(folder).iterdir()]
    if os.geteuid() == 0:
        subprocess.run(["chattr", "+i" if not writable else "-i", *paths], check=True, capture_output=True)
    else:
        for path in paths:
            os.chmod(path, 0o755 if writable else 0o555)


@contextlib.contextmanager
def read_only(folder):
    set_writable(folder, False)
    try:
        yield
    finally:
        set_writable(folder, True)


def integrity(path):
    """SQLite's verdict on the database file at `path` (`ok` when sound)."""
    with contextlib.closing(sqlite3.connect(path)) as database:
        return database.execute("PRAGMA integrity_check").fetchone()[0]
