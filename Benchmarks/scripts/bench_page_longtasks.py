#!/usr/bin/env python3
"""Long tasks while the photo grid is drawn with its smallest cells, in real headless Chromium: a 390 × 844
touch phone (devicePixelRatio 3) pinches the grid in to 17 columns (all 200 cells on screen), waits for the
pictures, then drags it up and down with touch strokes (a 17-column grid of 200 cells is shorter than the screen, so it rubber-bands and every frame redraws every cell); a `PerformanceObserver({type: 'longtask'})` records every
main-thread task over 50 ms during the scrolling. Prints the long tasks' count, total and longest duration, and
the frames drawn per second (the page's own `fpsDrawn`).

    swift build --product transition-lab && Benchmarks/scripts/bench_page_longtasks.py [--web DIR] [--binary PATH] [--columns 17]
"""

import argparse
import json
import pathlib
import sys
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[2] / "Tests" / "EndToEnd"))
import page_support  # noqa: E402
from page_support import FULL_CHROMIUM, LabServer, shared_browser  # noqa: E402

PHONE = {"width": 390, "height": 844, "deviceScaleFactor": 3, "mobile": True}

OBSERVE = """
window.longTasks = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) window.longTasks.push(entry.duration);
}).observe({ type: 'longtask' });
"""


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--web", help="the page's directory (default: the repository's web/)")
    parser.add_argument("--columns", type=int, default=17)
    parser.add_argument("--strokes", type=int, default=12)
    parser.add_argument("--binary", help="another transition-lab binary (default: this checkout's debug build)")
    args = parser.parse_args()
    if args.binary:
        page_support.BINARY = pathlib.Path(args.binary)
    # A repeated `--web` takes the last value, so `--web DIR` after the launcher's own serves DIR.
    server = LabServer(extra=["--web", args.web] if args.web else []).start()
    browser = shared_browser(FULL_CHROMIUM)
    try:
        page = browser.open(f"{server.url}?room=longtasks&name=Bench&scene=photo-grid", PHONE)
        page.wait_for(lambda h: h["ready"] and h["scene"] == "photo-grid", 15, "the photo grid")
        for _ in range(6):
            if page.hook()["state"]["columns"] >= args.columns:
                break
            columns = page.hook()["state"]["columns"]
            page.pinch((195, 420), 260, 40)
            page.wait_for(lambda h: h["state"]["columns"] > columns and h["state"]["transitionProgress"] is None,
                          10, "more columns")
        columns = page.hook()["state"]["columns"]
        time.sleep(2)  # the pictures of the new size get painted
        page.js(OBSERVE)
        start = page.hook()["stats"]["framesDrawn"]
        began = time.monotonic()
        for stroke in range(args.strokes):
            travel = 300 if stroke % 2 == 0 else -300
            page.drag((195, 600 if travel > 0 else 300), (195, (600 if travel > 0 else 300) - travel),
                      steps=16, hold=0.016)
            time.sleep(0.15)
        time.sleep(0.5)
        elapsed = time.monotonic() - began
        drawn = page.hook()["stats"]["framesDrawn"] - start
        tasks = page.js("return window.longTasks")
        print(json.dumps({
            "columns": columns, "seconds": round(elapsed, 2), "framesDrawn": drawn,
            "framesPerSecond": round(drawn / elapsed, 1), "longTasks": len(tasks),
            "longTaskMsTotal": round(sum(tasks)), "longestMs": round(max(tasks, default=0)),
        }))
    finally:
        browser.close_all()
        server.stop()


if __name__ == "__main__":
    main()
