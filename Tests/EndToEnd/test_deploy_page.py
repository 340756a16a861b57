"""The page served through nginx under a public origin (deploy_support: the files docs/deploy.md reproduces), in a
real headless Chromium: the driver URL drives, a page without the token watches, and when the room's process dies
the page reconnects through the proxy to another process and puts the room back."""

from deploy_support import TOKEN, Deployment
from page_support import browser  # noqa: F401  (fixture)
from test_page_panel import DRIVES_ENABLED, SPRING_SCENE, set_slider, spring_parameter

CONNECTION = "return document.querySelector('#connection').dataset.state"

# Every connection status the page goes through from now on, in `window.statuses`: a closed socket may be open again
# before a poll of the indicator sees it closed.
RECORD_STATUSES = """const done = arguments[0];
    import('./events.js').then((m) => {
      window.statuses = [];
      m.on(m.EVENT.socketStatus, (status) => window.statuses.push(status));
      done();
    });"""


def test_the_page_drives_through_the_proxy_and_survives_its_process(browser, tmp_path):
    with Deployment(tmp_path) as lab:
        page = browser.open(lab.url("/", room="deploy-page", name="Ann", scene=SPRING_SCENE, token=TOKEN))
        page.require_scene(SPRING_SCENE)
        page.wait_for(lambda h: h["ready"] and h["scene"] == SPRING_SCENE, message="the spring scene")
        assert page.js("return location.origin") == lab.public_origin
        key = spring_parameter(page)
        value, _ = set_slider(page, key, 0.3)
        page.wait_for(lambda h: abs(h["params"][key] - value) < 1e-6, message="the change to apply")
        assert all(page.js(DRIVES_ENABLED)), "the driver URL drives through the proxy"

        watcher = browser.open(lab.url("/", room="deploy-page", name="Bo"))
        watcher.wait_for(lambda h: h["ready"] and abs(h["params"].get(key, 1e9) - value) < 1e-6,
                         message="the watcher in the same room, on the same process")
        assert not watcher.js("return document.querySelector('#viewer-badge').hidden"), "no token: watches"

        holders = [i for i in range(lab.count) if lab.connections(i) > 0]
        assert len(holders) == 1 and lab.connections(holders[0]) == 2, "both pages on one process"
        page.js_async(RECORD_STATUSES)
        lab.servers[holders[0]].process.kill()
        page.wait_for(lambda h: "closed" in page.js("return window.statuses"), timeout=30.0,
                      message="the page to notice")
        page.wait_for(lambda h: page.js(CONNECTION) == "open" and h["scene"] == SPRING_SCENE
                      and abs(h["params"].get(key, 1e9) - value) < 1e-6,
                      timeout=60, message="the room back on another process with its scene and parameter")
        page.wait_for(lambda h: all(page.js(DRIVES_ENABLED)), message="the controls enabled again")
        assert sum(lab.connections(i) for i in range(lab.count) if i != holders[0]) == 2
