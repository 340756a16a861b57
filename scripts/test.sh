#!/usr/bin/env bash
# Runs every test: the format check (.swift-format), a build of the products, then the end-to-end tests (real
# WebSockets on 127.0.0.1; the page in headless Chromium, with its engine checks in WebKitGTK under Xvfb and headless
# Firefox ESR) beside the build of the test targets and the Swift suites, and last the tests that must run alone.
#
# Each end-to-end test starts its own servers on free ports, so two pytest-xdist workers share them out
# (`worksteal`: a worker that runs dry takes tests queued for the other). They need only the two executables, and
# while they wait on browsers and servers they leave part of the two cores idle, which the test targets' build and
# the Swift suites take up. Tests marked `alone` compare rooms' shares of the server's CPU, so they run last, with
# nothing beside them.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh --with-browser
swift format lint --strict --recursive Sources Tests Benchmarks/TransitionLabBenchmarks
# An undeclared import between targets fails the build. No debug information: it costs a sixth of the build's CPU
# and the tests read none (`make run` builds the reader the same way, so the two share its build).
build=(--explicit-target-dependency-import-check error -debug-info-format none)
swift build "${build[@]}"

end_to_end_log=$(mktemp)
# In a process group of its own, so that a failure here stops the browsers and servers it started too.
setsid python3 -m pytest -q -rs -n 2 --dist worksteal -m "not alone" Tests/EndToEnd >"$end_to_end_log" 2>&1 &
end_to_end=$!
trap 'kill -- -"$end_to_end" 2>/dev/null || true; rm -f "$end_to_end_log"' EXIT

swift build --build-tests "${build[@]}"
swift test --skip-build
echo "End-to-end tests (begun after the products' build):"
status=0
wait "$end_to_end" || status=$?
cat "$end_to_end_log"
[ "$status" -eq 0 ] || exit "$status"
python3 -m pytest -q -rs -m alone Tests/EndToEnd
