#!/usr/bin/env python3
"""Frames per second during a transition, in real headless Chromium: the photo grid (1280 × 900 window) in slow
motion (time scale 0.1) is pinched from 60 to 140 pt between the fingers, and the page's own stats overlay is read
while the layout transition runs: frames per second received and drawn, and the input-to-frame latency. Prints one
JSON line per pinch, then the medians. The test suite asserts only what does not depend on the machine (every
frame drawn or skipped, no stall); this is where the rate is measured.

    swift build --product transition-lab && Benchmarks/scripts/bench_page_fps.py --pinches 5
"""

import argparse
import json
import os
import pathlib
import statistics
import sys
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[2] / "Tests" / "EndToEnd"))
from page_support import LabServer, shared_browser  # noqa: E402


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--pinches", type=int, default=5)
    args = parser.parse_args()
    server = LabServer().start()
    browser = shared_browser()
    try:
        page = browser.open(f"{server.url}?room=fps&name=Bench&scene=photo-grid")
        page.wait_for(lambda h: h["ready"] and h["scene"] == "photo-grid", 15, "the photo grid")
        page.js("const s = document.querySelector('#time-scale'); s.value = '0.1'; s.dispatchEvent(new Event('input'));")
        print(f"load average before: {' '.join(f'{v:.2f}' for v in os.getloadavg())}")
        rows = []
        for pinch in range(args.pinches):
            gaps = (60, 140) if pinch % 2 == 0 else (140, 60)
            page.pinch((195, 460), *gaps, steps=10)
            page.wait_for(lambda h: h["state"]["transitionProgress"] is not None, 10, "the transition")
            time.sleep(1.0)  # a window of one second inside the transition: the overlay's rates cover the last second
            stats = page.hook()["stats"]
            rows.append(stats)
            print(json.dumps({k: stats[k] for k in ("fpsReceived", "fpsDrawn", "latencyMs", "supersededFrames")}))
            page.wait_for(lambda h: h["state"]["transitionProgress"] is None, 30, "the transition's end")
        print(json.dumps({f"median {k}": statistics.median(r[k] for r in rows) for k in ("fpsReceived", "fpsDrawn",
                                                                                         "latencyMs")}))
        print(f"load average after: {' '.join(f'{v:.2f}' for v in os.getloadavg())}")
    finally:
        browser.close_all()
        server.stop()


if __name__ == "__main__":
    main()
