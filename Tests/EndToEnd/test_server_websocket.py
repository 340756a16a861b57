"""The WebSocket endpoint itself: only `/ws` with subprotocol `transition-lab.v2` upgrades, permessage-deflate is
refused, and an idle connection is pinged after the configured idle time."""

import pytest

from conftest import start_server
from labclient import SUBPROTOCOL, raw_frames, raw_send, raw_upgrade


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


def test_an_idle_connection_is_pinged_and_stays_open_once_it_answers():
    """`--ping-interval` (10 s by default, docs/protocol.md "Closes"; 1 s here): a silent connection gets a ping,
    and answering it keeps the connection open past `--hangup-interval`."""
    with start_server("--ping-interval", "1", "--hangup-interval", "2") as server:
        connection, status, _ = raw_upgrade(server.host, server.port, "/ws?room=idle-ping")
        try:
            assert status == 101
            # The bound only ends a hung test: far above the interval configured.
            ping = next((opcode for opcode, _ in raw_frames(connection, 30) if opcode == 0x9), None)
            assert ping is not None, "no ping for a silent connection"
            raw_send(connection, b"", opcode=0xA)  # the pong
            raw_send(connection, '{"type":"ping","time":1}')
            assert any(b'"pong"' in payload for opcode, payload in raw_frames(connection, 5) if opcode == 0x1)
            # Past the hangup interval, answering each ping: still open.
            answered = 0
            for opcode, _ in raw_frames(connection, 30):
                if opcode == 0x9:
                    raw_send(connection, b"", opcode=0xA)
                    answered += 1
                    if answered == 3:
                        break
            assert answered == 3, "the connection closed although it answered its pings"
            raw_send(connection, '{"type":"ping","time":2}')
            assert any(b'"time":2' in payload for opcode, payload in raw_frames(connection, 5) if opcode == 0x1)
        finally:
            connection.close()
