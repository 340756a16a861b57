"""The page on a 390 × 844 touch phone and the sharing extras, in a real headless Chromium: the device fills the
screen and stays whole above the opened controls, a WebM clip of the screen downloads, the stats say what
"dropped" and "skipped" mean, a viewer by choice is told how to drive, and the code export writes the SwiftUI
form the user picked."""

from labclient import wait_until
from page_support import browser, lab  # noqa: F401  (fixtures)

PHONE = {"width": 390, "height": 844, "deviceScaleFactor": 3, "mobile": True}
SPRING_SCENE = "spring-lab"


def layout(page):
    return page.js_async("""const done = arguments[0];
        import('./geometry.js').then(({ layout }) => done({ scale: layout.scale, originY: layout.originY,
          height: layout.viewport.height }));""")


def test_the_device_fills_a_phone_and_stays_whole_above_the_controls(browser, lab):
    page = browser.open(f"{lab.url}?room=phone-layout&name=Ann", PHONE)
    page.wait_ready()
    closed = layout(page)
    assert closed["scale"] > 0.8, f"the device is drawn at {closed['scale']:.2f} of its size"
    bottom = closed["originY"] + closed["height"] * closed["scale"]
    assert bottom <= 844, "the whole device is on screen"
    page.js("document.querySelector('#panel-toggle').click()")
    page.js("return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))")
    opened = layout(page)
    stage = page.js("return document.querySelector('#stage').getBoundingClientRect().bottom")
    assert opened["originY"] + opened["height"] * opened["scale"] <= stage + 1, "the device stays whole"
    graph = page.js("return document.querySelector('#scene-picker').getBoundingClientRect()")
    assert graph["top"] >= stage - 1 and graph["bottom"] <= 844, "the scene picker is reachable in the sheet"
    page.screenshot("page-phone-controls.png")
    assert page.console_problems() == []


def test_a_clip_of_the_screen_downloads_as_webm(browser, lab):
    page = browser.open(f"{lab.url}?room=phone-clip&name=Ann&scene={SPRING_SCENE}")
    page.require_scene(SPRING_SCENE)
    page.wait_for(lambda h: h["ready"] and h["scene"] == SPRING_SCENE, message="spring-lab")
    page.js("document.querySelector('#clip').click()")
    # Something moves while recording: the square is dragged and flung to the far anchor, and the whole motion is
    # drawn (however many frames a loaded machine's browser draws of it).
    drawn = page.hook()["stats"]["framesDrawn"]
    page.drag((195, 211), (195, 500), steps=10)
    page.wait_for(lambda h: h["state"].get("target") == 1 and h["state"].get("animating") is False
                  and h["stats"]["framesDrawn"] >= drawn + 10, message="the fling drawn to its rest")
    page.js("document.querySelector('#clip').click()")
    clip = wait_until(lambda: page.js_async("""const done = arguments[0];
            import('./panel/clip.js').then((m) => done(m.lastClip()));"""), 5, "a saved clip")
    assert clip["size"] > 1000 and clip["type"] == "video/webm", clip
    assert clip["header"][:4] == [0x1A, 0x45, 0xDF, 0xA3], "the file starts with WebM's EBML header"


def test_stats_explain_dropped_and_skipped_frames(browser, lab):
    page = browser.open(f"{lab.url}?room=phone-stats&name=Ann")
    page.wait_ready()
    page.js("document.querySelector('#stats-toggle').click()")
    text = page.js("return document.querySelector('#stats').innerText")
    assert "never arrived" in text and "replaced by a newer one" in text


def test_a_viewer_by_choice_is_offered_to_drive(browser, lab):
    page = browser.open(f"{lab.url}?room=phone-viewer&name=Vic&role=viewer")
    page.wait_ready()
    page.wait_for(lambda h: page.js("return !document.querySelector('#viewer-badge').hidden"), message="the badge")
    badge = page.js("return document.querySelector('#viewer-badge').textContent")
    assert "driver link" not in badge and "Drive instead" in badge
    href = page.js("return document.querySelector('#viewer-badge a').href")
    assert "role=viewer" not in href and "room=phone-viewer" in href


def test_code_export_writes_the_swiftui_form_the_user_chose(browser, lab):
    page = browser.open(f"{lab.url}?room=phone-code&name=Ann&scene={SPRING_SCENE}")
    page.require_scene(SPRING_SCENE)
    page.wait_for(lambda h: h["ready"] and h["scene"] == SPRING_SCENE, message="spring-lab")
    page.js("const p = document.querySelector('select[data-key=api]');"
            "p.value = [...p.options].find((o) => o.text.includes('response:dampingRatio')).value;"
            "p.dispatchEvent(new Event('change'));")
    page.js("document.querySelector('[data-copy=swiftui]').click()")
    page.wait_for(lambda h: "response:" in page.js("return document.querySelector('#snippet').textContent"),
                  message="the response / damping ratio snippet")
    snippet = page.js("return document.querySelector('#snippet').textContent")
    assert ".spring(duration:" not in snippet
    # Without a velocity iOS 13's `.spring(response:dampingFraction:)`; with one, iOS 17's `Spring`.
    still = "iOS 13" in snippet and ".spring(response:" in snippet and "dampingFraction:" in snippet
    moving = "iOS 17" in snippet and "Spring(response:" in snippet and "initialVelocity:" in snippet
    assert still != moving, snippet
    page.js("document.querySelector('[data-copy=caspring]').click()")
    snippet = page.js("return document.querySelector('#snippet').textContent")
    assert "layer.add(animation" in snippet and "animation.toValue" in snippet
