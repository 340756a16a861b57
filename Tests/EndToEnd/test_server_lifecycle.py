"""Process behaviour: clean exit on SIGTERM/SIGINT (status 0; the test kills it after 5 s),
one-line error and exit 1 on a busy port, and the control token when bound beyond loopback."""

import signal
import socket

from conftest import launch, start_server
from labclient import connect, expect, join, run, send


def test_sigterm_exits_0(server):
    run(join(server.ws_url()))
    code, _ = server.stop(signal.SIGTERM)
    assert code == 0


def test_sigint_exits_0(server):
    code, _ = server.stop(signal.SIGINT)
    assert code == 0


def test_a_busy_port_gives_one_line_and_exit_1():
    with socket.socket() as blocker:
        blocker.bind(("127.0.0.1", 0))
        blocker.listen()
        port = blocker.getsockname()[1]
        process, lines = launch("serve", "--host", "127.0.0.1", "--port", str(port))
        code = process.wait(10)
        process.reader.join(5)
    assert code == 1
    assert len(lines) == 1, lines
    assert lines[0].startswith("error:") and str(port) in lines[0] and "in use" in lines[0]


def test_an_address_the_machine_does_not_have_gives_one_line_and_exit_1():
    # 192.0.2.1 is TEST-NET-1 (RFC 5737): used only as a bind address, never sent to.
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        free_port = probe.getsockname()[1]
    for port in (0, free_port):
        process, lines = launch("serve", "--host", "192.0.2.1", "--port", str(port))
        try:
            code = process.wait(10)
        finally:
            if process.poll() is None:
                process.kill()
                process.wait()
        process.reader.join(5)
        assert code == 1, lines
        assert len(lines) == 1, lines
        assert lines[0].startswith("error:") and "192.0.2.1" in lines[0] and "cannot assign" in lines[0], lines


def test_without_the_token_a_viewer_cannot_drive_beyond_loopback():
    with start_server("--strict-loopback", host="127.0.0.2") as server:
        assert server.token, server.output
        assert f"driver: http://127.0.0.2:{server.port}/?token={server.token}" in server.output

        async def scenario():
            viewer, welcome = await join(server.ws_url(room="guarded"), name="viewer")
            assert welcome["you"]["role"] == "viewer"
            await send(viewer, "param", key="anything", value=1)
            error = await expect(viewer, "error")
            assert error["code"] == "not-driver"
            wrong, welcome = await join(server.ws_url(room="guarded", join="hello"), name="wrong", token="0" * 32)
            assert welcome["you"]["role"] == "viewer"
            # The token travels in `hello`, the connection's first message, which it joins with (`join=hello`, as the
            # page asks): its first `welcome` already drives.
            driver, welcome = await join(server.ws_url(room="guarded", join="hello"), name="driver", token=server.token)
            assert welcome["you"]["role"] == "driver"
            for ws in (viewer, wrong, driver):
                await ws.close()

        run(scenario())


def test_a_token_in_the_socket_url_is_refused_and_does_not_drive():
    """Proxies log URLs: a token in the `/ws` query is ignored with an error, and only `hello` can carry it."""
    with start_server("--strict-loopback", host="127.0.0.2") as server:

        async def scenario():
            ws = await connect(server.ws_url(room="url-token", token=server.token))
            error = await expect(ws, "error")
            welcome = await expect(ws, "welcome")
            await send(ws, "hello", name="d", token=server.token)
            again = await expect(ws, "welcome")
            await ws.close()
            return error, welcome, again

        error, welcome, again = run(scenario())
    assert error["code"] == "token-in-url" and "hello" in error["message"], error
    assert welcome["you"]["role"] == "viewer"
    assert again["you"]["role"] == "driver"


def test_it_listens_only_on_the_address_it_was_given():
    for host, other in (("127.0.0.1", "127.0.0.2"), ("127.0.0.2", "127.0.0.1")):
        with start_server(host=host) as server:
            socket.create_connection((host, server.port), timeout=2).close()
            try:
                socket.create_connection((other, server.port), timeout=2).close()
                reached = True
            except OSError:
                reached = False
            assert not reached, f"a server bound to {host} answered on {other}"
