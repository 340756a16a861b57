#!/usr/bin/env bash
# Builds the lab in release mode and starts the server; it prints the URL to open.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
swift build -c release --product transition-lab
exec .build/release/transition-lab serve "$@"
