"""The page in the two engines besides Chromium: WebKitGTK (Safari's engine) through WebKitWebDriver, and Firefox ESR
through WebDriver BiDi. Each engine is started once per test session, on first use, and quit when the session ends; each
test opens its own pages and closes them. A missing browser fails the test that asks for it, never skips it.

    def test_something(engine_browser, lab):      # parametrised over "webkit" and "firefox"
        page = engine_browser.open(f"{lab.url}?room=r")
        page.wait_ready(); page.mouse_drag(start, end, keys=[ALT]); page.console_problems()

- **WebKitGTK**: Debian's `webkit2gtk-driver` (WebKitWebDriver) drives MiniBrowser (`--automation`) under an Xvfb
  display of its own, through Selenium's Remote driver (`browserName: MiniBrowser`, `webkitgtk:browserOptions`).
  Its viewport is the window's, at devicePixelRatio 1.
- **Firefox ESR**: Debian's `firefox-esr` has no geckodriver (not packaged), and Firefox needs none for WebDriver
  BiDi: its built-in remote agent (`--remote-debugging-port`) speaks BiDi over a WebSocket. The session talks to it
  with Selenium's own BiDi layer (`WebSocketConnection`, `BrowsingContext`, and `LogEntry` for the console),
  so there is no client of our own to maintain and no classic session. Viewport 1280 × 900 at devicePixelRatio 2,
  a Retina display's (Chromium's pages are at 1 unless a test sets another).

What a driver cannot do is done through the page's own event path in the test that needs it, which says so.
"""

import base64
import json
import os
import shutil
import socket
import subprocess
import tempfile
import threading
import time

import pytest
from selenium import webdriver
from selenium.common.exceptions import WebDriverException
from selenium.webdriver.common.bidi.browsing_context import BrowsingContext
from selenium.webdriver.common.bidi.common import command_builder
from selenium.webdriver.common.options import ArgOptions
from selenium.webdriver.remote.command import Command
from selenium.webdriver.remote.websocket_connection import WebSocketConnection

from labclient import wait_until
from page_support import ARTIFACTS, SCREENSHOTS, TOUCH_INTERVAL, Page, emptied, free_port

ENGINES = ("webkit", "firefox")
WEBKIT_DRIVER = os.environ.get("WEBKIT_DRIVER", "/usr/bin/WebKitWebDriver")
MINIBROWSER = os.environ.get("MINIBROWSER", "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser")
FIREFOX = os.environ.get("FIREFOX", "/usr/bin/firefox-esr")
XVFB = os.environ.get("XVFB", "/usr/bin/Xvfb")
WINDOW = {"width": 1280, "height": 900}
# The W3C key codes of the modifier keys (WebDriver, "Keyboard actions").
ALT, CONTROL = "\ue00a", "\ue009"
# How long one step of a pointer gesture lasts, in ms: the browser paces the steps itself.
STEP_MS = round(TOUCH_INTERVAL * 1000)
# Seconds a BiDi command may take (an async script's callback included).
COMMAND_TIMEOUT = 30

# Collects what the page logs from the moment it is installed: console errors and warnings, uncaught errors and
# unhandled rejections (for WebKitGTK, whose driver has no log).
CONSOLE_PROBE = """
    if (!window.__problems) {
      window.__problems = [];
      const keep = (level, text) => window.__problems.push({ level, message: String(text) });
      for (const level of ['error', 'warn']) {
        const original = console[level].bind(console);
        console[level] = (...args) => { keep(level, args.join(' ')); original(...args); };
      }
      addEventListener('error', (event) => keep('error', event.message));
      addEventListener('unhandledrejection', (event) => keep('error', event.reason));
    }"""


def require(path, package):
    assert os.path.exists(path), f"{path} is missing: install Debian's {package} (scripts/setup.sh --with-browser)"


def stop(process):
    if process.poll() is None:
        process.terminate()
        try:
            process.wait(5)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


def pointer_steps(points, pause_ms=STEP_MS):
    """W3C pointer actions that press at the first of `points` (CSS pixels of the viewport), move through the rest
    one step every `pause_ms` and lift at the last."""
    first, *rest = [(round(x), round(y)) for x, y in points]
    actions = [{"type": "pointerMove", "x": first[0], "y": first[1], "origin": "viewport"},
               {"type": "pointerDown", "button": 0}]
    for x, y in rest:
        actions += [{"type": "pause", "duration": pause_ms},
                    {"type": "pointerMove", "x": x, "y": y, "origin": "viewport", "duration": 0}]
    return actions + [{"type": "pause", "duration": pause_ms}, {"type": "pointerUp", "button": 0}]


def held(keys, ticks):
    """A key input source that holds `keys` for `ticks` ticks (the length of the pointer's sequence)."""
    if not keys:
        return []
    down = [{"type": "keyDown", "value": key} for key in keys]
    up = [{"type": "keyUp", "value": key} for key in keys]
    return [{"type": "key", "id": "keys", "actions": down + [{"type": "pause"}] * ticks + up}]


class EnginePage(Page):
    """A page in WebKitGTK or Firefox: `page_support.Page`'s probes (they run through `js` and `js_async`), with
    W3C actions in place of Chromium's DevTools input."""

    engine = None

    def perform(self, sequences):
        raise NotImplementedError

    def drag_points(self, start, end, steps):
        origin = self.scene_to_client(0, 0)
        unit = self.scene_to_client(1, 1)
        scale = unit["x"] - origin["x"]
        return [(origin["x"] + (start[0] + (end[0] - start[0]) * t) * scale,
                 origin["y"] + (start[1] + (end[1] - start[1]) * t) * scale)
                for t in (step / steps for step in range(steps + 1))]

    def mouse_drag(self, start, end, steps=12, keys=()):
        """A mouse drag between scene points with `keys` (e.g. `[ALT]`) held throughout."""
        actions = pointer_steps(self.drag_points(start, end, steps))
        pointer = {"type": "pointer", "id": "mouse", "parameters": {"pointerType": "mouse"}, "actions": actions}
        self.perform([*held(keys, len(actions)), pointer])

    def touch_drag(self, start, end, steps=12):
        """A one-finger touch drag between scene points (a pointer of type `touch`)."""
        actions = pointer_steps(self.drag_points(start, end, steps))
        self.perform([{"type": "pointer", "id": "finger", "parameters": {"pointerType": "touch"},
                       "actions": actions}])

    def wheel(self, point, delta_y, count=1, keys=()):
        """`count` wheel turns of `delta_y` CSS pixels over a scene point, `keys` held."""
        at = self.scene_to_client(*point)
        scrolls = []
        for _ in range(count):
            scrolls += [{"type": "scroll", "x": round(at["x"]), "y": round(at["y"]), "deltaX": 0,
                         "deltaY": delta_y, "origin": "viewport"}, {"type": "pause", "duration": STEP_MS}]
        self.perform([*held(keys, len(scrolls)), {"type": "wheel", "id": "wheel", "actions": scrolls}])

    def cdp(self, command, params):
        raise AssertionError(f"{self.engine} has no DevTools protocol: use W3C actions or the page's own events")

    def screenshot(self, name):
        """Saves the window as artifacts/`name` when `TL_SCREENSHOTS=1`."""
        if SCREENSHOTS:
            ARTIFACTS.mkdir(exist_ok=True)
            (ARTIFACTS / name).write_bytes(self.png())


class WebKitPage(EnginePage):
    engine = "webkit"

    def perform(self, sequences):
        self.focus()
        self.driver.execute(Command.W3C_ACTIONS, {"actions": sequences})
        self.driver.execute(Command.W3C_CLEAR_ACTIONS)

    def console_problems(self):
        """What the page logged since its load or the last call (WebKitWebDriver has no log: `CONSOLE_PROBE`)."""
        return self.js("return window.__problems ? window.__problems.splice(0) : [{level: 'error', message: "
                       "'the console probe is missing'}]")

    def png(self):
        self.focus()
        return self.driver.get_screenshot_as_png()


class WebKitBrowser:
    """MiniBrowser driven by WebKitWebDriver, on an Xvfb display of its own."""

    engine = "webkit"
    device_pixel_ratio = 1

    def __init__(self):
        for path, package in ((XVFB, "xvfb"), (WEBKIT_DRIVER, "webkit2gtk-driver"), (MINIBROWSER, "webkit2gtk-driver")):
            require(path, package)
        read, write = os.pipe()
        self.xvfb = subprocess.Popen([XVFB, "-displayfd", str(write), "-screen", "0", "1600x1200x24", "-nolisten",
                                      "tcp"], pass_fds=(write,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(write)
        with os.fdopen(read) as display:
            number = display.readline().strip()
        assert number, "Xvfb did not start"
        port = free_port()
        environment = dict(os.environ, DISPLAY=f":{number}")
        self.service = subprocess.Popen([WEBKIT_DRIVER, f"--port={port}", "--host=127.0.0.1"], env=environment,
                                        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        options = ArgOptions()
        options.set_capability("browserName", "MiniBrowser")
        options.set_capability("webkitgtk:browserOptions", {"binary": MINIBROWSER, "args": ["--automation"]})
        url = f"http://127.0.0.1:{port}"
        wait_until(lambda: self._listening(port), 10, "WebKitWebDriver to listen")
        self.driver = webdriver.Remote(command_executor=url, options=options)
        self.driver.set_script_timeout(COMMAND_TIMEOUT)
        self.blank = self.driver.current_window_handle
        self.pages = []
        self.kept = []

    @staticmethod
    def _listening(port):
        with socket.socket() as s:
            return s.connect_ex(("127.0.0.1", port)) == 0

    def open(self, url):
        """A window showing `url`: one a test left emptied (`close_all`), or a new one. A new window costs WebKit about
        1.1 s of CPU more than loading the lab into a kept one (its own web process)."""
        if self.kept:
            self.driver.switch_to.window(self.kept.pop())
        else:
            self.driver.switch_to.window(self.blank)
            self.driver.switch_to.new_window("window")
        self.driver.set_window_rect(x=0, y=0, **WINDOW)
        page = WebKitPage(self.driver, self.driver.current_window_handle)
        self.driver.get(url)
        page.js(CONSOLE_PROBE)
        self.pages.append(page)
        return page

    def close_all(self):
        """Empties each window (`about:blank`, its session storage cleared) and keeps it for the next `open`; a window
        that does not answer is closed. W3C actions leave nothing behind: `perform` releases them."""
        for page in self.pages:
            self.driver.switch_to.window(page.handle)
            if emptied(self.driver):
                self.kept.append(page.handle)
            else:
                self.driver.close()
        self.pages = []
        self.driver.switch_to.window(self.blank)

    def quit(self):
        try:
            self.driver.quit()
        finally:
            stop(self.service)
            stop(self.xvfb)


def local_value(value):
    """`value` as a WebDriver BiDi `script.LocalValue`."""
    if value is None:
        return {"type": "null"}
    if isinstance(value, bool):
        return {"type": "boolean", "value": value}
    if isinstance(value, (int, float)):
        return {"type": "number", "value": value}
    if isinstance(value, str):
        return {"type": "string", "value": value}
    if isinstance(value, (list, tuple)):
        return {"type": "array", "value": [local_value(item) for item in value]}
    if isinstance(value, dict):
        return {"type": "object", "value": [[str(key), local_value(item)] for key, item in value.items()]}
    raise TypeError(f"cannot pass {type(value).__name__} to the page")


def python_value(remote):
    """A WebDriver BiDi `script.RemoteValue` as Python, the way Selenium's classic `execute_script` returns it."""
    kind = remote["type"]
    if kind in ("undefined", "null"):
        return None
    if kind == "number":
        value = remote["value"]
        return {"NaN": float("nan"), "-0": -0.0, "Infinity": float("inf"), "-Infinity": float("-inf")}.get(value,
                                                                                                        value)
    if kind in ("string", "boolean", "bigint", "date", "regexp"):
        return remote.get("value")
    if kind in ("array", "set", "nodelist", "htmlcollection"):
        return [python_value(item) for item in remote.get("value", [])]
    if kind in ("object", "map"):
        return {(key if isinstance(key, str) else python_value(key)): python_value(item)
                for key, item in remote.get("value", [])}
    raise TypeError(f"the page returned a {kind}, which has no Python value")


class FirefoxPage(EnginePage):
    engine = "firefox"

    def __init__(self, browser, context):
        super().__init__(None, context)
        self.browser = browser
        self.context = context

    def focus(self):
        return self

    def _call(self, declaration, args):
        result = self.browser.execute("script.callFunction", {
            "functionDeclaration": declaration, "awaitPromise": True, "target": {"context": self.context},
            "arguments": [local_value(arg) for arg in args], "serializationOptions": {"maxObjectDepth": 16},
            "resultOwnership": "none"})
        if result["type"] == "exception":
            details = result["exceptionDetails"]
            raise AssertionError(f"the page threw: {details.get('text')}\n{json.dumps(details.get('stackTrace'))}")
        return python_value(result["result"])

    def js(self, script, *args):
        return self._call(f"function () {{\n{script}\n}}", args)

    def js_async(self, script, *args):
        """`script` with its last argument as the callback, as Selenium's `execute_async_script`."""
        return self._call(f"function (...args) {{ return new Promise((resolve) => {{ (function () {{\n{script}\n}})"
                          f".apply(this, [...args, resolve]); }}); }}", args)

    def perform(self, sequences):
        self.browser.execute("input.performActions", {"context": self.context, "actions": sequences})
        self.browser.execute("input.releaseActions", {"context": self.context})

    def console_problems(self):
        """Console errors and warnings and uncaught errors since the last call (BiDi's `log.entryAdded`)."""
        return self.browser.take_problems()

    def png(self):
        return base64.b64decode(self.browser.contexts.capture_screenshot(self.context))


class LogEntry:
    """BiDi's `log.entryAdded` event, its entry kept as sent: Selenium's `LogEntryAdded` requires a JavaScript error's
    `stackTrace`, which Firefox leaves out of some, and drops those entries with an exception in its reader thread."""

    event_class = "log.entryAdded"

    @staticmethod
    def from_json(entry):
        return entry


class FirefoxBrowser:
    """Firefox ESR, headless, driven over WebDriver BiDi by its own remote agent."""

    engine = "firefox"
    device_pixel_ratio = 2

    def __init__(self):
        require(FIREFOX, "firefox-esr")
        self.profile = tempfile.mkdtemp(prefix="transition-lab-firefox-")
        port = free_port()
        self.process = subprocess.Popen(
            [FIREFOX, "--headless", "--no-remote", "--profile", self.profile, f"--remote-debugging-port={port}",
             "about:blank"], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        lines = []
        threading.Thread(target=lambda: [lines.append(line) for line in self.process.stdout], daemon=True).start()
        wait_until(lambda: any("WebDriver BiDi listening" in line for line in lines) or self.process.poll(), 30,
                   lambda: f"Firefox's remote agent to listen: {''.join(lines)[-2000:]}")
        self.connection = WebSocketConnection(f"ws://127.0.0.1:{port}/session", COMMAND_TIMEOUT, 0.005)
        self.execute("session.new", {"capabilities": {}})
        self.contexts = BrowsingContext(self.connection)
        self.problems = []
        self.lock = threading.Lock()
        self.execute("session.subscribe", {"events": [LogEntry.event_class]})
        self.connection.add_callback(LogEntry, self._keep)
        self.pages = []
        self.kept = []

    def execute(self, method, params):
        try:
            return self.connection.execute(command_builder(method, params))
        except KeyError:
            raise AssertionError(f"Firefox did not answer {method} within {COMMAND_TIMEOUT} s") from None

    def _keep(self, entry):
        if entry.get("level") in ("error", "warn"):
            with self.lock:
                self.problems.append({"level": entry["level"], "message": entry.get("text")})

    def take_problems(self):
        with self.lock:
            taken, self.problems = self.problems, []
        return taken

    def open(self, url):
        """A tab showing `url`: one a test left emptied (`close_all`), or a new one."""
        context = self.kept.pop() if self.kept else self.contexts.create("tab")
        self.contexts.set_viewport(context, WINDOW, self.device_pixel_ratio)
        self.contexts.navigate(context, url, wait="complete")
        page = FirefoxPage(self, context)
        self.pages.append(page)
        return page

    def close_all(self):
        """Empties each tab (`about:blank`, its session storage cleared) and keeps it for the next `open`; a tab that
        does not answer is closed."""
        for page in self.pages:
            try:
                page.js("try { sessionStorage.clear(); } catch {}")
                self.contexts.navigate(page.context, "about:blank", wait="complete")
                self.kept.append(page.context)
            except (AssertionError, WebDriverException):
                self.contexts.close(page.context)
        self.pages = []
        self.take_problems()

    def quit(self):
        stop(self.process)  # ends the socket, so the connection's thread ends
        self.connection.close()
        shutil.rmtree(self.profile, ignore_errors=True)


class Engines:
    """The session's browsers by engine, each started on first use."""

    def __init__(self):
        self.started = {}

    def __getitem__(self, engine):
        if engine not in self.started:
            begun = time.monotonic()
            self.started[engine] = {"webkit": WebKitBrowser, "firefox": FirefoxBrowser}[engine]()
            print(f"{engine} started in {time.monotonic() - begun:.1f} s")
        return self.started[engine]

    def quit(self):
        for browser in self.started.values():
            browser.quit()
        self.started = {}


@pytest.fixture(scope="session")
def engines():
    """WebKitGTK and Firefox, quit when the session ends (before Python waits for the BiDi connection's thread)."""
    started = Engines()
    yield started
    started.quit()


@pytest.fixture(params=ENGINES)
def engine_browser(request, engines):
    browser = engines[request.param]
    yield browser
    browser.close_all()
