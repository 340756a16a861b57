"""A refused paste in a real headless browser: the editor shows the reason at its line, the device says on the
phone that it still shows the previous layout, and the note goes once a layout is applied."""

from page_support import browser, lab  # noqa: F401  (fixtures)
from editor_support import paste, wait_editor

SCENE = "your-layout"

GRID = """func makeLayout() -> UICollectionViewLayout {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 120, height: 80)
    return layout
}
"""

# A flow layout made self-sizing: its cells' sizes come from Auto Layout, which no layout code holds.
SELF_SIZING = """func makeLayout() -> UICollectionViewLayout {
    let layout = UICollectionViewFlowLayout()
    layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
    return layout
}
"""


def refused_note(page):
    return page.js("""
        const note = document.querySelector('#refused-layout');
        return {hidden: note.hidden, text: note.textContent};""")


def test_a_refused_paste_says_on_the_device_that_the_previous_layout_stays(browser, lab):
    page = browser.open(f"{lab.url}?room=layout-refused-note&name=Ann&scene={SCENE}")
    page.require_scene(SCENE)
    page.wait_for(lambda h: h["ready"] and h["scene"] == SCENE, message=SCENE)
    wait_editor(page, lambda e: not e["hidden"] and "Showing layout A" in e["status"], "the example layout")
    paste(page, GRID)
    wait_editor(page, lambda e: e["text"] == GRID and "Showing layout A" in e["status"], "the grid applied")
    assert refused_note(page)["hidden"], "no note while the paste is showing"

    paste(page, SELF_SIZING)
    failed = wait_editor(page, lambda e: e["error"], "the refusal")
    assert failed["status"].startswith("Line 3, column "), failed["status"]
    assert "set itemSize" in failed["status"], "the refusal says what to do"
    note = page.wait_for(lambda h: not refused_note(page)["hidden"], message="the note on the device")
    assert note is not None
    text = refused_note(page)["text"]
    assert "Layout A not applied" in text and "still showing the previous layout" in text, text

    paste(page, GRID)
    wait_editor(page, lambda e: e["text"] == GRID and not e["error"], "the grid again")
    page.wait_for(lambda h: refused_note(page)["hidden"], message="the note gone once a layout is applied")
