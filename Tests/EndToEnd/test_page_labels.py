"""Label text in a real headless Chromium: labels the server sizes to their text with its Liberation Sans metrics
(today-cards' date line, large title, tab titles and body lines; compositional's brand pills) are drawn whole, on
desktop and on a phone, although frames cross the wire with sizes rounded to 1/8 pt."""

import pytest

from page_support import browser, lab  # noqa: F401  (fixtures)

PHONE = {"width": 390, "height": 844, "deviceScaleFactor": 3, "mobile": True}
TRUNCATED = "const done = arguments[0]; import('./renderer/labels.js').then((m) => done(m.truncatedLabels()));"


def settle(page, ms=500):
    page.js("return new Promise((resolve) => setTimeout(resolve, arguments[0]))", ms)


@pytest.mark.parametrize("scene", ["today-cards", "compositional"])
@pytest.mark.parametrize("metrics", [None, PHONE], ids=["desktop", "phone"])
def test_labels_sized_by_the_server_are_drawn_whole(browser, lab, scene, metrics):
    page = browser.open(f"{lab.url}?room=labels-{scene}&name=Ann&scene={scene}", metrics)
    page.require_scene(scene)
    page.wait_for(lambda h: h["ready"] and h["scene"] == scene, message=scene)
    settle(page)
    assert page.js_async(TRUNCATED) == [], "labels the server measured to fit were shortened with an ellipsis"
    # The probe does see a shortened label: one 1 pt narrower than its text is reported.
    page.js_async("""
        const done = arguments[0];
        import('./renderer/labels.js').then((m) => {
          const ctx = document.createElement('canvas').getContext('2d');
          ctx.font = `700 13px ${m.FONT_FAMILY}`;
          ctx.fontKerning = 'none';
          const content = { label: 'PROBE, TOO NARROW', fontSize: 13, fontWeight: 700 };
          const width = ctx.measureText(content.label).width + 8 - 1;
          m.drawLabel(ctx, { x: 0, y: 0, w: width, h: 20 }, content);
          done();
        });""")
    assert page.js_async(TRUNCATED) == ["PROBE, TOO NARROW"]
    assert page.console_problems() == []
