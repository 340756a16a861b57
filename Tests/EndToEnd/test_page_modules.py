"""The page's module boundaries, read from its source (no browser needed): input/ never imports the renderer (both
go through geometry.js), the reconnection restore and the editor's slot state touch no DOM, and every event is named
once in `EVENT` (web/events.js), used through it, and both emitted and listened to; the server's messages reach the
bus in one place; the room's session is made once and passed to the modules that read it."""

import re
from pathlib import Path

WEB = Path(__file__).resolve().parents[2] / "web"
IMPORT = re.compile(r"""(?:\bimport\b[^'"]*?\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"](\.{1,2}/[^'"]+)['"]""")
COMMENT = re.compile(r"/\*.*?\*/|//[^\n]*", re.S)


def source(path):
    """`path`'s code without its comments."""
    return COMMENT.sub("", path.read_text())


def imports(path):
    return {(path.parent / spec).resolve() for spec in IMPORT.findall(source(path))}


def reachable(start):
    seen, todo = set(), [start.resolve()]
    while todo:
        path = todo.pop()
        if path in seen:
            continue
        seen.add(path)
        assert path.exists(), f"{path} is imported but missing"
        todo.extend(imports(path))
    return seen


def test_the_import_reader_finds_imports():
    pointer = imports(WEB / "input" / "pointer.js")
    assert (WEB / "geometry.js").resolve() in pointer and (WEB / "events.js").resolve() in pointer


def test_input_modules_never_import_the_renderer():
    renderer = (WEB / "renderer").resolve()
    for module in sorted((WEB / "input").glob("*.js")):
        reached = [p for p in reachable(module) if renderer in p.parents]
        assert not reached, f"{module.name} reaches the renderer: {[str(p.relative_to(WEB)) for p in reached]}"
    geometry = reachable(WEB / "geometry.js")
    assert geometry == {(WEB / "geometry.js").resolve()}, "geometry.js stands alone"


DOM = re.compile(r"\b(document|window|navigator|sessionStorage|localStorage|HTMLElement|querySelector\w*|"
                 r"addEventListener|textContent)\b")


def test_the_restore_protocol_and_the_slot_state_touch_no_dom():
    modules = [*(WEB / "session").glob("*.js"), WEB / "panel" / "layout-slots.js"]
    assert len(modules) >= 2
    for module in modules:
        found = DOM.findall(source(module))
        assert not found, f"{module.relative_to(WEB)} uses {sorted(set(found))}"
        for imported in reachable(module) - {module.resolve()}:
            assert not DOM.findall(source(imported)), f"{module.name} imports {imported.name}, which uses the DOM"


EVENT_ENTRY = re.compile(r"^\s+(\w+): '([^']+)',", re.M)
BUS_CALL = re.compile(r"\b(on|emit|off)\(\s*([^,)]+)")


def event_list():
    text = (WEB / "events.js").read_text()
    body = text[text.index("export const EVENT"):text.index("});")]
    return dict(EVENT_ENTRY.findall(body))


def bus_calls():
    """(file, verb, first argument) of every call of the bus outside events.js."""
    calls = []
    for path in sorted(WEB.rglob("*.js")):
        if path.name == "events.js":
            continue
        text = source(path)
        if "events.js" not in text:
            continue
        for verb, argument in BUS_CALL.findall(text):
            calls.append((path.relative_to(WEB), verb, argument.strip()))
    return calls


def test_every_event_is_named_once_and_used_through_the_list():
    names = event_list()
    assert len(names) >= 30, names
    assert len(set(names.values())) == len(names), "each name once"
    calls = bus_calls()
    assert calls
    used = {}
    for path, verb, argument in calls:
        match = re.fullmatch(r"EVENT\.(\w+)", argument)
        assert match, f"{path}: {verb}({argument}…) does not name its event through EVENT"
        assert match.group(1) in names, f"{path}: EVENT.{match.group(1)} is not in the list"
        used.setdefault(match.group(1), set()).add(verb)
    for key, name in names.items():
        listened = "on" in used.get(key, set())
        emitted = "emit" in used.get(key, set()) or name.startswith("server:")
        assert listened and emitted, f"EVENT.{key} ({name}) is {'never emitted' if listened else 'never listened to'}"
    # The server's messages reach the bus in one place.
    relays = [path for path in sorted(WEB.rglob("*.js")) if "emitServerMessage(" in source(path)]
    assert [path.relative_to(WEB) for path in relays] == [Path("events.js"), Path("protocol/socket.js")], relays
    # No event name appears as a bare string anywhere else in the page's code.
    for path in sorted(WEB.rglob("*.js")):
        if path.name == "events.js":
            continue
        strings = set(re.findall(r"'([\w:]+)'", source(path)))
        bare = strings & {name for name in names.values() if ":" in name}
        assert not bare, f"{path.relative_to(WEB)} spells {bare} out"


def test_no_layout_editor_function_spans_more_than_60_lines():
    text = (WEB / "panel" / "layout-editor.js").read_text().split("\n")
    starts = [i for i, line in enumerate(text) if re.match(r"(export )?(async )?function ", line)]
    for start in starts:
        end = next(i for i in range(start, len(text)) if text[i] == "}")
        assert end - start <= 60, f"{text[start]} spans {end - start} lines"


def test_the_session_is_made_once_and_passed_to_the_modules_that_read_it():
    session = (WEB / "session.js").resolve()
    importers = sorted(str(path.relative_to(WEB)) for path in WEB.rglob("*.js") if session in imports(path))
    assert importers == ["main.js"], importers
    assert "export const" not in source(session), "session.js exports no shared object"
