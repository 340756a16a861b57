"""A small WebSocket client for the end-to-end tests: connect, read typed messages, decode binary frames
(docs/protocol.md, "Frames"); plus a raw one over a plain socket for handshakes and clients that misbehave."""

import asyncio
import collections
import itertools
import json
import socket
import struct
import time
import weakref

import websockets

from framev2 import DecoderV2


# Waiting: every wait of the end-to-end tests is one of these, bounded by a deadline and failing with what it waited
# for. The `interval` is how often the condition is polled, not a wait of its own.

def wait_until(condition, timeout=10.0, message="condition", interval=0.03):
    """Polls `condition()` until it returns something truthy and returns that; fails after `timeout` seconds,
    naming `message` (a string, or a function that describes what was seen by then)."""
    deadline = time.monotonic() + timeout
    while not (value := condition()):
        if time.monotonic() > deadline:
            timed_out(message)
        time.sleep(interval)
    return value


async def wait_until_async(condition, timeout=10.0, message="condition", interval=1 / 60):
    """`wait_until` inside an event loop: the loop keeps running while `condition()` is polled."""
    deadline = time.monotonic() + timeout
    while not (value := condition()):
        if time.monotonic() > deadline:
            timed_out(message)
        await asyncio.sleep(interval)
    return value


def timed_out(message):
    raise AssertionError(f"timed out waiting for {message() if callable(message) else message}")


def wait_steady(read, hold, timeout=10.0, message="a steady value", interval=0.03):
    """Polls `read()` until it returned the same value (not None) for `hold` seconds, and returns that value. Only
    for a state that has no event of its own ("nothing moves any more"): the caller derives `hold` from the server's
    cadence and says so."""
    last = {"value": None, "since": time.monotonic()}

    def steady():
        value, now = read(), time.monotonic()
        if value is None or value != last["value"]:
            last.update(value=value, since=now)
            return None
        return now - last["since"] >= hold and (value,)

    return wait_until(steady, timeout, lambda: f"{message} (steady for {hold:.2f} s; last read {last['value']!r})",
                      interval)[0]


# Input pacing: the pauses a human's input or a client's messages leave between two events, e.g. a pointer move
# every 1/60 s, a pause before the lift, a page's reconnection back-off. They shape the input under test; they wait
# for nothing.

async def input_pause(seconds):
    """Leaves `seconds` between two input events (pacing, not a wait)."""
    await asyncio.sleep(seconds)


async def input_ticks(hz, steps=None):
    """Yields 0, 1, 2, … (through `steps` if given) at `hz`, each at its due time on the loop's clock, so a slow
    send does not slow the rate down: the beat of a pointer or of a client's messages (pacing, not a wait)."""
    loop = asyncio.get_running_loop()
    start = loop.time()
    step = 0
    while steps is None or step <= steps:
        await asyncio.sleep(max(0, start + step / hz - loop.time()))
        yield step
        step += 1


SUBPROTOCOL = "transition-lab.v2"
# A scene that moves sends a frame every 1/60 s (`serve --fps 60`) and a change of its `state` at most every
# STATE_INTERVAL s (Announcements.stateInterval). Its motion has no event of its own for its end: a scene is at rest once
# no frame came for three state intervals (18 frame intervals), the one wait on a quiet window (`frames_until_rest`,
# `Page.wait_at_rest`).
STATE_INTERVAL = 0.1
REST_WINDOW = 3 * STATE_INTERVAL
# Messages a second one connection may send (ServerConfiguration.messageRate; docs/protocol.md, `rate-limited`).
MESSAGE_RATE = 1000
# Each connection's frames in the order received, decoded on demand: a delta applies to the frame before it
# (docs/protocol.md), so asking for one frame decodes every earlier one first. Reading stays as cheap as before.
_received = weakref.WeakKeyDictionary()


class FrameBytes(bytes):
    """A binary frame as received; `decode_frame` gives its header fields and nodes."""

    decoded = None
    chain = None


class _Chain:
    def __init__(self):
        self.decoder = DecoderV2()
        self.pending = collections.deque()

    def decode_through(self, frame):
        while frame.decoded is None:
            earlier = self.pending.popleft()
            decoded = self.decoder.decode(earlier)
            nodes = [dict(n, x=n["x"] / 8, y=n["y"] / 8, w=n["w"] / 8, h=n["h"] / 8, radius=n["radius"] / 8,
                          alpha=n["alpha"] / 255, z=n["z"] / 256) for n in decoded["nodes"]]
            earlier.decoded = dict(
                sequence=decoded["sequence"], input_seq=decoded["input_seq"], time=decoded["time"],
                width=decoded["width"] / 8, height=decoded["height"] / 8, background=decoded["background"],
                table=decoded["table"], nodes=nodes)
        return frame.decoded


def decode_frame(message):
    """The header fields and nodes (in points) of a frame `receive` returned."""
    assert isinstance(message, FrameBytes), "frames are decoded in the order they were received"
    return message.chain.decode_through(message)


def frame_sequence(message):
    """The frame's sequence number, read from its header alone."""
    return struct.unpack_from("<I", message, 8)[0]


def frame_content(message):
    """What a frame shows, comparable between clients (whose input seq and delta bases differ)."""
    frame = decode_frame(message)
    return repr((frame["width"], frame["height"], frame["background"], frame["nodes"]))


async def connect(url, **kwargs):
    kwargs.setdefault("close_timeout", 1)
    return await websockets.connect(url, subprotocols=[SUBPROTOCOL], max_size=None, **kwargs)


async def receive(ws, timeout=5):
    """The next message: a dict for JSON text, bytes for a frame. Timed with `asyncio.timeout`: Python 3.11's
    `asyncio.wait_for` loses a task's cancellation that lands as the message does (python/cpython#86296, fixed in
    3.12 by basing `wait_for` on `asyncio.timeout`), and a cancelled reader of a quiet connection would then wait out
    its whole timeout instead of stopping."""
    async with asyncio.timeout(timeout):
        message = await ws.recv()
    if isinstance(message, str):
        return json.loads(message)
    frame = FrameBytes(message)
    frame.chain = _received.setdefault(ws, _Chain())
    frame.chain.pending.append(frame)
    return frame


async def expect(ws, type_, timeout=5):
    """Reads until a JSON message of `type_` arrives (frames and other messages are skipped)."""
    deadline = asyncio.get_running_loop().time() + timeout
    while True:
        message = await receive(ws, max(0.01, deadline - asyncio.get_running_loop().time()))
        if isinstance(message, dict) and message["type"] == type_:
            return message


async def expect_frame(ws, timeout=5):
    """Reads until a binary frame arrives and returns it decoded."""
    deadline = asyncio.get_running_loop().time() + timeout
    while True:
        message = await receive(ws, max(0.01, deadline - asyncio.get_running_loop().time()))
        if isinstance(message, bytes):
            return decode_frame(message)


async def frames_until_rest(ws, timeout=10):
    """The frames (decoded) that arrive until the room's scene is at rest: nothing for `REST_WINDOW`."""
    frames = []
    deadline = asyncio.get_running_loop().time() + timeout
    while True:
        try:
            message = await receive(ws, REST_WINDOW)
        except asyncio.TimeoutError:
            return frames
        if isinstance(message, bytes):
            frames.append(decode_frame(message))
        assert asyncio.get_running_loop().time() < deadline, f"the scene did not come to rest in {timeout} s"


async def drain(ws, seconds):
    """Everything that arrives within `seconds`."""
    messages = []
    deadline = asyncio.get_running_loop().time() + seconds
    while (left := deadline - asyncio.get_running_loop().time()) > 0:
        try:
            messages.append(await receive(ws, left))
        except asyncio.TimeoutError:
            break
    return messages


async def send(ws, type_, **fields):
    await ws.send(json.dumps({"type": type_, **fields}))


# Round trips: positive events that prove the server got this far, for asserting that something did not happen
# (nothing arrived before the answer) without waiting a while for it.

_stamps = itertools.count(1)
# A scene no server has: the room refuses it without changing anything.
NO_SCENE = "no-such-scene"


async def ping(ws):
    """A round trip through the service thread, which answers `ping` at once, in the order messages came: sends one
    and returns every message received before its `pong`. The server has then read everything this connection sent
    before, and whatever it queued for this connection before the `pong` has arrived (a frame too, unless the
    connection declared a display refresh that holds it back: the outbox writes its pending frame right after the
    messages queued with it, long before this ping comes)."""
    stamp = -next(_stamps)
    await send(ws, "ping", time=stamp)
    before = []
    while not (isinstance(message := await receive(ws), dict) and message == {"type": "pong", "time": stamp}):
        before.append(message)
    return before


async def round_trip(ws):
    """A round trip through the room: sends a `scene` the server does not have (refused with `unknown-scene`, or
    `not-driver` to a member who may not drive, and nothing changes), reads until that refusal, then `ping`s.
    Returns every message received meanwhile. The room handles a connection's messages in order, so it has handled
    everything this connection sent before, and what it sent this connection by then (the `state` and frame of the
    same turn, which follow the refusal, included) has arrived."""
    await send(ws, "scene", name=NO_SCENE)
    before = []
    while not (isinstance(message := await receive(ws), dict) and message["type"] == "error"
               and message["for"] == "scene" and message["code"] in ("unknown-scene", "not-driver")):
        before.append(message)
    return before + await ping(ws)


def trackpad_pinch_events(seconds, hz=120):
    """The `pinch` messages' fields of a trackpad pinch out and back (photo grid 9 → 7 columns) sampled at `hz`,
    ending with its lift: `seq` 1 … `seconds` × `hz` + 1."""
    steps = int(seconds * hz)
    for step in range(steps + 1):
        cycle = (step % hz) / hz
        scale = 1 + 0.6 * (1 - abs(2 * cycle - 1))
        phase = "begin" if step == 0 else "end" if step == steps else "change"
        yield dict(phase=phase, scale=scale, x=196, y=426, time=step * 1000 / hz, seq=step + 1)


async def trackpad_pinch(ws, seconds, hz=120):
    """`trackpad_pinch_events` sent at `hz`."""
    events = list(trackpad_pinch_events(seconds, hz))
    async for step in input_ticks(hz, len(events) - 1):
        await send(ws, "pinch", **events[step])


async def join(url, name="tester", token=None, **connect_options):
    """Connects (with `connect_options` for `websockets.connect`), says hello (with the control token if given), and
    returns (socket, welcome)."""
    ws = await connect(url, **connect_options)
    await send(ws, "hello", name=name, **({"token": token} if token else {}))
    welcome = await expect(ws, "welcome")
    return ws, welcome


def run(coroutine):
    return asyncio.run(coroutine)


def raw_upgrade(
    host, port, path="/ws", subprotocol=SUBPROTOCOL, extra_headers="", receive_buffer=None, host_header=None
):
    """Sends a WebSocket upgrade request over a plain socket and reads the response head byte by byte (so no frame
    bytes are consumed). Returns (socket, HTTP status or None if the server closed without answering, lower-cased
    headers). `receive_buffer` sets SO_RCVBUF before connecting, for a client that stops reading; `host_header`
    replaces the `Host` value (default `host:port`)."""
    connection = socket.socket()
    if receive_buffer:
        connection.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, receive_buffer)
    connection.settimeout(5)
    connection.connect((host, port))
    request = (
        f"GET {path} HTTP/1.1\r\nHost: {host_header or f'{host}:{port}'}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
        "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n"
    )
    if subprotocol:
        request += f"Sec-WebSocket-Protocol: {subprotocol}\r\n"
    connection.sendall((request + extra_headers + "\r\n").encode())
    response = b""
    while b"\r\n\r\n" not in response:
        chunk = connection.recv(1)
        if not chunk:
            return connection, None, {}
        response += chunk
    lines = response.decode("latin-1").split("\r\n")
    headers = {key.strip().lower(): value.strip() for key, value in (line.split(":", 1) for line in lines[1:] if line)}
    return connection, int(lines[0].split()[1]), headers


def raw_frame(text, opcode=0x1, fin=True, masked=True):
    """The bytes of one client frame, masked with a zero key (which leaves the payload as it is) unless not
    `masked`, with FIN set unless not `fin`."""
    payload = text.encode() if isinstance(text, str) else text
    length = len(payload)
    first = (0x80 if fin else 0) | opcode
    mask = 0x80 if masked else 0
    if length < 126:
        header = struct.pack("!BB", first, mask | length)
    elif length < 65536:
        header = struct.pack("!BBH", first, mask | 126, length)
    else:
        header = struct.pack("!BBQ", first, mask | 127, length)
    return header + (b"\0\0\0\0" if masked else b"") + payload


def raw_send(connection, text, opcode=0x1):
    """Sends one client frame (masked with a zero key, which leaves the payload as it is)."""
    connection.sendall(raw_frame(text, opcode))


# Bytes a `raw_frames` generator read past the last frame it yielded, by connection: a caller that takes one frame
# (`next(raw_frames(...))`) and later reads again must not lose the rest of what one `recv` brought.
_unread = weakref.WeakKeyDictionary()


def raw_frames(connection, timeout):
    """Yields (opcode, payload) of server frames until the socket closes or nothing arrives for `timeout` s. Bytes
    read past the last frame yielded are kept for the next call on the same connection."""
    connection.settimeout(timeout)
    buffer = _unread.pop(connection, b"")
    while True:
        while len(buffer) >= 2:
            length, offset = buffer[1] & 0x7F, 2
            if length >= 126:
                offset = 4 if length == 126 else 10
                if len(buffer) < offset:
                    break
                length = struct.unpack_from("!H" if offset == 4 else "!Q", buffer, 2)[0]
            if len(buffer) < offset + length:
                break
            frame = buffer[0] & 0x0F, buffer[offset : offset + length]
            buffer = buffer[offset + length :]
            _unread[connection] = buffer
            yield frame
            _unread.pop(connection, None)
        try:
            chunk = connection.recv(65536)
        except (socket.timeout, ConnectionResetError):
            _unread[connection] = buffer
            return
        if not chunk:
            return
        buffer += chunk
