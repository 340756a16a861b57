"""Saved labs in a real headless Chromium: a designer pastes a layout, tunes the completion spring and presses Share;
every page closes; the link, opened in another Chromium (no storage of the first) against another process
sharing the store, shows the same layout, values and parameters. A second page in a room watches until it takes
over, and a link's saved lab in a busy room is proposed to the driver rather than forced on the room."""

from conftest import REPO
from page_support import Browser, LabServer, browser  # noqa: F401  (fixture)
from editor_support import paste, wait_editor

SPEC = (REPO / "docs" / "examples" / "photo-grid.json").read_text()


def set_param(page, key, value):
    """Edits a parameter as the panel does (its number field's change)."""
    page.js(f"""const field = document.querySelector('#param-{key}').parentElement.querySelector('input[type=number]');
        field.value = '{value}';
        field.dispatchEvent(new Event('change'));""")
    page.wait_for(lambda h: abs(h["params"][key] - value) < 1e-9, message=f"{key} = {value} in the room")


def spring_key(page):
    """A spring parameter of the scene shown, other than the first control."""
    return page.js("""return [...document.querySelectorAll('[id^=param-]')].map((e) => e.id.slice(6))
        .find((key) => /response|damping/i.test(key));""")


def test_a_shared_lab_opens_in_a_fresh_browser_on_another_process(browser, tmp_path):
    store = str(tmp_path / "labs.sqlite3")
    first = LabServer(extra=["--store", store]).start()
    second = LabServer(extra=["--store", store]).start()
    try:
        page = browser.open(f"{first.url}?room=design&name=Ann&scene=your-layout")
        page.require_scene("your-layout")
        wait_editor(page, lambda e: e["kind"] in ("codemirror", "plain") and e["text"], "the editor's example")
        paste(page, SPEC)
        wait_editor(page, lambda e: e["text"] == SPEC and "Showing layout A" in e["status"], "the paste applied")
        page.wait_for(lambda h: (h["layouts"]["a"] or {}).get("text") == SPEC, message="the room's layout A")
        key = spring_key(page)
        assert key, "the scene has a completion spring"
        set_param(page, key, 0.45)
        tuned = page.hook()["params"]

        page.js("document.querySelector('#share').click()")
        link = page.wait_for(lambda h: h["shareLink"], message="the saved lab's link")["shareLink"]
        assert link.startswith(f"{first.url}?lab=") and len(link.split("lab=")[1]) == 26, link
        assert page.js("return document.querySelector('#share-link').value") == link
        browser.close_all()

        # Another Chromium, with a profile of its own: nothing of the first pages' storage.
        fresh = Browser()
        try:
            opened = fresh.open(link.replace(first.url, second.url))
            check_lab(opened, key, tuned, link)
        finally:
            fresh.quit()
    finally:
        first.stop()
        second.stop()


def check_lab(opened, key, tuned, link):
    """The page shows the saved lab: its scene, layout A, tuned spring and link."""
    opened.wait_for(lambda h: h["ready"] and h["scene"] == "your-layout"
                    and (h["layouts"]["a"] or {}).get("text") == SPEC
                    and abs(h["params"][key] - 0.45) < 1e-9, timeout=20,
                    message="the lab: scene, layout A and the tuned spring")
    shown = opened.hook()
    assert shown["params"] == tuned
    assert shown["layouts"]["a"]["kind"] == "json"
    assert shown["shareLink"].endswith(link.split("?")[1]), "the page links to the lab it shows"
    wait_editor(opened, lambda e: e["text"] == SPEC, "the editor shows the lab's layout")


def test_a_second_page_watches_until_it_takes_over(browser, tmp_path):
    server = LabServer(extra=["--store", str(tmp_path / "labs.sqlite3")]).start()
    try:
        ann = browser.open(f"{server.url}?room=takeover&name=Ann&scene=spring-lab")
        ann.require_scene("spring-lab")
        key = spring_key(ann)
        set_param(ann, key, 0.5)
        bob = browser.open(f"{server.url}?room=takeover&name=Bob")
        bob.wait_ready()
        bob.wait_for(lambda h: bob.js("return !document.querySelector('#take-over').hidden"),
                     message="Bob's Take over button")
        assert bob.js("return document.querySelector('#scene-picker').disabled")
        bob.js("document.querySelector('#take-over').click()")
        bob.wait_for(lambda h: bob.js("return document.querySelector('#take-over').hidden"
                                      " && !document.querySelector('#scene-picker').disabled"),
                     message="Bob drives")
        set_param(bob, key, 0.7)
        ann.wait_for(lambda h: ann.js("return !document.querySelector('#take-over').hidden"),
                     message="Ann watches now")
    finally:
        server.stop()
