"""Clip's MP4 path in a real recorder: Safari's and WebKit's MediaRecorder offer MP4 (H.264) and no WebM. Chromium
records both, so here it is asked to refuse WebM as they do (`MediaRecorder.isTypeSupported` says no to it before the
page loads); its own H.264 encoder then writes the file. WebKitGTK on Debian 12 picks MP4 too but cannot run its
recorder (test_page_engines.py)."""

from labclient import wait_until
from page_support import browser, lab  # noqa: F401  (fixtures)

SPRING = "spring-lab"

REFUSE_WEBM = """
    const supported = MediaRecorder.isTypeSupported.bind(MediaRecorder);
    MediaRecorder.isTypeSupported = (type) => !type.startsWith('video/webm') && supported(type);"""


def test_a_browser_that_records_only_mp4_saves_an_mp4_clip(browser, lab):
    url = f"{lab.url}?room=clip-mp4&name=Ann&scene={SPRING}"
    page = browser.open("about:blank")
    page.cdp("Page.addScriptToEvaluateOnNewDocument", {"source": REFUSE_WEBM})
    page.driver.get(url)
    page.require_scene(SPRING)
    page.wait_for(lambda h: h["ready"] and h["scene"] == SPRING, message=SPRING)
    assert page.js("return document.querySelector('#clip').title") == "Record a video of the screen (MP4)"
    target = page.wait_at_rest()["state"]["target"]
    page.js("document.querySelector('#clip').click()")
    drawn = page.hook()["stats"]["framesDrawn"]
    # The square thrown from its anchor springs to the other one: motion drawn while recording.
    page.drag((195, 211), (195, 500), steps=10)
    page.wait_for(lambda h: h["state"]["target"] != target and h["stats"]["framesDrawn"] > drawn,
                  message="the square sent to the other anchor while recording")
    page.wait_at_rest()
    page.js("document.querySelector('#clip').click()")
    clip = wait_until(lambda: page.js_async("""const done = arguments[0];
        import('./panel/clip.js').then((m) => done(m.lastClip()));"""), 10, "a saved clip")
    assert clip["size"] > 1000 and clip["type"] == "video/mp4" and clip["name"].endswith(".mp4"), clip
    assert bytes(clip["header"][4:8]) == b"ftyp", "the file starts with MP4's file type box"
    assert "MP4 clip" in page.js("return document.querySelector('#toast').textContent")
    assert page.console_problems() == []
