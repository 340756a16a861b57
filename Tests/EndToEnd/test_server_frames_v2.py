"""Protocol v2 frames over real sockets: viewers chaining deltas from different bases rebuild the same frames and
end on the frame a late joiner's keyframe shows, frames chain as deltas from the last frame each connection
received, a viewer that stops reading for a while costs the others no keyframes, and every new connection starts
with a keyframe."""

import asyncio
import json
import struct

import websockets

from framev2 import DecoderV2
from labclient import expect, frame_sequence, send, trackpad_pinch_events

PINCH_HZ = 120
# Seconds each awaited event may take: room for a loaded machine, not a measure of speed.
TIMEOUT = 20


async def open_ws(url, subprotocol):
    ws = await websockets.connect(url, subprotocols=[subprotocol], max_size=None, close_timeout=1)
    assert ws.subprotocol == subprotocol
    return ws


class Received:
    """What one connection receives, read as it arrives from when this is made: its binary frames, the newest
    input `seq` they answer and its latest `state`'s `sceneState`."""

    def __init__(self, ws):
        self.ws = ws
        self.frames = []
        self.answered = 0
        self.scene_state = None
        self._arrived = asyncio.Event()
        self._reading = asyncio.create_task(self._read())

    async def _read(self):
        try:
            async for message in self.ws:
                if isinstance(message, bytes):
                    self.frames.append(message)
                    self.answered = max(self.answered, struct.unpack_from("<I", message, 12)[0])
                elif (parsed := json.loads(message))["type"] == "state":
                    self.scene_state = parsed["sceneState"]
                self._arrived.set()
        finally:
            self._arrived.set()

    async def until(self, condition, what):
        """Waits until `condition()` holds, checking it as messages arrive; fails naming `what` if the connection
        closes first or after `TIMEOUT`."""
        try:
            async with asyncio.timeout(TIMEOUT):
                while not condition():
                    if self._reading.done():
                        raise AssertionError(f"the connection closed before {what}: {self._reading.exception()!r}")
                    self._arrived.clear()
                    await self._arrived.wait()
        except TimeoutError:
            raise AssertionError(f"timed out waiting for {what}") from None

    async def through(self, sequence):
        """The frames up to the first one with `sequence` or later, once it has arrived."""

        def reached():
            return next((i for i, frame in enumerate(self.frames) if frame_sequence(frame) >= sequence), None)

        await self.until(lambda: reached() is not None, f"frame {sequence}")
        return self.frames[: reached() + 1]

    async def close(self):
        self._reading.cancel()
        await self.ws.close()


def content(frame):
    """What a frame shows (its sequence and the receiver's input seq aside)."""
    return frame["width"], frame["height"], frame["background"], frame["nodes"]


def test_viewers_on_different_bases_rebuild_the_same_frames(server):
    async def scenario():
        url = server.ws_url(room="v2-compare", name="driver")
        driver = await open_ws(url, "transition-lab.v2")
        await send(driver, "hello", name="driver", viewport={"width": 390, "height": 844})
        assert (await expect(driver, "welcome"))["protocol"] == 2
        viewers = []
        for name in ("steady", "slow"):
            viewer = await open_ws(server.ws_url(room="v2-compare", name=name, role="viewer"), "transition-lab.v2")
            await expect(viewer, "welcome")  # the welcome precedes the viewer's first frame
            viewers.append(viewer)
        driving, steady = Received(driver), Received(viewers[0])

        # Each pinch event once the frame answering the one before has come: input always gets its frame
        # (docs/protocol.md, "Delivery"), so the pinch makes as many frames however busy the machine is.
        for event in trackpad_pinch_events(1.5, PINCH_HZ):
            await send(driver, "pinch", **event)
            await driving.until(lambda: driving.answered >= event["seq"], f"the frame answering pinch {event['seq']}")
        # The room is at rest once `state` shows no transition after the lift: the motion's end sends one
        # (docs/protocol.md, `state`), ahead of the motion's last frame.
        await driving.until(lambda: driving.scene_state["transitionProgress"] is None, "the room at rest")
        # A connection that joins now starts from a keyframe of the room at rest, numbered as the room's last
        # frame: the frame every chain must end on.
        late_url = server.ws_url(room="v2-compare", name="late", role="viewer")
        late = Received(await open_ws(late_url, "transition-lab.v2"))
        await late.until(lambda: late.frames, "the late joiner's first frame")
        rest = late.frames[0]
        # The slow viewer read nothing while the others received frames: it gets what is left, as deltas or
        # keyframes, and every one of them decodes.
        slow = Received(viewers[1])
        chains = [await received.through(frame_sequence(rest)) for received in (steady, driving, slow)]
        for received in (driving, steady, slow, late):
            await received.close()
        return chains, rest

    (steady_frames, driver_frames, slow_frames), rest_frame = asyncio.run(scenario())
    rest = DecoderV2().decode(rest_frame)
    assert rest["kind"] == 0 and len(rest["nodes"]) > 10
    seen = {}
    compared = 0
    for frames in (steady_frames, driver_frames, slow_frames):
        decoder = DecoderV2()
        kinds = []
        for data in frames:
            frame = decoder.decode(data)
            kinds.append(frame["kind"])
            if frame["sequence"] in seen:
                assert content(frame) == seen[frame["sequence"]], f"frame {frame['sequence']} differs"
                compared += 1
            seen[frame["sequence"]] = content(frame)
        assert kinds and kinds[0] == 0, "a connection starts with a keyframe"
        assert content(frame) == content(rest), "every chain ends on the room's frame at rest"
        if frames is not slow_frames:
            # Steady viewers get deltas: the slow one never forced them onto keyframes.
            assert kinds.count(0) <= 2, kinds
            assert kinds.count(1) > 60
    assert compared > 60


def test_a_reconnect_starts_with_a_keyframe(server):
    async def scenario():
        kinds = []
        for _ in range(2):
            ws = await open_ws(server.ws_url(room="v2-reconnect", name="again"), "transition-lab.v2")
            await send(ws, "hello", name="again")
            await expect(ws, "welcome")
            first = None
            while first is None:
                message = await asyncio.wait_for(ws.recv(), 5)
                if isinstance(message, bytes):
                    first = message
            kinds.append(DecoderV2().decode(first)["kind"])
            await ws.close()
        return kinds

    assert asyncio.run(scenario()) == [0, 0]
