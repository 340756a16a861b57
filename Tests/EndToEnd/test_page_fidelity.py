"""What the simulated iPhone shows, measured from the canvas' pixels in a real headless Chromium: the zoom scene's
opened photo keeps its square aspect (fitted to the screen's width, as Photos shows it), the photo grid's and the zoom
grid's first rows rest below the status bar, and every preset's body has its real proportions (Apple's Technical
Specifications: body width × height in millimetres), the iPhone SE with its home button. Every scene comes to rest in light and dark on
every preset (screenshots of each go to `artifacts/` with `TL_SCREENSHOTS=1`)."""

import pytest

from page_support import READ_PIXELS, browser, lab  # noqa: F401  (fixtures)

PHONE = {"width": 390, "height": 844, "deviceScaleFactor": 3, "mobile": True}
DESKTOP = {"width": 1280, "height": 800, "deviceScaleFactor": 1, "mobile": False}
PRESETS = ["390x844", "393x852", "430x932", "375x667", "820x1180"]
# Body height over width from Apple's Technical Specifications (https://support.apple.com/en-us/docs/iphone, /ipad).
BODY_ASPECT = {
    "390x844": 146.7 / 71.5,  # iPhone 14
    "393x852": 147.6 / 71.6,  # iPhone 15
    "430x932": 159.9 / 76.7,  # iPhone 15 Pro Max
    "375x667": 138.4 / 67.3,  # iPhone SE (2nd and 3rd generation)
    "820x1180": 247.6 / 178.5,  # iPad Air (5th generation)
}
# Top safe-area insets (Apple's Human Interface Guidelines, "Layout"): notch 47, Dynamic Island 59, SE 20.
TOP_INSET = {"390x844": 47, "393x852": 59, "430x932": 59, "375x667": 20}

# Per scene point row (or column) of the screen canvas between two scene points: whether it is "photo" (a saturated
# colour: the thumbnails are HSB(i / n, 0.8, 0.9) photos) or not (black backdrop, grey or white status bar glyphs).
SCAN = READ_PIXELS + """
    const [x0, y0, x1, y1, done] = arguments;
    import('./geometry.js').then(({ layout }) => requestAnimationFrame(() => {
      const k = layout.dpr * layout.scale;
      const steps = Math.round(Math.max(Math.abs(x1 - x0), Math.abs(y1 - y0)));
      const data = readPixels('#scene').data, w = document.querySelector('#scene').width;
      const out = [];
      for (let i = 0; i <= steps; i += 1) {
        const x = Math.min(w - 1, Math.round((x0 + (x1 - x0) * i / steps) * k));
        const y = Math.round((y0 + (y1 - y0) * i / steps) * k);
        const j = (y * w + x) * 4;
        const c = [data[j], data[j + 1], data[j + 2]];
        out.push(Math.max(...c) - Math.min(...c) > 60);
      }
      done(out);
    }));"""

# The body's bounding box in the device canvas: pixels much darker than the page's light background.
BODY_BOX = READ_PIXELS + """
    const done = arguments[0];
    import('./geometry.js').then(({ layout }) => requestAnimationFrame(() => {
      const img = readPixels('#device'), d = img.data, w = img.width, h = img.height;
      const dark = (x, y) => { const i = (y * w + x) * 4; return d[i] + d[i + 1] + d[i + 2] < 3 * 60; };
      const cx = Math.round((layout.originX + layout.viewport.width * layout.scale / 2) * layout.dpr);
      const cy = Math.round((layout.originY + layout.viewport.height * layout.scale / 2) * layout.dpr);
      let top = 0, bottom = h - 1, left = 0, right = w - 1;
      while (top < h && !dark(cx, top)) top += 1;
      while (bottom > 0 && !dark(cx, bottom)) bottom -= 1;
      while (left < w && !dark(left, cy)) left += 1;
      while (right > 0 && !dark(right, cy)) right -= 1;
      done({ top, bottom, left, right, dpr: layout.dpr, scale: layout.scale });
    }));"""


def scan(page, start, end):
    return page.js_async(SCAN, start[0], start[1], end[0], end[1])


def open_scene(browser, lab, room, scene, viewport="390x844", metrics=PHONE):
    page = browser.open(f"{lab.url}?room={room}&name=Ann&scene={scene}&viewport={viewport}", metrics)
    page.require_scene(scene)
    page.wait_for(lambda h: h["ready"] and h["scene"] == scene, message=scene)
    width, height = (int(v) for v in viewport.split("x"))
    page.wait_for(lambda h: page.viewport() == {"width": width, "height": height}, message=viewport)
    return page


def wait_still(page):
    """Waits until two canvas fingerprints in a row agree (the picture has stopped changing)."""
    previous = [None]

    def still(_hook):
        signature, last = page.canvas_signature(), previous[0]
        previous[0] = signature
        return signature == last

    page.wait_for(still, message="a still picture")


def extent(flags):
    """First and last index of a True run (None when none)."""
    hits = [i for i, flag in enumerate(flags) if flag]
    return (hits[0], hits[-1]) if hits else None


@pytest.mark.parametrize("metrics", [PHONE, DESKTOP], ids=["phone", "desktop"])
def test_the_opened_zoom_photo_keeps_its_square_aspect(browser, lab, metrics):
    page = open_scene(browser, lab, f"zoom-aspect-{metrics['width']}", "zoom", metrics=metrics)
    page.mouse("mousePressed", (60, 110), button="left", clickCount=1)
    page.mouse("mouseReleased", (60, 110), button="left", clickCount=1)
    page.wait_for(lambda h: h["state"]["presented"] and not h["state"]["animating"], message="the photo opened")
    # The frame's node: the square photo fitted to the 390-pt width, centred at (844 − 390) / 2 = 227.
    assert page.hook()["state"]["presentedFrame"] == [0, 227, 390, 390]
    # The pixels: the photo's rows and columns through the screen's middle (the status bar and home indicator
    # are grey or white, never saturated).
    rows = extent(scan(page, (195, 0), (195, 843)))
    columns = extent(scan(page, (0, 422), (389, 422)))
    assert rows and columns, "the photo is drawn"
    height, width = rows[1] - rows[0] + 1, columns[1] - columns[0] + 1
    assert abs(width - 390) <= 2 and abs(height - 390) <= 3, f"a {width} × {height} pt photo, not a square"
    assert abs(rows[0] - 227) <= 2
    page.screenshot(f"page-zoom-photo-{metrics['width']}.png")


def test_the_zoom_dismissal_shows_the_grid_and_shrinks_the_photo_by_default(browser, lab):
    page = open_scene(browser, lab, "zoom-dismiss", "zoom")
    page.mouse("mousePressed", (195, 300), button="left", clickCount=1)
    page.mouse("mouseReleased", (195, 300), button="left", clickCount=1)
    page.wait_for(lambda h: h["state"]["presented"] and not h["state"]["animating"], message="the photo opened")
    before = sum(scan(page, (2, 60), (2, 220)))
    page.mouse("mousePressed", (195, 420), button="left", clickCount=1)
    for step in range(1, 25):
        page.mouse("mouseMoved", (195, 420 + step * 8), button="left", buttons=1)
    page.wait_for(lambda h: h["state"]["presentedFrame"][2] <= 390 * 0.6 + 1e-6, message="the photo shrunk")
    after = sum(scan(page, (2, 60), (2, 220)))
    page.screenshot("page-zoom-dismissing.png")
    page.mouse("mouseReleased", (195, 612), button="left", clickCount=1)
    assert before == 0, "the backdrop hides the grid while the photo is open"
    assert after > 100, "the grid shows through the backdrop as the photo is dragged"
    page.wait_for(lambda h: not h["state"]["presented"] and not h["state"]["animating"], message="dismissed")


@pytest.mark.parametrize("scene", ["photo-grid", "zoom"])
@pytest.mark.parametrize("viewport", list(TOP_INSET))
def test_the_first_row_rests_below_the_status_bar(browser, lab, scene, viewport):
    page = open_scene(browser, lab, f"safe-{scene}-{viewport}", scene, viewport)
    top = TOP_INSET[viewport]
    if scene == "photo-grid":
        assert page.hook()["state"]["contentOffset"] == -top
    width = int(viewport.split("x")[0])
    # A column between the status bar's glyphs (left of centre) from the top edge down past the first row.
    column = scan(page, (width * 0.4, 0), (width * 0.4, top + 30))
    first = column.index(True) if True in column else None
    assert first is not None and abs(first - top) <= 1, f"the first row starts at {first} pt, the bar ends at {top}"
    page.screenshot(f"page-safe-area-{scene}-{viewport}.png")


@pytest.mark.parametrize("metrics", [PHONE, DESKTOP], ids=["phone", "desktop"])
@pytest.mark.parametrize("viewport", PRESETS)
def test_each_presets_body_has_its_real_proportions(browser, lab, viewport, metrics):
    page = open_scene(browser, lab, f"body-{viewport}-{metrics['width']}", "today-cards", viewport, metrics)
    box = page.js_async(BODY_BOX)
    aspect = (box["bottom"] - box["top"] + 1) / (box["right"] - box["left"] + 1)
    assert abs(aspect / BODY_ASPECT[viewport] - 1) < 0.01, f"body {box}: {aspect:.3f} ≠ {BODY_ASPECT[viewport]:.3f}"


def test_the_iphone_se_has_a_home_button_and_no_home_indicator(browser, lab):
    page = open_scene(browser, lab, "se-home", "today-cards", "375x667", DESKTOP)
    ring = page.js_async(READ_PIXELS + """
        const done = arguments[0];
        import('./geometry.js').then(({ layout }) => requestAnimationFrame(() => {
          const img = readPixels('#device'), d = img.data, w = img.width, k = layout.dpr * layout.scale;
          const cx = (layout.originX + layout.viewport.width * layout.scale / 2) * layout.dpr;
          const cy = (layout.originY + layout.viewport.height * layout.scale) * layout.dpr + 55 * k;
          const at = (x, y) => { const i = (Math.round(y) * w + Math.round(x)) * 4; return d[i] + d[i + 1] + d[i + 2]; };
          // Around the chin's centre: the ring (34 pt radius) is lighter than the black body inside and outside.
          const across = (a) => Math.max(...[30, 31, 32, 33, 34, 35, 36, 37, 38].map(
            (r) => at(cx + r * k * Math.cos(a), cy + r * k * Math.sin(a))));
          const onRing = [0, 1, 2, 3, 4, 5, 6, 7].map(across);
          done({ ring: Math.min(...onRing), inside: at(cx, cy), outside: at(cx + 46 * k, cy) });
        }));""")
    assert ring["ring"] > ring["inside"] + 200 and ring["ring"] > ring["outside"] + 200, ring
    # The screen's bottom edge shows the list (white), no home indicator bar.
    assert not any(scan(page, (187.5, 667 - 13), (187.5, 667 - 8))), "no home indicator"


@pytest.mark.parametrize("viewport", PRESETS)
def test_every_scene_comes_to_rest_in_light_and_dark(browser, lab, viewport):
    page = browser.open(f"{lab.url}?room=shots-{viewport}&name=Ann&viewport={viewport}", DESKTOP)
    page.wait_ready()
    width, height = (int(v) for v in viewport.split("x"))
    page.wait_for(lambda h: page.viewport() == {"width": width, "height": height}, message=viewport)
    scenes = page.scenes()
    assert len(scenes) >= 6
    for appearance in ("light", "dark"):
        page.cdp("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": appearance}]})
        for scene in scenes:
            page.js("const p = document.querySelector('#scene-picker'); p.value = arguments[0];"
                    "p.dispatchEvent(new Event('change'));", scene)
            page.wait_for(lambda h: h["scene"] == scene and not h["state"].get("animating"), message=scene)
            page.wait_for(lambda h: (h["params"].get("darkAppearance", 1 if appearance == "dark" else 0) == 1)
                          == (appearance == "dark"), message=f"{appearance} appearance")
            wait_still(page)
            page.screenshot(f"scene-{scene}-{viewport}-{appearance}.png")
    page.cdp("Emulation.setEmulatedMedia", {"features": []})
