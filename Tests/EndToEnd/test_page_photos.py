"""Photos in a real headless Chromium: the photo grid's smallest cells (17 columns) show a picture and their number
instead of a flat colour, and zoom's iOS 18 look (minimum scale and backdrop alpha during the pan) shows the grid
behind a photo dragged down (the defaults), where the source document's look keeps an opaque black backdrop."""

from labclient import wait_until
from page_support import READ_PIXELS, browser, input_pause, lab  # noqa: F401  (fixtures)

PHONE = {"width": 390, "height": 844, "deviceScaleFactor": 3, "mobile": True}

CELL_COLOURS = READ_PIXELS + """
    const [x, y, w, h] = arguments;
    const c = document.querySelector('#scene');
    const r = c.getBoundingClientRect(), k = c.width / r.width;
    const d = readPixels('#scene', Math.round((x - r.left) * k), Math.round((y - r.top) * k),
                         Math.round(w * k), Math.round(h * k)).data;
    const seen = new Set();
    for (let i = 0; i < d.length; i += 4) seen.add((d[i] >> 4) << 8 | (d[i + 1] >> 4) << 4 | d[i + 2] >> 4);
    return seen.size;"""


def colours_in(page, rect):
    """Distinct (quantised) colours of the canvas inside a rectangle of scene points."""
    top_left = page.scene_to_client(rect[0], rect[1])
    bottom_right = page.scene_to_client(rect[0] + rect[2], rect[1] + rect[3])
    return page.js(CELL_COLOURS, top_left["x"], top_left["y"], bottom_right["x"] - top_left["x"],
                   bottom_right["y"] - top_left["y"])


def test_the_smallest_photo_cells_show_a_picture_and_number(browser, lab):
    page = browser.open(f"{lab.url}?room=photos-small&name=Ann&scene=photo-grid", PHONE)
    page.require_scene("photo-grid")
    page.wait_for(lambda h: h["ready"] and h["scene"] == "photo-grid", message="the photo grid")
    for _ in range(4):
        columns = page.hook()["state"]["columns"]
        if columns >= 17:
            break
        page.pinch((195, 420), 260, 40)
        page.wait_for(lambda h: h["state"]["columns"] > columns and h["state"]["transitionProgress"] is None,
                      message="more columns")
    assert page.hook()["state"]["columns"] == 17
    # The second cell of the second row: 390 / 17 ≈ 22.9 pt a side with 1-pt gaps; its inner 16 × 16 pt. The
    # thumbnails are painted a few per frame, so the cell is watched until its picture is in.
    side = (390 - 16) / 17
    cell = (side + 1 + 3, side + 1 + 3 - page.hook()["state"]["contentOffset"], 16, 16)
    wait_until(lambda: colours_in(page, cell) > 12, 10, "a picture with a number, not one flat colour")
    page.screenshot("page-photo-grid-17-columns.png")
    assert page.console_problems() == []


def test_zooms_default_ios18_look_shows_the_grid_behind_a_dragged_photo(browser, lab):
    def dragged_backdrop(room, query):
        page = browser.open(f"{lab.url}?room={room}&name=Ann&scene=zoom{query}", PHONE)
        page.require_scene("zoom")
        page.wait_for(lambda h: h["ready"] and h["scene"] == "zoom", message="zoom")
        page.mouse("mousePressed", (195, 300), button="left", clickCount=1)
        page.mouse("mouseReleased", (195, 300), button="left", clickCount=1)
        page.wait_for(lambda h: h["state"]["presented"] and not h["state"]["animating"], message="presented")
        origin = page.scene_to_client(0, 0)
        unit = page.scene_to_client(1, 1)
        scale = unit["x"] - origin["x"]

        def at(y):
            return [(origin["x"] + 195 * scale, origin["y"] + y * scale)]

        page.touch("touchStart", at(400))
        for step in range(1, 21):
            input_pause(0.02)
            page.touch("touchMove", at(400 + step * 8))
        last = [None]

        def at_rest():
            frame, last[0] = last[0], page.hook()["state"]["presentedFrame"]
            return frame == last[0]

        wait_until(at_rest, 5, "the photo at rest under the finger", interval=0.1)
        page.next_frames()
        # Above the dragged photo (160 pt down), below the status bar, over thumbnail 0 (0…128 pt).
        colours = colours_in(page, (4, 60, 30, 50))
        frame = page.hook()["state"]["presentedFrame"]
        page.screenshot(f"page-zoom-drag-{room}.png")
        page.touch("touchEnd", [])
        return colours, frame

    flat, full = dragged_backdrop("zoom-source", "&p.minScaleDuringPan=1&p.minBackdropAlphaDuringPan=1&p.minAlphaDuringPan=0.6")
    assert full[2] == 390, "the source document's look keeps the photo's size"
    assert flat <= 2, "and an opaque black backdrop"
    shown, small = dragged_backdrop("zoom-ios18", "")
    assert small[2] < 390 * 0.7, f"the photo shrinks with the drag: {small}"
    assert shown > 4, "the grid shows behind the dragged photo"
