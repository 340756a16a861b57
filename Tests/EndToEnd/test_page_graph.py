"""The spring graph and the number fields in a real headless Chromium: the spring whose group you touch is the
one graphed, a pull-down edit keeps it, a ghost of the previous curve stays while editing, a playhead follows
the scene while it moves; an emptied number field gets its value back and an out-of-range one is clamped."""

from page_support import browser, lab  # noqa: F401  (fixtures)

TODAY = "today-cards"

GRAPH = """const done = arguments[0];
    import('./panel/spring-graph.js').then((m) => done(m.graphState()));"""


def graph(page):
    return page.js_async(GRAPH)


def open_today(browser, lab, room):
    page = browser.open(f"{lab.url}?room={room}&name=Ann&scene={TODAY}")
    page.require_scene(TODAY)
    page.wait_for(lambda h: h["ready"] and h["scene"] == TODAY, message="today-cards")
    page.wait_graph_settled()
    return page


def test_touching_a_spring_group_graphs_it_and_other_edits_keep_it(browser, lab):
    page = open_today(browser, lab, "graph-groups")
    assert graph(page)["title"] == "Present spring"
    page.js("document.querySelector('fieldset[data-group=\"Dismiss spring\"] legend')"
            ".dispatchEvent(new PointerEvent('pointerdown', {bubbles: true}))")
    page.wait_for(lambda h: graph(page)["title"] == "Dismiss spring", message="the dismiss spring graphed")
    assert page.wait_graph_settled()["caption"].startswith("Dismiss spring")
    assert abs(page.hook()["params"]["dismissDamping"] - 0.8) < 1e-9, "touching a group changes no value"
    page.js("const s = document.querySelector('input[type=range][data-key=pullDownDistance]');"
            "s.value = '150'; s.dispatchEvent(new Event('input'));")
    page.wait_for(lambda h: abs(h["params"]["pullDownDistance"] - 150) < 1e-9, message="the pull-down edit")
    page.wait_graph_settled()
    assert graph(page)["title"] == "Dismiss spring", "a pull-down setting does not flip the graph back"


def test_a_ghost_of_the_previous_curve_stays_while_editing(browser, lab):
    page = open_today(browser, lab, "graph-ghost")
    assert not graph(page)["ghost"]
    before = page.graph_painted()["painted"]
    page.js("const s = document.querySelector('input[type=range][data-key=presentDamping]');"
            "s.value = '0.9'; s.dispatchEvent(new Event('input'));")
    page.wait_for(lambda h: graph(page)["ghost"], message="a ghost while editing")
    assert "ζ\u00a00.90" in page.wait_graph_settled()["caption"]
    assert page.graph_painted()["painted"] > before, "the ghost adds painted pixels to the new curve's"


def test_the_playhead_follows_the_scene_while_it_moves(browser, lab):
    page = open_today(browser, lab, "graph-playhead")
    page.wait_for(lambda h: graph(page)["playhead"] is None, message="no playhead while the scene rests")
    page.js_async(PLAYHEAD_FORWARD, 10000)
    page.mouse("mousePressed", (195, 300), button="left", clickCount=1)
    page.mouse("mouseReleased", (195, 300), button="left", clickCount=1)
    seen = page.js_async(SAMPLED)
    assert len(seen) >= 3, f"the playhead moves forward: {seen} (state {page.hook()['state']})"
    page.wait_for(lambda h: graph(page)["playhead"] is None, timeout=8, message="the playhead gone at rest")


# Sampling starts before the input that sets the scene moving (so a loaded machine cannot let the motion end
# before the first sample) and answers `window.sampled`, which SAMPLED awaits.
SAMPLED = "window.sampled.then(arguments[0])"

# The playhead's values at every animation frame while it moves forward: until three, until it is gone again, or
# after `timeout` ms.
PLAYHEAD_FORWARD = """const [timeout, done] = arguments;
    import('./panel/spring-graph.js').then((m) => {
      const seen = [], started = performance.now();
      window.sampled = new Promise((resolve) => {
        const sample = () => {
          const t = m.graphState().playhead;
          if (t != null && (!seen.length || t > seen[seen.length - 1])) seen.push(t);
          if (seen.length >= 3 || (seen.length && t == null) || performance.now() - started > timeout) resolve(seen);
          else requestAnimationFrame(sample);
        };
        sample();
      });
      done();
    });"""

FOLLOW_FRAMES = """const done = arguments[0];
    import('./events.js').then((m) => {
      m.on('drawn', (frame) => {
        window.firstDrawnTime ??= frame.time;
        window.lastDrawnTime = frame.time;
      });
      done();
    });"""

# {playhead, frameTime (of the frame drawn last), start (of the animation)} at every animation frame that follows a
# newly drawn frame while the spring runs: until eight, until it is at rest after three, or after `timeout` ms.
PLAYHEAD_SAMPLES = """const [timeout, done] = arguments;
    import('./panel/spring-graph.js').then((m) => {
      const samples = [], started = performance.now();
      window.sampled = new Promise((resolve) => {
        const sample = () => {
          const now = {
            playhead: m.graphState().playhead,
            frameTime: window.lastDrawnTime ?? null,
            start: window.transitionLab.state.animationStartTime ?? null,
          };
          const drawn = !samples.length || samples[samples.length - 1].frameTime !== now.frameTime;
          if (now.playhead != null && now.start != null && drawn) samples.push(now);
          const over = samples.length >= 8 || (samples.length >= 3 && now.playhead == null);
          if (over || performance.now() - started > timeout) resolve(samples);
          else requestAnimationFrame(sample);
        };
        sample();
      });
      done();
    });"""


def test_the_playhead_measures_from_the_release_not_from_the_touch(browser, lab):
    """Spring-lab's square dragged for about a second, then released: the spring starts at the lift, so the
    playhead starts near 0 then (not at the second the frames have been flowing since the touch), and at every
    sample it sits at the drawn frame's scene time minus the animation's start."""
    scene = "spring-lab"
    page = browser.open(f"{lab.url}?room=graph-release&name=Ann&scene={scene}")
    page.require_scene(scene)
    page.wait_for(lambda h: h["ready"] and h["scene"] == scene, message="spring-lab")
    page.wait_graph_settled()
    page.js_async(FOLLOW_FRAMES)
    top = page.js_async("""const done = arguments[0];
        import('./geometry.js').then((m) => done(m.layout.viewport.height * 0.25));""")
    # A slow drag of the square down: at least 40 × 25 ms of frames flowing before the lift; the scene is at rest
    # until the touch, so the first frame drawn since FOLLOW_FRAMES is the touch's.
    page.js_async(PLAYHEAD_SAMPLES, 12000)
    page.drag((195, top), (195, top + 260), steps=40, hold=0.025)
    touched = page.js("return window.firstDrawnTime")
    samples = page.js_async(SAMPLED)
    assert len(samples) >= 3, f"the playhead shows while the spring runs: {samples}"
    first = samples[0]
    # Scene time runs with the clock, so the lift comes at least the drag's second after the touch; half of it
    # tells the two apart on any machine.
    assert first["start"] >= touched + 0.5, "the animation starts at the lift, not at the touch"
    assert first["playhead"] >= 0, f"the playhead starts at the lift: {first}"
    for sample in samples:
        assert abs(sample["playhead"] - (sample["frameTime"] - sample["start"])) < 1e-6, sample
    assert samples[-1]["playhead"] > first["playhead"], "and moves forward"
    page.wait_for(lambda h: graph(page)["playhead"] is None, timeout=8, message="the playhead gone at rest")


def test_number_fields_restore_emptied_values_and_clamp_typed_ones(browser, lab):
    page = open_today(browser, lab, "graph-fields")
    field = "document.querySelector('input[type=number][data-key=presentDamping]')"
    page.js(f"const f = {field}; f.focus(); f.value = ''; f.dispatchEvent(new Event('change'));")
    assert page.js(f"return {field}.value") == "0.50", "an emptied field shows the value again"
    reply = page.send_and_await({"type": "param", "key": "noSuchParameter", "value": 0}, "error")
    assert reply["code"] == "unknown-param", reply
    assert abs(page.hook()["params"]["presentDamping"] - 0.5) < 1e-9, "and the value did not change"
    page.js(f"const f = {field}; f.focus(); f.value = '5'; f.dispatchEvent(new Event('change'));")
    assert page.js(f"return {field}.value") == "1.00", "a value above the maximum shows the maximum"
    page.wait_for(lambda h: abs(h["params"]["presentDamping"] - 1) < 1e-9, message="the clamped value stored")


def test_after_a_mid_flight_edit_the_playhead_shows_the_progress_drawn(browser, lab):
    """spring-lab's square travels from the top anchor to the bottom one; an edit mid-flight continues the motion
    with the new spring from where the square is, so the graph's new curve starts at 0 while the square is past 0.7:
    the playhead's dot shows the square's progress, not the curve's value at the time since the edit."""
    page = browser.open(f"{lab.url}?room=graph-mid-edit&name=Ann&scene=spring-lab")
    page.require_scene("spring-lab")
    page.wait_for(lambda h: h["ready"] and h["scene"] == "spring-lab", message="spring-lab")
    page.mouse("mousePressed", (195, 211), button="left", clickCount=1)
    page.mouse("mouseReleased", (195, 211), button="left", clickCount=1)
    page.wait_for(lambda h: h["state"].get("animating") and h["state"]["value"] > 0.7, message="the square past 0.7")
    # Watched at every animation frame from the edit on: the first one drawn after the edit applied, while the new
    # curve's playhead is still near its start (a loaded machine must not let that moment pass before looking).
    shown = page.js_async("""
        const done = arguments[0];
        Promise.all([import('./panel/spring-graph.js'), import('./protocol/socket.js')]).then(([graph, socket]) => {
          const poll = () => {
            const g = graph.graphState(), lab = window.transitionLab;
            if (lab.params.uiKitDuration === 2 && g.playhead != null && g.playhead < 0.3) {
              done([g.playhead, g.playheadValue, lab.state.value]);
            } else {
              requestAnimationFrame(poll);
            }
          };
          socket.send({type: 'param', key: 'uiKitDuration', value: 2});
          poll();
        });""")
    t, value, state_value = shown
    assert value is not None and value > 0.5, f"the dot at the square's progress, not the new curve's start: {shown}"
    assert abs(value - state_value) < 0.2, shown
