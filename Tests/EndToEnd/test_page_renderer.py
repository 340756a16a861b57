"""The page in a real headless Chromium: it loads cleanly, draws crisp frames at devicePixelRatio, exposes
the `window.transitionLab` hook, and looks right in every scene (with `TL_SCREENSHOTS=1`, screenshots saved under artifacts/; the README's
docs/screenshot.png is a copy of artifacts/page-photo-grid.png made by hand)."""

from page_support import RETINA_WINDOW, browser, lab  # noqa: F401  (fixtures)


def test_page_loads_draws_and_stays_clean(browser, lab):
    page = browser.open(f"{lab.url}?room=render-load&name=Ann")
    hook = page.wait_ready()

    assert page.js("return Object.keys(window.transitionLab)") == [
        "ready", "scene", "state", "params", "stats", "shareLink", "layouts"]
    assert hook["scene"], "the hook names the scene"
    assert isinstance(hook["params"], dict) and isinstance(hook["state"], dict)
    assert page.distinct_colors() > 8, "the canvas is not blank after the first frame"
    assert page.js("return window.visualViewport.scale") == 1
    assert page.js("return getComputedStyle(document.querySelector('#scene')).touchAction") == "none"
    assert page.js("return document.querySelector('#connection').dataset.state") == "open"
    # The first ping goes out with the connection, not after the 5 s interval.
    page.wait_for(lambda h: h["stats"]["rttMs"] is not None, timeout=2, message="a ping round trip")
    assert page.console_problems() == []


def test_canvas_follows_device_pixel_ratio_and_resizes(browser, lab):
    page = browser.open(f"{lab.url}?room=render-dpr&name=Ann", RETINA_WINDOW)
    page.wait_ready()
    sizes = """return ['#device', '#scene'].map((selector) => {
        const c = document.querySelector(selector), r = c.getBoundingClientRect();
        return [c.width, c.height, r.width, r.height];
    });"""
    for width, height, css_width, css_height in page.js(sizes):
        assert abs(width - css_width * 2) <= 1 and abs(height - css_height * 2) <= 1

    page.cdp("Emulation.setDeviceMetricsOverride", {"width": 1000, "height": 700, "deviceScaleFactor": 3, "mobile": False})
    page.js("return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))")
    for width, height, css_width, css_height in page.js(sizes):
        assert abs(width - css_width * 3) <= 1 and abs(height - css_height * 3) <= 1
    assert page.distinct_colors() > 8, "still drawn after the resize"


def test_viewport_preset_changes_the_device(browser, lab):
    page = browser.open(f"{lab.url}?room=render-viewport&name=Ann")
    page.wait_ready()
    assert page.viewport() == {"width": 390, "height": 844}
    page.js("const p = document.querySelector('#viewport-picker'); p.value = '375x667';"
            "p.dispatchEvent(new Event('change'));")
    page.wait_for(lambda h: page.viewport() == {"width": 375, "height": 667}, message="the 375 × 667 viewport")
    page.screenshot("page-viewport-375x667.png")


def test_every_scene_draws_and_graphs_its_spring_and_turns_dark(browser, lab):
    page = browser.open(f"{lab.url}?room=render-shots&name=Ann")
    page.wait_ready()
    scenes = page.js("return [...document.querySelectorAll('#scene-picker option')].map((o) => o.value)")
    assert scenes, "the scene picker lists the server's scenes"
    springs = []
    for scene in scenes:
        page.js("const p = document.querySelector('#scene-picker'); p.value = arguments[0];"
                "p.dispatchEvent(new Event('change'));", scene)
        page.wait_for(lambda h: h["scene"] == scene, message=f"scene {scene}")
        drawn = page.hook()["stats"]["framesDrawn"]
        page.wait_for(lambda h: h["stats"]["framesDrawn"] > drawn or page.distinct_colors() > 8,
                      message=f"a frame of {scene}")
        page.wait_for(lambda h: page.distinct_colors() > 8, message=f"{scene} to draw something")
        assert_graph_drawn(page, scene, springs)
        page.wait_at_rest()
        page.screenshot(f"page-{scene}.png")
    page.cdp("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": "dark"}]})
    # The page turns dark, and so does the scene's own appearance where it has one.
    page.wait_for(lambda h: page.js("return matchMedia('(prefers-color-scheme: dark)').matches")
                  and h["params"].get("darkAppearance", 1) == 1, message="the dark appearance")
    page.wait_at_rest()
    page.screenshot(f"page-{scenes[-1]}-dark.png")
    assert "spring-lab" in springs, f"spring-lab graphs its spring: {springs} (scenes: {scenes})"
    assert page.console_problems() == []


def test_spring_graph_is_drawn_when_a_share_link_opens_a_scene(browser, lab):
    """`?scene=` switches the room after joining: the graph must be drawn for the new scene's spring."""
    first = browser.open(f"{lab.url}?room=render-graph-links&name=Ann")
    scenes = first.scenes()
    springs = []
    for scene in scenes:
        page = browser.open(f"{lab.url}?room=render-graph-{scene}&name=Ann&scene={scene}")
        page.wait_for(lambda h: h["ready"] and h["scene"] == scene, message=f"scene {scene} from the link")
        assert_graph_drawn(page, scene, springs)
    assert "spring-lab" in springs, f"spring-lab graphs its spring: {springs} (scenes: {scenes})"


def assert_graph_drawn(page, scene, springs):
    """Unless the caption says the scene has no spring, the graph has painted pixels at its full size;
    appends `scene` to `springs` when it has one."""
    graph = page.wait_graph_settled()
    if graph["caption"].startswith("No spring"):
        return
    springs.append(scene)
    assert graph["width"] > 100 and graph["height"] > 100, f"{scene}: the graph's canvas collapsed: {graph}"
    assert graph["painted"] > 200, f"{scene}: the spring graph is blank under \"{graph['caption']}\""
