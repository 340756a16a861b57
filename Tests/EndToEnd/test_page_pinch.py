"""A trackpad pinch is one pinch in Chromium, WebKitGTK and Firefox: a browser that fires Safari's `gesture*` events
and ctrl+wheel events for the same fingers (as WebKit does on a Mac) sends the gesture's pinch alone. The events are
synthetic in every engine, through the page's own event path: no driver fires `gesture*` events."""

import pytest

from engines import engines  # noqa: F401  (fixtures)
from page_support import browser, lab  # noqa: F401  (fixtures)

GRID = "photo-grid"
CENTER = (195, 460)

# Safari's trackpad pinch as WebKit on a Mac fires it: `gesturestart`, then each step as a `gesturechange` with the
# cumulative scale and a ctrl+wheel event, then `gestureend`; returns the pinch messages the page sent.
SAFARI_PINCH = """
    const [x, y, done] = arguments;
    import('./events.js').then(({ EVENT, on, off }) => {
      const sent = [];
      const keep = (message) => { if (message.type === 'pinch') sent.push([message.phase, message.scale]); };
      on(EVENT.input, keep);
      const canvas = document.querySelector('#scene');
      const gesture = (type, scale) => {
        const event = new Event(type, { bubbles: true, cancelable: true });
        Object.assign(event, { scale, clientX: x, clientY: y });
        canvas.dispatchEvent(event);
      };
      gesture('gesturestart', 1);
      for (let step = 1; step <= 6; step += 1) {
        canvas.dispatchEvent(new WheelEvent('wheel', { deltaY: -4, ctrlKey: true, clientX: x, clientY: y,
                                                       bubbles: true, cancelable: true }));
        gesture('gesturechange', 1 + step * 0.04);
      }
      gesture('gestureend', 1.24);
      off(EVENT.input, keep);
      done(sent);
    });"""


@pytest.mark.parametrize("engine", ["chromium", "webkit", "firefox"])
def test_a_trackpad_pinch_that_fires_gesture_and_wheel_events_is_one_pinch(engine, engines, browser, lab):
    shown = browser if engine == "chromium" else engines[engine]
    try:
        page = shown.open(f"{lab.url}?room=pinch-{engine}&name=Ann&scene={GRID}")
        page.require_scene(GRID)
        page.wait_for(lambda h: h["ready"] and h["scene"] == GRID, message=GRID)
        at = page.scene_to_client(*CENTER)
        sent = page.js_async(SAFARI_PINCH, at["x"], at["y"])
        phases = [phase for phase, _ in sent]
        assert phases == ["begin"] + ["change"] * 6 + ["end"], sent
        assert [round(scale, 2) for _, scale in sent] == [1, 1.04, 1.08, 1.12, 1.16, 1.2, 1.24, 1.24], sent
        # The wheel path still pinches on its own afterwards.
        again = page.js_async("""
            const [x, y, done] = arguments;
            import('./events.js').then(({ EVENT, on }) => {
              on(EVENT.input, (message) => { if (message.type === 'pinch') done([message.phase, message.scale]); });
              document.querySelector('#scene').dispatchEvent(new WheelEvent('wheel', { deltaY: -10, ctrlKey: true,
                clientX: x, clientY: y, bubbles: true, cancelable: true }));
            });""", at["x"], at["y"])
        assert again[0] == "begin" and again[1] > 1, again
    finally:
        shown.close_all()
