"""Shared pieces of the page tests (test_page_*.py): one headless Chromium for the whole test session
(Selenium 4 with Debian's chromedriver), a launcher for `transition-lab serve` that can restart on the same
port, and in-page probes that read `window.transitionLab` and the canvas' pixels.

Browser tests run serially and share the browser; each test opens its own windows and rooms.
"""

import json
import os
import re
import shutil
import signal
import socket
import subprocess
import tempfile
import threading
import time
from pathlib import Path

import pytest
from selenium import webdriver
from selenium.common.exceptions import WebDriverException
from selenium.webdriver.chrome.service import Service

from conftest import BINARY, SERVER_ENV, banner
from labclient import REST_WINDOW, connect, expect, expect_frame, run, wait_steady, wait_until

REPO = Path(__file__).resolve().parents[2]
ARTIFACTS = REPO / "artifacts"
# Screenshots of what the tests saw go to ARTIFACTS only when asked: no test reads them, and each one costs a browser
# about 0.9 s of CPU (capturing 2560 × 1800 pixels and encoding them), a tenth of the end-to-end suite's CPU.
SCREENSHOTS = os.environ.get("TL_SCREENSHOTS") == "1"
CHROMEDRIVER = os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver")
# Chromium's headless shell (Debian's chromium-headless-shell): Chromium's Blink, V8 and compositor without its
# browser windows and WebUI, which cost `chromium --headless=new` a third more CPU per page test. The binary itself, not
# /usr/bin's wrapper script: the driver's quit ends the process it started.
CHROMIUM = os.environ.get("CHROMIUM", "/usr/lib/chromium/chromium-headless-shell")
# The browser itself, which the page benchmarks (Benchmarks/scripts/bench_page_*.py) measure: what a designer runs.
FULL_CHROMIUM = os.environ.get("FULL_CHROMIUM", "/usr/lib/chromium/chromium")

# The size of the browser's viewport in CSS pixels, and its devicePixelRatio, unless a test says otherwise: a desktop
# display's 1 (the tests of drawing at a phone's 3 set it). At 2, Chromium paid about 0.25 s more CPU per lab load
# (its canvas has four times the pixels to commit).
WINDOW = {"width": 1280, "height": 900, "deviceScaleFactor": 1, "mobile": False}
# The same window on a laptop's Retina display, which the page benchmarks measure.
RETINA_WINDOW = {**WINDOW, "deviceScaleFactor": 2}
# A finger's touch events come once per display refresh (input pacing).
TOUCH_INTERVAL = 1 / 60


def input_pause(seconds=TOUCH_INTERVAL):
    """Leaves `seconds` between two input events, as a finger does (pacing, not a wait)."""
    time.sleep(seconds)


def free_port(host="127.0.0.1"):
    with socket.socket() as s:
        s.bind((host, 0))
        return s.getsockname()[1]


class LabServer:
    """`transition-lab serve` on a fixed port; `restart()` brings it back on the same port."""

    def __init__(self, host="127.0.0.1", extra=()):
        self.host = host
        self.port = free_port(host)
        self.extra = list(extra)
        self.process = None
        self.lines = []

    @property
    def url(self):
        return f"http://{self.host}:{self.port}/"

    @property
    def driver_url(self):
        """The URL with the control token that the server prints when bound beyond loopback."""
        for line in self.lines:
            match = re.search(r"(https?://\S*[?&]token=[0-9A-Za-z]+)", line)
            if match:
                return match.group(1)
        return None

    def start(self):
        assert BINARY.exists(), f"build first: swift build --product transition-lab ({BINARY} is missing)"
        self.lines = []
        command = [str(BINARY), "serve", "--host", self.host, "--port", str(self.port),
                   "--web", str(REPO / "web"), *self.extra]
        self.process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                                        env=SERVER_ENV)
        threading.Thread(target=self._read, args=(self.process,), daemon=True).start()
        # The listening line ends the banner, so the driver URL before it has been read too.
        banner(self.process, self.lines, 15)
        return self

    def _read(self, process):
        for line in process.stdout:
            self.lines.append(line)

    def stop(self):
        if self.process and self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(timeout=5)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        self.process = None

    def restart(self):
        self.stop()
        return self.start()

    def room_now(self, room):
        """The room as the server holds it now, read by a viewer that joins and leaves: the `state` a member gets on
        joining (`scene`, `params`, `recording`, …) with `viewport`, the size of its first frame. The join reaches
        the room after everything a page sent before its last `Page.ping()` came back."""

        async def observe():
            ws = await connect(f"ws://{self.host}:{self.port}/ws?room={room}&name=observer&role=viewer")
            try:
                state = await expect(ws, "state")
                frame = await expect_frame(ws)
            finally:
                await ws.close()
            return dict(state, viewport={"width": frame["width"], "height": frame["height"]})

        return run(observe())


# Reads a canvas' pixels through a copy made for reading, so the probes cause no "willReadFrequently"
# console warning about the page's own canvas.
READ_PIXELS = """
    function readPixels(selector, x = 0, y = 0, w, h) {
      const source = document.querySelector(selector);
      const copy = document.createElement('canvas');
      copy.width = source.width;
      copy.height = source.height;
      const ctx = copy.getContext('2d', { willReadFrequently: true });
      ctx.drawImage(source, 0, 0);
      return ctx.getImageData(x, y, w ?? source.width, h ?? source.height);
    }
"""


class Page:
    """One browser window showing the lab, with helpers for the hook, the canvas and DevTools input."""

    def __init__(self, driver, handle):
        self.driver = driver
        self.handle = handle
        # Whether a DevTools command left state in this tab (emulated media, blocked URLs, scripts to run on new
        # documents, a frozen lifecycle) that another test must not inherit.
        self.altered = False

    def focus(self):
        if self.driver.current_window_handle != self.handle:
            self.driver.switch_to.window(self.handle)
        return self

    def js(self, script, *args):
        self.focus()
        return self.driver.execute_script(script, *args)

    def js_async(self, script, *args):
        """Runs `script` with its last argument as the callback (Selenium's execute_async_script)."""
        self.focus()
        return self.driver.execute_async_script(script, *args)

    def cdp(self, command, params):
        self.focus()
        self.altered |= command not in KEPT_NOTHING
        return self.driver.execute_cdp_cmd(command, params)

    def hook(self):
        return self.js("""
            const lab = window.transitionLab;
            return lab ? {ready: lab.ready, scene: lab.scene, state: lab.state, params: lab.params, stats: lab.stats,
                          shareLink: lab.shareLink, layouts: lab.layouts}
                       : null;""")

    def wait_for(self, predicate, timeout=10.0, message="condition"):
        """Polls `predicate(hook)` until it is truthy; returns the hook it accepted."""
        seen = []

        def accepted():
            seen[:] = [self.hook()]
            return seen[0] and predicate(seen[0]) and seen[0]

        try:
            return wait_until(accepted, timeout, message)
        except AssertionError as error:
            raise AssertionError(f"{error}; last hook: {json.dumps(seen[0] if seen else None)[:600]}") from None

    def slide(self, key, value):
        """Moves parameter `key`'s slider to `value` and fires `input`, as a user's drag does."""
        self.js("""
            const slider = document.querySelector(`.param input[type=range][data-key="${arguments[0]}"]`);
            slider.value = String(arguments[1]);
            slider.dispatchEvent(new Event('input', {bubbles: true}));""", key, value)

    def scenes(self, timeout=10.0):
        """The scene names the server offers (after its `welcome`)."""
        wait_until(lambda: self.js("return document.querySelector('#connection').dataset.state") == "open" and self.js(
            "return window.transitionLab.scene !== null"), timeout, "a welcome from the server")
        return self.js("return [...document.querySelectorAll('#scene-picker option')].map((o) => o.value)")

    def require_scene(self, name=None):
        """Fails the test when the server offers no scene (or not `name`): every scene is required."""
        scenes = self.scenes()
        assert scenes and (not name or name in scenes), f"scene {name or 'any'} is missing (server offers {scenes})"

    def wait_ready(self, timeout=15.0):
        self.require_scene()
        return self.wait_for(lambda h: h["ready"] and h["scene"], timeout, "the first frame")

    def ping(self):
        """A round trip on the page's socket (`labclient.ping`): when it returns, the server has read every message
        the page sent before, and the page has received what the server queued for it before the `pong`."""
        self.js_async("""
            const done = arguments[0];
            const stamp = -Math.random();
            Promise.all([import('./events.js'), import('./protocol/socket.js')]).then(([events, socket]) => {
              const answered = (m) => { if (m.time === stamp) { events.off('server:pong', answered); done(); } };
              events.on('server:pong', answered);
              socket.send({ type: 'ping', time: stamp });
            });""")

    def send_and_await(self, message, reply):
        """Sends `message` over the page's socket and returns the server's next `reply`-typed message to this page:
        the server has handled everything this page sent before it."""
        return self.js_async("""
            const [message, reply, done] = arguments;
            Promise.all([import('./events.js'), import('./protocol/socket.js')]).then(([events, socket]) => {
              const answered = (m) => { events.off(`server:${reply}`, answered); done(m); };
              events.on(`server:${reply}`, answered);
              socket.send(message);
            });""", message, reply)

    def scene_to_client(self, x, y):
        """Scene points → CSS pixels of the viewport, through the page's own canvas module."""
        return self.js_async("""
            const [x, y, done] = arguments;
            import('./geometry.js').then((m) => done(m.sceneToClient(x, y)));""", x, y)

    def viewport(self):
        return self.js_async("""
            const done = arguments[0];
            import('./geometry.js').then((m) => done(m.layout.viewport));""")

    def canvas_signature(self):
        """A cheap fingerprint of the canvas' pixels (changes when anything drawn changes)."""
        return self.js(READ_PIXELS + """
            const d = readPixels('#scene').data;
            let h = 0;
            for (let i = 0; i < d.length; i += 97) h = (h * 31 + d[i]) >>> 0;
            return h;""")

    def next_frames(self, count=2):
        """Returns after `count` animation frames, by when the page has drawn what it had received."""
        self.js_async("""
            const [count, done] = arguments;
            const tick = (left) => (left ? requestAnimationFrame(() => tick(left - 1)) : done());
            tick(count);""", count)

    def pixel_at(self, point):
        """The canvas' RGBA at a scene point, after the next animation frame."""
        client = self.scene_to_client(*point)
        return self.js_async(READ_PIXELS + """
            const [x, y, done] = arguments;
            requestAnimationFrame(() => requestAnimationFrame(() => {
              const c = document.querySelector('#scene');
              const r = c.getBoundingClientRect(), k = c.width / r.width;
              done([...readPixels('#scene', Math.round((x - r.left) * k), Math.round((y - r.top) * k), 1, 1).data]);
            }));""", client["x"], client["y"])

    def distinct_colors(self, selector="#scene"):
        """How many distinct colours (quantised) the canvas shows: ~1 when blank."""
        return self.js(READ_PIXELS + """
            const d = readPixels(arguments[0]).data;
            const seen = new Set();
            for (let i = 0; i < d.length; i += 4 * 53) seen.add((d[i] >> 4) << 8 | (d[i + 1] >> 4) << 4 | d[i + 2] >> 4);
            return seen.size;""", selector)

    def graph_painted(self):
        """How many of the spring graph's pixels are painted (its background is CSS, so a blank or collapsed
        graph has none); with the caption under it and the canvas' size."""
        return self.js(READ_PIXELS + """
            const c = document.querySelector('#spring-graph');
            const d = readPixels('#spring-graph').data;
            let painted = 0;
            for (let i = 3; i < d.length; i += 4) if (d[i] > 0) painted += 1;
            return {painted, caption: document.querySelector('#spring-facts').textContent,
                    width: c.width, height: c.height};""")

    def wait_graph_settled(self, timeout=5.0):
        """Waits until the spring graph's caption has been written and neither it nor whether the graph is painted
        changed for a rest window (the graph follows the room's `curve` and `state`); returns `graph_painted()`."""

        def caption_and_paint():
            graph = self.graph_painted()
            return (graph["caption"], graph["painted"] > 0) if graph["caption"] else None

        wait_steady(caption_and_paint, REST_WINDOW, timeout, "the spring graph to settle")
        return self.graph_painted()

    def wait_at_rest(self, timeout=6.0):
        """Waits until the room's scene is at rest (its `state` no longer says `animating`, and no frame came for
        `REST_WINDOW`) and returns the hook. The frames alone are not enough: a page a loaded machine holds back can
        go `REST_WINDOW` without one mid-motion."""

        def frames_at_rest():
            hook = self.hook()
            return None if (hook["state"] or {}).get("animating") else hook["stats"]["framesReceived"]

        wait_steady(frames_at_rest, REST_WINDOW, timeout, "the scene to come to rest")
        return self.hook()

    def drawn_columns(self, expected, timeout=6.0):
        """`pixel_columns()` once it counts `expected`, or its last count after `timeout`: the canvas shows a frame
        on the display refresh after it arrives, which a loaded machine can hold back past the scene's rest."""
        counts = []
        try:
            wait_until(lambda: counts.append(self.pixel_columns()) or counts[-1] == expected, timeout,
                       f"{expected} columns drawn", interval=0.05)
        except AssertionError:
            pass
        return counts[-1]

    def pixel_columns(self, top=0.3, bottom=0.9):
        """Counts a grid's columns from the canvas' pixels alone: a column boundary is an x where the colour
        jumps between neighbouring pixels on most of the sampled rows (inside a photo the jumps move from row to
        row); jumps closer than 8 device pixels (the two edges of one gap) count once."""
        return self.js_async(READ_PIXELS + """
            const [top, bottom, done] = arguments;
            import('./geometry.js').then(({ layout }) => {
              const k = layout.dpr * layout.scale; // screen canvas pixels per point
              const x0 = Math.ceil(2 * k);
              const x1 = Math.floor((layout.viewport.width - 2) * k);
              const y0 = Math.round(layout.viewport.height * top * k);
              const y1 = Math.round(layout.viewport.height * bottom * k);
              const data = readPixels('#scene', x0, y0, x1 - x0, y1 - y0);
              const w = data.width, rows = [];
              for (let y = 0; y < data.height; y += 3) rows.push(y);
              const hits = new Array(w).fill(0);
              for (const y of rows) {
                for (let x = 1; x < w; x += 1) {
                  const i = (y * w + x) * 4, j = i - 4, d = data.data;
                  const jump = Math.abs(d[i] - d[j]) + Math.abs(d[i + 1] - d[j + 1]) + Math.abs(d[i + 2] - d[j + 2]);
                  if (jump > 40) hits[x] += 1;
                }
              }
              let boundaries = 0, last = -100;
              for (let x = 1; x < w; x += 1) {
                if (hits[x] >= rows.length * 0.6) {
                  if (x - last > 8) boundaries += 1;
                  last = x;
                }
              }
              done(boundaries + 1);
            });""", top, bottom)

    def touch(self, kind, points):
        self.cdp("Input.dispatchTouchEvent", {
            "type": kind,
            "touchPoints": [{"x": p[0], "y": p[1], "id": i, "radiusX": 5, "radiusY": 5, "force": 1}
                            for i, p in enumerate(points)],
        })

    def pinch(self, center, start_gap, end_gap, steps=12, hold=TOUCH_INTERVAL):
        """A two-finger touch pinch in scene points around `center`, both fingers in every touchMove."""
        origin = self.scene_to_client(0, 0)
        unit = self.scene_to_client(1, 1)
        scale = unit["x"] - origin["x"]  # CSS pixels per point, read once: events must not wait for the page

        def fingers(gap):
            return [(origin["x"] + (center[0] + d) * scale, origin["y"] + (center[1] + d) * scale)
                    for d in (-gap / 2, gap / 2)]

        self.touch("touchStart", fingers(start_gap))
        for step in range(1, steps + 1):
            input_pause(hold)
            self.touch("touchMove", fingers(start_gap + (end_gap - start_gap) * step / steps))
        input_pause(hold)
        self.touch("touchEnd", [])

    def drag(self, start, end, steps=12, hold=TOUCH_INTERVAL):
        """A one-finger touch drag between scene points."""
        origin = self.scene_to_client(0, 0)
        unit = self.scene_to_client(1, 1)
        scale = unit["x"] - origin["x"]

        def at(t):
            x, y = start[0] + (end[0] - start[0]) * t, start[1] + (end[1] - start[1]) * t
            return [(origin["x"] + x * scale, origin["y"] + y * scale)]

        self.touch("touchStart", at(0))
        for step in range(1, steps + 1):
            input_pause(hold)
            self.touch("touchMove", at(step / steps))
        input_pause(hold)
        self.touch("touchEnd", [])

    def mouse(self, kind, point, **extra):
        p = self.scene_to_client(*point)
        self.cdp("Input.dispatchMouseEvent", {"type": kind, "x": p["x"], "y": p["y"], **extra})

    def console_problems(self):
        """Console errors and warnings logged since the last call."""
        self.focus()
        return [entry for entry in self.driver.get_log("browser") if entry["level"] in ("SEVERE", "WARNING")]

    def screenshot(self, name):
        """Saves the window as artifacts/`name` when `TL_SCREENSHOTS=1`."""
        if SCREENSHOTS:
            ARTIFACTS.mkdir(exist_ok=True)
            self.focus()
            self.driver.save_screenshot(str(ARTIFACTS / name))


# DevTools commands that leave nothing behind in a tab that `Browser.open` does not set again.
# Touches are not among them: a touch sequence leaves the tab's gesture detection in a state the next page feels.
KEPT_NOTHING = {"Emulation.setDeviceMetricsOverride", "Input.dispatchKeyEvent", "Input.dispatchMouseEvent",
                "Input.insertText"}


def emptied(driver):
    """Clears the current window's session storage and loads `about:blank`; whether that went without a hitch (an open
    dialog or a page that stopped answering does not)."""
    try:
        driver.execute_script("try { sessionStorage.clear(); } catch {}")
        driver.get("about:blank")
        return True
    except WebDriverException:
        return False


class Browser:
    """The session's Chromium; `open(url)` gives a window for a test, `close_all()` ends them.

    A window a test leaves as it found it (no DevTools state but the device metrics, which `open` sets) is emptied
    (`about:blank`, its session storage cleared) and kept for the next `open`: a new window cost `chromium
    --headless=new` about 0.8 s of CPU more than loading the lab into a kept one, a third of a page test's window.
    """

    def __init__(self, binary=CHROMIUM):
        options = webdriver.ChromeOptions()
        options.binary_location = binary
        for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--window-size=1280,900"):
            options.add_argument(argument)
        options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
        # What the page saves (a clip, a recording) goes to a folder of the session's own, removed on quit: the tests
        # read it from the page, and the headless shell saves into its working directory.
        self.downloads = tempfile.mkdtemp(prefix="transition-lab-downloads-")
        service = Service(CHROMEDRIVER, popen_kw={"cwd": self.downloads})
        self.driver = webdriver.Chrome(service=service, options=options)
        self.driver.set_script_timeout(15)
        self.blank = self.driver.current_window_handle
        self.pages = []
        self.kept = []

    def open(self, url, metrics=None):
        if self.kept:
            self.driver.switch_to.window(self.kept.pop())
        else:
            self.driver.switch_to.window(self.blank)
            self.driver.switch_to.new_window("window")
        page = Page(self.driver, self.driver.current_window_handle)
        page.cdp("Emulation.setDeviceMetricsOverride", metrics or WINDOW)
        self.driver.get(url)
        self.pages.append(page)
        return page

    def close_all(self):
        for page in self.pages:
            self.driver.switch_to.window(page.handle)
            if not page.altered and emptied(self.driver):
                self.kept.append(page.handle)
            else:
                self.driver.close()
        self.pages = []
        self.driver.switch_to.window(self.blank)
        self.driver.get_log("browser")

    def quit(self):
        self.driver.quit()
        shutil.rmtree(self.downloads, ignore_errors=True)


_browser = None


def shared_browser(binary=CHROMIUM):
    """The one Chromium of the test session (`binary`: the headless shell unless a benchmark asks for the browser),
    started on first use and quit when Python exits."""
    global _browser
    if _browser is None:
        _browser = Browser(binary)
        import atexit
        atexit.register(_browser.quit)
    return _browser


@pytest.fixture
def browser():
    browser = shared_browser()
    yield browser
    browser.close_all()


@pytest.fixture
def lab():
    """A lab server on 127.0.0.1, stopped after the test."""
    server = LabServer().start()
    yield server
    server.stop()
