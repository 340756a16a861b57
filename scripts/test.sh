#!/usr/bin/env bash
# Runs every test: the format check (.swift-format), the Swift suites, then the end-to-end tests (real WebSockets on
# 127.0.0.1; the page in headless Chromium, with its engine checks in WebKitGTK under Xvfb and headless Firefox ESR).
# The end-to-end tests wait mostly on sockets, processes and browsers, and each starts its own servers on free ports,
# so two pytest-xdist workers share them out (`worksteal`: a worker that runs dry takes tests queued for the other).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh --with-browser
swift format lint --strict --recursive Sources Tests Benchmarks/TransitionLabBenchmarks
swift build --product transition-lab
swift test --explicit-target-dependency-import-check error  # an undeclared import between targets fails
python3 -m pytest -q -rs -n 2 --dist worksteal Tests/EndToEnd
