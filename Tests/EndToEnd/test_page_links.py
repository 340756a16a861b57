"""Links and values in a real headless Chromium: a link's bad values are each named in one message while the page
shows the room's real state; a clamped value shows the value in use, and an emptied field gets that value back; the
control token leaves the address bar once read while the page keeps driving through a reconnection and a reload; a
page navigated away leaves its room at once."""

from urllib.parse import parse_qs, urlparse

import time

from labclient import expect, join, run
from page_support import LabServer, browser, lab  # noqa: F401  (fixtures)


def toast_text(page):
    return page.js("return document.querySelector('#toast').textContent")


def test_every_bad_link_value_is_named_in_one_message(browser, lab):
    page = browser.open(f"{lab.url}?room=links-bad&name=Ann&scene=nope&viewport=999x999&p.nothing=3")
    page.wait_ready()
    page.wait_for(lambda h: "nothing" in toast_text(page), message="the message naming every bad value")
    text = toast_text(page)
    assert "999x999" in text and "not a device size" in text, text
    assert "No scene “nope”" in text, text
    assert "No setting “nothing”" in text, text
    # The real state: the room's device on the screen and in the picker.
    assert page.viewport() == {"width": 390, "height": 844}
    assert page.js("return document.querySelector('#viewport-picker').value") == "390x844"
    assert page.js("return document.querySelector('#scene-picker').value") == page.hook()["scene"]


def test_a_room_on_a_size_no_preset_has_shows_that_size_in_the_picker(browser, lab):
    page = browser.open(f"{lab.url}?room=links-other&name=Ann")
    page.wait_ready()
    page.js_async("""
        const done = arguments[0];
        import('./protocol/socket.js').then((m) => { m.send({type: 'viewport', width: 600, height: 600}); done(); });""")
    page.wait_for(lambda h: page.viewport() == {"width": 600, "height": 600}, message="the 600 × 600 room")
    picker = page.js("const p = document.querySelector('#viewport-picker');"
                     "return [p.value, p.selectedOptions[0].textContent]")
    assert picker == ["600x600", "Other · 600 × 600"]


def test_a_clamped_value_shows_the_value_in_use_and_an_emptied_field_gets_it_back(browser, lab):
    key = "presentDamping"
    page = browser.open(f"{lab.url}?room=links-clamp&name=Ann&scene=today-cards&p.{key}=7")
    page.require_scene("today-cards")
    page.wait_for(lambda h: h["ready"] and h["params"].get(key) == 1, message="the damping ratio clamped to 1")
    page.wait_for(lambda h: "using 1" in toast_text(page), message="the clamp named")
    assert "7" in toast_text(page)
    field = f"document.querySelector('#param-{key}').parentElement.querySelector('input[type=number]')"
    assert page.js(f"return {field}.value") == "1.00"
    # Typed out of range, then emptied: the field shows the value in use, which the room keeps.
    page.js(f"const f = {field}; f.value = '0.7'; f.dispatchEvent(new Event('change'));")
    page.wait_for(lambda h: abs(h["params"][key] - 0.7) < 1e-9, message="0.7 in use")
    page.js(f"const f = {field}; f.focus(); f.value = '7'; f.dispatchEvent(new Event('change'));")
    page.wait_for(lambda h: h["params"][key] == 1, message="7 clamped to 1")
    assert page.js(f"return {field}.value") == "1.00"
    page.js(f"const f = {field}; f.value = ''; f.dispatchEvent(new Event('change'));")
    assert page.js(f"return {field}.value") == "1.00", "the emptied field shows the value in use"
    assert page.hook()["params"][key] == 1


EDIT = """
    const done = arguments[0];
    import('./protocol/socket.js').then((socket) => {
      const slider = [...document.querySelectorAll('#controls input[type=range]')].find((s) => +s.max > +s.min);
      const [key, min, max] = [slider.dataset.key, +slider.min, +slider.max];
      const value = window.transitionLab.params[key] === max ? min : max;
      socket.send({ type: 'param', key, value });
      done([key, value]);
    });"""


def edits_apply(page):
    """Whether a parameter edit sent from this page reaches the room (a viewer's is refused by the server)."""
    page.wait_for(lambda h: page.js("return document.querySelector('#connection').dataset.state") == "open"
                  and h["ready"], message="connected")
    key, value = page.js_async(EDIT)
    try:
        page.wait_for(lambda h: h["params"].get(key) == value, timeout=3, message="the edit applied")
        return True
    except AssertionError:
        return False


def test_the_token_leaves_the_address_bar_and_the_page_keeps_driving(browser):
    server = LabServer(host="127.0.0.2", extra=["--strict-loopback"]).start()
    try:
        assert server.driver_url, f"the server prints a driver URL: {''.join(server.lines)}"
        token = parse_qs(urlparse(server.driver_url).query)["token"][0]
        page = browser.open(f"{server.url}?room=links-token&name=Dee&token={token}")
        page.wait_ready()
        assert "token=" not in page.js("return location.href"), "the token is gone from the address bar"
        assert edits_apply(page)
        # A dropped connection reconnects as the driver.
        page.js_async("""
            const done = arguments[0];
            Promise.all([import('./events.js'), import('./protocol/socket.js')]).then(([events, socket]) => {
              events.on('session:welcome', () => done());
              socket.reconnect();
            });""")
        assert edits_apply(page), "driving after a reconnection"
        # A reload of the tab keeps driving (the token stays with the tab), with no token in the address bar.
        page.driver.refresh()
        page.wait_ready()
        assert edits_apply(page), "driving after a reload"
        assert "token=" not in page.js("return location.href")
        # A new tab without the token watches.
        viewer = browser.open(f"{server.url}?room=links-token&name=Vic")
        viewer.wait_ready()
        assert not edits_apply(viewer), "a new visitor without the token cannot drive"
    finally:
        server.stop()


GRID_A = """let layout = UICollectionViewFlowLayout()
layout.itemSize = CGSize(width: 60, height: 60)
"""
GRID_B = """let layout = UICollectionViewFlowLayout()
layout.itemSize = CGSize(width: Metrics.cellWidth, height: 90)
"""
GRID_B_VALUES = "Metrics.cellWidth = 120"

LAYOUTS = """
    const done = arguments[0];
    const text = (slot) => {
      document.querySelector(`#layout-section [data-slot=${slot}]`).click();
      const cm = document.querySelector('#layout-section .CodeMirror')?.CodeMirror;
      return cm ? cm.getValue() : document.querySelector('#layout-text').value;
    };
    done({ a: text('a'), b: text('b') });"""


def wait_until_empty(url, timeout=40):
    """Waits until a probe joining the room finds itself alone there (the last page's leave has landed: a page
    navigated away may hold its socket for some seconds)."""
    async def alone():
        ws, welcome = await join(url, name="probe")
        await ws.close()
        return welcome.get("presenceCount") == 1

    deadline = time.monotonic() + timeout
    while not run(alone()):
        assert time.monotonic() < deadline, "the room never emptied"


def test_a_reloaded_tab_alone_gets_its_room_back_and_a_new_visitor_gets_a_fresh_room(browser, lab):
    page = browser.open(f"{lab.url}?room=links-reload&name=Ann&scene=your-layout&viewport=375x667")
    page.require_scene("your-layout")
    page.wait_for(lambda h: h["ready"] and h["scene"] == "your-layout", message="your-layout")
    for slot, text, values in (("a", GRID_A, ""), ("b", GRID_B, GRID_B_VALUES)):
        page.js_async("""
            const [slot, text, values, done] = arguments;
            Promise.all([import('./events.js'), import('./protocol/messages.js')]).then(([events, messages]) => {
              events.on('server:layout', (m) => { if (m.slot === slot && m.text === text) done(); });
              events.emit('input', messages.layout(slot, 'swift', text, null, 'paste', values));
            });""", slot, text, values)
    key, value = page.js_async(EDIT)
    page.wait_for(lambda h: h["params"][key] == value, message="the edited parameter")
    before = {"scene": "your-layout", "viewport": {"width": 375, "height": 667}, "layouts": {"a": GRID_A, "b": GRID_B}}

    # The reload leaves the room empty (the server drops it) and joins a fresh one, which the tab puts back.
    page.js("history.replaceState(null, '', location.pathname + '?room=links-reload&name=Ann')")
    page.driver.refresh()
    page.wait_for(lambda h: h["ready"] and h["scene"] == "your-layout" and h["params"].get(key) == value
                  and page.viewport() == before["viewport"], message="the room's scene, viewport and setting back")
    page.wait_for(lambda h: page.js_async(LAYOUTS) == before["layouts"], message="layouts A and B back")
    # The room holds B with the values it reads (a restore without them would be refused: Metrics.cellWidth).
    async def room_layouts():
        ws, welcome = await join(f"ws://127.0.0.1:{lab.port}/ws?room=links-reload", name="probe")
        await ws.close()
        return {layout["slot"]: (layout["text"], layout.get("values")) for layout in welcome["layouts"]}
    assert run(room_layouts())["b"] == (GRID_B, GRID_B_VALUES)

    # A new visitor (another tab: no memory of it) once the room emptied gets a fresh room.
    page.driver.get(f"{lab.url}?room=links-elsewhere&name=Ann")
    wait_until_empty(f"ws://127.0.0.1:{lab.port}/ws?room=links-reload")
    fresh = browser.open(f"{lab.url}?room=links-reload&name=Bob")
    fresh.wait_ready()
    hook = fresh.hook()
    assert hook["scene"] != "your-layout" and fresh.viewport() == {"width": 390, "height": 844}
    assert "Restored" not in fresh.js("return document.querySelector('#toast').textContent")



def test_a_page_navigated_away_leaves_its_room_at_once(browser):
    """The server's ping and hangup are set past every wait here, so only the page's own close can end its
    membership: a watcher in the room is told that the page left."""
    server = LabServer(extra=("--ping-interval", "1800", "--hangup-interval", "3600")).start()
    try:
        page = browser.open(f"{server.url}?room=links-leave&name=Ann")
        page.wait_ready()

        async def watch_the_page_leave():
            ws, welcome = await join(f"ws://127.0.0.1:{server.port}/ws?room=links-leave", name="watcher")
            ann = next(member["id"] for member in welcome["presence"] if member["name"] == "Ann")
            page.driver.get("about:blank")
            while ann not in (await expect(ws, "presence", timeout=20)).get("left", []):
                pass
            await ws.close()

        run(watch_the_page_leave())
    finally:
        server.stop()
