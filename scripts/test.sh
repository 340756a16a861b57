#!/usr/bin/env bash
# Runs every test: the format check (.swift-format), one build of every product and test target, the Swift suites,
# then the end-to-end tests (real WebSockets on 127.0.0.1; the page in headless Chromium, with its engine checks in
# WebKitGTK under Xvfb and headless Firefox ESR). Each end-to-end test starts its own servers on free ports, so two
# pytest-xdist workers share them out (`worksteal`: a worker that runs dry takes tests queued for the other); the
# browsers keep both cores busy, so more workers only slow each test down. Tests marked `alone` compare rooms' shares
# of the server's CPU, so they run last, with nothing beside them.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh --with-browser
swift format lint --strict --recursive Sources Tests Benchmarks/TransitionLabBenchmarks
# An undeclared import between targets fails the build. No debug information: it costs a sixth of the build's CPU
# and the tests read none (`make run` builds the reader the same way, so the two share its build).
swift build --build-tests --explicit-target-dependency-import-check error -debug-info-format none
swift test --skip-build
python3 -m pytest -q -rs -n 2 --dist worksteal -m "not alone" Tests/EndToEnd
python3 -m pytest -q -rs -m alone Tests/EndToEnd
