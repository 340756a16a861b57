"""The page's protocol v2 stream draws exactly what a keyframe of the same room draws: in real headless Chromium,
the scene at rest is drawn once from the page's own chain of deltas and once from the keyframe a second connection
to the room starts with (decoded by a fresh decoder and handed to the same renderer), pixel for pixel."""

from labclient import wait_until
from page_support import READ_PIXELS, browser, lab  # noqa: F401  (fixtures)

COMPARE = READ_PIXELS + """
const done = arguments[0];
Promise.all([import('./events.js'), import('./protocol/frame-decoder.js')]).then(([events, decoding]) => {
  const before = readPixels('#scene').data;
  const url = new URL('/ws?room=v2-pixels&name=second&role=viewer', location.href);
  url.protocol = 'ws:';
  const ws = new WebSocket(url.href, 'transition-lab.v2');
  ws.binaryType = 'arraybuffer';
  ws.onmessage = (event) => {
    if (typeof event.data === 'string') return;
    ws.close();
    const frame = new decoding.FrameDecoder().decode(event.data);
    const drawn = (shown) => {
      if (shown !== frame) return;
      events.off('drawn', drawn);
      const after = readPixels('#scene').data;
      let differing = 0;
      for (let i = 0; i < after.length; i += 1) if (after[i] !== before[i]) differing += 1;
      done({ differing, nodes: frame.nodes.length });
    };
    events.on('drawn', drawn);
    events.emit('frame', frame, performance.now());
  };
});
"""


def test_the_delta_stream_draws_what_a_keyframe_draws(browser, lab):
    page = browser.open(f"{lab.url}?room=v2-pixels&name=Ann&scene=photo-grid")
    page.require_scene("photo-grid")
    page.wait_for(lambda h: h["ready"] and h["scene"] == "photo-grid", message="the photo grid")
    # A pinch makes the page's stream a chain of deltas; then the room comes to rest.
    page.pinch((195, 460), 60, 140, steps=10)
    page.wait_for(lambda h: h["stats"]["framesReceived"] > 10, message="the pinch's frames")
    last = [None]

    def at_rest():
        count, last[0] = last[0], page.hook()["stats"]["framesReceived"]
        return count == last[0]

    page.wait_for(lambda h: h["state"].get("transitionProgress") is None, timeout=15, message="the transition's end")
    wait_until(at_rest, 15, "no more frames", interval=0.3)
    page.next_frames()
    compared = page.js_async(COMPARE)
    assert compared["nodes"] > 10
    assert compared["differing"] == 0, compared
    assert page.console_problems() == []
