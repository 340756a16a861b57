#!/usr/bin/env python3
"""CPU and wall time of one `transition-lab-reader` run (process start included) reading the compositional-layout
source document's code (its five layout code blocks, as `SourceDocumentTests` reads them) and a one-line source,
each `--runs` times. Usage: `python3 Benchmarks/scripts/bench_reader_read.py [--reader .build/debug/transition-lab-reader]`."""

import argparse
import json
import pathlib
import resource
import subprocess
import sys
import time

REPO = pathlib.Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "Tests" / "EndToEnd"))
from test_page_layout import cat_food_source  # noqa: E402  (the document's code, as the page test pastes it)


def measure(reader, source, counts, runs):
    request = json.dumps({"format": "swift", "text": source, "width": 390, "height": 844, "counts": counts}).encode()
    reply = subprocess.run([reader], input=request, capture_output=True, check=True)
    assert b'"spec"' in reply.stdout, reply.stdout[:200]
    before, started = resource.getrusage(resource.RUSAGE_CHILDREN), time.monotonic()
    for _ in range(runs):
        subprocess.run([reader, "--memory-mib", "2048", "--cpu-seconds", "5"], input=request, capture_output=True, check=True)
    after, wall = resource.getrusage(resource.RUSAGE_CHILDREN), time.monotonic() - started
    cpu = after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime
    return cpu / runs * 1000, wall / runs * 1000


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--reader", default=str(REPO / ".build" / "debug" / "transition-lab-reader"))
    parser.add_argument("--runs", type=int, default=20)
    args = parser.parse_args()
    spec = json.loads((REPO / "docs" / "examples" / "cat-food.json").read_text())
    counts = [section.get("numberOfItems", 10) for section in spec["sections"]]
    for name, source in (("document code", cat_food_source()), ("one line", "let layout = UICollectionViewFlowLayout()\n")):
        cpu, wall = measure(args.reader, source, counts, args.runs)
        print(f"{name} ({len(source.encode())} bytes): {cpu:.1f} ms CPU, {wall:.1f} ms wall per read ({args.runs} runs)")


if __name__ == "__main__":
    main()
