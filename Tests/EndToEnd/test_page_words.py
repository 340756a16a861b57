"""The page's words in a real headless Chromium: the first hint tells a mouse or trackpad user how to pinch, the
statistics call a frame replaced before it was shown what it is (not a fault), "Replaying" stays until the replayed
motion settles, and "retrying in N s" counts down while the server is away."""

from labclient import wait_until
from page_support import LabServer, browser, lab  # noqa: F401  (fixtures)


def test_the_first_hint_tells_a_mouse_or_trackpad_user_how_to_pinch(browser, lab):
    def hint(room, touch):
        page = browser.open(f"{lab.url}?room={room}&name=Ann&scene=photo-grid")
        if touch:
            page.cdp("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 5})
            page.driver.refresh()
        page.require_scene("photo-grid")
        page.wait_for(lambda h: h["ready"] and h["scene"] == "photo-grid", message="the photo grid")
        page.wait_for(lambda h: page.js("return !document.querySelector('#scene-hint').hidden"), message="the hint")
        return page.js("return document.querySelector('#scene-hint').textContent")

    text = hint("words-hint-mouse", touch=False)
    assert "Pinch" in text and "Option-drag" in text and "trackpad" in text and "Ctrl + scroll wheel" in text, text
    text = hint("words-hint-touch", touch=True)
    assert "Pinch" in text and "Option-drag" not in text, "a touch screen needs no instructions to pinch"


def test_the_stats_call_replaced_frames_what_they_are(browser, lab):
    page = browser.open(f"{lab.url}?room=words-stats&name=Ann")
    page.wait_ready()
    page.js("document.querySelector('#stats-toggle').click()")
    text = page.js("return document.querySelector('#stats').textContent")
    assert "replaced by newer" in text and "skipped (late)" not in text, text


def test_replaying_stays_until_the_replayed_motion_settles(browser, lab):
    page = browser.open(f"{lab.url}?room=words-replay&name=Ann&scene=spring-lab")
    page.require_scene("spring-lab")
    page.wait_for(lambda h: h["ready"] and h["scene"] == "spring-lab", message="spring-lab")
    page.js("document.querySelector('#record').click()")
    page.wait_for(lambda h: page.js("return !document.querySelector('#recording-badge').hidden"), message="recording")
    page.mouse("mousePressed", (195, 300), button="left", clickCount=1)
    page.mouse("mouseReleased", (195, 300), button="left", clickCount=1)
    page.wait_for(lambda h: h["state"].get("animating"), message="the square moving")
    page.js("document.querySelector('#record').click()")  # stops right after the tap, mid-spring
    page.wait_for(lambda h: page.js("return !document.querySelector('#replay').disabled"), message="a recording")
    page.wait_for(lambda h: not h["state"].get("animating"), message="the square at rest")
    page.js("document.querySelector('#replay').click()")
    page.wait_for(lambda h: page.js("return !document.querySelector('#replaying-badge').hidden"), message="replaying")
    # Sampled at every animation frame until the square rests and the badge is gone: while it still moves after
    # the replay's last input, the badge shows.
    samples = page.js_async(SAMPLE_UNTIL_REST, 10_000)
    assert samples[-1] == [False, True], f"the square at rest and the badge gone within 10 s: {samples[-5:]}"
    moving_but_hidden = [s for s in samples if s[0] and s[1]]
    assert moving_but_hidden == [], f"'Replaying' hid while the replayed spring moved ({len(samples)} samples)"


# [moving, badge hidden] at every animation frame until the square rests with the badge gone, or `timeout` ms.
SAMPLE_UNTIL_REST = """
    const [timeout, done] = arguments;
    const samples = [];
    const started = performance.now();
    const sample = () => {
      const moving = Boolean(window.transitionLab.state.animating);
      const hidden = document.querySelector('#replaying-badge').hidden;
      samples.push([moving, hidden]);
      if ((!moving && hidden) || performance.now() - started > timeout) done(samples);
      else requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);"""


def test_retrying_counts_down_while_the_server_is_away(browser):
    server = LabServer().start()
    try:
        page = browser.open(f"{server.url}?room=words-retry&name=Ann")
        page.wait_ready()
        server.stop()
        text = "return document.querySelector('.connection-text').textContent"
        seen = []

        def counted_down():
            """Whether the texts seen so far show one second counted down."""
            current = page.js(text)
            if not seen or seen[-1] != current:
                seen.append(current)
            counts = [int(t.split("retrying in ")[1].split(" ")[0]) for t in seen if "retrying in" in t]
            return any(a - b == 1 for a, b in zip(counts, counts[1:]))

        # Retries back off to 5 s: within one of those offline waits the seconds count down.
        wait_until(counted_down, 30, lambda: f"a countdown: {seen}", interval=0.05)
        assert all(t.endswith(" s") and "." not in t for t in seen if "retrying" in t), seen
    finally:
        server.stop()
