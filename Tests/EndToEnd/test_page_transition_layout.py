"""A pasted `UICollectionViewTransitionLayout` subclass in a real headless Chromium (docs/swift-layouts.md,
"Transition layouts"): B's paste brings the subclass beside its layout, the editor's status names the transition
layout the pinch runs through, and a two-finger pinch goes from A to B through it and back. The frames it draws are
checked against the subclass's formula over real WebSockets (test_server_transition_layout.py)."""

from editor_support import paste, wait_editor
from page_support import browser, lab  # noqa: F401  (fixtures)
from test_server_transition_layout import A, B

SCENE = "your-layout"


def test_a_pinch_runs_through_the_transition_layout_pasted_with_b(browser, lab):
    page = browser.open(f"{lab.url}?room=transition-page&name=Ann&scene={SCENE}")
    page.require_scene(SCENE)
    page.wait_for(lambda h: h["ready"] and h["scene"] == SCENE, message=SCENE)
    wait_editor(page, lambda e: "Showing layout A" in e["status"], "the example layout")
    paste(page, A)
    shown = wait_editor(page, lambda e: e["text"] == A and "Showing layout A" in e["status"], "layout A applied")
    assert "runs through" not in shown["status"], shown["status"]

    page.js("document.querySelector('[role=tab][data-slot=b]').click()")
    paste(page, B)
    through = "The pinch between A and B runs through SlideTransitionLayout (from B's paste)."
    shown = wait_editor(page, lambda e: e["text"] == B and through in e["status"], "layout B and its transition")
    assert not shown["error"], shown["status"]

    page.pinch((195, 460), 60, 260, steps=14)
    page.wait_for(lambda h: h["state"]["slot"] == "b" and h["state"]["transitionProgress"] is None, timeout=10,
                  message="the pinch out to B through the subclass")
    page.pinch((195, 460), 260, 40, steps=14)
    page.wait_for(lambda h: h["state"]["slot"] == "a" and h["state"]["transitionProgress"] is None, timeout=10,
                  message="the pinch in back to A")
    # The status is the room's: A's tab says the same.
    page.js("document.querySelector('[role=tab][data-slot=a]').click()")
    wait_editor(page, lambda e: through in e["status"], "A's tab naming B's transition layout")
    assert not [p for p in page.console_problems() if "layout" in p["message"].lower()]
