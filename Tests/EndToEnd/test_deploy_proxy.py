"""Several `transition-lab serve` processes behind a real nginx, configured as docs/deploy.md says (deploy_support):
rooms hashed to processes by name, every member of a room on one process, failover when a process dies, the
Origin check through the proxy, /healthz, /metrics and the SIGTERM drain."""

import asyncio
import http.client
import json
import signal
import time
import urllib.error
import urllib.request

import websockets

from conftest import start_server
from deploy_support import OPENER, TOKEN, Deployment, doc_reproduces_deploy_files, parse_prometheus
from labclient import connect, expect, input_pause, raw_upgrade, receive, send, wait_until_async
from test_server_layout import BAD, FLOW

ROOMS = 30
SCENE = "spring-lab"


def test_docs_deploy_reproduces_the_files_the_tests_run():
    assert doc_reproduces_deploy_files() == {name: True for name in doc_reproduces_deploy_files()}


async def member(lab, room, role):
    """A member that joins `room` through the proxy as the page does: room, name, role and `join=hello` in the
    WebSocket URL, the public origin in `Origin`, then `hello` (with the driver's token). Returns (socket, welcome)."""
    token = TOKEN if role == "driver" else None
    ws = await connect(lab.ws_url(room=room, name=f"{role}-{room}", role=role, join="hello"), origin=lab.public_origin)
    await send(ws, "hello", room=room, name=f"{role}-{room}", role=role, token=token)
    return ws, await expect(ws, "welcome")


async def set_up_room(lab, room, fraction):
    """Driver and viewer in `room`; the driver puts the room on SCENE with its first slider at `fraction` of its
    range. Returns (driver, viewer, key, value) once the viewer saw it."""
    driver, welcome = await member(lab, room, "driver")
    assert welcome["you"]["role"] == "driver", welcome["you"]
    viewer, seen = await member(lab, room, "viewer")
    assert any(p["name"] == f"driver-{room}" for p in seen["presence"]), "the viewer is in the driver's room"
    parameter = await switch_scene(driver, welcome)
    value = round(parameter["min"] + (parameter["max"] - parameter["min"]) * fraction, 2)
    await send(driver, "param", key=parameter["key"], value=value)
    await wait_param(viewer, parameter["key"], value)
    return driver, viewer, parameter["key"], value


def first_slider(welcome):
    return next(p for p in welcome["parameters"] if p["control"] == "slider")


async def switch_scene(ws, welcome):
    """Puts the room on SCENE (unless it is there); returns the scene's first slider parameter."""
    if welcome["scene"] == SCENE:
        return first_slider(welcome)
    await send(ws, "scene", name=SCENE)
    while True:
        message = await expect(ws, "welcome")
        if message["scene"] == SCENE:
            return first_slider(message)


async def wait_param(ws, key, value, timeout=5):
    deadline = asyncio.get_running_loop().time() + timeout
    while True:
        state = await expect(ws, "state", max(0.01, deadline - asyncio.get_running_loop().time()))
        if state["scene"] == SCENE and abs(state["params"].get(key, 1e9) - value) < 1e-6:
            return state


async def place_rooms(lab):
    """Opens ROOMS rooms through nginx; returns {room: (process index, driver, viewer, key, value)}. A room's
    process is the one whose connection gauge rose by two while its members joined."""
    placed = {}
    counts = [lab.connections(i) for i in range(lab.count)]
    for number in range(ROOMS):
        room = f"deploy-{number}"
        driver, viewer, key, value = await set_up_room(lab, room, 0.2 + 0.01 * number)
        now = [lab.connections(i) for i in range(lab.count)]
        rose = [after - before for before, after in zip(counts, now)]
        assert sorted(rose) == [0] * (lab.count - 1) + [2], f"{room}: members landed on {rose}"
        placed[room] = (rose.index(2), driver, viewer, key, value)
        counts = now
    return placed


async def rejoin(lab, room, key, value, deadline):
    """What the page does after its process died: reconnects through nginx with the page's back-off (its pacing:
    web/protocol/socket.js waits 0.25 s, doubling up to 5 s, between attempts) until a process answers or
    `deadline`, then puts the fresh room back to its scene and parameter. Returns the viewer's confirming state."""
    delay = 0.25
    while True:
        try:
            driver, welcome = await member(lab, room, "driver")
            viewer, seen = await member(lab, room, "viewer")
            break
        except (OSError, websockets.exceptions.InvalidStatus, websockets.exceptions.ConnectionClosed):
            assert time.monotonic() < deadline, f"{room} did not reconnect"
            await input_pause(delay)
            delay = min(delay * 2, 5)
    assert any(p["name"] == f"driver-{room}" for p in seen["presence"]), "both members on one process again"
    await switch_scene(driver, welcome)
    await send(driver, "param", key=key, value=value)
    await wait_param(viewer, key, value, timeout=max(0.1, deadline - time.monotonic()))
    return driver, viewer


def test_rooms_spread_over_the_processes_and_fail_over_to_the_others(tmp_path):
    async def scenario(lab):
        placed = await place_rooms(lab)
        per_process = [sum(1 for p, *_ in placed.values() if p == i) for i in range(lab.count)]
        print(f"rooms per process: {per_process}")
        assert all(per_process), f"the hash left a process without rooms: {per_process}"
        for index in range(lab.count):
            metrics = lab.metrics(index)
            assert metrics["transition_lab_rooms"]["samples"][0][2] == per_process[index]
            roles = {labels["role"]: v for _, labels, v in metrics["transition_lab_connections"]["samples"]}
            assert roles == {"driver": per_process[index], "viewer": per_process[index]}

        victim = per_process.index(max(per_process))
        moved = {room: entry for room, entry in placed.items() if entry[0] == victim}
        stayed = {room: entry for room, entry in placed.items() if entry[0] != victim}
        lab.servers[victim].process.kill()
        lab.servers[victim].process.wait()
        deadline = time.monotonic() + 60  # a bound for a hung test, far above the page's back-off (at most 5 s)
        for _, driver, viewer, _, _ in moved.values():
            for ws in (driver, viewer):
                await asyncio.wait_for(ws.wait_closed(), max(0.1, deadline - time.monotonic()))
        back = await asyncio.gather(*(rejoin(lab, room, key, value, deadline)
                                      for room, (_, _, _, key, value) in moved.items()))

        # The other rooms stayed on their processes, connected, and still work.
        survivors = [i for i in range(lab.count) if i != victim]
        assert sum(lab.connections(i) for i in survivors) == 2 * len(placed)
        for room, (_, driver, viewer, key, value) in stayed.items():
            await send(driver, "param", key=key, value=value + 0.1)
            await wait_param(viewer, key, value + 0.1)
        for ws in [ws for pair in back for ws in pair] + [ws for e in stayed.values() for ws in e[1:3]]:
            await ws.close()

    with Deployment(tmp_path) as lab:
        asyncio.run(scenario(lab))


def upgrade_through(lab, origin):
    extra = f"Origin: {origin}\r\n" if origin else ""
    connection, status, _ = raw_upgrade("127.0.0.1", lab.port, path="/ws?room=o", extra_headers=extra,
                                        host_header=f"localhost:{lab.port}")
    connection.close()
    return status


def test_the_origin_check_admits_the_public_origin_through_the_proxy_and_refuses_others(tmp_path):
    with Deployment(tmp_path) as lab:
        before = lab.total("transition_lab_refusals_total", reason="origin")
        assert upgrade_through(lab, lab.public_origin) == 101
        for foreign in ("http://evil.example", f"https://localhost:{lab.port}", "http://localhost:1", "null"):
            assert upgrade_through(lab, foreign) == 403, foreign
        assert lab.total("transition_lab_refusals_total", reason="origin") == before + 4


def test_health_and_metrics_through_the_proxy_and_directly(tmp_path):
    with Deployment(tmp_path) as lab:
        status, body = lab.get(lab.url("/healthz"))
        health = json.loads(body)
        assert status == 200 and body.count("\n") == 1 and health["status"] == "serving"
        assert health["pid"] in [server.process.pid for server in lab.servers]
        status, _ = lab.get(lab.url("/metrics"))
        assert status == 404, "the proxy never serves the metrics"
        status, page = lab.get(lab.url("/", room="x"))
        assert status == 200 and "main.js" in page


def test_the_access_log_records_no_query_strings_and_the_token_travels_in_hello(tmp_path):
    """The driver link's page request carries the token in its query and the page's socket carries room, name and
    role: the proxy's access log (docs/deploy.md's format) records their paths and no query; the token reaches the
    process in `hello` alone, and still makes a driver."""

    async def scenario(lab):
        status, _ = lab.get(lab.url("/", room="logged", token=TOKEN))
        assert status == 200
        ws, welcome = await member(lab, "logged", "driver")
        await ws.close()
        return welcome

    with Deployment(tmp_path) as lab:
        welcome = asyncio.run(scenario(lab))
        lines = lab.access_log()
    assert welcome["you"]["role"] == "driver", welcome["you"]
    assert any('"GET / HTTP/1.1" 200' in line for line in lines), lines
    assert any('"GET /ws HTTP/1.1" 101' in line for line in lines), lines
    assert not [line for line in lines if "?" in line or TOKEN in line or "room=" in line], lines


def test_metrics_parse_and_their_counters_move_with_traffic():
    with start_server() as server:
        def scrape():
            with OPENER.open(f"{server.base_url}/metrics", timeout=5) as response:
                assert response.headers["Content-Type"] == "text/plain; version=0.0.4; charset=utf-8"
                return parse_prometheus(response.read().decode())

        def value(metrics, name, **labels):
            return sum(v for n, l, v in metrics[name]["samples"] if all(l.get(k) == x for k, x in labels.items()))

        idle = scrape()
        assert value(idle, "transition_lab_rooms") == 0
        assert value(idle, "process_resident_memory_bytes") > 1_000_000

        async def traffic():
            driver = await connect(server.ws_url(room="m"))
            await send(driver, "hello", room="m", name="d")
            await expect(driver, "welcome")
            await send(driver, "scene", name="photo-grid")
            for step in range(30):
                phase = "begin" if step == 0 else "end" if step == 29 else "change"
                await send(driver, "pinch", phase=phase, scale=1 + step / 50, x=196, y=426, time=step * 8.3,
                           seq=step + 1)
                await receive(driver)
            return driver

        async def run():
            driver = await traffic()
            moving = scrape()
            assert value(moving, "transition_lab_rooms") == 1
            assert value(moving, "transition_lab_connections", role="driver") == 1
            assert value(moving, "transition_lab_frames_sent_total") > 0
            assert value(moving, "transition_lab_bytes_sent_total") > value(idle, "transition_lab_bytes_sent_total")
            latency = {n: v for n, _, v in moving["transition_lab_input_to_frame_seconds"]["samples"]}
            assert latency["transition_lab_input_to_frame_seconds_count"] > 0
            # A layout that reads and one that does not.
            await send(driver, "scene", name="your-layout")
            await send(driver, "layout", slot="a", format="swift", text=FLOW, counts=[5])
            await expect(driver, "layout")
            await send(driver, "layout", slot="a", format="swift", text=BAD)
            await expect(driver, "layoutError")
            layouts = scrape()
            assert value(layouts, "transition_lab_layouts_total", outcome="read") == 1
            assert value(layouts, "transition_lab_layouts_total", outcome="refused") == 1
            # An over-long message is refused for its size.
            await driver.send("x" * (400 * 1024))  # over the 392 KiB receive limit
            try:
                await asyncio.wait_for(driver.wait_closed(), 5)
            finally:
                await driver.close()
            refused = scrape()
            assert value(refused, "transition_lab_refusals_total", reason="size") == 1
            # The simulation thread lets the emptied room go after the service thread saw the close.
            await wait_until_async(lambda: value(scrape(), "transition_lab_rooms") == 0, timeout=5,
                                   message="the emptied room to go")

        asyncio.run(run())


def test_metrics_need_the_token_when_one_is_given():
    token = "f" * 32
    with start_server("--metrics-token", token) as server:
        def status(url, headers=None):
            try:
                with OPENER.open(urllib.request.Request(url, headers=headers or {}), timeout=5) as response:
                    return response.status
            except urllib.error.HTTPError as error:
                return error.code

        assert status(f"{server.base_url}/metrics") == 403
        assert status(f"{server.base_url}/metrics", {"Authorization": "Bearer nope"}) == 403
        assert status(f"{server.base_url}/metrics", {"Authorization": f"Bearer {token}"}) == 200
        assert status(f"{server.base_url}/metrics?token={token}") == 200


def test_other_methods_than_get_and_head_get_405(server):
    for method in ("PUT", "DELETE", "PATCH", "POST", "OPTIONS"):
        connection = http.client.HTTPConnection(server.host, server.port, timeout=5)
        connection.request(method, "/index.html", body=b"x" if method != "OPTIONS" else None)
        response = connection.getresponse()
        assert response.status == 405, method
        assert response.getheader("Allow") == "GET, HEAD"
        connection.close()


def test_sigterm_drains_then_exits_0():
    with start_server("--drain-seconds", "2") as server:
        async def run():
            ws = await connect(server.ws_url(room="drain"))
            await send(ws, "hello", room="drain", name="d")
            await expect(ws, "welcome")
            server.process.send_signal(signal.SIGTERM)
            await ws.wait_closed()
            assert ws.close_code == 1001
            try:
                OPENER.open(f"{server.base_url}/healthz", timeout=5)
                raise AssertionError("/healthz answered 200 while draining")
            except urllib.error.HTTPError as error:
                assert error.code == 503 and json.loads(error.read())["status"] == "draining"
            connection, status, _ = raw_upgrade(server.host, server.port)
            connection.close()
            assert status == 503, "no new upgrades while draining"

        asyncio.run(run())
        server.process.wait(60)  # the bound only ends a hung test: the drain lasts --drain-seconds
        assert server.process.returncode == 0
