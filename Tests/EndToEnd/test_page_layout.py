"""The "Your layout" editor in a real headless Chromium: the compositional-layout source document's own code
(read at test time from ../shared/seeds, never copied into the project) is pasted into the editor, the room draws
it (three sections, the pills row scrolling sideways under a finger), a bad edit shows its error at its line and
keeps the layout, a second page in the room sees the same sources in its editor, with a layout B pasted in the B
tab a two-finger pinch goes from A to B and back, and a server restart does not lose the pasted layouts, even over
a starting layout, nor lets a page that comes back second replace what another restored."""

import json
import time

from labclient import raw_frames, raw_send, raw_upgrade
from editor_support import edit, editor, paste, wait_editor
from page_support import REPO, LabServer, browser, lab  # noqa: F401  (fixtures)

SCENE = "your-layout"
SOURCE_DOCUMENTS = REPO.parent / "shared" / "seeds"
GRID_B = """let layout = UICollectionViewFlowLayout()
layout.itemSize = CGSize(width: 80, height: 80)
layout.minimumInteritemSpacing = 4
layout.minimumLineSpacing = 4
layout.sectionInset = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
"""


def swift_blocks(text):
    """The ```swift fenced blocks of a markdown document, as they stand."""
    blocks, current = [], None
    for line in text.split("\n"):
        if current is None and line.startswith("```swift"):
            current = []
        elif current is not None and line.startswith("```"):
            blocks.append("\n".join(current))
            current = None
        elif current is not None:
            current.append(line)
    return blocks


def cat_food_source():
    """The document's layout code: the section-provider closure (with its `viewDidLoad`), the three
    `setup…Section()` functions and the header `lazy var`, pasted together (the Swift SourceDocumentTests do the same)."""
    documents = sorted(SOURCE_DOCUMENTS.glob("003_*.txt")) if SOURCE_DOCUMENTS.is_dir() else []
    assert documents, f"{SOURCE_DOCUMENTS} holds no compositional-layout source document (shared/ sits beside the clone)"
    blocks = [b for b in swift_blocks(documents[0].read_text()) if "func setup" in b or "lazy var" in b]
    assert len(blocks) == 5
    return "\n\n".join(blocks)


def swipe(page, start, end, steps=16):
    """A one-finger touch swipe between scene points, 16 ms apart on the events' own clock: the page stamps each
    sample with its event time, so a loaded test machine delivering them late does not make the finger slow."""
    origin = page.scene_to_client(0, 0)
    unit = page.scene_to_client(1, 1)
    scale = unit["x"] - origin["x"]
    began = time.time()
    for step in range(steps + 2):
        t = min(step, steps) / steps
        x, y = start[0] + (end[0] - start[0]) * t, start[1] + (end[1] - start[1]) * t
        kind = "touchStart" if step == 0 else "touchEnd" if step == steps + 1 else "touchMove"
        points = [] if kind == "touchEnd" else [{"x": origin["x"] + x * scale, "y": origin["y"] + y * scale, "id": 0,
                                                 "radiusX": 5, "radiusY": 5, "force": 1}]
        page.cdp("Input.dispatchTouchEvent", {"type": kind, "touchPoints": points, "timestamp": began + step * 0.016})


def connection_state(page):
    return page.js("return document.querySelector('#connection').dataset.state")


def restart_under(page, server):
    """Stops the server, waits until `page` has noticed, and starts it again on the same port."""
    server.stop()
    page.wait_for(lambda h: connection_state(page) != "open", message="the page to notice")
    server.start()


def sections(page):
    return len(page.hook()["state"].get("orthogonalOffsets", []))


def test_pasting_the_cat_food_code_draws_it_for_the_whole_room(browser, lab):
    source = cat_food_source()
    page = browser.open(f"{lab.url}?room=layout-page&name=Ann&scene={SCENE}")
    page.require_scene(SCENE)
    page.wait_for(lambda h: h["ready"] and h["scene"] == SCENE, message=SCENE)
    # A room without a layout starts with the page's example: a paging row above a grid (two sections).
    first = wait_editor(page, lambda e: not e["hidden"] and e["text"].startswith("// Layout A") and not e["error"]
                        and "Showing layout A" in e["status"], "the example layout")
    assert first["counts"] == "6, 30"
    page.wait_for(lambda h: len(h["state"].get("orthogonalOffsets", [])) == 2, message="the example's two sections")
    page.js("document.querySelector('#layout-counts').value = '6, 30'")

    # New code starts from its own sections: the provider answers three, whatever the example's counts were.
    paste(page, source)
    pasted = wait_editor(page, lambda e: e["text"] == source and "Showing layout A" in e["status"], "the paste applied")
    assert not pasted["error"] and pasted["counts"] == ""
    assert any("viewDidLoad" in note for note in pasted["notes"]), pasted["notes"]
    page.wait_for(lambda h: len(h["state"].get("orthogonalOffsets", [])) == 3, message="the cat-food's three sections")
    page.screenshot("page-your-layout-cat-food.png")

    # The pills row (section 0: cells 120 × 44 from y 60 in the content, which rests below the status bar at
    # contentOffset −top) scrolls sideways under a finger; the list does not.
    rest = page.hook()["state"]["contentOffset"]
    assert rest < 0, "the list rests below the status bar (adjustedContentInset)"
    swipe(page, (330, 82 - rest), (60, 84 - rest))
    moved = page.wait_for(lambda h: h["state"]["orthogonalOffsets"][0] > 50 and not h["state"]["animating"],
                          timeout=10, message="the pills row scrolled")
    assert abs(moved["state"]["contentOffset"] - rest) < 1

    # A second page in the room shows the same source in its editor.
    other = browser.open(f"{lab.url}?room=layout-page&name=Bo")
    seen = wait_editor(other, lambda e: e["text"] == source, "the room's source in the second editor")
    assert seen["counts"] == "" and not seen["hidden"]

    # A bad edit: its error shows at its line, the room keeps the cat-food layout.
    page.focus()
    at = source.index(".fractionalWidth(")
    broken = source[:at] + ".fractionalWidthOf(" + source[at + len(".fractionalWidth("):]
    paste(page, broken)
    failed = wait_editor(page, lambda e: e["error"], "the error")
    line = source[:at].count("\n") + 1
    assert failed["status"].startswith(f"Line {line}, column "), failed["status"]
    assert failed["marked"] == [str(line)]
    assert sections(page) == 3
    assert editor(other)["text"] == source, "a bad paste never reaches the room"
    assert not [p for p in page.console_problems() if "layout" in p["message"].lower()]

    # Layout B in the B tab; then a pinch out goes A → B, a pinch in B → A (doubling the span completes it).
    page.js("document.querySelector('[role=tab][data-slot=b]').click()")
    assert editor(page)["text"] == "" and "pinch" in editor(page)["status"]
    page.js("document.querySelector('#layout-counts').value = '8, 10, 6'")
    paste(page, GRID_B)
    wait_editor(page, lambda e: e["text"] == GRID_B and "Showing layout B" in e["status"], "layout B applied")
    assert page.hook()["state"]["slot"] == "a"
    page.pinch((195, 460), 60, 260, steps=14)
    page.wait_for(lambda h: h["state"]["slot"] == "b" and h["state"]["transitionProgress"] is None, timeout=10,
                  message="the pinch out to B")
    page.screenshot("page-your-layout-pinched-to-b.png")
    page.pinch((195, 460), 260, 40, steps=14)
    page.wait_for(lambda h: h["state"]["slot"] == "a" and h["state"]["transitionProgress"] is None, timeout=10,
                  message="the pinch in back to A")


def test_a_server_restart_does_not_lose_the_pasted_layouts(browser):
    """The restarted server's room has no layouts; the reconnected page sends back the ones it held (A and B,
    with their item counts), not the example a fresh room starts with, and the room draws them again. An edit of A
    not yet applied stays in the editor, unsent."""
    server = LabServer().start()
    try:
        page = browser.open(f"{server.url}?room=layout-restart&name=Ann&scene={SCENE}")
        page.require_scene(SCENE)
        page.wait_for(lambda h: h["ready"] and h["scene"] == SCENE, message=SCENE)
        wait_editor(page, lambda e: e["text"].startswith("// Layout A") and "Showing layout A" in e["status"],
                    "the example layout")
        ours = editor(page)["text"].replace(
            "// Layout A: an example.", "// Layout A: ours, with three sections.")
        paste(page, ours)
        wait_editor(page, lambda e: e["text"] == ours and "Showing layout A" in e["status"], "our code")
        # Counts typed after the paste apply to it (a paste itself starts from the code's own).
        page.js("""const field = document.querySelector('#layout-counts');
            field.value = '4, 12, 9';
            field.dispatchEvent(new Event('change'));""")
        wait_editor(page, lambda e: e["counts"] == "4, 12, 9", "the counts applied")
        wait_editor(page, lambda e: e["text"] == ours and "Showing layout A" in e["status"], "our layout A")
        page.wait_for(lambda h: sections(page) == 3, message="three sections")
        page.js("document.querySelector('[role=tab][data-slot=b]').click()")
        paste(page, GRID_B)
        wait_editor(page, lambda e: e["text"] == GRID_B and "Showing layout B" in e["status"], "our layout B")
        page.js("document.querySelector('[role=tab][data-slot=a]').click()")
        draft = ours + "// not applied yet\n"
        edit(page, draft)
        wait_editor(page, lambda e: e["text"] == draft and "Edited" in e["status"], "an unapplied edit of A")
        page.js("document.querySelector('[role=tab][data-slot=b]').click()")

        # Counts the `layout` messages of the restarted room, so nothing below is read from before the restart.
        page.js_async("""const done = arguments[arguments.length - 1];
            import('./events.js').then(({ on }) => {
              window.layoutsAfterRestart = 0;
              on('server:layout', () => { window.layoutsAfterRestart += 1; });
              done();
            });""")
        restart_under(page, server)
        page.wait_for(lambda h: connection_state(page) == "open", timeout=15, message="the reconnection")
        page.wait_for(lambda h: page.js("return window.layoutsAfterRestart") >= 2, timeout=20,
                      message="the restarted room to read both layouts")
        page.wait_for(lambda h: h["scene"] == SCENE and sections(page) == 3, timeout=20,
                      message="the restarted room to draw our layout A again")
        restored = wait_editor(page, lambda e: e["text"] == GRID_B and "Showing layout B" in e["status"],
                               "layout B back in the restarted room")
        assert not restored["error"]
        page.js("document.querySelector('[role=tab][data-slot=a]').click()")
        restored = wait_editor(page, lambda e: "Edited" in e["status"], "the unapplied edit of A, kept")
        assert restored["text"] == draft and restored["counts"] == "4, 12, 9"

        other = browser.open(f"{server.url}?room=layout-restart&name=Bo")
        seen = wait_editor(other, lambda e: e["text"] == ours, "the restored source in a newcomer's editor")
        assert seen["counts"] == "4, 12, 9"
    finally:
        server.stop()


def test_a_restart_restores_a_pasted_layout_over_the_servers_starting_layout(browser):
    """With `serve --layout` every new room opens on the server's layout A, so after a restart the room is not
    empty; the page's pasted A differs from it and goes back as a restore, which replaces a starting layout (it is
    nobody's). A page that joins afterwards sees the restored source."""
    starting_path = REPO / "docs" / "examples" / "photo-grid.json"
    starting = starting_path.read_text()
    server = LabServer(extra=["--scene", SCENE, "--layout", str(starting_path)]).start()
    try:
        page = browser.open(f"{server.url}?room=layout-start&name=Ann")
        page.require_scene(SCENE)
        wait_editor(page, lambda e: e["text"] == starting and "Showing layout A" in e["status"],
                    "the server's starting layout")
        paste(page, GRID_B)
        wait_editor(page, lambda e: e["text"] == GRID_B and "Showing layout A" in e["status"], "our layout A")
        restart_under(page, server)
        page.wait_for(lambda h: "restored" in page.js("return document.querySelector('#toast').textContent"),
                      timeout=20, message="the restore's toast")
        restored = wait_editor(page, lambda e: e["text"] == GRID_B and "Showing layout A" in e["status"],
                               "our layout A back in the restarted room")
        assert not restored["error"]
        other = browser.open(f"{server.url}?room=layout-start&name=Bo")
        wait_editor(other, lambda e: e["text"] == GRID_B, "the restored source in a newcomer's editor")
    finally:
        server.stop()


def test_a_restore_the_room_refuses_stays_in_the_editor_and_changes_nothing(browser):
    """After a restart another page came back first (here a raw WebSocket client) and restored a different layout A.
    This page's restore is refused, since a member has set the slot: it shows the room's layout, says so, and
    keeps its own copy in the editor as an edit to apply. The room keeps the other layout. (The page is frozen
    through the restart so that it comes back second.)"""
    other_text = GRID_B.replace("width: 80, height: 80", "width: 60, height: 60")
    server = LabServer(extra=["--scene", SCENE]).start()
    raw = None
    try:
        page = browser.open(f"{server.url}?room=layout-refused&name=Ann")
        page.require_scene(SCENE)
        wait_editor(page, lambda e: "Showing layout A" in e["status"], "the example layout")
        paste(page, GRID_B)
        wait_editor(page, lambda e: e["text"] == GRID_B and "Showing layout A" in e["status"], "our layout A")
        page.cdp("Page.setWebLifecycleState", {"state": "frozen"})
        server.stop()
        server.start()
        raw, status, _ = raw_upgrade("127.0.0.1", server.port, path="/ws?room=layout-refused&name=Bo")
        assert status == 101
        raw_send(raw, json.dumps({"type": "layout", "slot": "a", "format": "swift", "text": other_text,
                                  "origin": "restore"}))
        texts = (json.loads(payload) for opcode, payload in raw_frames(raw, 10) if opcode == 0x1)
        assert any(m["type"] == "layout" and m["text"] == other_text for m in texts), "the other restore was read"

        page.cdp("Page.setWebLifecycleState", {"state": "active"})
        page.wait_for(lambda h: "differs" in page.js("return document.querySelector('#toast').textContent"),
                      timeout=20, message="the refusal's toast")
        kept = wait_editor(page, lambda e: e["text"] == GRID_B and "Edited" in e["status"], "our copy, kept as an edit")
        assert not kept["error"]
        newcomer = browser.open(f"{server.url}?room=layout-refused&name=Cy")
        wait_editor(newcomer, lambda e: e["text"] == other_text, "the room's layout, unchanged by the refused restore")
    finally:
        if raw is not None:
            raw.close()
        server.stop()
