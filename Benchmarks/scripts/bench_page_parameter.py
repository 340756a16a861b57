#!/usr/bin/env python3
"""A parameter change from one page to another, in real headless Chromium: Ann moves a slider of the spring scene
and Bob's page, in the same room, takes the new value (the page's `session:state` event); the figure is the time
between the two, both read from `Date.now()` in pages of one browser on one machine. `test_page_panel.py` checks
that the change arrives; this measures how fast.

    swift build --product transition-lab && Benchmarks/scripts/bench_page_parameter.py --changes 40
"""

import argparse
import pathlib
import statistics
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[2] / "Tests" / "EndToEnd"))
from page_support import FULL_CHROMIUM, RETINA_WINDOW, LabServer, shared_browser  # noqa: E402

WATCH = """
const [key, start, done] = arguments;
window.__seenAt = 0;
import('./events.js').then(({ on, off }) => {
  const seen = (session) => {
    if (session.params[key] !== start) { window.__seenAt = Date.now(); off('session:state', seen); }
  };
  on('session:state', seen);
  done();
});"""

MOVE = """
const slider = document.querySelector(`.param input[type=range][data-key="${arguments[0]}"]`);
const min = Number(slider.min), max = Number(slider.max);
const now = (Number(slider.value) - min) / (max - min);
slider.value = String(min + (max - min) * (now < 0.5 ? 0.9 : 0.1));
const sentAt = Date.now();
slider.dispatchEvent(new Event('input', {bubbles: true}));
return sentAt;"""


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--changes", type=int, default=40)
    options = parser.parse_args()
    server = LabServer().start()
    browser = shared_browser(FULL_CHROMIUM)
    try:
        ann = browser.open(f"{server.url}?room=parameter-bench&name=Ann&scene=spring-lab", RETINA_WINDOW)
        ann.wait_for(lambda h: h["ready"] and h["scene"] == "spring-lab", message="Ann on the spring scene")
        bob = browser.open(f"{server.url}?room=parameter-bench&name=Bob", RETINA_WINDOW)
        bob.wait_for(lambda h: h["ready"] and h["scene"] == "spring-lab", message="Bob in the room")
        key = ann.js("return document.querySelector('.param input[type=range]').dataset.key")
        delays = []
        for _ in range(options.changes):
            start = bob.hook()["params"][key]
            bob.js_async(WATCH, key, start)
            sent_at = ann.js(MOVE, key)
            bob.wait_for(lambda h: h["params"][key] != start, timeout=5, message="Bob to see the change")
            delays.append(bob.js("return window.__seenAt") - sent_at)
        delays.sort()
        print(f"Chromium {browser.driver.capabilities.get('browserVersion')}, {len(delays)} changes of '{key}'")
        print("| A → B | median | p95 | max |\n|---|---|---|---|")
        print(f"| parameter change | {statistics.median(delays):.0f} ms | {delays[int(0.95 * (len(delays) - 1))]:.0f} ms "
              f"| {delays[-1]:.0f} ms |")
    finally:
        browser.close_all()
        server.stop()


if __name__ == "__main__":
    sys.exit(main())
