#!/usr/bin/env python3
"""Frames per second and input latency during a pinch, in real headless Chromium (1280 × 900 window, the photo
grid): each pinch spreads the fingers from 60 to 90 pt (or back) in 60 touch moves at 60 Hz, so the transition
follows the fingers for a second; the page's own stats overlay is read at the lift: frames per second received and
drawn over that last second, the input → frame latency (sending input `seq` → receiving the frame that echoes it)
and input → drawn (→ that frame on screen), medians over the overlay's recent inputs. Prints one JSON line per
pinch, then the medians. The test suite asserts only what does not depend on the machine; this is where the rates
are measured.

    swift build --product transition-lab && Benchmarks/scripts/bench_page_fps.py --pinches 5
"""

import argparse
import json
import os
import pathlib
import statistics
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[2] / "Tests" / "EndToEnd"))
from page_support import FULL_CHROMIUM, RETINA_WINDOW, LabServer, shared_browser  # noqa: E402


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--pinches", type=int, default=5)
    args = parser.parse_args()
    server = LabServer().start()
    browser = shared_browser(FULL_CHROMIUM)
    try:
        page = browser.open(f"{server.url}?room=fps&name=Bench&scene=photo-grid", RETINA_WINDOW)
        page.wait_for(lambda h: h["ready"] and h["scene"] == "photo-grid", 15, "the photo grid")
        print(f"load average before: {' '.join(f'{v:.2f}' for v in os.getloadavg())}")
        keys = ("fpsReceived", "fpsDrawn", "latencyMs", "inputToDrawMs", "supersededFrames")
        rows = []
        for pinch in range(args.pinches):
            gaps = (60, 90) if pinch % 2 == 0 else (90, 60)
            page.pinch((195, 460), *gaps, steps=60, hold=1 / 60)
            stats = page.hook()["stats"]
            rows.append(stats)
            print(json.dumps({k: stats[k] for k in keys}))
            page.wait_at_rest()
        print(json.dumps({f"median {k}": statistics.median(r[k] for r in rows) for k in keys[:4]}))
        print(f"load average after: {' '.join(f'{v:.2f}' for v in os.getloadavg())}")
    finally:
        browser.close_all()
        server.stop()


if __name__ == "__main__":
    main()
