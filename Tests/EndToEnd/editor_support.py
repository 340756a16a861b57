"""The "Your layout" editor as the page tests see it, whichever code field it shows: CodeMirror (found through the
`CodeMirror` property CodeMirror 5 puts on its wrapper element) or the plain textarea with its gutter. The section's
`data-editor` says which (`loading`, `codemirror` or `plain`)."""

from labclient import wait_until

STATE = """
    const s = (q) => document.querySelector(q);
    const cm = s('#layout-section .CodeMirror')?.CodeMirror;
    const marked = cm
      ? [...document.querySelectorAll('#layout-section .CodeMirror-gutter-wrapper.error .CodeMirror-linenumber')]
      : [...s('#layout-gutter').querySelectorAll('.error')];
    return {hidden: s('#layout-section').hidden, kind: s('#layout-section').dataset.editor,
            text: cm ? cm.getValue() : s('#layout-text').value, status: s('#layout-status').textContent,
            error: s('#layout-status').classList.contains('error'), counts: s('#layout-counts').value,
            marked: marked.map((n) => n.textContent),
            underlined: [...document.querySelectorAll('#layout-section .error-span')].map((n) => n.textContent).join(''),
            notes: [...s('#layout-notes').children].map((n) => n.textContent)};"""

# Focuses the code field and selects all its text, as ⌘A / Ctrl+A does; returns the element that takes input.
SELECT_ALL = """
    const cm = document.querySelector('#layout-section .CodeMirror')?.CodeMirror;
    if (cm) {
      cm.focus();
      cm.execCommand('selectAll');
      return cm.getInputField();
    }
    const area = document.querySelector('#layout-text');
    area.focus();
    area.select();
    return area;"""


def editor(page):
    return page.js(STATE)


def wait_editor(page, predicate, message, timeout=20.0):
    seen = [None]

    def accepted():
        seen[0] = editor(page)
        return predicate(seen[0]) and seen[0]

    try:
        return wait_until(accepted, timeout, message)
    except AssertionError as error:
        raise AssertionError(f"{error}; editor: {str(seen[0])[:600]}") from None


def wait_field(page, kind):
    """Waits until the editor shows its `codemirror` or `plain` field for good."""
    return wait_editor(page, lambda e: e["kind"] == kind, f"the {kind} code field")


def paste(page, text):
    """Selects the editor's text and pastes `text` over it: the `paste` event a browser fires for ⌘V / Ctrl+V,
    with `text` as its clipboard data."""
    page.js(f"""
        const [text] = arguments;
        const target = (() => {{ {SELECT_ALL} }})();
        const data = new DataTransfer();
        data.setData('text/plain', text);
        target.dispatchEvent(new ClipboardEvent('paste', {{clipboardData: data, bubbles: true, cancelable: true}}));""",
            text)


def edit(page, text):
    """Selects the editor's text and types `text` over it (DevTools' `Input.insertText`, as an input method does)."""
    page.js(SELECT_ALL)
    page.cdp("Input.insertText", {"text": text})
