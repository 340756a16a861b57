#!/usr/bin/env python3
"""Save and open times of saved labs, as a page sees them: from sending `save` to `saved`, and from sending `open`
to `opened` (the store's read and the room's change) and to the last `layout` of the lab (its layouts read and
prepared again), through a real `transition-lab serve` on 127.0.0.1 and a real store: a SQLite file in a temp folder,
or a PostgreSQL server of the script's own (`--postgres`). Two lab sizes: a tuned spring (a few hundred bytes) and
a full lab (layouts A and B as layout specs and a recorded drag of `--lines` lines). Each save is of a different lab
(a parameter changes between saves), so every save writes a row. Run on a quiet machine, after
`swift build -c release --product transition-lab`:

    python3 Benchmarks/scripts/bench_lab_store.py --binary .build/release/transition-lab [--postgres] [--labs 50]
"""

import argparse
import asyncio
import pathlib
import statistics
import sys
import tempfile
import time

REPO = pathlib.Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "Tests" / "EndToEnd"))
import conftest  # noqa: E402
from conftest import start_server  # noqa: E402
from labclient import input_ticks, join, ping, send  # noqa: E402
from store_support import TemporaryPostgres  # noqa: E402
from test_server_labs import LAYOUT_A, LAYOUT_B, answer, switch  # noqa: E402


async def full_lab(ws, lines):
    """Layouts A and B, and a recording of `lines` pointer moves."""
    await switch(ws, "your-layout")
    for slot, text in (("a", LAYOUT_A), ("b", LAYOUT_B)):
        await send(ws, "layout", slot=slot, format="json", text=text)
        await answer(ws, ("layout",))
    await send(ws, "record")
    # At 500 Hz, within the server's message rate (1,000 a second).
    async for step in input_ticks(500, lines - 1):
        await send(ws, "pointer", phase="down" if step == 0 else "move", id=1, x=100 + step % 50, y=300,
                   time=step * 2, seq=step + 1)
    await send(ws, "pointer", phase="up", id=1, x=100, y=300, time=lines * 8, seq=lines + 1)
    await send(ws, "record")
    await ping(ws)


async def measure(server, labs, lines, full):
    ws, _ = await join(server.ws_url(room="bench"), name="bench")
    if full:
        await full_lab(ws, lines)
    await switch(ws, "spring-lab")
    saves, ids = [], []
    for index in range(labs):
        await send(ws, "param", key="response", value=0.2 + index / (labs * 2))
        await ping(ws)
        started = time.perf_counter()
        await send(ws, "save")
        saved = await answer(ws, ("saved", "error"))
        saves.append((time.perf_counter() - started) * 1000)
        assert saved["type"] == "saved", saved
        ids.append(saved["lab"])
    opens, layouts = [], []
    reader, _ = await join(server.ws_url(room="bench-open"), name="opener")
    for lab in ids:
        started = time.perf_counter()
        await send(reader, "open", lab=lab)
        opened = await answer(reader, ("opened", "error"))
        opens.append((time.perf_counter() - started) * 1000)
        assert opened["type"] == "opened", opened
        if full and lab == ids[0]:
            for _ in range(2):
                await answer(reader, ("layout",))
            layouts.append((time.perf_counter() - started) * 1000)
    await ws.close()
    await reader.close()
    return saves, opens, layouts


def summary(name, values):
    values = sorted(values)
    p90 = values[int(len(values) * 0.9) - 1] if len(values) >= 10 else values[-1]
    return f"{name}: median {statistics.median(values):.2f} ms, p90 {p90:.2f} ms, max {values[-1]:.2f} ms ({len(values)})"


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", default=str(REPO / ".build" / "release" / "transition-lab"))
    parser.add_argument("--postgres", action="store_true", help="a PostgreSQL store instead of SQLite")
    parser.add_argument("--labs", type=int, default=50, help="saves and opens per lab size")
    parser.add_argument("--lines", type=int, default=2000, help="recorded pointer lines of the full lab")
    args = parser.parse_args()
    conftest.BINARY = pathlib.Path(args.binary)
    with tempfile.TemporaryDirectory() as directory:
        pg = TemporaryPostgres().__enter__() if args.postgres else None
        try:
            store = pg.url if pg else str(pathlib.Path(directory) / "labs.sqlite3")
            with start_server("--store", store) as server:
                for full in (False, True):
                    saves, opens, layouts = asyncio.run(measure(server, args.labs, args.lines, full))
                    kind = f"full lab ({args.lines} recorded lines, 2 layouts)" if full else "tuned spring"
                    print(f"{'PostgreSQL' if pg else 'SQLite'}, {kind}:")
                    print("  " + summary("save → saved", saves))
                    print("  " + summary("open → opened", opens))
                    if layouts:
                        print("  " + summary("open → both layouts prepared", layouts))
        finally:
            if pg:
                pg.__exit__(None, None, None)


if __name__ == "__main__":
    main()
