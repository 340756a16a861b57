#!/usr/bin/env bash
# Runs every test: the format check (.swift-format), then one build of every product and test target, then the Swift
# suites beside the end-to-end tests (real WebSockets on 127.0.0.1; the page in headless Chromium, with its engine
# checks in WebKitGTK under Xvfb and headless Firefox ESR). The Swift suites keep both cores busy for under a minute;
# the end-to-end tests wait mostly on sockets, processes and browsers and each starts its own servers on free ports,
# so four pytest-xdist workers share them out (`worksteal`: a worker that runs dry takes tests queued for another).
# Tests marked `alone` compare rooms' shares of the server's CPU, so they run last, with nothing beside them.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh --with-browser
swift format lint --strict --recursive Sources Tests Benchmarks/TransitionLabBenchmarks
# An undeclared import between targets fails the build. No debug information: it costs a sixth of the build's CPU
# and the tests read none (`make run` builds the reader the same way, so the two share its build).
swift build --build-tests --explicit-target-dependency-import-check error -debug-info-format none

swift_log=$(mktemp)
swift_tests=
trap '[ -n "$swift_tests" ] && kill "$swift_tests" 2>/dev/null; rm -f "$swift_log"' EXIT
swift test --skip-build >"$swift_log" 2>&1 &
swift_tests=$!
end_to_end=0
python3 -m pytest -q -rs -n 4 --dist worksteal -m "not alone" Tests/EndToEnd || end_to_end=$?
swift=0
wait "$swift_tests" || swift=$?
python3 -m pytest -q -rs -m alone Tests/EndToEnd || end_to_end=$?
echo "--- Swift suites (run beside the end-to-end tests) ---"
cat "$swift_log"
echo "Swift suites: exit $swift; end-to-end tests: exit $end_to_end"
[ "$swift" -eq 0 ] && [ "$end_to_end" -eq 0 ]
