"""A real nginx in front of several `transition-lab serve` processes, configured with the files docs/deploy.md
reproduces (deploy/nginx/): the test's server block includes `transition-lab-locations.conf` as the TLS site does,
and only the upstream's three addresses are replaced by free loopback ports. nginx runs as a child process with its
own prefix, pid, logs and temp paths in a temp dir (`nginx -p DIR -c CONF -g 'daemon off;'`), never the system
service; the processes and nginx are stopped when the block ends, even on failure.

    with Deployment(tmp_path) as lab:
        lab.public_origin, lab.ws_url(room="a"), lab.metrics(0), lab.kill(1)

Also a strict parser of the Prometheus text format 0.0.4.
"""

import contextlib
import math
import os
import pwd
import re
import shutil
import signal
import socket
import subprocess
import urllib.error
import urllib.request
from pathlib import Path

from conftest import REPO, start_server
from labclient import wait_until
from page_support import free_port

NGINX_FILES = REPO / "deploy" / "nginx"
UPSTREAM = NGINX_FILES / "transition-lab-upstream.conf"
LOCATIONS = NGINX_FILES / "transition-lab-locations.conf"
DOC = REPO / "docs" / "deploy.md"
# The upstream addresses in deploy/nginx/transition-lab-upstream.conf, replaced by the test's ports.
DOC_ADDRESSES = ("127.0.0.1:8081", "127.0.0.1:8082", "127.0.0.1:8083")
# The access log of deploy/nginx/transition-lab-locations.conf, replaced by the test's.
DOC_ACCESS_LOG = "/var/log/nginx/transition-lab.access.log"
NGINX = shutil.which("nginx") or "/usr/sbin/nginx"
TOKEN = "0123456789abcdef0123456789abcdef"
# Straight to loopback, whatever http_proxy says.
OPENER = urllib.request.build_opener(urllib.request.ProxyHandler({}))


def nginx_conf(directory, port, upstream, locations):
    """The main configuration: the test's prefix paths, the deploy upstream, one plain-HTTP server on loopback with
    the deploy locations (and their access log)."""
    user = pwd.getpwuid(os.getuid()).pw_name
    return f"""
user {user};
worker_processes 1;
error_log {directory}/error.log info;
pid {directory}/nginx.pid;
events {{ worker_connections 1024; }}
http {{
    client_body_temp_path {directory}/client_body;
    proxy_temp_path {directory}/proxy;
    fastcgi_temp_path {directory}/fastcgi;
    uwsgi_temp_path {directory}/uwsgi;
    scgi_temp_path {directory}/scgi;
    include {upstream};
    server {{
        listen 127.0.0.1:{port};
        server_name localhost;
        include {locations};
    }}
}}
"""


class Deployment:
    """Three lab processes (one per upstream address of the deploy file) behind nginx, serving the page under
    `http://localhost:PORT`."""

    def __init__(self, directory, extra=()):
        self.directory = Path(directory)
        self.count = len(DOC_ADDRESSES)
        self.extra = list(extra)
        self.port = free_port()
        self.public_origin = f"http://localhost:{self.port}"
        self.servers = []
        self.nginx = None
        self._stack = contextlib.ExitStack()

    def __enter__(self):
        try:
            self._start()
        except BaseException:
            self.__exit__(None, None, None)
            raise
        return self

    def _start(self):
        token_file = self.directory / "token"
        token_file.write_text(TOKEN + "\n")
        for _ in range(self.count):
            self.servers.append(self._stack.enter_context(start_server(
                "--public-origin", self.public_origin, "--token-file", str(token_file), *self.extra)))
        text = UPSTREAM.read_text()
        for address, server in zip(DOC_ADDRESSES, self.servers, strict=True):
            assert f"server {address} " in text, f"{UPSTREAM} no longer names {address}"
            text = text.replace(f"server {address} ", f"server 127.0.0.1:{server.port} ")
        upstream = self.directory / "upstream.conf"
        upstream.write_text(text)
        text = LOCATIONS.read_text()
        assert DOC_ACCESS_LOG in text, f"{LOCATIONS} no longer logs to {DOC_ACCESS_LOG}"
        locations = self.directory / "locations.conf"
        locations.write_text(text.replace(DOC_ACCESS_LOG, str(self.access_log_path)))
        conf = self.directory / "nginx.conf"
        conf.write_text(nginx_conf(self.directory, self.port, upstream, locations))
        self.nginx = subprocess.Popen(
            [NGINX, "-p", str(self.directory), "-e", str(self.directory / "error.log"), "-c", str(conf),
             "-g", "daemon off;"],
            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        try:
            wait_until(self._nginx_listening, 10, "nginx to listen", interval=0.05)
        except AssertionError as error:
            raise AssertionError(f"{error}: {self.error_log()}") from None

    def _nginx_listening(self):
        assert self.nginx.poll() is None, f"nginx exited: {self.nginx.stdout.read()}{self.error_log()}"
        try:
            with socket.create_connection(("127.0.0.1", self.port), timeout=0.2):
                return True
        except OSError:
            return False

    def __exit__(self, *exc):
        if self.nginx and self.nginx.poll() is None:
            self.nginx.send_signal(signal.SIGQUIT)
            try:
                self.nginx.wait(5)
            except subprocess.TimeoutExpired:
                self.nginx.kill()
                self.nginx.wait()
        self._stack.close()
        return False

    @property
    def access_log_path(self):
        return self.directory / "access.log"

    def access_log(self):
        """The access log's lines so far."""
        path = self.access_log_path
        return path.read_text().splitlines() if path.exists() else []

    def error_log(self):
        path = self.directory / "error.log"
        return path.read_text() if path.exists() else ""

    def url(self, path="/", **query):
        suffix = "&".join(f"{key}={value}" for key, value in query.items() if value is not None)
        return f"{self.public_origin}{path}" + (f"?{suffix}" if suffix else "")

    def ws_url(self, **query):
        return self.url("/ws", **query).replace("http://", "ws://", 1)

    def get(self, url, headers=None):
        """(status, body) of a GET."""
        request = urllib.request.Request(url, headers=headers or {})
        try:
            with OPENER.open(request, timeout=5) as response:
                return response.status, response.read().decode()
        except urllib.error.HTTPError as error:
            return error.code, error.read().decode()

    def metrics(self, index):
        """Process `index`'s `/metrics`, parsed, read directly on its loopback port."""
        status, body = self.get(f"{self.servers[index].base_url}/metrics")
        assert status == 200, body
        return parse_prometheus(body)

    def connections(self, index):
        samples = self.metrics(index)["transition_lab_connections"]["samples"]
        return sum(value for _, labels, value in samples)

    def total(self, name, **labels):
        """The sum over every live process of `name`'s samples with `labels`."""
        return sum(value for index, server in enumerate(self.servers) if server.alive()
                   for _, sample_labels, value in self.metrics(index)[name]["samples"]
                   if all(sample_labels.get(key) == wanted for key, wanted in labels.items()))


METRIC_NAME = re.compile(r"[a-zA-Z_:][a-zA-Z0-9_:]*")
LABEL = re.compile(r'([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\\n]|\\[\\"n])*)"')
TYPES = {"counter", "gauge", "histogram", "summary", "untyped"}


def parse_value(text):
    special = {"+Inf": math.inf, "-Inf": -math.inf, "NaN": math.nan}
    if text in special:
        return special[text]
    assert re.fullmatch(r"[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?", text), f"not a number: {text!r}"
    return float(text)


def parse_prometheus(text):
    """The Prometheus text format 0.0.4, strictly
    (https://prometheus.io/docs/instrumenting/exposition_formats/#text-based-format): lines end in `\\n`; `# HELP`
    (optional) and `# TYPE` come before a metric's samples, once each; sample names are the metric's (a histogram's with
    `_bucket`, `_sum`, `_count`); label values are quoted and escaped; a histogram's buckets are cumulative and end
    in `le="+Inf"`, which equals `_count`. Returns {name: {"type", "help", "samples": [(name, labels, value)]}}."""
    assert text.endswith("\n"), "the last line ends in a line feed"
    metrics = {}
    current = None
    for line in text[:-1].split("\n"):
        if line.startswith("# HELP "):
            name, _, help_text = line[len("# HELP "):].partition(" ")
            assert METRIC_NAME.fullmatch(name) and name not in metrics, line
            current = metrics[name] = {"help": help_text, "type": None, "samples": []}
        elif line.startswith("# TYPE "):
            name, _, kind = line[len("# TYPE "):].partition(" ")
            if name not in metrics:
                assert METRIC_NAME.fullmatch(name), line
                current = metrics[name] = {"help": None, "type": None, "samples": []}
            assert current is metrics.get(name) and current["type"] is None and not current["samples"], line
            assert kind in TYPES, line
            current["type"] = kind
        elif line.startswith("#"):
            continue
        else:
            match = re.fullmatch(r"([a-zA-Z_:][a-zA-Z0-9_:]*)(\{(.*)\})? (\S+)", line)
            assert match, f"not a sample line: {line!r}"
            name, _, label_text, value = match.groups()
            labels = {}
            if label_text:
                position = 0
                while position < len(label_text):
                    label = LABEL.match(label_text, position)
                    assert label and label[1] not in labels, f"bad labels in {line!r}"
                    labels[label[1]] = label[2]
                    position = label.end()
                    if position < len(label_text):
                        assert label_text[position] == ",", f"bad labels in {line!r}"
                        position += 1
            assert current is not None, f"a sample before any HELP/TYPE: {line!r}"
            base = current_name(metrics, current)
            allowed = {base} if current["type"] != "histogram" else {f"{base}_bucket", f"{base}_sum", f"{base}_count"}
            assert name in allowed, f"{name} under {base}"
            current["samples"].append((name, labels, parse_value(value)))
    for name, metric in metrics.items():
        assert metric["type"] is not None, f"{name} has no TYPE"
        if metric["type"] == "counter":
            assert name.endswith("_total") and all(v >= 0 for _, _, v in metric["samples"]), name
        if metric["type"] == "histogram":
            buckets = [(labels["le"], v) for n, labels, v in metric["samples"] if n.endswith("_bucket")]
            counts = [v for _, v in buckets]
            bounds = [parse_value(le) for le, _ in buckets]
            assert bounds == sorted(bounds) and bounds[-1] == math.inf, f"{name}: buckets out of order"
            assert counts == sorted(counts), f"{name}: buckets are not cumulative"
            count = [v for n, _, v in metric["samples"] if n == f"{name}_count"]
            assert count == [counts[-1]], f"{name}: _count differs from the +Inf bucket"
    return metrics


def current_name(metrics, current):
    return next(name for name, metric in metrics.items() if metric is current)


def doc_reproduces_deploy_files():
    """The deploy files docs/deploy.md must reproduce verbatim, and whether it does."""
    doc = DOC.read_text()
    files = [UPSTREAM, LOCATIONS, NGINX_FILES / "transition-lab-site.conf",
             REPO / "deploy" / "systemd" / "transition-lab@.service"]
    return {path.name: path.read_text() in doc for path in files}
