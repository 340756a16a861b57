"""Exporting the room's scene as Swift over real WebSockets on 127.0.0.1 (`export`, docs/protocol.md): the file
carries the room's parameters as the driver tuned them, goes to the member who asked only (a viewer may ask), is
rate-limited per connection, and on `your-layout` holds the pasted layouts' code with their values filled in; a
layout with no Swift form is refused naming it."""

import asyncio
import json

from labclient import connect, expect, join, ping, receive, round_trip, run, send

# A connection may export once per this many seconds (`Connection.StateMachine.exportInterval`): a second request comes after it,
# as a person's next click would (pacing, not a wait for an event).
EXPORT_INTERVAL = 0.25

# A layout the Swift layout reader reads, with a value from outside the paste.
LAYOUT_A = """func createLayout() -> UICollectionViewLayout {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: Theme.tile, height: Theme.tile)
    layout.minimumLineSpacing = 4
    return layout
}
"""
# A flow spec whose sections differ: UICollectionViewFlowLayout's properties apply to every section, so it has no
# Swift form without delegate methods.
UNPRINTABLE = json.dumps({
    "layout": "flow",
    "sections": [
        {"numberOfItems": 3, "itemSize": [100, 100]},
        {"numberOfItems": 3, "itemSize": [50, 50]},
    ],
})


def test_a_viewer_gets_the_drivers_tuned_scene_and_no_one_else_does(server):
    async def scenario():
        driver, _ = await join(server.ws_url(room="export"), name="Ann")
        await send(driver, "scene", name="today-cards")
        await expect(driver, "welcome")
        await send(driver, "param", key="presentDamping", value=0.62)
        await send(driver, "param", key="pullDownDistance", value=140)
        await round_trip(driver)
        viewer = await connect(server.ws_url(room="export", role="viewer", name="Bo"))
        await expect(viewer, "welcome")
        await send(viewer, "export")
        exported = await expect(viewer, "export")
        assert exported["scene"] == "today-cards"
        assert exported["name"] == "TodayViewController.swift"
        text = exported["text"]
        assert "exported by TransitionLab" in text and "from the scene today-cards" in text
        assert "//   presentDamping = 0.62  (Present spring: Present damping ratio)" in text
        assert "    static let presentDamping: CGFloat = 0.62\n" in text
        assert "    static let pullDownDistance: CGFloat = 140\n" in text
        assert "usingSpringWithDamping: TodayCardsTuning.presentDamping" in text
        # The driver, who did not ask, gets no file.
        assert not [m for m in await ping(driver) if isinstance(m, dict) and m["type"] == "export"]
        await driver.close()
        await viewer.close()

    run(scenario())


def test_exports_are_rate_limited_per_connection(server):
    async def scenario():
        ws, _ = await join(server.ws_url(room="export-rate"))
        await send(ws, "export")
        await send(ws, "export")
        # The second is refused at once by the connection; the first is answered once the room has written it.
        answers = {}
        while len(answers) < 2:
            message = await receive(ws)
            if isinstance(message, dict) and message["type"] in ("export", "error"):
                assert message["type"] not in answers, message
                answers[message["type"]] = message
        assert answers["error"]["code"] == "rate-limited" and answers["error"]["for"] == "export"
        assert answers["export"]["scene"] == "photo-grid"
        # One answer per request: nothing else comes.
        assert not [m for m in await ping(ws) if isinstance(m, dict) and m["type"] in ("export", "error")]
        await ws.close()

    run(scenario())


def test_your_layout_exports_the_pasted_code_with_its_values(server):
    async def scenario():
        ws, _ = await join(server.ws_url(room="export-layouts"))
        await send(ws, "scene", name="your-layout")
        await expect(ws, "welcome")
        await send(ws, "layout", slot="a", format="swift", text=LAYOUT_A, counts=[12], values="Theme.tile = 96")
        await expect(ws, "layout")
        await send(ws, "export")
        text = (await expect(ws, "export"))["text"]
        assert "// Theme.tile is filled in with the value you gave." in text
        assert "layout.itemSize = CGSize(width: 96, height: 96)" in text
        assert "static let counts = [12]" in text
        assert "// No layout B was given: give one in the lab to pinch to it." in text
        # A layout B with no Swift form: the export is refused naming it, rather than exporting another layout.
        await send(ws, "layout", slot="b", format="json", text=UNPRINTABLE)
        await expect(ws, "layout")
        await asyncio.sleep(EXPORT_INTERVAL)
        await send(ws, "export")
        error = await expect(ws, "error")
        assert error["for"] == "export" and error["code"] == "export-failed"
        assert error["message"].startswith("layout B has no Swift form")
        await ws.close()

    run(scenario())
