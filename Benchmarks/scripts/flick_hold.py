#!/usr/bin/env python3
"""Flick, hold, lift: where each scrolling surface rests after a 100-pt stroke in 0.1 s (120 Hz samples) held still for
0–150 ms before the lift, replayed headlessly with `transition-lab replay`. A hold must never fling the content
backwards, and a long hold must not fling at all.

    python3 Benchmarks/scripts/flick_hold.py [--binary .build/debug/transition-lab]
"""
import argparse
import json
import subprocess
import tempfile
from pathlib import Path

HOLDS = [0, 0.025, 0.05, 0.08, 0.15]
# scene, state key, stroke start, stroke direction (points)
SURFACES = [
    ("photo-grid", "contentOffset", (195, 600), (0, -100)),
    ("compositional", "contentOffset", (195, 700), (0, -100)),
    ("today-cards", "contentOffset", (195, 700), (0, -100)),
    ("zoom", "contentOffset", (195, 700), (0, -100)),
    ("compositional", "orthogonalOffsets", (330, 300), (-100, 0)),  # the cat-food paging row
]


def stroke(start, travel, hold, rate=120, duration=0.1):
    (x0, y0), (dx, dy) = start, travel
    lines = [{"t": 0, "type": "pointer", "phase": "down", "id": 1, "x": x0, "y": y0}]
    steps = int(duration * rate)
    for i in range(1, steps + 1):
        f = i / steps
        lines.append({"t": i / rate, "type": "pointer", "phase": "move", "id": 1, "x": x0 + dx * f, "y": y0 + dy * f})
    lift = duration + hold
    lines.append({"t": lift, "type": "pointer", "phase": "up", "id": 1, "x": x0 + dx, "y": y0 + dy})
    return lines, lift


def offset(frame, key):
    value = frame["state"][key]
    return value[1] if isinstance(value, list) else value


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--binary", default=".build/debug/transition-lab")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        log = Path(folder) / "stroke.jsonl"
        for scene, key, start, travel in SURFACES:
            cells = []
            for hold in HOLDS:
                lines, lift = stroke(start, travel, hold)
                log.write_text("".join(json.dumps(line) + "\n" for line in lines))
                output = subprocess.run(
                    [args.binary, "replay", "--scene", scene, "--input", str(log), "--out", "-"],
                    capture_output=True, text=True, check=True).stdout
                frames = [json.loads(line) for line in output.splitlines()]
                at_lift = next(f for f in frames if f["t"] >= lift)
                moved = offset(frames[-1], key) - offset(at_lift, key)
                cells.append(f"{int(hold * 1000)} ms: {moved:+.1f} pt")
            print(f"{scene} {key}: " + ", ".join(cells))


if __name__ == "__main__":
    main()
