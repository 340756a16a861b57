#!/usr/bin/env bash
# Runs the micro-benchmarks (Benchmarks/Package.swift, ordo-one/benchmark) in release mode: wall-clock time,
# throughput and mallocs per run of each. Arguments go to the plugin, e.g. `make bench ARGS="--filter frames.*"`
# or `scripts/bench.sh --filter frames.*`; `scripts/bench.sh baseline update NAME` keeps a baseline to compare with.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
cd Benchmarks
if [[ "${1:-}" == baseline || "${1:-}" == thresholds ]]; then
    exec swift package --allow-writing-to-package-directory benchmark "$@"
fi
exec swift package benchmark "$@"
