"""The page's engine checks in WebKitGTK (Safari's engine) and Firefox ESR, beside the full suite in Chromium: the
page loads without a console problem and draws every scene as Chromium does, drag, Option-drag and ctrl+wheel pinches
reach the scene, a spring edit redraws the graph and a tap springs the square, a pasted layout applies, a recording
replays, a share link reproduces the room, Clip saves a video the engine records, the page reconnects after a server
restart and puts the room back, and labels the server sized are drawn whole. A trackpad pinch is one pinch in all
three engines.

What a driver cannot do is done through the page's own event path, and the test says so: WebKitWebDriver turns touch
actions into mouse events and leaves the modifier keys off wheel events, so the WebKit checks drag with the mouse and
pinch with ctrl+wheel events dispatched on the canvas."""

from urllib.parse import parse_qs, urlparse

import pytest

from engines import ALT, CONTROL, engine_browser, engines  # noqa: F401  (fixtures)
from editor_support import SELECT_ALL, wait_editor, wait_field
from labclient import wait_until
from page_support import WINDOW, LabServer, browser, lab  # noqa: F401  (fixtures)

GRID = "photo-grid"
SPRING = "spring-lab"
LAYOUT = "your-layout"
# A layout as an app's view controller builds it: one section of square cells.
FLOW = """let layout = UICollectionViewFlowLayout()
layout.itemSize = CGSize(width: 120, height: 120)
layout.minimumInteritemSpacing = 6
layout.minimumLineSpacing = 6
layout.sectionInset = UIEdgeInsets(top: 12, left: 12, bottom: 12, right: 12)"""
CENTER = (195, 460)
SQUARE = (195, 211)
# The canvas reduced to blocks of this many scene points, averaged, for comparing two engines' pictures.
BLOCK_POINTS = 6
# Two engines' pictures of one frame differ by their text rasterisation and anti-aliasing: the mean difference of
# a block's channel (0–255) and the share of blocks that differ by more than `FAR` stay under these.
MEAN_TOLERANCE = 4
FAR = 48
FAR_SHARE = 0.02

# The scene canvas as blocks of `BLOCK_POINTS` points: each block's mean red, green and blue.
BLOCKS = """
    const [points, done] = arguments;
    import('./geometry.js').then(({ layout }) => {
      const source = document.querySelector('#scene');
      const copy = document.createElement('canvas');
      [copy.width, copy.height] = [source.width, source.height];
      const ctx = copy.getContext('2d', { willReadFrequently: true });
      ctx.drawImage(source, 0, 0);
      const { data, width } = ctx.getImageData(0, 0, copy.width, copy.height);
      const k = source.width / layout.viewport.width;
      const columns = Math.floor(layout.viewport.width / points), rows = Math.floor(layout.viewport.height / points);
      const blocks = [];
      for (let row = 0; row < rows; row += 1) {
        for (let column = 0; column < columns; column += 1) {
          const sum = [0, 0, 0];
          let count = 0;
          for (let y = Math.floor(row * points * k); y < Math.floor((row + 1) * points * k); y += 1) {
            for (let x = Math.floor(column * points * k); x < Math.floor((column + 1) * points * k); x += 1) {
              const i = (y * width + x) * 4;
              sum[0] += data[i]; sum[1] += data[i + 1]; sum[2] += data[i + 2];
              count += 1;
            }
          }
          blocks.push(...sum.map((s) => Math.round(s / count)));
        }
      }
      done({ columns, rows, blocks });
    });"""

# Returns once the renderer has drawn nothing for ten display frames: every picture of the frame shown is painted
# (a frame paints a few new ones and asks for another while some wait).
DRAWN_OUT = """
    const done = arguments[0];
    import('./events.js').then(({ EVENT, on, off }) => {
      let quiet = 0;
      const drawn = () => { quiet = 0; };
      on(EVENT.drawn, drawn);
      const tick = () => {
        quiet += 1;
        if (quiet < 10) requestAnimationFrame(tick);
        else { off(EVENT.drawn, drawn); done(); }
      };
      requestAnimationFrame(tick);
    });"""


def connection(page):
    return page.js("return document.querySelector('#connection').dataset.state")


def open_scene(browser, url, scene):
    page = browser.open(url)
    page.require_scene(scene)
    page.wait_for(lambda h: h["ready"] and h["scene"] == scene, message=scene)
    return page


def set_slider(page, key, fraction):
    """Moves `key`'s slider to `fraction` of its range, as a drag of it does (`input` events); returns the value."""
    return page.js("""
        const [key, fraction] = arguments;
        const slider = document.querySelector(`#param-${key}`);
        const [min, max] = [Number(slider.min), Number(slider.max)];
        slider.value = String(min + (max - min) * fraction);
        slider.dispatchEvent(new Event('input', { bubbles: true }));
        slider.dispatchEvent(new Event('change', { bubbles: true }));
        return Number(slider.value);""", key, fraction)


def difference(one, other):
    """The mean channel difference of two block pictures, and the share of blocks that differ by more than `FAR`."""
    assert (one["columns"], one["rows"]) == (other["columns"], other["rows"]), (one["columns"], other["columns"])
    deltas = [abs(a - b) for a, b in zip(one["blocks"], other["blocks"])]
    blocks = [max(deltas[i:i + 3]) for i in range(0, len(deltas), 3)]
    return sum(deltas) / len(deltas), sum(delta > FAR for delta in blocks) / len(blocks)


def test_the_page_loads_cleanly_and_draws_every_scene_as_chromium_does(engine_browser, browser, lab):
    """Both browsers show one room, at the engine's devicePixelRatio; Chromium, which joined first, drives it through
    every scene."""
    engine = engine_browser.engine
    room = f"{lab.url}?room=engines-scenes-{engine}"
    metrics = {**WINDOW, "deviceScaleFactor": engine_browser.device_pixel_ratio}
    chromium = browser.open(f"{room}&name=Chromium", metrics)
    chromium.wait_ready()
    page = engine_browser.open(f"{room}&name={engine}")
    page.wait_ready()
    assert page.console_problems() == []
    scenes = page.scenes()
    assert len(scenes) >= 6, scenes
    for scene in scenes:
        chromium.js("const p = document.querySelector('#scene-picker'); p.value = arguments[0];"
                    "p.dispatchEvent(new Event('change'));", scene)
        for shown in (chromium, page):
            shown.wait_for(lambda h: h["scene"] == scene and h["ready"], message=scene)
            if scene == "your-layout":
                # The driving page offers the empty room an example layout A, read while the scene shows.
                shown.wait_for(lambda h: h["layouts"]["a"] is not None, timeout=30, message="the example layout A")
            shown.wait_at_rest()
        page.js_async(DRAWN_OUT)
        chromium.js_async(DRAWN_OUT)
        mean, far = difference(page.js_async(BLOCKS, BLOCK_POINTS), chromium.js_async(BLOCKS, BLOCK_POINTS))
        page.screenshot(f"engine-{engine}-{scene}.png")
        print(f"{engine} {scene}: mean difference {mean:.2f}, blocks far apart {far:.3f}")
        assert mean < MEAN_TOLERANCE and far < FAR_SHARE, f"{scene} differs from Chromium: {mean:.2f}, {far:.3f}"
    assert page.console_problems() == []


def open_grid(engine_browser, lab, room):
    page = open_scene(engine_browser, f"{lab.url}?room={room}-{engine_browser.engine}&name=Ann&scene={GRID}", GRID)
    page.wait_for(lambda h: "columns" in h["state"], message="the grid's columns in the state")
    return page


def test_a_drag_scrolls_the_grid(engine_browser, lab):
    """Firefox drags with a touch pointer; WebKitWebDriver turns touch actions into mouse events, so WebKit drags
    with the mouse (the page's pointer path is the same for both)."""
    page = open_grid(engine_browser, lab, "engines-drag")
    before = page.wait_at_rest()["state"]["contentOffset"]
    if engine_browser.engine == "firefox":
        page.touch_drag((195, 700), (195, 300))
    else:
        page.mouse_drag((195, 700), (195, 300))
    assert page.wait_at_rest()["state"]["contentOffset"] > before + 100, "dragging up scrolls the content down"
    assert page.console_problems() == []


def test_an_option_drag_pinches_the_grid(engine_browser, lab):
    page = open_grid(engine_browser, lab, "engines-option")
    before = page.wait_at_rest()["state"]["columns"]
    start, end = (CENTER[0] + 20, CENTER[1] + 20), (CENTER[0] + 120, CENTER[1] + 120)
    page.mouse_drag(start, end, steps=10, keys=[ALT])
    after = page.wait_at_rest()["state"]["columns"]
    assert after < before, "fingers moving apart zoom in"
    assert page.drawn_columns(after) == after
    assert page.console_problems() == []


def test_a_ctrl_wheel_pinch_changes_the_columns(engine_browser, lab):
    """Firefox's driver sends wheel actions with ctrl held. WebKitWebDriver sends them without the modifier (a plain
    scroll), so in WebKit the trackpad's ctrl+wheel events are dispatched on the canvas as the browser would."""
    page = open_grid(engine_browser, lab, "engines-wheel")
    before = page.wait_at_rest()["state"]["columns"]
    if engine_browser.engine == "firefox":
        page.wheel(CENTER, -40, count=12, keys=[CONTROL])
    else:
        at = page.scene_to_client(*CENTER)
        page.js_async("""
            const [x, y, done] = arguments;
            const canvas = document.querySelector('#scene');
            const turn = (left) => {
              if (!left) return done();
              canvas.dispatchEvent(new WheelEvent('wheel', { deltaY: -40, ctrlKey: true, clientX: x, clientY: y,
                                                             bubbles: true, cancelable: true }));
              requestAnimationFrame(() => turn(left - 1));
            };
            turn(12);""", at["x"], at["y"])
    after = page.wait_for(lambda h: h["state"]["columns"] < before and h["state"]["transitionProgress"] is None,
                          timeout=15, message="fewer columns after the pinch")["state"]["columns"]
    page.wait_at_rest()
    assert page.drawn_columns(after) == after
    assert page.js("return window.visualViewport.scale") == 1, "the browser itself never zooms"
    assert page.console_problems() == []


def test_a_spring_edit_redraws_the_graph_and_a_tap_springs_the_square(engine_browser, lab):
    engine = engine_browser.engine
    page = open_scene(engine_browser, f"{lab.url}?room=engines-spring-{engine}&name=Ann&scene={SPRING}", SPRING)
    graph = page.wait_graph_settled()
    assert graph["painted"] > 200, graph
    key = page.js("""
        return [...document.querySelectorAll('#controls fieldset.active input[type=range]')]
          .map((s) => s.dataset.key).find((k) => /damping/i.test(k))""")
    assert key, "the graphed spring has a damping slider"
    value = set_slider(page, key, 0.15)
    page.wait_for(lambda h: abs(h["params"][key] - value) < 1e-6, message="the edit to apply")
    edited = page.wait_graph_settled()
    assert edited["caption"] != graph["caption"] and edited["painted"] > 200, (graph, edited)
    target = page.wait_at_rest()["state"]["target"]
    page.mouse_drag(SQUARE, SQUARE, steps=1)
    page.wait_for(lambda h: h["state"]["target"] != target, message="the tap to send the square to the other spot")
    rest = page.wait_at_rest()["state"]
    assert abs(rest["value"] - rest["target"]) < 0.01, rest
    page.screenshot(f"engine-{engine}-spring.png")
    assert page.console_problems() == []


def paste(page, text):
    """Selects the editor's text and dispatches the `paste` event a browser fires for ⌘V with `text` as its clipboard
    data. Firefox leaves the data of a `ClipboardEvent` made by a script empty, so the data is put on the event."""
    page.js(f"""
        const [text] = arguments;
        const target = (() => {{ {SELECT_ALL} }})();
        const data = new DataTransfer();
        data.setData('text/plain', text);
        const event = new ClipboardEvent('paste', {{ bubbles: true, cancelable: true }});
        Object.defineProperty(event, 'clipboardData', {{ value: data }});
        target.dispatchEvent(event);""", text)


def test_a_pasted_layout_applies(engine_browser, lab):
    """The paste is the page's own `paste` event path: headless Firefox gives no window the focus that typing needs,
    and neither driver reaches the system clipboard."""
    engine = engine_browser.engine
    page = open_scene(engine_browser, f"{lab.url}?room=engines-layout-{engine}&name=Ann&scene={LAYOUT}", LAYOUT)
    wait_field(page, "codemirror")
    page.wait_for(lambda h: len(h["state"].get("orthogonalOffsets", [])) == 2, message="the example's sections")
    paste(page, FLOW)
    wait_editor(page, lambda e: e["text"] == FLOW and "Showing layout A" in e["status"], "the flow layout applied")
    page.wait_for(lambda h: len(h["state"].get("orthogonalOffsets", [])) == 1, message="the flow layout's section")
    page.screenshot(f"engine-{engine}-layout.png")
    assert page.console_problems() == []


def test_a_recording_replays(engine_browser, lab):
    engine = engine_browser.engine
    page = open_grid(engine_browser, lab, "engines-record")
    page.js("document.querySelector('#record').click()")
    page.wait_for(lambda h: page.js("return !document.querySelector('#recording-badge').hidden"),
                  message="recording")
    page.mouse_drag((195, 600), (195, 250), steps=8)
    recorded = page.wait_at_rest(timeout=12)["state"]["contentOffset"]
    assert recorded > 100
    page.js("document.querySelector('#record').click()")
    page.wait_for(lambda h: page.js("return !document.querySelector('#download').disabled"), message="a recording")
    received = page.hook()["stats"]["framesReceived"]
    page.js("document.querySelector('#replay').click()")
    page.wait_for(lambda h: page.js("return !document.querySelector('#replaying-badge').hidden"), message="replaying")
    page.wait_for(lambda h: h["stats"]["framesReceived"] > received + 10, message="the replay's frames")
    page.wait_for(lambda h: page.js("return document.querySelector('#replaying-badge').hidden"),
                  message="the replay to end")
    assert abs(page.wait_at_rest(timeout=12)["state"]["contentOffset"] - recorded) < 0.5
    assert page.console_problems() == [], engine


def test_a_share_link_reproduces_the_room(engine_browser, lab):
    engine = engine_browser.engine
    page = open_scene(engine_browser, f"{lab.url}?room=engines-share-{engine}&name=Ann&scene={SPRING}", SPRING)
    value = set_slider(page, "response", 0.3)
    page.wait_for(lambda h: abs(h["params"]["response"] - value) < 1e-6, message="the change to apply")
    # Share saves the room's lab and shows its link once the store has it.
    page.js("document.querySelector('#share').click()")
    link = page.wait_for(lambda h: h["shareLink"], message="the saved lab's link")["shareLink"]
    assert parse_qs(urlparse(link).query).keys() == {"lab"}, link
    assert page.js("return document.querySelector('#share-link').value") == link
    copy = engine_browser.open(link)
    copy.wait_for(lambda h: h["scene"] == SPRING and abs(h["params"].get("response", 1e9) - value) < 1e-4,
                  message="the share link to reproduce the setup")
    assert copy.console_problems() == []


LAST_CLIP = """const done = arguments[0]; import('./panel/clip.js').then((m) => done(m.lastClip()));"""


def toast(page):
    return page.js("return document.querySelector('#toast').textContent")


def test_clip_saves_the_video_the_engine_records(engine_browser, lab):
    """Firefox records WebM (VP8). WebKitGTK, like Safari, offers MP4 (H.264) only, so Clip picks MP4 there; on Debian 12
    its recorder does not run (WebKitGTK 2.50 builds its canvas source with GStreamer 1.24's `autovideoflip`, and
    Debian 12 has GStreamer 1.22): it refuses to start, or with gstreamer1.0-plugins-bad installed records nothing.
    The page must say which, and Clip must be ready again. The MP4 file itself is checked in Chromium's MP4 recorder
    (test_page_clip.py)."""
    engine = engine_browser.engine
    page = open_scene(engine_browser, f"{lab.url}?room=engines-clip-{engine}&name=Ann&scene={SPRING}", SPRING)
    assert not page.js("return document.querySelector('#clip').disabled"), "Clip is offered"
    kind = "MP4" if engine == "webkit" else "WebM"
    assert page.js("return document.querySelector('#clip').title") == f"Record a video of the screen ({kind})"
    page.js("document.querySelector('#clip').click()")
    target = page.wait_at_rest()["state"]["target"]
    if "could not record" not in toast(page):
        page.mouse_drag(SQUARE, (195, 500), steps=10)
        page.wait_for(lambda h: h["state"]["target"] != target, message="the square sent to the other spot")
        page.wait_at_rest()
        page.js("document.querySelector('#clip').click()")
    clip = wait_until(lambda: page.js_async(LAST_CLIP) or "could not record" in toast(page), 10, "the clip's end")
    said = toast(page)
    if engine == "webkit" and (clip is True or not clip["size"]):
        assert f"could not record the screen as {kind}" in said or f"recorded no {kind} video" in said, said
    elif kind == "MP4":
        assert clip["type"] == "video/mp4" and clip["name"].endswith(".mp4"), clip
        assert bytes(clip["header"][4:8]) == b"ftyp", "the file starts with MP4's file type box"
    else:
        assert clip["size"] > 1000 and clip["type"] == "video/webm" and clip["name"].endswith(".webm"), clip
        assert clip["header"][:4] == [0x1A, 0x45, 0xDF, 0xA3], "the file starts with WebM's EBML header"
        assert "WebM clip" in said, said
    assert page.js("return document.querySelector('#clip').textContent") == "Clip", "Clip is ready again"
    assert page.console_problems() == []


def test_the_page_reconnects_and_puts_the_room_back_after_a_restart(engine_browser):
    engine = engine_browser.engine
    server = LabServer().start()
    try:
        page = open_scene(engine_browser, f"{server.url}?room=engines-reconnect&name=Ann&scene={SPRING}", SPRING)
        value = set_slider(page, "response", 0.3)
        page.wait_for(lambda h: abs(h["params"]["response"] - value) < 1e-6, message="the change to apply")
        server.stop()
        page.wait_for(lambda h: connection(page) != "open", message="the page to notice")
        drawn = page.hook()["stats"]["framesDrawn"]
        server.start()
        page.wait_for(lambda h: connection(page) == "open", timeout=15, message="the reconnection")
        page.wait_for(lambda h: h["stats"]["framesDrawn"] > drawn, message="a frame after reconnecting")
        page.wait_for(lambda h: h["scene"] == SPRING and abs(h["params"].get("response", 1e9) - value) < 1e-6,
                      message="the restarted room to get the page's scene and parameter back")
        # A dropped connection logs nothing in Firefox but its own network error for the socket.
        problems = [p for p in page.console_problems() if "/ws" not in p["message"]]
        assert problems == [], (engine, problems)
    finally:
        server.stop()


@pytest.mark.parametrize("scene", ["today-cards", "compositional"])
def test_labels_sized_by_the_server_are_drawn_whole(engine_browser, lab, scene):
    engine = engine_browser.engine
    page = open_scene(engine_browser, f"{lab.url}?room=engines-labels-{scene}-{engine}&name=Ann&scene={scene}",
                      scene)
    page.wait_for(lambda h: not h["state"].get("animating"), message="the scene at rest")
    page.next_frames(2)
    shortened = page.js_async("""
        const done = arguments[0];
        Promise.all([import('./renderer/labels.js'), import('./events.js')]).then(([labels, events]) => {
          labels.clearTruncatedLabels();
          events.emit(events.EVENT.overlay);
          requestAnimationFrame(() => requestAnimationFrame(() => done(labels.truncatedLabels())));
        });""")
    page.screenshot(f"engine-{engine}-labels-{scene}.png")
    assert shortened == [], f"labels the server measured to fit were shortened in {engine}"
    assert page.console_problems() == []
