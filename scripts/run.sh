#!/usr/bin/env bash
# Builds the server in release mode and the Swift layout reader (a process of its own, run once per pasted source) in
# debug mode, which builds swift-syntax several times faster and shares `make test`'s build; then starts the server,
# which prints the URL to open.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
swift build --product transition-lab-reader
swift build -c release --product transition-lab
exec .build/release/transition-lab serve --layout-reader .build/debug/transition-lab-reader "$@"
