"""RFC 6455 details checked with raw frames (https://www.rfc-editor.org/rfc/rfc6455): close frames a client may not
send, frames that must count against the message rate limit, long query values, the close sent on SIGTERM and the
IPv6 banner."""

import re
import signal
import socket
import struct

import pytest

from conftest import banner, launch, start_server
from labclient import raw_frame, raw_frames, raw_send, raw_upgrade

PROTOCOL_ERROR = 1002
GOING_AWAY = 1001


def opened(server, path="/ws"):
    connection, status, _ = raw_upgrade(server.host, server.port, path)
    assert status == 101
    opcode, payload = next(raw_frames(connection, 5))
    assert opcode == 0x1 and b'"welcome"' in payload
    return connection, payload


def close_code(connection, timeout=5):
    """The status code of the server's close frame, or None if the socket closed without one."""
    for opcode, payload in raw_frames(connection, timeout):
        if opcode == 0x8:
            return struct.unpack("!H", payload[:2])[0] if len(payload) >= 2 else 0
    return None


@pytest.mark.parametrize(
    "body",
    [struct.pack("!H", 5000), struct.pack("!H", 1005), struct.pack("!H", 999), b"\x03"],
    ids=["5000", "1005", "999", "one-byte"],
)
def test_an_invalid_close_frame_is_answered_with_1002(session_server, body):
    connection, _ = opened(session_server)
    try:
        raw_send(connection, body, opcode=0x8)
        assert close_code(connection) == PROTOCOL_ERROR
    finally:
        connection.close()


def test_a_valid_close_is_echoed(session_server):
    connection, _ = opened(session_server)
    try:
        raw_send(connection, struct.pack("!H", 4000) + b"bye", opcode=0x8)
        assert close_code(connection) == 4000
    finally:
        connection.close()


def test_empty_continuation_frames_count_against_the_rate_limit(session_server):
    connection, _ = opened(session_server)
    try:
        # One text message left open, then 3,000 empty continuation fragments: over the 1,000 a second budget.
        burst = raw_frame(b"", opcode=0x1, fin=False) + raw_frame(b"", opcode=0x0, fin=False) * 3000
        connection.sendall(burst)
        limited = any(
            opcode == 0x1 and b'"rate-limited"' in payload for opcode, payload in raw_frames(connection, 2)
        )
        assert limited
    finally:
        connection.close()


def test_a_long_query_value_is_cut_to_64_characters(session_server):
    room = "r" * 300
    connection, welcome = opened(session_server, f"/ws?room={room}&name={'n' * 500}")
    connection.close()
    assert f'"room":"{"r" * 64}"'.encode() in welcome
    assert f'"name":"{"n" * 64}"'.encode() in welcome


def test_sigterm_sends_every_client_a_going_away_close():
    with start_server() as server:
        first, _ = opened(server)
        second, _ = opened(server)
        server.process.send_signal(signal.SIGTERM)
        codes = [close_code(first), close_code(second)]
        first.close()
        second.close()
        assert server.process.wait(5) == 0
    assert codes == [GOING_AWAY, GOING_AWAY]


def ipv6_loopback_available():
    try:
        with socket.socket(socket.AF_INET6) as probe:
            probe.bind(("::1", 0))
        return True
    except OSError:
        return False


def test_the_ipv6_banner_puts_the_address_in_brackets():
    assert ipv6_loopback_available(), "this test needs ::1"
    process, lines = launch("serve", "--host", "::1", "--port", "0", "--log-level", "warning")
    try:
        line = banner(process, lines, 15, pattern=re.compile(r"^listening on .*")).group(0)
        assert line.startswith("listening on http://[::1]:"), line
    finally:
        process.send_signal(signal.SIGTERM)
        process.wait(5)
