"""The page's "Copy whole scene as Swift" and "Download .swift" in real headless Chromium: after tuning the photo
grid's finish spring and threshold on the panel's sliders, the file copied to the clipboard and the file downloaded
carry the tuned numbers, as the server writes it for the room (`export`, docs/export.md)."""

from pathlib import Path

from labclient import wait_until
from page_support import browser, lab  # noqa: F401  (fixtures)

SCENE = "photo-grid"
TUNED = {"completionResponse": 0.45, "finishThreshold": 0.35, "decelerationRate": 0.9905}


def toast(page):
    return page.js("return document.querySelector('#toast').textContent")


def test_the_whole_scene_copied_and_downloaded_carries_the_tuned_numbers(browser, lab, tmp_path):
    page = browser.open(f"{lab.url}?room=scene-export&name=Ann&scene={SCENE}")
    page.require_scene(SCENE)
    page.wait_for(lambda h: h["ready"] and h["scene"] == SCENE, message="the photo grid")
    for key, value in TUNED.items():
        page.slide(key, value)
    page.wait_for(lambda h: all(h["params"].get(k) == v for k, v in TUNED.items()), message="the tuned parameters")

    origin = lab.url.rstrip("/")
    page.cdp("Browser.grantPermissions", {"origin": origin, "permissions": ["clipboardReadWrite",
                                                                             "clipboardSanitizedWrite"]})
    page.cdp("Emulation.setFocusEmulationEnabled", {"enabled": True})
    page.js("document.querySelector('#scene-copy').click()")
    wait_until(lambda: toast(page) == "Copied PhotoGridViewController.swift", message="the copy's toast")
    copied = page.js_async("""
        const done = arguments[0];
        navigator.clipboard.readText().then(done, (error) => done(`clipboard: ${error}`));""")
    assert copied.startswith("// PhotoGridViewController.swift: exported by TransitionLab"), copied[:200]
    assert "//   completionResponse = 0.45  (Finish / cancel spring: Response)" in copied
    for key, value in TUNED.items():
        assert f"    static let {key}: CGFloat = {value}\n" in copied, key
    assert "    static let keepsFocalItem = false\n" in copied

    page.cdp("Browser.setDownloadBehavior", {"behavior": "allow", "downloadPath": str(tmp_path)})
    page.js("document.querySelector('#scene-download').click()")
    downloaded = Path(tmp_path) / "PhotoGridViewController.swift"
    wait_until(lambda: downloaded.exists() and downloaded.read_text() == copied,
               message=lambda: f"the downloaded file (toast {toast(page)!r}, folder {list(Path(tmp_path).iterdir())})")
    assert not page.console_problems()
