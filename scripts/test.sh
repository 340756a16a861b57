#!/usr/bin/env bash
# Runs every test: the format check (.swift-format), the Swift suites and the end-to-end tests (real WebSockets on
# 127.0.0.1; the page in headless Chromium, with its engine checks in WebKitGTK under Xvfb and headless Firefox ESR).
# The end-to-end tests need only the two executables and wait mostly on sockets, processes and browsers, so the Swift
# suites build and run beside them; each test starts its own servers on free ports, so two pytest-xdist workers share
# them out (`worksteal`: a worker that runs dry takes tests queued for the other).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh --with-browser
swift format lint --strict --recursive Sources Tests Benchmarks/TransitionLabBenchmarks
swift build --product transition-lab
swift build --product transition-lab-reader

log=.build/swift-test.log
echo "make test: the Swift suites build and run beside the end-to-end tests (log: $log)"
# An undeclared import between targets fails the build.
swift test --explicit-target-dependency-import-check error >"$log" 2>&1 &
swift_tests=$!
trap 'kill "$swift_tests" 2>/dev/null || true' EXIT

end_to_end_status=0
python3 -m pytest -q -rs -n 2 --dist worksteal Tests/EndToEnd || end_to_end_status=$?
swift_status=0
wait "$swift_tests" || swift_status=$?
trap - EXIT
echo "make test: the Swift suites"
cat "$log"
((swift_status == 0 && end_to_end_status == 0))
