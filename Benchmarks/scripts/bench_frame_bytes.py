#!/usr/bin/env python3
"""Bytes per frame in one room over real sockets: a viewer watches while a driver (a) pinches the photo grid at
120 Hz (scale 1 → 1.6 → 1 each second: 9 ↔ 7 columns, 390 × 844) and (b) drags one orthogonal section of the
compositional scene sideways. For every delta the viewer received, it reports its size, the nodes whose quantised
fields changed since its base ("moving"), and bytes per moving node (the frame's bytes minus its 32-byte header and
4 bytes of empty lists and masks).

    Benchmarks/scripts/bench_frame_bytes.py --binary .build/release/transition-lab --seconds 3
"""

import argparse
import asyncio
import pathlib
import re
import statistics
import subprocess
import sys

import websockets

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[2] / "Tests" / "EndToEnd"))
from framev2 import DecoderV2  # noqa: E402

HZ = 120


def start_server(binary, scene):
    args = [binary, "serve", "--host", "127.0.0.1", "--port", "0", "--scene", scene, "--log-level", "warning"]
    process = subprocess.Popen(args, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    for line in process.stdout:
        match = re.search(r"listening on http://127.0.0.1:(\d+)/", line)
        if match:
            return process, int(match.group(1))
    raise RuntimeError("server did not start")


async def collect(ws, into, stop):
    while not stop.is_set():
        try:
            message = await asyncio.wait_for(ws.recv(), 0.2)
        except asyncio.TimeoutError:
            continue
        if isinstance(message, bytes):
            into.append(message)


async def pinch(driver, seconds):
    loop = asyncio.get_running_loop()
    begin = loop.time()
    steps = int(seconds * HZ)
    for step in range(steps + 1):
        await asyncio.sleep(max(0, begin + step / HZ - loop.time()))
        cycle = (step % HZ) / HZ
        scale = 1 + 0.6 * (1 - abs(2 * cycle - 1))
        phase = "begin" if step == 0 else "end" if step == steps else "change"
        await driver.send(f'{{"type":"pinch","phase":"{phase}","scale":{scale},"x":195,"y":422,"time":{step * 1000 / HZ},"seq":{step + 1}}}')


async def drag_row(driver, y, seconds):
    """Finger drags right to left and back along the row at `y`, at HZ."""
    loop = asyncio.get_running_loop()
    begin = loop.time()
    steps = int(seconds * HZ)
    seq = 0
    for stroke in range(int(seconds)):
        for step in range(HZ + 1):
            seq += 1
            await asyncio.sleep(max(0, begin + seq / HZ - loop.time()))
            phase = "down" if step == 0 else "up" if step == HZ else "move"
            t = step / HZ
            x = 330 - 260 * t if stroke % 2 == 0 else 70 + 260 * t
            await driver.send(f'{{"type":"pointer","phase":"{phase}","id":1,"x":{x},"y":{y},"time":{seq * 1000 / HZ},"seq":{seq}}}')
    del steps


def decoded(frames):
    """Every frame a connection received, from its first keyframe on, with lengths in points."""
    decoder = DecoderV2()
    result = []
    for data in frames:
        frame = decoder.decode(data)
        nodes = [dict(n, x=n["x"] / 8, y=n["y"] / 8, w=n["w"] / 8, h=n["h"] / 8) for n in frame["nodes"]]
        result.append(dict(frame, width=frame["width"] / 8, nodes=nodes))
    return result


def row_centres(frame):
    """Centre y of each row of cards (not full-width bars) in the upper part of the viewport."""
    centres = {round(n["y"] + n["h"] / 2) for n in frame["nodes"]
               if n["parent"] == 0 and 20 < n["h"] < 300 and n["w"] < frame["width"] - 1 and 0 < n["y"] < 600}
    return sorted(centres)


def moved_sideways(frames, y):
    """Whether any node centred on `y` changed x over the decoded `frames`."""
    seen = {}
    for frame in frames:
        for n in frame["nodes"]:
            if abs(n["y"] + n["h"] / 2 - y) < 2:
                if n["id"] in seen and seen[n["id"]] != n["x"]:
                    return True
                seen[n["id"]] = n["x"]
    return False


async def scenario(port, kind, seconds):
    base = f"ws://127.0.0.1:{port}/ws?room=bytes"
    driver = await websockets.connect(base + "&name=driver", subprotocols=["transition-lab.v2"], max_size=None)
    await driver.send('{"type":"hello","name":"driver","viewport":{"width":390,"height":844}}')
    viewer = await websockets.connect(base + "&name=viewer&role=viewer", subprotocols=["transition-lab.v2"], max_size=None)
    frames, sink = [], []
    stop = asyncio.Event()
    tasks = [asyncio.create_task(collect(ws, into, stop)) for ws, into in ((viewer, frames), (driver, sink))]
    await asyncio.sleep(0.5)
    row = None
    if kind == "pinch":
        start = len(frames)
        await pinch(driver, seconds)
    else:
        # Find the orthogonal section: the first row a short sideways drag moves.
        for y in row_centres(decoded(frames)[-1]):
            mark = len(frames)
            await drag_row(driver, y, 1)
            await asyncio.sleep(1.5)
            if moved_sideways(decoded(frames)[mark:], y):
                row = y
                break
        assert row is not None, "no orthogonal section on screen"
        start = len(frames)
        await drag_row(driver, row, seconds)
    await asyncio.sleep(1.5)
    stop.set()
    await asyncio.gather(*tasks)
    for ws in (driver, viewer):
        await ws.close()
    return frames, start, row


def report(kind, frames, start, row_y=None):
    decoder = DecoderV2()
    rows = []
    for index, data in enumerate(frames):
        before = decoder.held
        frame = decoder.decode(data)
        if index < start or frame["kind"] != 1:
            continue
        old = {n["id"]: n for n in before["nodes"]}
        moving = [n for n in frame["nodes"] if old.get(n["id"]) != n]
        if not moving:
            continue
        rows.append((len(data), moving, len(frame["nodes"])))
    size = statistics.mean(r[0] for r in rows)
    moving = statistics.mean(len(r[1]) for r in rows)
    per_node = statistics.mean((r[0] - 36) / len(r[1]) for r in rows)
    nodes = statistics.mean(r[2] for r in rows)
    print(f"| {kind} | {len(rows)} | {nodes:.0f} | {moving:.1f} | {size:.0f} B | {per_node:.2f} B |")
    if row_y is not None:
        centres = [(n["y"] + n["h"] / 2) / 8 for r in rows for n in r[1]]
        others = sum(1 for c in centres if abs(c - row_y) >= 2)
        print(f"\nCompositional: the dragged row is centred at y = {row_y} pt; {len(centres)} node changes in "
              f"{len(rows)} frames, {others} of them outside that row (centres {min(centres):.1f} … {max(centres):.1f} pt).")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", default=".build/release/transition-lab")
    parser.add_argument("--seconds", type=float, default=3)
    options = parser.parse_args()
    print("| motion | frames | nodes | moving nodes | bytes/frame | bytes per moving node |")
    print("|---|---|---|---|---|---|")
    for kind, scene in (("photo-grid pinch 9 ↔ 7", "photo-grid"), ("compositional orthogonal drag", "compositional")):
        process, port = start_server(options.binary, scene)
        try:
            frames, first_index, row = asyncio.run(
                scenario(port, "pinch" if scene == "photo-grid" else "drag", options.seconds))
            report(kind, frames, first_index, row)
        finally:
            process.terminate()
            process.wait(3)


if __name__ == "__main__":
    sys.exit(main())
