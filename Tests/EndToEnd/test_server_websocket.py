"""The WebSocket endpoint itself: only `/ws` with subprotocol `transition-lab.v2` upgrades, permessage-deflate is
refused, and an idle connection is pinged after the configured idle time."""

import time

import pytest

from labclient import SUBPROTOCOL, raw_frames, raw_send, raw_upgrade

# ServerConfiguration.pingInterval (docs/protocol.md, "Closes").
PING_SECONDS = 10


@pytest.mark.parametrize(
    "path,subprotocol",
    [("/other", SUBPROTOCOL), ("/ws/", SUBPROTOCOL), ("/index.html", SUBPROTOCOL), ("/ws", None), ("/ws", "chat"),
     ("/ws", "transition-lab.v1")],
)
def test_only_ws_with_the_subprotocol_upgrades(session_server, path, subprotocol):
    connection, status, _ = raw_upgrade(session_server.host, session_server.port, path, subprotocol)
    connection.close()
    assert status == 403, (path, subprotocol, status)


def test_ws_with_the_subprotocol_upgrades_and_takes_a_query(session_server):
    connection, status, headers = raw_upgrade(session_server.host, session_server.port, "/ws?room=routing&name=r")
    try:
        assert status == 101 and headers["sec-websocket-protocol"] == SUBPROTOCOL
        opcode, payload = next(raw_frames(connection, 5))
        assert opcode == 0x1 and b'"welcome"' in payload and b'"routing"' in payload
    finally:
        connection.close()


def test_permessage_deflate_is_not_accepted(session_server):
    offer = "Sec-WebSocket-Extensions: permessage-deflate; client_max_window_bits\r\n"
    connection, status, headers = raw_upgrade(session_server.host, session_server.port, extra_headers=offer)
    try:
        assert status == 101
        assert "sec-websocket-extensions" not in headers
        first = connection.recv(1)  # the welcome's first byte: FIN, RSV1-3, opcode
        assert first[0] & 0x70 == 0, "RSV bits set: the message was compressed"
    finally:
        connection.close()


def test_an_idle_connection_is_pinged_after_the_configured_seconds(session_server):
    connection, status, _ = raw_upgrade(session_server.host, session_server.port, "/ws?room=idle-ping")
    opened = time.monotonic()
    try:
        assert status == 101
        pinged_after = None
        for opcode, _ in raw_frames(connection, PING_SECONDS + 5):
            if opcode == 0x9:
                pinged_after = time.monotonic() - opened
                break
        assert pinged_after is not None, f"no ping within {PING_SECONDS + 5} s of silence"
        assert pinged_after >= PING_SECONDS - 1, f"pinged after {pinged_after:.1f} s, before the idle interval"
        raw_send(connection, b"", opcode=0xA)  # the pong: the connection stays open
        raw_send(connection, '{"type":"ping","time":1}')
        assert any(b'"pong"' in payload for opcode, payload in raw_frames(connection, 5) if opcode == 0x1)
    finally:
        connection.close()
