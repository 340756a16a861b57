"""The simulated iPhone in a real headless Chromium: device chrome (status bar, notch or Dynamic Island, home
indicator) drawn over the scene per viewport preset, the screen's light / dark appearance following the page, and
a first minute without traps (no dialog over the device, a hint per scene, share links that leave a busy room
alone, bad URL values answered, Record asking before restarting a shared room)."""

from page_support import browser, lab  # noqa: F401  (fixtures)

TODAY = "today-cards"
GRID = "photo-grid"


def pick(page, selector, value):
    page.js("const p = document.querySelector(arguments[0]); p.value = arguments[1];"
            "p.dispatchEvent(new Event('change'));", selector, value)


def is_dark(rgba):
    return sum(rgba[:3]) < 3 * 60


def is_light(rgba):
    return sum(rgba[:3]) > 3 * 200


def toast_text(page):
    return page.js("return document.querySelector('#toast').textContent")


def test_device_chrome_follows_the_viewport_preset(browser, lab):
    page = browser.open(f"{lab.url}?room=device-chrome&name=Ann&scene={TODAY}")
    page.require_scene(TODAY)
    page.wait_for(lambda h: h["ready"] and h["scene"] == TODAY, message="today-cards")
    # 390 × 844 (iPhone 14): a notch 162 pt wide from the top edge, on a white screen.
    page.wait_for(lambda h: is_dark(page.pixel_at((195, 5))), message="the notch, black at the top centre")
    assert is_light(page.pixel_at((195, 40))), "below the 33-pt notch the screen is white again"
    assert is_dark(page.pixel_at((195, 844 - 10.5))), "the home indicator, 8 pt above the bottom edge"
    # The status bar's time sits left of the notch, its battery right of it.
    left = [page.pixel_at((x, 17)) for x in range(44, 84, 2)]
    assert any(is_dark(p) for p in left), "the time is drawn left of the notch"

    pick(page, "#viewport-picker", "393x852")
    page.wait_for(lambda h: page.viewport() == {"width": 393, "height": 852}, message="the 393 × 852 viewport")
    # Dynamic Island: 126 × 37 at 11 pt from the top, screen above it.
    page.wait_for(lambda h: is_dark(page.pixel_at((196.5, 29))), message="the Dynamic Island")
    assert is_light(page.pixel_at((196.5, 5))), "above the Dynamic Island the screen shows"

    pick(page, "#viewport-picker", "375x667")
    page.wait_for(lambda h: page.viewport() == {"width": 375, "height": 667}, message="the iPhone SE viewport")
    page.wait_for(lambda h: is_light(page.pixel_at((187.5, 3))), message="no cut-out on a home-button iPhone")
    assert is_light(page.pixel_at((187.5, 667 - 10.5))) or not is_dark(page.pixel_at((187.5, 667 - 10.5))), \
        "no home indicator on a home-button iPhone"
    page.screenshot("page-device-375x667.png")
    assert page.console_problems() == []


def test_the_simulated_screen_follows_dark_mode_and_can_be_switched(browser, lab):
    page = browser.open(f"{lab.url}?room=device-dark&name=Ann&scene={TODAY}")
    page.require_scene(TODAY)
    page.wait_for(lambda h: h["ready"] and h["scene"] == TODAY, message="today-cards")
    page.wait_for(lambda h: is_light(page.pixel_at((300, 70))), message="a light screen on a light page")
    page.cdp("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": "dark"}]})
    page.wait_for(lambda h: h["params"].get("darkAppearance") == 1, message="the dark appearance")
    page.wait_for(lambda h: is_dark(page.pixel_at((300, 70))), message="the screen to turn dark with the page")
    page.screenshot("page-today-cards-dark.png")
    # The switch in the panel turns it back for the room.
    page.js("document.querySelector('#controls input[type=checkbox][data-key=darkAppearance]').click()")
    page.wait_for(lambda h: h["params"].get("darkAppearance") == 0, message="light again from the panel switch")
    page.wait_for(lambda h: is_light(page.pixel_at((300, 70))), message="the screen light again")
    page.cdp("Emulation.setEmulatedMedia", {"features": []})


def test_no_dialog_blocks_a_first_pinch_and_the_hint_goes_away(browser, lab):
    page = browser.open(f"{lab.url}?room=device-first")  # no name in the URL or storage: a first visit
    page.require_scene(GRID)
    page.wait_ready()
    if page.hook()["scene"] != GRID:
        pick(page, "#scene-picker", GRID)
        page.wait_for(lambda h: h["scene"] == GRID, message="the photo grid")
    assert page.js("return document.querySelector('dialog[open]')") is None
    hint = "return document.querySelector('#scene-hint')"
    page.wait_for(lambda h: page.js(hint + ".hidden === false"), message="the scene's hint")
    assert "Pinch" in page.js(hint + ".textContent")
    columns = page.hook()["state"]["columns"]
    page.pinch((195, 420), 40, 260)
    page.wait_for(lambda h: h["state"]["columns"] < columns, message="fewer columns after pinching out")
    assert page.js(hint + ".hidden"), "the hint is gone after the first gesture"


def test_a_share_link_leaves_a_busy_room_alone_until_applied(browser, lab):
    ann = browser.open(f"{lab.url}?room=device-busy&name=Ann&scene={GRID}")
    ann.require_scene(GRID)
    ann.wait_for(lambda h: h["ready"] and h["scene"] == GRID, message="Ann's photo grid")
    bob = browser.open(f"{lab.url}?room=device-busy&name=Bob&scene=zoom&viewport=375x667&p.finishThreshold=0.8")
    bob.wait_for(lambda h: h["ready"], message="Bob in the room")
    bob.wait_for(lambda h: "not applied" in toast_text(bob), message="Bob told the link was not applied")
    # What is tested is that nothing happens: once the server has read what Bob's page sent so far, the room is as
    # Ann left it.
    bob.ping()
    room = lab.room_now("device-busy")
    assert room["scene"] == GRID and room["viewport"] == {"width": 390, "height": 844}, "Ann's room is unchanged"
    assert abs(room["params"]["finishThreshold"] - 0.5) < 1e-9
    # Applying on purpose switches the room.
    bob.js("[...document.querySelectorAll('#toast button')].find((b) => b.textContent === 'Apply link').click()")
    ann.wait_for(lambda h: h["scene"] == "zoom" and ann.viewport() == {"width": 375, "height": 667},
                 message="the link applied after Bob confirmed")


def test_bad_url_values_are_answered_and_the_real_state_shown(browser, lab):
    page = browser.open(f"{lab.url}?room=device-bad&name=Ann&viewport=9999x5")
    page.wait_ready()
    assert "9999x5" in toast_text(page) and "not a device size" in toast_text(page)
    assert page.viewport() == {"width": 390, "height": 844}
    assert page.js("return document.querySelector('#viewport-picker').value") == "390x844"

    page = browser.open(f"{lab.url}?room=device-bad-scene&name=Ann&scene=nope")
    page.wait_ready()
    page.wait_for(lambda h: "No scene “nope”" in toast_text(page), message="the unknown scene named")
    assert page.js("return document.querySelector('#scene-picker').value") == page.hook()["scene"]

    page = browser.open(f"{lab.url}?room={'r' * 100}&name=Ann")
    page.wait_ready()
    assert "at most 64" in toast_text(page)
    assert page.js("return document.querySelector('#room-name').textContent") == "room default"
    overflow = page.js("const t = document.querySelector('#toast').getBoundingClientRect();"
                       "return t.right <= innerWidth && t.left >= 0")
    assert overflow, "the toast fits the window"
    assert page.console_problems() == []


def test_record_asks_before_restarting_a_room_with_others_in_it(browser, lab):
    ann = browser.open(f"{lab.url}?room=device-record&name=Ann")
    ann.wait_ready()
    # Alone: Record starts at once.
    ann.js("document.querySelector('#record').click()")
    ann.wait_for(lambda h: ann.js("return !document.querySelector('#recording-badge').hidden"), message="recording")
    ann.js("document.querySelector('#record').click()")
    ann.wait_for(lambda h: ann.js("return document.querySelector('#recording-badge').hidden"), message="stopped")
    bob = browser.open(f"{lab.url}?room=device-record&name=Bob")
    bob.wait_ready()
    ann.wait_for(lambda h: ann.js("return document.querySelectorAll('#presence li').length") == 2, message="Bob")
    ann.js("document.querySelector('#record').click()")
    assert "restarts the scene for 1 other person" in toast_text(ann)
    # What is tested is that nothing happens before confirming: once the server has read what Ann's page sent so
    # far, the room is not recording.
    ann.ping()
    assert not lab.room_now("device-record")["recording"], "not recording before confirming"
    ann.js("[...document.querySelectorAll('#toast button')].find((b) => b.textContent === 'Record').click()")
    ann.wait_for(lambda h: ann.js("return !document.querySelector('#recording-badge').hidden"),
                 message="recording after confirming")


def test_a_share_link_can_be_sent_to_the_driver_who_accepts_it(browser, lab):
    ann = browser.open(f"{lab.url}?room=device-suggest&name=Ann&scene={GRID}")
    ann.require_scene(GRID)
    ann.wait_for(lambda h: h["ready"] and h["scene"] == GRID, message="Ann's photo grid")
    ann.pinch((195, 420), 40, 260)  # Ann drives the room
    ann.wait_for(lambda h: h["state"]["transitionProgress"] is None, message="Ann's pinch settled")
    bob = browser.open(f"{lab.url}?room=device-suggest&name=Bob&scene=zoom&viewport=375x667")
    bob.wait_for(lambda h: "not applied" in toast_text(bob), message="Bob told the link was not applied")
    bob.js("[...document.querySelectorAll('#toast button')].find((b) => b.textContent === 'Ask the driver').click()")
    ann.wait_for(lambda h: "Bob suggests" in toast_text(ann), message="Ann asked about Bob's link")
    assert "375 × 667" in toast_text(ann)
    assert ann.hook()["scene"] == GRID, "nothing changes before Ann accepts"
    ann.js("[...document.querySelectorAll('#toast button')].find((b) => b.textContent === 'Accept').click()")
    bob.wait_for(lambda h: h["scene"] == "zoom" and bob.viewport() == {"width": 375, "height": 667},
                 message="the room switched after Ann accepted")
