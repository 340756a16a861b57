"""The panel and the team features in a real headless Chromium: live parameters shared by a room (with the spring
graph redrawn; how fast: Benchmarks/scripts/bench_page_parameter.py), viewers without the token cannot drive, reconnection after a server
restart, presence and display names, code export, share links, recordings, labelled controls."""

import json
import subprocess
from urllib.parse import parse_qs, urlparse

from page_support import BINARY, LabServer, browser, lab  # noqa: F401  (fixtures)

SPRING_SCENE = "spring-lab"


def spring_parameter(page):
    """A parameter of the spring the graph shows: the active group's damping, else its first parameter."""
    keys = page.js("""
        const group = document.querySelector('.group.active') || document.querySelector('.group');
        return [...group.querySelectorAll('.param input[type=range]')].map((s) => s.dataset.key);""")
    assert keys, "the scene has parameters"
    return next((k for k in keys if "damping" in k.lower()), keys[0])


def graph_signature(page):
    return page.js("return document.querySelector('#spring-graph').toDataURL().length + ':' +"
                   "document.querySelector('#spring-graph').toDataURL().slice(-200)")


def set_slider(page, key, fraction=None):
    """Moves `key`'s slider to `fraction` of its range (default: far from where it is) like a user would;
    returns (value, Date.now() just before the input event)."""
    return page.js("""
        const slider = document.querySelector(`.param input[type=range][data-key="${arguments[0]}"]`);
        const min = Number(slider.min), max = Number(slider.max);
        const now = (Number(slider.value) - min) / (max - min);
        const fraction = arguments[1] ?? (now < 0.5 ? 0.9 : 0.1);
        slider.value = String(min + (max - min) * fraction);
        const sentAt = Date.now();
        slider.dispatchEvent(new Event('input', {bubbles: true}));
        return [Number(slider.value), sentAt];""", key, fraction)


def ann_and_bob(browser, lab, room):
    """Two pages in `room` on the spring scene: Ann (who picks the scene) and Bob."""
    a = browser.open(f"{lab.url}?room={room}&name=Ann&scene={SPRING_SCENE}")
    a.require_scene(SPRING_SCENE)
    a.wait_for(lambda h: h["ready"] and h["scene"] == SPRING_SCENE, message="Ann on the spring scene")
    b = browser.open(f"{lab.url}?room={room}&name=Bob")
    b.wait_for(lambda h: h["ready"] and h["scene"] == SPRING_SCENE, message="Bob in the room")
    return a, b


def test_parameter_change_reaches_the_room(browser, lab):
    a, b = ann_and_bob(browser, lab, "panel-sync")
    key = spring_parameter(a)
    b.wait_for(lambda h: key in h["params"], message="B has the parameter")
    assert b.wait_graph_settled()["painted"] > 200, "B's spring graph is drawn before the change"
    before_graph = graph_signature(b)
    start = b.hook()["params"][key]
    # B's session takes the new value through the page's own `session:state` event.
    b.js_async("""
        const [key, start, done] = arguments;
        window.__seen = false;
        import('./events.js').then(({ on, off }) => {
          const seen = (session) => {
            if (session.params[key] !== start) { window.__seen = true; off('session:state', seen); }
          };
          on('session:state', seen);
          done();
        });""", key, start)

    value, _ = set_slider(a, key)
    b.wait_for(lambda h: h["params"][key] != start, message="B to see the change")
    assert b.js("return window.__seen"), "B's state event carried the change"
    assert abs(b.hook()["params"][key] - value) < 1e-6
    b.wait_for(lambda h: graph_signature(b) != before_graph, message="B's spring graph to change")
    assert b.graph_painted()["painted"] > 200, "B's spring graph is drawn after the change"
    assert b.js(f"return document.querySelector('#param-{key}').value") == a.js(f"return document.querySelector('#param-{key}').value")
    assert a.console_problems() == [] and b.console_problems() == []


def test_viewer_without_token_cannot_drive_beyond_loopback(browser):
    server = LabServer(host="127.0.0.2", extra=["--strict-loopback"]).start()
    try:
        viewer = browser.open(f"{server.url}?room=panel-viewer&name=Vic")
        viewer.wait_ready()
        viewer.wait_for(lambda h: viewer.js("return !document.querySelector('#viewer-badge').hidden"),
                        message="the viewer badge")
        assert viewer.js("return [...document.querySelectorAll('.param input')].every((i) => i.disabled)")
        params = viewer.hook()["params"]
        key = next(iter(params))
        # Even a hand-made message is refused by the server, not only hidden by the page.
        value = params[key] + 1e-3 if params[key] < 1e9 else params[key] - 1
        reply = viewer.send_and_await({"type": "param", "key": key, "value": value}, "error")
        assert reply["code"] == "not-driver", reply
        assert viewer.hook()["params"][key] == params[key]

        assert server.driver_url, f"the server prints a driver URL: {''.join(server.lines)}"
        token = parse_qs(urlparse(server.driver_url).query)["token"][0]
        driver = browser.open(f"{server.url}?room=panel-viewer&name=Dee&token={token}")
        driver.wait_ready()
        assert driver.js("return document.querySelector('#viewer-badge').hidden")
        value, _ = set_slider(driver, key, 0.5)
        viewer.wait_for(lambda h: abs(h["params"][key] - value) < 1e-6, message="the driver's change on the viewer")
    finally:
        server.stop()


DRIVES_ENABLED = "return [...document.querySelectorAll('[data-drives]')].map((e) => !e.disabled)"


def test_page_reconnects_and_resynchronises_after_a_server_restart(browser):
    """Offline, the controls that drive are disabled (edits would be lost); after the restart the page
    draws again, enables them, and puts the fresh room back to the scene, viewport and parameters it had."""
    server = LabServer().start()
    try:
        page = browser.open(f"{server.url}?room=panel-reconnect&name=Ann&scene={SPRING_SCENE}")
        page.require_scene(SPRING_SCENE)
        page.wait_for(lambda h: h["ready"] and h["scene"] == SPRING_SCENE, message="the spring scene")
        key = spring_parameter(page)
        value, _ = set_slider(page, key, 0.3)
        page.wait_for(lambda h: abs(h["params"][key] - value) < 1e-6, message="the change to apply")
        page.js("const p = document.querySelector('#viewport-picker'); p.value = '375x667';"
                "p.dispatchEvent(new Event('change'));")
        page.wait_for(lambda h: page.viewport() == {"width": 375, "height": 667}, message="the 375 × 667 viewport")
        enabled = page.js(DRIVES_ENABLED)
        assert len(enabled) > 5 and all(enabled), "a driver's controls are enabled while connected"

        server.stop()
        page.wait_for(lambda h: page.js("return document.querySelector('#connection').dataset.state") != "open",
                      message="the page to notice")
        assert not any(page.js(DRIVES_ENABLED)), "nothing that drives the room is enabled while offline"
        drawn = page.hook()["stats"]["framesDrawn"]
        page.js("document.querySelector('#controls').replaceChildren()")
        server.start()
        page.wait_for(lambda h: page.js("return document.querySelector('#connection').dataset.state") == "open",
                      timeout=15, message="the reconnection")
        page.wait_for(lambda h: h["stats"]["framesDrawn"] > drawn, message="a frame after reconnecting")
        assert page.js("return document.querySelectorAll('#controls .param').length") > 0, "schema rebuilt"
        page.wait_for(lambda h: h["scene"] == SPRING_SCENE and abs(h["params"].get(key, 1e9) - value) < 1e-6
                      and page.viewport() == {"width": 375, "height": 667},
                      message="the restarted room to get the page's scene, parameter and viewport back")
        page.wait_for(lambda h: all(page.js(DRIVES_ENABLED)), message="the controls to be enabled again")
        assert page.distinct_colors() > 8
        assert page.wait_graph_settled()["painted"] > 200, "the spring graph is drawn again"
    finally:
        server.stop()


def test_a_big_room_lists_the_first_members_and_says_how_many_more(browser, lab):
    """The server lists at most 64 members by name (docs/protocol.md); the panel shows them and "and N more"."""
    first = browser.open(f"{lab.url}?room=panel-crowd&name=First")
    first.wait_ready()
    # 70 more members: real WebSockets opened by the page itself (same origin, the page's subprotocol).
    first.js("window.crowd = [...Array(70).keys()].map((i) => new WebSocket("
             "`${location.origin.replace('http', 'ws')}/ws?room=panel-crowd&role=viewer&name=c${i}`,"
             " 'transition-lab.v2'));")
    items = "return [...document.querySelectorAll('#presence li')].map((li) => li.textContent)"
    first.wait_for(lambda h: first.js(items)[-1:] == ["and 7 more"], timeout=10,
                   message="64 listed and 'and 7 more' for 71 members")
    shown = first.js(items)
    assert len(shown) == 65 and "First (you)" in shown[0], shown[:2]
    late = browser.open(f"{lab.url}?room=panel-crowd&name=Late")
    late.wait_ready()
    late.wait_for(lambda h: late.js(items)[-1:] == ["and 7 more"] and any("Late (you)" in n for n in late.js(items)),
                  timeout=10, message="a member past the list sees itself, then the others counted")
    assert len(late.js(items)) == 66, "64 listed, the late member's own entry, and the count"
    first.wait_for(lambda h: first.js(items)[-1:] == ["and 8 more"], timeout=10, message="the count follows a join")
    first.js("window.crowd.forEach((ws) => ws.close())")
    first.wait_for(lambda h: not any("more" in n for n in first.js(items)), timeout=10,
                   message="the count follows the leaves")


def test_presence_lists_everyone_with_colours_and_the_name_is_remembered(browser, lab):
    b = browser.open(f"{lab.url}?room=panel-team")
    b.wait_ready()
    assert b.js("return document.querySelector('dialog[open]')") is None, "no dialog blocks the device"
    default = b.js("return document.querySelector('#display-name').value")
    assert default.startswith("Guest "), f"a default name to start with: {default}"
    assert b.js("return localStorage.getItem('transitionLab.name')") == default, "the default is kept"
    # The name is edited from the presence list: "Rename" on your own entry focuses the name field.
    b.wait_for(lambda h: b.js("return document.querySelector('#presence .rename') !== null"), message="your entry")
    b.js("document.querySelector('#presence .rename').click()")
    assert b.js("return document.activeElement.id") == "display-name"
    b.js("document.querySelector('#display-name').value = 'Bob';"
         "document.querySelector('#name-form').requestSubmit();")
    b.wait_ready()
    assert b.js("return localStorage.getItem('transitionLab.name')") == "Bob"
    a = browser.open(f"{lab.url}?room=panel-team&name=Ann")
    a.wait_ready()
    names = "return [...document.querySelectorAll('#presence li')].map((li) => li.textContent)"
    for page in (a, b):
        page.wait_for(lambda h: any("Bob" in n for n in page.js(names)) and any("Ann" in n for n in page.js(names)),
                      message="Ann and Bob in the presence list")
    colours = a.js("return [...document.querySelectorAll('#presence .swatch')].map((s) => getComputedStyle(s).backgroundColor)")
    assert len(set(colours)) == len(colours) >= 2, f"each person has a colour: {colours}"

    again = browser.open(f"{lab.url}?room=panel-team")
    again.wait_ready()
    assert again.js("return document.querySelector('#display-name').value") == "Bob"
    again.wait_for(lambda h: any("Bob (you)" in n for n in again.js(names)), message="Bob (you) in the list")


def test_code_export_share_link_and_labelled_controls(browser, lab):
    page = browser.open(f"{lab.url}?room=panel-share&name=Ann&scene={SPRING_SCENE}")
    page.require_scene(SPRING_SCENE)
    page.wait_for(lambda h: h["ready"] and h["scene"] == SPRING_SCENE, message="the spring scene")
    page.wait_for(lambda h: page.js("return document.querySelector('#snippet').textContent.length") > 20,
                  message="code snippets")
    page.js("document.querySelector('[data-copy=swiftui]').click()")
    assert "spring" in page.js("return document.querySelector('#snippet').textContent").lower()

    key = spring_parameter(page)
    value, _ = set_slider(page, key, 0.3)
    page.wait_for(lambda h: abs(h["params"][key] - value) < 1e-6, message="the change to apply")
    # Before Share saves a lab, the field shows the room link, kept current as the room changes.
    field = "return document.querySelector('#share-link').value"
    page.wait_for(lambda h: f"p.{key}=" in page.js(field), message="the room link with the change")
    link = page.js(field)
    query = parse_qs(urlparse(link).query)
    assert query["room"] == ["panel-share"] and query["scene"] == [SPRING_SCENE]
    assert abs(float(query[f"p.{key}"][0]) - value) < 1e-4 and "token" not in query

    copy = browser.open(link.replace("room=panel-share", "room=panel-share-copy") + "&name=Cy")
    copy.wait_for(lambda h: h["scene"] == SPRING_SCENE and abs(h["params"].get(key, 1e9) - value) < 1e-4,
                  message="the share link to reproduce the setup")
    page.focus()
    page.js("document.querySelector('#share').click()")
    saved = page.wait_for(lambda h: h["shareLink"], message="Share's lab link")["shareLink"]
    assert parse_qs(urlparse(saved).query).keys() == {"lab"}
    assert page.js(field) == saved

    unlabelled = page.js("""
        return [...document.querySelectorAll('input, select, button')]
          .filter((e) => e.offsetParent !== null || e.closest('.panel'))
          .filter((e) => !(e.labels && e.labels.length) && !e.getAttribute('aria-label') && !e.textContent.trim())
          .map((e) => e.outerHTML.slice(0, 80));""")
    assert unlabelled == []
    slider = f"#param-{key}"
    before = page.hook()["params"][key]
    page.js(f"document.querySelector('{slider}').focus()")
    page.cdp("Input.dispatchKeyEvent", {"type": "rawKeyDown", "key": "ArrowRight", "code": "ArrowRight",
                                        "windowsVirtualKeyCode": 39})
    page.cdp("Input.dispatchKeyEvent", {"type": "keyUp", "key": "ArrowRight", "code": "ArrowRight",
                                        "windowsVirtualKeyCode": 39})
    page.wait_for(lambda h: h["params"][key] != before, message="the keyboard to move the slider")
    assert page.console_problems() == []


def test_switches_and_pickers_edit_choices_by_name(browser, lab):
    page = browser.open(f"{lab.url}?room=panel-choices&name=Ann&scene={SPRING_SCENE}")
    page.require_scene(SPRING_SCENE)
    page.wait_for(lambda h: h["ready"] and h["scene"] == SPRING_SCENE, message="the spring scene")
    picker = "#param-api"
    assert page.js(f"return document.querySelector('{picker}').tagName") == "SELECT"
    options = page.js(f"return [...document.querySelector('{picker}').options].map((o) => o.textContent)")
    bounce = next(i for i, title in enumerate(options) if "bounce" in title)
    page.js(f"""const picker = document.querySelector('{picker}');
                picker.value = '{bounce}'; picker.dispatchEvent(new Event('change', {{bubbles: true}}));""")
    page.wait_for(lambda h: h["params"]["api"] == bounce, message="the picked API to apply")
    page.wait_for(lambda h: "bounce" in page.js("return document.querySelector('.group.active legend').textContent"),
                  message="the graph to show the picked API's group")

    page.js("document.querySelector('#scene-picker').value = 'photo-grid';"
            "document.querySelector('#scene-picker').dispatchEvent(new Event('change', {bubbles: true}))")
    page.wait_for(lambda h: h["scene"] == "photo-grid" and "keepsFocalItem" in h["params"], message="photo-grid")
    switch = "#param-keepsFocalItem"
    assert page.js(f"return document.querySelector('{switch}').type") == "checkbox"
    assert page.js(f"return document.querySelector('{switch}').checked") is False
    page.js(f"document.querySelector('{switch}').click()")
    page.wait_for(lambda h: h["params"]["keepsFocalItem"] == 1, message="the switch to turn the option on")
    assert page.console_problems() == []


def test_recording_downloads_json_lines_that_replay_what_the_room_saw(browser, lab, tmp_path):
    page = browser.open(f"{lab.url}?room=panel-record&name=Ann")
    page.wait_ready()
    page.wait_for(lambda h: h["scene"] == "photo-grid", message="photo-grid")
    value, _ = set_slider(page, "decelerationRate", 0.2)
    page.wait_for(lambda h: abs(h["params"]["decelerationRate"] - value) < 1e-6, message="the rate to apply")
    page.js("document.querySelector('#record').click()")
    page.wait_for(lambda h: page.js("return !document.querySelector('#recording-badge').hidden"),
                  message="recording")
    page.drag((195, 600), (195, 200), steps=8, hold=0.008)
    room_state = page.wait_at_rest(timeout=12)["state"]
    assert room_state["contentOffset"] > 100, room_state
    page.js("document.querySelector('#record').click()")
    page.wait_for(lambda h: page.js("return !document.querySelector('#download').disabled"), message="a recording")
    text = page.js_async("""
        const done = arguments[0];
        const create = URL.createObjectURL;
        URL.createObjectURL = (blob) => { blob.text().then(done); return create(blob); };
        HTMLAnchorElement.prototype.click = () => {};
        document.querySelector('#download').click();""")
    lines = [json.loads(line) for line in text.splitlines()]
    assert lines[0] == {"t": 0, "type": "scene", "name": "photo-grid"}
    assert lines[1]["type"] == "viewport" and (lines[1]["width"], lines[1]["height"]) == (390, 844)
    assert {"type": "param", "key": "decelerationRate", "value": value, "t": 0} in lines
    assert {"down", "move", "up"} <= {line.get("phase") for line in lines if line["type"] == "pointer"}
    assert [line["t"] for line in lines] == sorted(line["t"] for line in lines)

    # The downloaded file, replayed headlessly, comes to rest where the room did.
    log = tmp_path / "recording.jsonl"
    log.write_text(text)
    frames = subprocess.run([str(BINARY), "replay", "--input", str(log)], capture_output=True, text=True, check=True)
    replayed = json.loads(frames.stdout.splitlines()[-1])["state"]
    assert abs(replayed["contentOffset"] - room_state["contentOffset"]) < 0.5, (replayed, room_state)

    received = page.hook()["stats"]["framesReceived"]
    page.js("document.querySelector('#replay').click()")
    page.wait_for(lambda h: page.js("return !document.querySelector('#replaying-badge').hidden"), message="replaying")
    page.wait_for(lambda h: h["stats"]["framesReceived"] > received + 10, message="the replay's frames")
    # A pause in the recording is a still scene mid-replay: settle only after the replay's last line.
    page.wait_for(lambda h: page.js("return document.querySelector('#replaying-badge').hidden"),
                  message="the replay to end")
    assert abs(page.wait_at_rest(timeout=12)["state"]["contentOffset"] - room_state["contentOffset"]) < 0.5
    assert page.console_problems() == []


def test_other_participants_fingers_are_drawn(browser, lab):
    a, b = ann_and_bob(browser, lab, "panel-fingers")
    spot = (100, 620)
    before = b.pixel_at(spot)
    a.touch("touchStart", [tuple(a.scene_to_client(*spot).values())])
    try:
        b.wait_for(lambda h: b.pixel_at(spot) != before, timeout=3, message="Ann's finger on Bob's screen")
        ann = b.js("return [...document.querySelectorAll('#presence li')].find((li) => li.textContent.includes('Ann'))"
                   ".querySelector('.swatch').style.background")
        assert ann, "Ann has a colour in the presence list"
    finally:
        a.touch("touchEnd", [])
    b.wait_for(lambda h: b.pixel_at(spot) == before, timeout=3, message="the finger to lift")
