"""The "Your layout" code field in a real headless Chromium: with the server's CodeMirror folder (Debian's
libjs-codemirror) it is a CodeMirror editor with line numbers and Swift colouring, and an error in a long paste is
marked at its line, its token underlined and scrolled into view; without the folder (`serve --codemirror none`), or
when its script cannot load, the plain textarea stays, pastes still draw and errors still mark their line."""

from pathlib import Path

from editor_support import editor, paste, wait_editor, wait_field
from page_support import LabServer, browser, lab  # noqa: F401  (fixtures)

SCENE = "your-layout"
CODEMIRROR = Path("/usr/share/javascript/codemirror/lib/codemirror.js")

FLOW = """let layout = UICollectionViewFlowLayout()
layout.itemSize = CGSize(width: 80, height: 80)
layout.minimumInteritemSpacing = 4
layout.minimumLineSpacing = 4
"""


def long_paste_with_unknown_value():
    """A flow layout under 120 comment lines whose last statement reads `Spacing.rowGap`, defined nowhere."""
    preamble = "".join(f"// Notes on the grid, line {n} of a long header comment.\n" for n in range(1, 121))
    return preamble + FLOW + "layout.sectionInset = UIEdgeInsets(top: Spacing.rowGap, left: 8, bottom: 8, right: 8)\n"


def open_layout_page(browser, server, room):
    page = browser.open(f"{server.url}?room={room}&name=Ann&scene={SCENE}")
    page.require_scene(SCENE)
    page.wait_for(lambda h: h["ready"] and h["scene"] == SCENE, message=SCENE)
    wait_editor(page, lambda e: not e["hidden"] and "Showing layout A" in e["status"], "the example layout")
    return page


def token_colours(page):
    """The colour of the example's `func` keyword, of a number and of plain text, as the page paints them."""
    return page.js("""
        const tokens = [...document.querySelectorAll('#layout-section .CodeMirror-line span span')];
        const colour = (element) => element && getComputedStyle(element).color;
        return {keyword: colour(tokens.find((t) => t.textContent === 'func')),
                keywordClass: tokens.find((t) => t.textContent === 'func')?.className,
                number: colour(tokens.find((t) => t.className.includes('cm-number'))),
                text: getComputedStyle(document.querySelector('#layout-section .CodeMirror')).color};""")


def test_the_code_field_is_codemirror_with_line_numbers_and_swift_colours(browser, lab):
    assert CODEMIRROR.exists(), "libjs-codemirror is missing: run scripts/setup.sh"
    page = open_layout_page(browser, lab, "editor-colours")
    shown = wait_field(page, "codemirror")
    assert shown["text"].startswith("// Layout A"), "the example moved into CodeMirror"
    assert page.js("return getComputedStyle(document.querySelector('#layout-text')).display") == "none"
    assert page.js("return document.querySelector('#layout-gutter').hidden"), "one gutter: CodeMirror's"
    numbers = page.js("""return [...document.querySelectorAll('#layout-section .CodeMirror-code .CodeMirror-linenumber')]
        .map((n) => n.textContent).filter((n) => /^\\d+$/.test(n)).slice(0, 3);""")
    assert numbers == ["1", "2", "3"], numbers
    colours = token_colours(page)
    assert "cm-keyword" in colours["keywordClass"], colours
    assert colours["keyword"] and colours["keyword"] != colours["text"], colours
    assert colours["number"] and colours["number"] not in (colours["text"], colours["keyword"]), colours
    page.screenshot("page-code-editor.png")


def test_an_error_in_a_long_paste_is_marked_underlined_and_scrolled_into_view(browser, lab):
    page = open_layout_page(browser, lab, "editor-error")
    wait_field(page, "codemirror")
    source = long_paste_with_unknown_value()
    paste(page, source)
    failed = wait_editor(page, lambda e: e["error"] and e["text"] == source, "the unknown value's error")
    line = source.split("\n").index(next(s for s in source.split("\n") if "Spacing.rowGap" in s)) + 1
    assert failed["status"].startswith(f"Line {line}, column "), failed["status"]
    assert failed["marked"] == [str(line)]
    assert failed["underlined"] == "Spacing.rowGap", failed
    seen = page.js("""
        const scroller = document.querySelector('#layout-section .CodeMirror-scroll').getBoundingClientRect();
        const mark = document.querySelector('#layout-section .error-span').getBoundingClientRect();
        const style = getComputedStyle(document.querySelector('#layout-section .error-span'));
        return {inside: mark.top >= scroller.top && mark.bottom <= scroller.bottom,
                scrolled: document.querySelector('#layout-section .CodeMirror-scroll').scrollTop,
                decoration: style.textDecorationLine};""")
    assert seen["scrolled"] > 0 and seen["inside"], seen
    assert "underline" in seen["decoration"], seen
    page.screenshot("page-code-editor-error.png")

    # Fixing the paste clears the mark and draws it.
    paste(page, source.replace("Spacing.rowGap", "8"))
    fixed = wait_editor(page, lambda e: not e["error"] and "Showing layout A" in e["status"], "the fixed paste")
    assert fixed["marked"] == [] and fixed["underlined"] == ""


def check_plain_field_draws_pastes_and_marks_errors(page):
    shown = wait_field(page, "plain")
    assert shown["text"].startswith("// Layout A")
    assert page.js("return document.querySelector('#layout-section .CodeMirror')") is None
    assert page.js("return getComputedStyle(document.querySelector('#layout-text')).display") != "none"
    page.wait_for(lambda h: len(h["state"].get("orthogonalOffsets", [])) == 2, message="the example's sections")
    paste(page, FLOW)
    wait_editor(page, lambda e: e["text"] == FLOW and "Showing layout A" in e["status"], "the flow layout applied")
    page.wait_for(lambda h: len(h["state"].get("orthogonalOffsets", [])) == 1, message="the flow layout's section")
    source = long_paste_with_unknown_value()
    paste(page, source)
    failed = wait_editor(page, lambda e: e["error"], "the error")
    assert failed["marked"] == [str(source.count("\n"))], failed
    scrolled = page.js("return document.querySelector('#layout-text').scrollTop")
    assert scrolled > 0


def test_without_the_codemirror_folder_the_textarea_stays_and_works(browser):
    server = LabServer(extra=["--codemirror", "none"]).start()
    try:
        page = open_layout_page(browser, server, "editor-plain")
        check_plain_field_draws_pastes_and_marks_errors(page)
    finally:
        server.stop()


def test_when_codemirror_cannot_load_the_textarea_stays_and_works(browser, lab):
    page = browser.open("about:blank")
    page.cdp("Network.enable", {})
    page.cdp("Network.setBlockedURLs", {"urls": ["*/vendor/codemirror/*"]})
    try:
        page.driver.get(f"{lab.url}?room=editor-blocked&name=Ann&scene={SCENE}")
        page.require_scene(SCENE)
        check_plain_field_draws_pastes_and_marks_errors(page)
    finally:
        page.cdp("Network.setBlockedURLs", {"urls": []})


def test_the_error_span_is_the_token_at_the_column(browser, lab):
    """`errorSpan` as the page runs it: a dotted name whole, an implicit member with its dot, a number, a string,
    one character of punctuation, nothing past the line's end."""
    page = browser.open(lab.url)
    spans = page.js_async("""
        const done = arguments[0];
        import('./editor/error-span.js').then(({ errorSpan }) => {
          const cut = (line, column) => {
            const span = errorSpan(line, column);
            return span && line.slice(span.from, span.to);
          };
          done([cut('    section.interGroupSpacing = Metrics.rowSpacing', 33),
                cut('widthDimension: .fractionalWidthOf(0.5))', 17), cut('spacing = 12.5 + x', 11),
                cut('kind: "badge-\\\\"x"", y', 7), cut('f(a, b)', 2), cut('f(a, b)', 8), cut('', 1)]);
        });""")
    assert spans == ["Metrics.rowSpacing", ".fractionalWidthOf", "12.5", '"badge-\\"x"', "(", None, None], spans


def test_the_layout_restore_sends_back_only_what_a_reconnection_lost(browser, lab):
    """`LayoutRestore` on its own: nothing before a reconnection; after one, the held layouts the room lacks or holds
    otherwise, pending until the room answers; a viewer sends none."""
    page = browser.open(lab.url)
    outcome = page.js_async("""
        const done = arguments[0];
        import('./session/layout-restore.js').then(({ LayoutRestore }) => {
          const a = { slot: 'a', format: 'swift', text: 'A', counts: [3] };
          const b = { slot: 'b', format: 'swift', text: 'B' };
          const restore = new LayoutRestore();
          const first = restore.welcome({ a, b }, { a: null, b: null }, true);
          restore.connectionClosed();
          const lost = restore.welcome({ a, b }, { a: { ...a, counts: [4] }, b }, true);
          const pending = [restore.isPending('a'), restore.isPending('b')];
          const kept = restore.copyOf('a', null) === a;
          const differs = restore.answered({ ...a, text: 'other' });
          const refused = restore.refused('a') === a;
          const after = restore.isPending('a');
          restore.connectionClosed();
          restore.welcome({ a, b }, { a: null, b: null }, true);
          const restored = [restore.answered(a), restore.answered(b), restore.answered(b)];
          restore.connectionClosed();
          const viewer = restore.welcome({ a, b }, { a: null, b: null }, false);
          done({ first, lost: lost.map((l) => l.slot), pending, kept, differs, refused, after, restored,
                 viewer, viewerPending: restore.isPending('a') });
        });""")
    assert outcome == {"first": [], "lost": ["a"], "pending": [True, False], "kept": True, "differs": "differs",
                       "refused": True, "after": False, "restored": ["restored", "restored", None], "viewer": [],
                       "viewerPending": False}, outcome
