#!/usr/bin/env bash
# Runs every test: the format check (.swift-format), a build of every product and test target, the Swift suites and the
# end-to-end tests (real WebSockets on 127.0.0.1; the page in Chromium's headless shell, with its engine checks in
# WebKitGTK under Xvfb and headless Firefox ESR). Each end-to-end test starts its own servers on free ports, so two
# pytest-xdist workers share them out (`worksteal`: a worker that runs dry takes tests queued for the other). Tests
# marked `alone` compare rooms' shares of the server's CPU, so they run last, with nothing beside them. Each phase's
# end is printed with the seconds since the start.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh --with-browser
# An undeclared import between targets fails the build. No debug information: it costs a sixth of the build's CPU
# and the tests read none (`make run` builds the reader the same way, so the two share its build).
build=(swift build --explicit-target-dependency-import-check error -debug-info-format none)
swift format lint --strict --recursive Sources Tests Benchmarks/TransitionLabBenchmarks &
format=$!
# The end-to-end tests need only the two executables. The test targets build, and the Swift suites then run, beside
# them at the lowest priority (nice 19), in the CPU the browsers and servers leave idle: a server's layout readers run
# at nice 10, above the suites' compilers. Their output is kept in .build/swift-test.log and shown once both are
# done (whole if they failed).
"${build[@]}"
wait "$format"
echo "test.sh: executables built after ${SECONDS} s"
# The test targets' build relinks both executables (TransitionLabCLITests runs them), and a file being linked is
# missing for a moment: the end-to-end tests run copies.
mkdir -p .build/end-to-end
cp .build/debug/transition-lab .build/debug/transition-lab-reader .build/end-to-end/
export TRANSITION_LAB_BINARY="$PWD/.build/end-to-end/transition-lab"
(
    status=0
    nice -n 19 "${build[@]}" --build-tests && nice -n 19 swift test --skip-build || status=$?
    echo "test.sh: Swift suites done after ${SECONDS} s"
    exit "$status"
) >.build/swift-test.log 2>&1 &
swift_tests=$!
trap 'pkill -P "$swift_tests" 2>/dev/null || true; kill "$swift_tests" 2>/dev/null || true' EXIT
end_to_end=0
python3 -m pytest -q -rs -n 2 --dist worksteal -m "not alone" Tests/EndToEnd || end_to_end=$?
echo "test.sh: end-to-end tests done after ${SECONDS} s"
swift=0
wait "$swift_tests" || swift=$?
if ((swift)); then cat .build/swift-test.log; else tail -n 2 .build/swift-test.log; fi
((end_to_end == 0 && swift == 0))
python3 -m pytest -q -rs --durations=3 -m alone Tests/EndToEnd
echo "test.sh: all done after ${SECONDS} s"
