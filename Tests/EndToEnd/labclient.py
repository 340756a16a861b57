"""A small WebSocket client for the end-to-end tests: connect, read typed messages, decode binary frames
(docs/protocol.md, "Frames")."""

import asyncio
import json
import struct

import websockets

SUBPROTOCOL = "transition-lab.v1"
HEADER = struct.Struct("<4sHHIIdffIIII")
NODE = struct.Struct("<IIfffffffIHH")


def decode_frame(data):
    """The header fields and node records of one binary frame."""
    magic, version, header_size, sequence, input_seq, time, width, height, count, background, table, _ = (
        HEADER.unpack_from(data, 0)
    )
    assert magic == b"TLF1" and version == 1 and header_size == HEADER.size
    assert len(data) == header_size + count * NODE.size
    nodes = []
    for index in range(count):
        id_, parent, x, y, w, h, radius, alpha, z, fill, flags, _ = NODE.unpack_from(data, header_size + index * NODE.size)
        nodes.append(dict(id=id_, parent=parent, x=x, y=y, w=w, h=h, radius=radius, alpha=alpha, z=z, fill=fill, flags=flags))
    return dict(
        sequence=sequence, input_seq=input_seq, time=time, width=width, height=height, background=background,
        table=table, nodes=nodes,
    )


def without_input_seq(data):
    """Frame bytes with the per-client input sequence zeroed, so frames of different clients compare equal."""
    return data[:12] + b"\0\0\0\0" + data[16:]


async def connect(url, **kwargs):
    kwargs.setdefault("close_timeout", 1)
    return await websockets.connect(url, subprotocols=[SUBPROTOCOL], max_size=None, **kwargs)


async def receive(ws, timeout=5):
    """The next message: a dict for JSON text, bytes for a frame."""
    message = await asyncio.wait_for(ws.recv(), timeout)
    return json.loads(message) if isinstance(message, str) else message


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


async def join(url, name="tester"):
    """Connects, says hello, and returns (socket, welcome)."""
    ws = await connect(url)
    await send(ws, "hello", name=name)
    welcome = await expect(ws, "welcome")
    return ws, welcome


def run(coroutine):
    return asyncio.run(coroutine)
