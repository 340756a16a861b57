"""Static files from web/ through the lws mount: index.html with the right type and no caching, and nothing outside
the folder, however the path is spelled."""

import re
import socket

import pytest

from conftest import start_server


def raw_get(server, target):
    """Sends `GET target` exactly as written (no client-side normalisation); returns (status, headers, body)."""
    with socket.create_connection((server.host, server.port), timeout=5) as connection:
        connection.sendall(f"GET {target} HTTP/1.1\r\nHost: {server.host}\r\nConnection: close\r\n\r\n".encode())
        data = b""
        while chunk := connection.recv(65536):
            data += chunk
    if not data:
        return None, {}, b""
    head, _, body = data.partition(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    headers = {key.strip().lower(): value.strip() for key, value in (line.split(":", 1) for line in lines[1:])}
    return int(lines[0].split()[1]), headers, body


def test_index_is_served_with_its_type_and_no_caching(session_server):
    status, headers, body = raw_get(session_server, "/")
    assert status == 200
    assert headers["content-type"].startswith("text/html")
    assert headers["cache-control"] == "no-cache"  # revalidated on every load: edits show on reload
    assert b"<canvas" in body
    assert "script-src 'self'" in headers["content-security-policy"]


def test_the_page_scripts_and_styles_are_served_with_their_types(session_server):
    _, _, body = raw_get(session_server, "/")
    scripts = re.findall(r'<script[^>]+src="([^"]+)"', body.decode())
    styles = re.findall(r'<link[^>]+href="([^"]+\.css)"', body.decode())
    assert scripts, "index.html loads no script"
    for path, kind in [(p, "javascript") for p in scripts] + [(p, "text/css") for p in styles]:
        status, headers, _ = raw_get(session_server, "/" + path.lstrip("./"))
        assert status == 200 and kind in headers["content-type"], (path, status, headers.get("content-type"))


@pytest.fixture
def sandbox(tmp_path):
    """A web folder with a secret next to it, a symlink pointing at the secret and a symlinked folder outside."""
    web = tmp_path / "web"
    web.mkdir()
    (web / "index.html").write_text("<!doctype html><canvas></canvas>")
    for name in ("module.mjs", "code.wasm", "code.js.map", "photo.webp", "site.webmanifest", "notes.foo", "doc.pdf"):
        (web / name).write_text("x")
    (tmp_path / "secret.txt").write_text("TOP-SECRET")
    outside = tmp_path / "outside"
    outside.mkdir()
    (outside / "file.txt").write_text("TOP-SECRET")
    (web / "link.txt").symlink_to(tmp_path / "secret.txt")
    (web / "linked-folder").symlink_to(outside)
    (web / "inside-link.html").symlink_to(web / "index.html")
    return web


TRAVERSALS = [
    "/../secret.txt",
    "/%2e%2e/secret.txt",
    "/%2E%2E/secret.txt",
    "/..%2fsecret.txt",
    "/%2e%2e%2fsecret.txt",
    "/a/../../secret.txt",
    "/./../secret.txt",
    "//../secret.txt",
    "/link.txt",
    "/linked-folder/file.txt",
    "/etc/passwd",
    "//etc/passwd",
    "http://127.0.0.1/../secret.txt",
]


def test_nothing_outside_the_web_folder_is_served(sandbox):
    with start_server(web=sandbox) as server:
        for target in TRAVERSALS:
            status, _, body = raw_get(server, target)
            assert b"TOP-SECRET" not in body, target
            assert status in (None, 400, 403, 404), (target, status)
        assert server.alive()


def test_symlinks_inside_the_folder_work(sandbox):
    with start_server(web=sandbox) as server:
        status, _, body = raw_get(server, "/inside-link.html")
        assert status == 200 and b"<canvas" in body


EXTRA_TYPES = {
    "/module.mjs": "text/javascript",
    "/code.wasm": "application/wasm",
    "/code.js.map": "application/json",
    "/photo.webp": "image/webp",
    "/site.webmanifest": "application/manifest+json",
}


def test_extra_types_get_their_own_type_and_unknown_extensions_get_415(sandbox):
    with start_server(web=sandbox) as server:
        for path, kind in EXTRA_TYPES.items():
            status, headers, _ = raw_get(server, path)
            assert status == 200 and headers["content-type"] == kind, (path, status, headers.get("content-type"))
            assert headers["cache-control"] == "no-cache", path
        for path in ("/notes.foo", "/doc.pdf"):
            status, headers, _ = raw_get(server, path)
            assert status == 415, (path, status, headers.get("content-type"))


def test_directories_are_not_listed(sandbox):
    (sandbox / "assets").mkdir()
    (sandbox / "assets" / "a.txt").write_text("a")
    with start_server(web=sandbox) as server:
        status, _, body = raw_get(server, "/assets/")
        assert status != 200 or b"a.txt" not in body


@pytest.fixture
def vendor(sandbox):
    """A CodeMirror folder beside the web folder, with a symlink inside it that points at the secret."""
    folder = sandbox.parent / "codemirror"
    (folder / "lib").mkdir(parents=True)
    (folder / "lib" / "codemirror.js").write_text("window.CodeMirror = {};")
    (folder / "lib" / "codemirror.css").write_text(".CodeMirror {}")
    (folder / "codemirror.js").symlink_to(folder / "lib" / "codemirror.js")
    (folder / "leak.txt").symlink_to(sandbox.parent / "secret.txt")
    return folder


def test_the_codemirror_folder_is_served_at_vendor_codemirror_and_nothing_outside_it(sandbox, vendor):
    with start_server("--codemirror", str(vendor), web=sandbox) as server:
        status, headers, body = raw_get(server, "/vendor/codemirror/lib/codemirror.js")
        assert status == 200 and "javascript" in headers["content-type"] and b"window.CodeMirror" in body
        assert headers["cache-control"] == "no-cache"
        status, headers, _ = raw_get(server, "/vendor/codemirror/lib/codemirror.css")
        assert status == 200 and "text/css" in headers["content-type"]
        status, _, body = raw_get(server, "/vendor/codemirror/codemirror.js")
        assert status == 200 and b"window.CodeMirror" in body, "a symlink inside the folder works"
        for target in ["/vendor/codemirror/leak.txt", "/vendor/codemirror/../secret.txt",
                       "/vendor/codemirror/%2e%2e/secret.txt", "/vendor/codemirror/lib/../../secret.txt",
                       "/vendor/codemirror/../web/index.html"]:
            status, _, body = raw_get(server, target)
            assert b"TOP-SECRET" not in body, target
            assert status in (None, 400, 403, 404), (target, status)
        status, _, body = raw_get(server, "/")
        assert status == 200 and b"<canvas" in body, "the web folder is still served at /"
        assert server.alive()


def test_codemirror_none_serves_no_vendor_folder(sandbox, vendor):
    with start_server("--codemirror", "none", web=sandbox) as server:
        status, _, body = raw_get(server, "/vendor/codemirror/lib/codemirror.js")
        assert status == 404 and b"window.CodeMirror" not in body
