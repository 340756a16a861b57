#!/usr/bin/env python3
"""Frame decoding in the page, in real headless Chromium: records the frames of a photo-grid pinch
(390 × 844, 9 ↔ 7 columns, 120 Hz) on a WebSocket opened by the page itself, then times the page's decoder on
them: each pass decodes the whole recorded sequence with a fresh decoder (from its keyframe, delta after delta),
and the figure is the median over passes of the pass time divided by its frames (Chromium's `performance.now()` is
too coarse for single frames outside a cross-origin-isolated page).

    swift build --product transition-lab && Benchmarks/scripts/bench_page_decode.py --passes 50
"""

import argparse
import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[2] / "Tests" / "EndToEnd"))
from page_support import FULL_CHROMIUM, RETINA_WINDOW, LabServer, shared_browser  # noqa: E402

RECORD_AND_TIME = """
const [passes, done] = arguments;
import('./protocol/frame-decoder.js').then((v2) => {
  const url = (name, role) => {
    const u = new URL(`/ws?room=decode-bench&name=${name}&role=${role}`, location.href);
    u.protocol = 'ws:';
    return u.href;
  };
  const record = (subprotocol) => {
    const ws = new WebSocket(url(subprotocol, 'viewer'), subprotocol);
    ws.binaryType = 'arraybuffer';
    const frames = [];
    ws.onmessage = (event) => { if (typeof event.data !== 'string') frames.push(event.data); };
    return { ws, frames };
  };
  const two = record('transition-lab.v2');
  const driver = new WebSocket(url('driver', 'driver'), 'transition-lab.v2');
  driver.onopen = () => {
    driver.send(JSON.stringify({ type: 'hello', name: 'driver', viewport: { width: 390, height: 844 } }));
    let step = 0;
    const timer = setInterval(() => {
      const cycle = (step % 120) / 120;
      const scale = 1 + 0.6 * (1 - Math.abs(2 * cycle - 1));
      const phase = step === 0 ? 'begin' : step === 360 ? 'end' : 'change';
      driver.send(JSON.stringify({ type: 'pinch', phase, scale, x: 195, y: 422, time: step * 1000 / 120, seq: step + 1 }));
      step += 1;
      if (step > 360) {
        clearInterval(timer);
        setTimeout(measure, 1000);
      }
    }, 1000 / 120);
  };
  const time = (decodeAll) => {
    const perFrame = [];
    for (let pass = 0; pass < passes; pass += 1) {
      const start = performance.now();
      const count = decodeAll();
      perFrame.push((performance.now() - start) / count);
    }
    perFrame.sort((a, b) => a - b);
    return perFrame[Math.floor(perFrame.length / 2)];
  };
  const measure = () => {
    for (const ws of [two.ws, driver]) ws.close();
    const v2Key = new v2.FrameDecoder();
    const keyframe = two.frames[0];
    const result = {
      v2Frames: two.frames.length,
      v2Bytes: two.frames.reduce((s, f) => s + f.byteLength, 0) / two.frames.length,
      v2MedianMs: time(() => {
        const decoder = new v2.FrameDecoder();
        let decoded = 0;
        for (const f of two.frames) if (decoder.decode(f)) decoded += 1;
        if (decoded !== two.frames.length) throw new Error(`only ${decoded} of ${two.frames.length} decoded`);
        return decoded;
      }),
      v2KeyframeMs: time(() => { for (let i = 0; i < 50; i += 1) { v2Key.reset(); v2Key.decode(keyframe); } return 50; }),
    };
    done(result);
  };
});
"""


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--passes", type=int, default=50)
    options = parser.parse_args()
    server = LabServer().start()
    browser = shared_browser(FULL_CHROMIUM)
    try:
        page = browser.open(f"{server.url}?room=decode-bench&name=watcher&role=viewer", RETINA_WINDOW)
        page.wait_ready()
        browser.driver.set_script_timeout(120)
        r = page.js_async(RECORD_AND_TIME, options.passes)
        print(f"Chromium {browser.driver.capabilities.get('browserVersion')}, {r['v2Frames']} v2 frames "
              f"({r['v2Bytes']:.0f} B mean), {options.passes} passes")
        print(f"| decoder | median per frame |\n|---|---|\n"
              f"| v2 (`FrameDecoder`, keyframe then deltas) | {r['v2MedianMs'] * 1000:.1f} µs |\n"
              f"| v2 keyframe alone | {r['v2KeyframeMs'] * 1000:.1f} µs |")
    finally:
        browser.close_all()
        server.stop()


if __name__ == "__main__":
    sys.exit(main())
