"""Rooms under load over real sockets: 50 clients see the same frames, rooms are independent, and a client that
stops reading (or floods, or picks huge names) slows nobody and costs bounded memory."""

import asyncio
import json
import multiprocessing
import resource
import struct
import time

from conftest import start_server
from labclient import (
    connect,
    drain,
    expect,
    expect_frame,
    frame_content,
    frame_sequence,
    input_ticks,
    join,
    ping,
    raw_frames,
    raw_send,
    raw_upgrade,
    round_trip,
    run,
    send,
)

DRAG_HZ = 60


async def drag(ws, seconds, width, height, seq_start=1):
    """A one-finger drag across the middle of the viewport at DRAG_HZ, then release."""
    steps = int(seconds * DRAG_HZ)
    x0, y = width * 0.3, height * 0.5
    async for step in input_ticks(DRAG_HZ, steps):
        x = x0 + (width * 0.4) * ((step % DRAG_HZ) / DRAG_HZ)
        phase = "move" if step else "down"
        await send(ws, "pointer", phase=phase, id=1, x=x, y=y, time=step * 1000 / DRAG_HZ, seq=seq_start + step)
    await send(ws, "pointer", phase="up", id=1, x=x0, y=y, time=(steps + 1) * 1000 / DRAG_HZ, seq=seq_start + steps + 1)


async def collect_frames(ws, seconds):
    """The frames received within `seconds`, by sequence number (`frame_content` compares them)."""
    return {frame_sequence(m): m for m in await drain(ws, seconds) if isinstance(m, bytes)}


def viewport(welcome):
    assert welcome["scenes"], "the catalog offers no scene"
    return 390, 844


def test_fifty_clients_in_one_room_receive_the_same_frames_and_another_room_is_untouched():
    # One test process reads all 51 sockets: on a loaded machine it can answer the server's pings later than the
    # default hangup allows, and liveness is not what this test is about (test_server_lifecycle.py covers it).
    with start_server("--ping-interval", "600", "--hangup-interval", "1200") as server:
        run(fifty_clients_and_a_quiet_room(server))


async def fifty_clients_and_a_quiet_room(server):
    clients = []
    for index in range(50):
        ws, welcome = await join(server.ws_url(room="crowd"), name=f"c{index}")
        clients.append(ws)
    width, height = viewport(welcome)
    quiet, _ = await join(server.ws_url(room="quiet"), name="quiet")
    # Through the room (`round_trip`), not the service thread alone: the join's frame is in before the answer.
    joined = await asyncio.gather(*(round_trip(ws) for ws in clients + [quiet]))
    baseline = max(max((frame_sequence(m) for m in f if isinstance(m, bytes)), default=0) for f in joined)

    results = await asyncio.gather(drag(clients[0], 2, width, height), *(collect_frames(ws, 4) for ws in clients))
    frames = [{seq: data for seq, data in f.items() if seq > baseline} for f in results[1:]]
    union = set().union(*(set(f) for f in frames))
    common = set.intersection(*(set(f) for f in frames))
    # The drag moved the grid over many frames (how many depends on the machine: a room that cannot send a
    # frame in time sends the newer one instead).
    assert len(union) >= 10, len(union)
    assert len(common) >= 0.9 * len(union), (len(common), len(union))
    for sequence in common:
        assert len({frame_content(f[sequence]) for f in frames}) == 1, f"clients disagree on frame {sequence}"
    assert max(union) in common, "every client ends on the same last frame"

    # Every frame of the drag reached room crowd, so any sent to room quiet is in before its pong.
    quiet_messages = await ping(quiet)
    assert not [m for m in quiet_messages if isinstance(m, bytes)], "the other room received frames"
    await asyncio.gather(*(ws.close() for ws in clients + [quiet]))


def stalled_client(server, room):
    """A WebSocket client that completes the handshake and then never reads again."""
    connection, status, _ = raw_upgrade(server.host, server.port, f"/ws?room={room}", receive_buffer=4096)
    assert status == 101
    return connection


def test_a_client_that_stops_reading_slows_nobody_and_memory_stays_bounded(server):
    async def scenario():
        driver, welcome = await join(server.ws_url(room="stall"), name="driver")
        width, height = viewport(welcome)
        observer, _ = await join(server.ws_url(room="stall"), name="observer")
        stalled = [stalled_client(server, "stall") for _ in range(3)]
        await drain(observer, 0.2)
        await drag(driver, 1, width, height)
        await asyncio.gather(drain(observer, 1.0), drain(driver, 1.0))
        rss_before = server.rss_kib()

        seconds = 4
        _, frames, sent = await asyncio.gather(
            drag(driver, seconds, width, height, seq_start=1000),
            collect_frames(observer, seconds + 0.3),
            collect_frames(driver, seconds + 0.3),
        )
        rss_after = server.rss_kib()
        # The room sends a frame per input it reads (inputs read in one turn share one), so the driver's frames are
        # what the room sent, the last one answering the drag's lift; the observer beside the stalled clients gets
        # them too.
        last = max(sent)
        assert struct.unpack_from("<I", sent[last], 12)[0] == 1000 + int(seconds * DRAG_HZ) + 1, "the lift answered"
        received = len(set(frames) & set(sent))
        assert received >= 0.95 * len(sent), f"{received} of the room's {len(sent)} frames"
        assert rss_after - rss_before < 20 * 1024, f"RSS grew {rss_after - rss_before} KiB"
        for connection in stalled:
            connection.close()
        await driver.close()
        await observer.close()

    run(scenario())
    assert server.alive()


def test_a_stalled_clients_backlog_stays_in_the_outbox_not_the_kernel(server):
    """With TCP_NOTSENT_LOWAT the kernel holds ~16 KiB of unsent frames per socket; without it, megabytes."""

    async def scenario():
        driver, welcome = await join(server.ws_url(room="backlog"), name="driver")
        width, height = viewport(welcome)
        stalled = stalled_client(server, "backlog")
        await asyncio.gather(drag(driver, 2, width, height), drain(driver, 3))
        backlog = sum(len(payload) for _, payload in raw_frames(stalled, 1.0))
        stalled.close()
        await driver.close()
        assert backlog < 256 * 1024, f"{backlog} bytes were waiting for the stalled client"

    run(scenario())


def server_side_established(server_port, client_port):
    """Whether the server's end of the connection to `client_port` is still ESTABLISHED (/proc/net/tcp, state 01):
    watched from outside, since reading the stalled client's socket would unstall it."""
    with open("/proc/net/tcp") as table:
        for row in table.readlines()[1:]:
            local, remote, state = row.split()[1:4]
            if int(local.split(":")[1], 16) == server_port and int(remote.split(":")[1], 16) == client_port:
                return state == "01"
    return False


def test_a_client_that_stays_stalled_is_closed_and_the_room_goes_on():
    """A client that stops reading is closed: by the stall timer once a frame waits for it, or by the idle ping
    going unanswered, whichever comes first (`--stall-timeout`, `--ping-interval`, `--hangup-interval`, set small
    here; 30, 10 and 25 s by default), and the room goes on."""

    async def scenario(server):
        driver, welcome = await join(server.ws_url(room="stall-close"), name="driver")
        width, height = viewport(welcome)
        stalled = stalled_client(server, "stall-close")
        client_port = stalled.getsockname()[1]
        assert server_side_established(server.port, client_port)
        await asyncio.gather(drag(driver, 1, width, height), drain(driver, 1.2))
        deadline = time.monotonic() + 60  # a bound for a hung test, far above the waits configured
        while server_side_established(server.port, client_port) and time.monotonic() < deadline:
            await drain(driver, 0.2)
        assert not server_side_established(server.port, client_port), "the stalled client is still connected"
        await drag(driver, 0.2, width, height, seq_start=500)
        await expect_frame(driver)  # the room goes on
        stalled.close()
        await driver.close()

    with start_server("--stall-timeout", "1", "--ping-interval", "1", "--hangup-interval", "2") as server:
        run(scenario(server))
        assert server.alive()


def test_a_client_that_floods_bad_messages_without_reading_is_closed_and_memory_stays_bounded(server):
    async def scenario():
        watcher, _ = await join(server.ws_url(room="flood-stall"), name="watcher")
        flooder = stalled_client(server, "flood-stall")
        await round_trip(watcher)  # the flooder has joined
        rss_before = server.rss_kib()
        message = json.dumps({"type": "t" * 1_000})  # each answered with an error it never reads
        deadline = time.monotonic() + 60
        closed = False
        # 50 messages every 30 ms, ~1,600 a second: over the rate limit, so the server answers 1,000 a second.
        async for _ in input_ticks(1 / 0.03):
            if closed or time.monotonic() > deadline:
                break
            try:
                for _ in range(50):
                    raw_send(flooder, message)
            except (ConnectionResetError, BrokenPipeError):
                closed = True
            except TimeoutError:
                pass  # the server reads more slowly than we send
        rss_after = server.rss_kib()
        flooder.close()
        assert closed, "the server kept a client that never read its replies"
        assert rss_after - rss_before < 30 * 1024, f"RSS grew {rss_after - rss_before} KiB"
        await send(watcher, "ping", time=5)
        assert (await expect(watcher, "pong"))["time"] == 5
        await watcher.close()

    run(scenario())
    assert server.alive()


def test_huge_names_are_refused_and_a_healthy_reader_stays(server):
    async def scenario():
        reader, reader_welcome = await join(server.ws_url(room="names"), name="reader")
        crowd = []
        for index in range(18):
            ws, _ = await join(server.ws_url(room="names"), name=f"v{index}")
            await send(ws, "hello", name="n" * 60_000)
            error = await expect(ws, "error")
            assert error["code"] == "invalid-field" and error["message"] == "hello.name must be at most 64 characters"
            crowd.append(ws)
        long_url_name, welcome = await join(server.ws_url(room="names", name="u" * 200), name=None)
        assert welcome["you"]["name"] == "u" * 64  # the URL's query is cut to 64 characters
        changes = [m for m in await round_trip(reader) if isinstance(m, dict) and m["type"] == "presence"]
        named = [p for m in changes for p in m["joined"] + m["updated"]]
        assert named and all(len(p["name"]) <= 64 for p in named)
        assert len({p["id"] for p in named} - {reader_welcome["session"]}) == 19  # everyone who joined after
        await send(reader, "ping", time=7)
        assert (await expect(reader, "pong"))["time"] == 7
        await asyncio.gather(*(ws.close() for ws in crowd + [reader, long_url_name]))

    run(scenario())
    assert server.alive()


def test_a_rename_costs_bytes_in_proportion_to_the_room_not_its_square(server):
    """Each member hears a rename as one small `presence` change (docs/protocol.md), so doubling the room about
    doubles the bytes all its members receive for one rename; a full list to everyone would about quadruple them."""

    async def bytes_for_one_rename(viewers):
        room = f"rename-{viewers}"
        clients = [(await join(server.ws_url(room=room), name=f"v{index}"))[0] for index in range(viewers)]
        await asyncio.gather(*(drain(ws, 1.0) for ws in clients))  # the joins' messages, and hello's rate limit
        await send(clients[-1], "hello", name="renamed")
        received = await asyncio.gather(*(drain(ws, 1.0) for ws in clients))
        text = [m for messages in received for m in messages if isinstance(m, dict)]
        assert any(p["name"] == "renamed" for m in text if m["type"] == "presence" for p in m["updated"])
        await asyncio.gather(*(ws.close() for ws in clients))
        return sum(len(json.dumps(m, separators=(",", ":"))) for m in text)

    async def scenario():
        small = await bytes_for_one_rename(20)
        large = await bytes_for_one_rename(40)
        assert 1.5 < large / small < 2.6, (small, large)

    run(scenario())
    assert server.alive()


def raise_descriptor_limit(wanted):
    """Raises this process's open-file limit (inherited by the server it starts) towards `wanted`, up to the hard
    limit; returns the soft limit now in force."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    target = wanted if hard == resource.RLIM_INFINITY else min(wanted, hard)
    if soft != resource.RLIM_INFINITY and soft < target:
        resource.setrlimit(resource.RLIMIT_NOFILE, (target, hard))
    return resource.getrlimit(resource.RLIMIT_NOFILE)[0]


def drive_and_clock(url, arrivals, ready, stopping):
    """A driver that drags in the room of `url` until `stopping` is set, appending each frame's arrival time
    (monotonic seconds) to `arrivals`. Runs in its own process, so the test's other clients cannot delay it."""

    async def scenario():
        driver, welcome = await join(url, name="driver")
        assert welcome["scenes"], "the catalog offers no scene"

        async def read():
            while True:
                if isinstance(await driver.recv(), bytes):
                    arrivals.append(time.monotonic())

        reader = asyncio.create_task(read())
        seq = 1
        while not stopping.is_set():
            await drag(driver, 0.5, 390, 844, seq_start=seq)
            seq += int(0.5 * DRAG_HZ) + 2
            ready.set()
        reader.cancel()
        await driver.close()

    run(scenario())


class FrameClock:
    """A driver in another process (`drive_and_clock`): whether its frames kept coming shows whether other rooms'
    traffic held its room up."""

    def __init__(self, server, room):
        context = multiprocessing.get_context("spawn")
        self.manager = context.Manager()
        self.arrivals = self.manager.list()
        self.ready, self.stopping = context.Event(), context.Event()
        self.process = context.Process(
            target=drive_and_clock, args=(server.ws_url(room=room), self.arrivals, self.ready, self.stopping)
        )

    def start(self):
        self.process.start()
        assert self.ready.wait(30), "the driver did not start"

    def stop(self):
        self.stopping.set()
        self.process.join(10)
        if self.process.is_alive():
            self.process.kill()
        self.arrivals = list(self.arrivals)
        self.manager.shutdown()

    def frames_between(self, start, end):
        return len([t for t in self.arrivals if start <= t <= end])


async def join_crowd(server, room, count, batch=50):
    """`count` viewers join `room`, `batch` at a time; returns their sockets and each one's welcome bytes."""
    sockets, welcome_bytes = [], []

    async def one(index):
        ws = await connect(server.ws_url(room=room, role="viewer", name=f"{room}-{index}"))
        welcome = await expect(ws, "welcome", timeout=30)
        return ws, len(json.dumps(welcome, separators=(",", ":")))

    for start in range(0, count, batch):
        for ws, size in await asyncio.gather(*(one(i) for i in range(start, min(count, start + batch)))):
            sockets.append(ws)
            welcome_bytes.append(size)
    return sockets, welcome_bytes


async def text_bytes(ws, seconds):
    """The JSON bytes a socket receives within `seconds` (frames left out)."""
    messages = await drain(ws, seconds)
    return sum(len(json.dumps(m, separators=(",", ":"))) for m in messages if isinstance(m, dict))


def test_a_thousand_joins_into_one_room_cost_each_joiner_a_bounded_amount_and_another_rooms_frames_flow():
    """`welcome` lists at most 64 members and counts the rest, and a count-only `presence` goes out at most once a
    second (docs/protocol.md), so a join costs bounded bytes whatever the room's size: a joiner of a 1,000-member
    room receives about what a joiner of a 200-member room does, and a driver in another room keeps its frames."""
    crowd = 1000
    assert raise_descriptor_limit(4 * crowd) >= 2 * crowd + 100, "too few file descriptors for the test"
    with start_server() as server:
        clock = FrameClock(server, "moving")
        clock.start()

        async def scenario():
            small, small_welcomes = await join_crowd(server, "small", crowd // 5)
            small_after = await asyncio.gather(*(text_bytes(ws, 2.0) for ws in small))
            began = time.monotonic()
            large, large_welcomes = await join_crowd(server, "large", crowd)
            joined = time.monotonic()
            large_after = await asyncio.gather(*(text_bytes(ws, 2.0) for ws in large))
            await asyncio.gather(*(ws.close() for ws in small + large))
            return small_welcomes, small_after, large_welcomes, large_after, began, joined

        try:
            small_welcomes, small_after, large_welcomes, large_after, began, joined = run(scenario())
        finally:
            clock.stop()
        assert server.alive()

    # The moving room's frames kept coming while the crowd joined (how long they paused: bench_joins.py).
    during = clock.frames_between(began, joined)
    assert during > 10, f"{during} frames of the moving room while {crowd} joined another room"
    # What each joiner received: its welcome (at most 64 names), then presence changes and counts.
    small_each = [w + a for w, a in zip(small_welcomes, small_after)]
    large_each = [w + a for w, a in zip(large_welcomes, large_after)]
    print(f"bytes per joiner: {crowd // 5} members mean {sum(small_each) / len(small_each):.0f} max {max(small_each)};"
          f" {crowd} members mean {sum(large_each) / len(large_each):.0f} max {max(large_each)}")
    assert max(large_welcomes) < max(small_welcomes) * 1.1, (max(small_welcomes), max(large_welcomes))
    assert sum(large_each) / len(large_each) < 1.5 * sum(small_each) / len(small_each)
    assert max(large_each) < 1.5 * max(small_each)
