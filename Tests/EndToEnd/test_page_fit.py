"""The page's own UI around the simulated device in a real headless Chromium, at 1280 × 800 and 1024 × 768 (a mouse)
and 390 × 844 and 844 × 390 (a touch phone, portrait and landscape): nothing visible overlaps the device's body (the
statistics box included), the gesture hint stays on the device's screen and under the help dialog, touch screens get
44-pt controls (Apple's Human Interface Guidelines, "Accessibility"), and the phone's sheet keeps its Done button in
view with the device still usable above it; status messages (the toast) clear the device too, and a phone on its side
draws the device as tall as the window allows, beside a drawer for the controls."""

import pytest

from page_support import browser, lab  # noqa: F401  (fixtures)

WINDOWS = {
    "1280x800": {"width": 1280, "height": 800, "deviceScaleFactor": 1, "mobile": False},
    "1024x768": {"width": 1024, "height": 768, "deviceScaleFactor": 1, "mobile": False},
    "390x844": {"width": 390, "height": 844, "deviceScaleFactor": 3, "mobile": True},
    "844x390": {"width": 844, "height": 390, "deviceScaleFactor": 3, "mobile": True},
}

# The device's body (CSS pixels), and every other visible element's box that overlaps it. Containers that merely
# hold the stage (body, main, the stage bar's flex box) and the device's own canvases are not "other" elements; the
# hint is meant to be on the screen and is checked on its own; the toast counts when the first argument says so.
OVERLAPS = """
    const withToast = arguments.length > 1 && arguments[0];
    const done = arguments[arguments.length - 1];
    import('./geometry.js').then(({ layout }) => requestAnimationFrame(() => {
      const { scale, originX, originY, body, viewport } = layout;
      const stage = document.querySelector('#stage').getBoundingClientRect();
      const device = {
        left: stage.left + originX - body.side * scale, top: stage.top + originY - body.top * scale,
        right: stage.left + originX + (viewport.width + body.side) * scale,
        bottom: stage.top + originY + (viewport.height + body.bottom) * scale,
      };
      const skip = new Set(['HTML', 'BODY', 'MAIN', 'SCRIPT', 'STYLE']);
      const ignored = (e) => e.closest(withToast ? '#scene-hint, .stage-bar > .spacer' : '#scene-hint, #toast, .stage-bar > .spacer') || e.matches('#scene, #device, .stage-bar');
      const hits = [];
      for (const e of document.querySelectorAll('body *')) {
        if (skip.has(e.tagName) || ignored(e)) continue;
        const style = getComputedStyle(e);
        if (style.visibility === 'hidden' || style.display === 'none') continue;
        for (const r of e.getClientRects()) {
          if (r.width < 1 || r.height < 1) continue;
          const overlap = Math.min(r.right, device.right) - Math.max(r.left, device.left) > 0.5
            && Math.min(r.bottom, device.bottom) - Math.max(r.top, device.top) > 0.5;
          if (overlap) hits.push(`${e.tagName}#${e.id}.${e.className} ${Math.round(r.left)},${Math.round(r.top)} ${Math.round(r.width)}×${Math.round(r.height)}`);
        }
      }
      const screen = document.querySelector('#scene').getBoundingClientRect();
      const bar = document.querySelector('.stage-bar').getBoundingClientRect().bottom;
      done({ hits, device, bar, screen: { left: screen.left, top: screen.top, right: screen.right, bottom: screen.bottom,
                                     width: screen.width, height: screen.height } });
    }));"""


def open_page(browser, lab, window, room, query=""):
    page = browser.open(f"{lab.url}?room={room}-{window}&name=Ann&scene=photo-grid{query}", WINDOWS[window])
    if WINDOWS[window]["mobile"]:
        # A touch screen: `(pointer: coarse)` matches once touch is emulated (the page is reloaded to read it).
        page.cdp("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 5})
        page.driver.refresh()
    page.require_scene("photo-grid")
    page.wait_for(lambda h: h["ready"] and h["scene"] == "photo-grid", message="the photo grid")
    return page


def inside(inner, outer):
    return (inner["left"] >= outer["left"] - 0.5 and inner["right"] <= outer["right"] + 0.5
            and inner["top"] >= outer["top"] - 0.5 and inner["bottom"] <= outer["bottom"] + 0.5)


@pytest.mark.parametrize("window", list(WINDOWS))
def test_nothing_overlaps_the_device_with_or_without_the_stats(browser, lab, window):
    page = open_page(browser, lab, window, "fit-stats")
    result = page.js_async(OVERLAPS)
    assert result["hits"] == [], result
    page.js("document.querySelector('#stats-toggle').click()")
    page.wait_for(lambda h: page.js("return !document.querySelector('#stats').hidden"), message="the stats")
    page.wait_for(lambda h: page.js_async(OVERLAPS)["hits"] == [], timeout=3,
                  message=f"the device clear of the stats box: {page.js_async(OVERLAPS)}")
    page.screenshot(f"page-fit-stats-{window}.png")


@pytest.mark.parametrize("window", list(WINDOWS))
def test_the_hint_stays_on_the_screen_and_under_the_help(browser, lab, window):
    page = open_page(browser, lab, window, "fit-hint")
    page.wait_for(lambda h: page.js("return !document.querySelector('#scene-hint').hidden"), message="the hint")
    result = page.js_async(OVERLAPS)
    hint = page.js("const r = document.querySelector('#scene-hint').getBoundingClientRect();"
                   "return {left: r.left, top: r.top, right: r.right, bottom: r.bottom}")
    assert inside(hint, result["screen"]), (hint, result["screen"])
    page.js("document.querySelector('#help-toggle').click()")
    close = page.js("const r = document.querySelector('#help-close').getBoundingClientRect();"
                    "const e = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);"
                    "return e && e.id")
    assert close == "help-close", f"the help's Close button is covered by {close}"


@pytest.mark.parametrize("window", ["390x844", "844x390"])
def test_touch_controls_are_44_points_and_the_sheet_keeps_done_in_view(browser, lab, window):
    page = open_page(browser, lab, window, "fit-touch")
    assert page.js("return matchMedia('(pointer: coarse)').matches"), "the emulated phone has a coarse pointer"
    if page.js("return getComputedStyle(document.querySelector('#panel-toggle')).display") != "none":
        page.js("document.querySelector('#panel-toggle').click()")
    small = page.js("""
        return [...document.querySelectorAll('button, select, input')].filter((e) => {
          const r = e.getBoundingClientRect();
          return r.width > 0 && r.height > 0 && getComputedStyle(e).visibility !== 'hidden'
            && (r.width < 44 - 0.5 || r.height < 44 - 0.5);
        }).map((e) => `${e.tagName}#${e.id}[${e.dataset.key || e.type}] ${e.getBoundingClientRect().width}×${e.getBoundingClientRect().height}`);""")
    assert small == [], small
    toggle = "document.querySelector('#panel-toggle')"
    if page.js(f"return getComputedStyle({toggle}).display") != "none":
        page.js("document.querySelector('#panel').scrollTop = 100000")
        page.wait_for(lambda h: page.js("return document.querySelector('#panel').scrollTop > 0"), message="scrolled")
        done = page.js(f"const r = {toggle}.getBoundingClientRect();"
                       "const e = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);"
                       f"return [e === {toggle}, r.top, r.bottom, innerHeight]")
        assert done[0], f"Done stays in view while the sheet scrolls: {done}"
        screen = page.js_async(OVERLAPS)["screen"]
        assert screen["height"] >= 300 or screen["width"] >= 170, f"the device stays usable above the sheet: {screen}"
    page.screenshot(f"page-fit-touch-{window}.png")


@pytest.mark.parametrize("window", list(WINDOWS))
def test_a_status_message_clears_the_device(browser, lab, window):
    # A link with values the page ignores names them in a long toast, which wraps to several lines.
    page = open_page(browser, lab, window, "fit-toast", "&viewport=999x999&p.nothing=1&p.columns=99")
    page.wait_for(lambda h: page.js("return document.querySelector('#toast').textContent.length > 40"),
                  message="the toast naming the ignored values")
    result = page.js_async(OVERLAPS, True)
    assert result["hits"] == [], result
    page.screenshot(f"page-fit-toast-{window}.png")


def test_a_phone_on_its_side_draws_the_device_as_tall_as_the_window(browser, lab):
    window = "844x390"
    page = open_page(browser, lab, window, "fit-landscape")
    height = WINDOWS[window]["height"]
    for state in ("closed", "open"):
        result = page.js_async(OVERLAPS, True)
        device = result["device"]["bottom"] - result["device"]["top"]
        # The bar's items sit beside the device, so the window's whole height is the device's, save a margin.
        assert device >= 0.9 * height, f"the device fills the height ({state}): {result}"
        assert result["hits"] == [], result
        if state == "closed":
            page.screenshot(f"page-fit-landscape-{window}.png")
            assert page.js("return getComputedStyle(document.querySelector('#panel-toggle')).display") != "none"
            page.js("document.querySelector('#panel-toggle').click()")
            page.wait_for(lambda h: page.js("return document.body.classList.contains('panel-open')"
                                            " && document.querySelector('#scene-picker, select').offsetWidth > 0"),
                          message="the drawer open")
    page.screenshot(f"page-fit-landscape-open-{window}.png")
