#!/usr/bin/env bash
# Server load benchmark: builds the release binary, then drives it from loopback with one
# driver pinching at 120 Hz and 1/10/50/200 viewers at --fps 60 and 120. Extra arguments go to the harness
# (e.g. --viewers 50 --fps 60 --seconds 10 --scene photo-grid; --variants base=PATH,change=PATH --repeat 5
# alternates two builds).
set -euo pipefail
cd "$(dirname "$0")/../.."
scripts/setup.sh
swift build -c release --product transition-lab
echo "machine: nproc=$(nproc), $(lscpu | grep 'Model name' | sed 's/  */ /g')"
exec python3 Benchmarks/scripts/bench_server_load.py --binary .build/release/transition-lab "$@"
