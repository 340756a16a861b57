"""Cross-site pages and DNS rebinding: only the server's own page (or an origin given with `--allow-origin`) may
open `/ws`, and `Host` must name this server (docs/threat-model.md, "Origins and DNS rebinding")."""

import pytest

from conftest import start_server
from labclient import raw_upgrade


def upgrade_status(server, origin=None, host_header=None):
    extra = f"Origin: {origin}\r\n" if origin else ""
    connection, status, _ = raw_upgrade(server.host, server.port, extra_headers=extra, host_header=host_header)
    connection.close()
    return status


def test_the_servers_own_page_and_non_browser_clients_may_connect(session_server):
    port = session_server.port
    assert upgrade_status(session_server, origin=f"http://127.0.0.1:{port}") == 101
    assert upgrade_status(session_server, origin=f"http://localhost:{port}", host_header=f"localhost:{port}") == 101
    assert upgrade_status(session_server) == 101  # no Origin: not a browser page


@pytest.mark.parametrize(
    "origin",
    ["http://evil.example", "https://evil.example:443", "http://127.0.0.1:1", "null", "http://localhost:{port}"],
)
def test_a_page_of_another_origin_gets_403(session_server, origin):
    assert upgrade_status(session_server, origin=origin.format(port=session_server.port)) == 403


@pytest.mark.parametrize("host_header", ["rebind.example:{port}", "127.0.0.1:1", "", "localhost.evil.example:{port}"])
def test_a_host_that_is_not_this_server_gets_403(session_server, host_header):
    # A DNS-rebinding page is same-origin with itself: Origin equals Host, both the attacker's name.
    host = host_header.format(port=session_server.port)
    assert upgrade_status(session_server, origin=f"http://{host}", host_header=host) == 403


def test_a_refused_upgrade_is_logged():
    with start_server() as server:
        assert upgrade_status(server, origin="http://evil.example") == 403
        assert upgrade_status(server, origin="http://evil.example") == 403
        assert server.wait_for_output("refused WebSocket upgrade: origin http://evil.example is not allowed"), server.output


def test_allow_origin_admits_that_origin_only():
    with start_server("--allow-origin", "http://Tool.Example:9000") as server:
        assert upgrade_status(server, origin="http://tool.example:9000") == 101
        assert upgrade_status(server, origin="http://tool.example:9001") == 403
        assert upgrade_status(server, origin="http://tool.example:9000", host_header=f"tool.example:{server.port}") == 101
