#!/usr/bin/env bash
# Builds the server in release mode and starts it; it prints the URL to open. The Swift layout reader (a process of
# its own, run once per pasted Swift source) builds meanwhile in debug mode, where swift-syntax compiles several times
# faster, without debug information as `make test` builds it (the two share the build); until it is built, a Swift
# paste says so (layout specs work at once).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
swift build -c release --product transition-lab
mkdir -p .build
log=.build/transition-lab-reader.log
echo "make run: building the Swift layout reader in the background (log: $log)"
(nice -n 10 swift build --product transition-lab-reader -debug-info-format none >"$log" 2>&1 \
    && echo "make run: the Swift layout reader is built" \
    || echo "make run: the Swift layout reader did not build: see $log") &
exec .build/release/transition-lab serve --layout-reader .build/debug/transition-lab-reader "$@"
