#!/usr/bin/env bash
# Runs the benchmarks in release mode and prints medians and ratios to their targets.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
swift build -c release --product transition-lab-bench
"$(swift build -c release --show-bin-path)/transition-lab-bench" "$@"
