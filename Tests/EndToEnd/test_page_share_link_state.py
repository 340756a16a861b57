"""`ShareLinkState` (web/session/share-link-state.js) on its own, in the browser that runs the page: each test feeds
the machine a sequence of events with the room as each shows it, and reads back the actions it returns (summarised
as short strings: `input scene zoom`, `toast …`, `ask … [Ask the driver|Apply link|Keep room]`, `remember …`)."""

from page_support import browser  # noqa: F401  (fixtures)

# `run(steps)` replays `steps`, a list of [event, argument] pairs, on one machine made from the first step's
# `setup` and `remembered`, and returns, per step, the phase after it and the actions it returned. An `answer` step
# answers the last `ask` with the choice of that label.
MACHINE = """
    const [start, steps, done] = arguments;
    import('./session/share-link-state.js').then(({ ShareLinkState }) => {
      const scenes = [{ name: 'photo-grid', title: 'Photo grid' }, { name: 'zoom', title: 'Zoom' }];
      const schema = [
        { key: 'columns', label: 'Columns', min: 2, max: 6, defaultValue: 3 },
        { key: 'damping', label: 'Damping', min: 0.1, max: 1, defaultValue: 0.8 },
      ];
      const base = {
        scene: 'photo-grid', scenes, schema, params: { columns: 3, damping: 0.8 }, canDrive: true,
        othersPresent: false, viewport: { width: 390, height: 844 },
      };
      const summary = (action) => {
        const m = action.message;
        if (action.type === 'input' && m.type === 'scene') return `input scene ${m.name}`;
        if (action.type === 'input' && m.type === 'viewport') return `input viewport ${m.width}x${m.height}`;
        if (action.type === 'input' && m.type === 'param') return `input ${m.key}=${m.value}`;
        if (action.type === 'send') return `send ${JSON.stringify(m)}`;
        if (action.type === 'toast') return `toast ${action.text}${action.duration ? ` (${action.duration} ms)` : ''}`;
        if (action.type === 'ask') return `ask ${action.text} [${action.choices.map((c) => c.label).join('|')}]`;
        const { scene, viewport, params } = action.setup ?? {};
        const size = viewport && `${viewport.width}x${viewport.height}`;
        if (action.type === 'remember') return `remember ${scene} ${size} ${JSON.stringify(params)}`;
        return action.type;
      };
      const setup = { scene: '', viewport: null, params: {}, problems: [], ...start.setup };
      const machine = new ShareLinkState(setup, start.remembered ?? null);
      let asked = null;
      const trace = [];
      for (const [event, argument] of steps) {
        const room = { ...base, ...(argument?.room ?? argument ?? {}) };
        let actions;
        if (event === 'answer') actions = machine.answer(asked.find((c) => c.label === argument.label).answer, room);
        else if (event === 'suggestion') actions = machine.suggestion(argument.message, room);
        else if (event === 'closed') actions = machine.connectionClosed();
        else actions = machine[event](room);
        for (const action of actions) if (action.type === 'ask') asked = action.choices;
        trace.push({ phase: machine.phase, actions: actions.map(summary) });
      }
      done(trace);
    });"""

ZOOM = {"scene": "zoom", "params": {"columns": 3, "damping": 0.8}}
REMEMBERED = {"scene": "zoom", "viewport": {"width": 375, "height": 667}, "params": {"damping": 0.5}}


def replay(browser, server, steps, **start):
    page = browser.open(f"{server.base_url}/?room=share-link-state")
    return page.js_async(MACHINE, start, steps)


def test_a_link_alone_in_its_room_asks_for_its_scene_then_applies_the_rest_and_names_what_it_could_not(browser, session_server):
    setup = {"scene": "zoom", "viewport": {"width": 375, "height": 667}, "params": {"columns": 9, "nothing": 1},
             "problems": ["Room names are at most 64 characters: joined room “default” instead."]}
    trace = replay(browser, session_server, [["welcome", {}], ["state", {}], ["welcome", ZOOM], ["state", ZOOM],
                                  ["state", ZOOM]], setup=setup)
    assert [step["phase"] for step in trace] == ["judging", "joined", "judging", "joined", "joined"]
    assert trace[0]["actions"] == []
    assert trace[1]["actions"] == ["input scene zoom", "refresh"], "nothing else until the new scene's welcome"
    problems = ("Room names are at most 64 characters: joined room “default” instead. "
                "Columns 9 is outside 2–6: using 6. No setting “nothing” in zoom: ignored.")
    assert trace[3]["actions"] == [
        "input viewport 375x667", "input columns=6", "refresh", f"toast {problems} (12000 ms)",
        'remember zoom 390x844 {}', "refresh"]
    assert trace[4]["actions"][0].startswith("remember"), "the problems are named once"


def test_a_link_into_a_busy_room_asks_before_changing_it(browser, session_server):
    busy = {"othersPresent": True}
    setup = {"scene": "nope", "params": {"damping": 0.5}}
    trace = replay(browser, session_server, [["welcome", busy], ["state", busy], ["answer", {"label": "Ask the driver"}],
                                  ["answer", {"label": "Apply link"}]], setup=setup)
    assert trace[1]["actions"][0] == ("ask Others are in this room: your link’s scene and settings were not applied. "
                                      "[Ask the driver|Apply link|Keep room]")
    assert trace[1]["actions"][1].startswith("remember"), "the room stays as it is, and is remembered so"
    assert trace[2]["actions"] == [
        'send {"type":"suggest","scene":"nope","viewport":null,"params":{"damping":0.5}}',
        "toast Sent to the room’s driver: the room changes if they accept"]
    assert trace[3]["actions"] == ["input damping=0.5", "refresh",
                                   "toast No scene “nope”: showing photo-grid. (12000 ms)"]


def test_the_link_s_problems_open_the_question_in_a_busy_room(browser, session_server):
    busy = {"othersPresent": True}
    setup = {"scene": "zoom", "problems": ["Viewport “1x1” is not a device size: showing the room’s device."]}
    trace = replay(browser, session_server, [["welcome", busy], ["state", busy]], setup=setup)
    assert trace[1]["actions"][0].startswith("ask Viewport “1x1” is not a device size: showing the room’s device. "
                                             "Others are in this room")


def test_a_viewer_applies_nothing_and_is_offered_no_suggestion(browser, session_server):
    viewer = {"canDrive": False}
    trace = replay(browser, session_server, [["welcome", viewer], ["state", viewer], ["suggestion", {
        "message": {"name": "Bo", "scene": "zoom"}, "room": viewer}]], setup={"scene": "zoom"})
    assert trace[1]["actions"][0].startswith("remember")
    assert not any(action.startswith("input") for action in trace[1]["actions"])
    assert trace[2]["actions"] == [], "a suggestion goes to those who may drive"


def test_a_link_into_a_room_another_drives_offers_only_to_ask_the_driver(browser, session_server):
    watching = {"othersPresent": True, "canDrive": False}
    trace = replay(browser, session_server, [["welcome", watching], ["state", watching],
                                             ["answer", {"label": "Ask the driver"}]], setup={"scene": "zoom"})
    assert trace[1]["actions"][0] == (
        "ask Others are in this room: your link’s scene and settings were not applied. [Ask the driver|Keep room]")
    assert trace[2]["actions"][0].startswith('send {"type":"suggest","scene":"zoom"'), trace[2]["actions"]
    assert not any(action.startswith("input") for step in trace for action in step["actions"])


def test_a_driver_accepting_a_suggestion_applies_it(browser, session_server):
    message = {"name": "Bo", "scene": "photo-grid", "viewport": {"width": 375, "height": 667},
               "params": {"damping": 0.4, "columns": "x"}}
    trace = replay(browser, session_server, [["welcome", {}], ["state", {}], ["suggestion", {"message": message}],
                                  ["answer", {"label": "Accept"}]])
    assert trace[2]["actions"] == ["ask Bo suggests Photo grid · 375 × 667 · 1 setting. [Accept|Ignore]"]
    assert trace[3]["actions"] == ["input viewport 375x667", "input damping=0.4", "refresh"]


def test_a_reconnection_into_a_fresh_room_puts_the_remembered_setup_back(browser, session_server):
    tuned = {"scene": "zoom", "params": {"columns": 3, "damping": 0.5}, "viewport": {"width": 375, "height": 667}}
    trace = replay(browser, session_server, [["welcome", tuned], ["state", tuned], ["closed", None], ["layoutChanged", {}],
                                  ["welcome", {}], ["state", {}], ["welcome", ZOOM], ["state", ZOOM]])
    assert [step["phase"] for step in trace] == [
        "joined", "joined", "reconnecting", "reconnecting", "judging", "joined", "judging", "joined"]
    assert trace[1]["actions"] == [
        'remember zoom 375x667 {"damping":0.5}', "refresh"]
    assert trace[3]["actions"] == [], "nothing is remembered while reconnecting"
    assert trace[5]["actions"] == ["input scene zoom", "refresh"]
    assert trace[7]["actions"][:3] == [
        "input viewport 375x667", "input damping=0.5", "toast Reconnected: restored the room’s scene and settings"]


def test_a_reconnection_into_a_room_someone_changed_keeps_it(browser, session_server):
    changed = {"params": {"columns": 5, "damping": 0.8}}
    trace = replay(browser, session_server, [["welcome", ZOOM], ["state", ZOOM], ["closed", None], ["welcome", changed],
                                  ["state", changed]])
    assert trace[3]["phase"] == "joined"
    assert trace[4]["actions"] == [
        'remember photo-grid 390x844 {"columns":5}', "refresh"]


def test_a_reload_puts_the_remembered_setup_back_only_into_an_empty_room(browser, session_server):
    alone = replay(browser, session_server, [["welcome", {}], ["state", {}], ["welcome", ZOOM], ["state", ZOOM]],
                   remembered=REMEMBERED)
    assert alone[1]["actions"] == ["input scene zoom", "refresh"]
    assert "toast Reloaded: restored the room’s scene and settings" in alone[3]["actions"]
    busy = {"othersPresent": True}
    crowded = replay(browser, session_server, [["welcome", busy], ["state", busy]], remembered=REMEMBERED)
    assert crowded[0]["phase"] == "joined"
    assert not any(action.startswith("input") for action in crowded[1]["actions"])
    link = replay(browser, session_server, [["welcome", {}]], remembered=REMEMBERED, setup={"params": {"columns": 4}})
    assert link[0]["phase"] == "judging", "a link of its own is not a reload"


LAB = "abcdefghijklmnopqrstuvwxyz"


def test_a_lab_link_alone_in_its_room_opens_the_lab_even_watching(browser, session_server):
    for room in ({}, {"canDrive": False}):
        trace = replay(browser, session_server, [["welcome", room], ["state", room], ["closed", None],
                                                 ["welcome", room]], setup={"lab": LAB})
        assert trace[0]["actions"] == [f'send {{"type":"open","lab":"{LAB}"}}']
        assert trace[3]["actions"] == [], "a reconnection does not open it again"


def test_a_lab_link_into_a_busy_room_asks_and_a_driver_may_open_it(browser, session_server):
    busy = {"othersPresent": True}
    trace = replay(browser, session_server, [["welcome", busy], ["answer", {"label": "Ask the driver"}],
                                             ["answer", {"label": "Open lab"}]], setup={"lab": LAB})
    assert trace[0]["actions"] == [
        "ask Others are in this room: your link’s saved lab was not opened. [Ask the driver|Open lab|Keep room]"]
    assert trace[1]["actions"] == [f'send {{"type":"suggest","lab":"{LAB}"}}',
                                   "toast Sent to the room’s driver: the room changes if they accept"]
    assert trace[2]["actions"] == [f'send {{"type":"open","lab":"{LAB}"}}']
    watching = {"othersPresent": True, "canDrive": False}
    asked = replay(browser, session_server, [["welcome", watching]], setup={"lab": LAB})
    assert asked[0]["actions"] == [
        "ask Others are in this room: your link’s saved lab was not opened. [Ask the driver|Keep room]"]


def test_a_driver_is_offered_a_suggested_lab(browser, session_server):
    trace = replay(browser, session_server, [["welcome", {}], ["state", {}],
                                             ["suggestion", {"message": {"name": "Bo", "lab": LAB}}],
                                             ["answer", {"label": "Open lab"}]])
    assert trace[2]["actions"] == ["ask Bo suggests a saved lab. [Open lab|Ignore]"]
    assert trace[3]["actions"] == [f'send {{"type":"open","lab":"{LAB}"}}']
