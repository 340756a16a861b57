#!/usr/bin/env bash
# Server load benchmark: builds the release binary, then drives it from loopback with one
# driver pinching at 120 Hz and 1/10/50/200 viewers at --fps 60 and 120. Extra arguments go to the harness
# (e.g. --viewers 50 --fps 60 --seconds 10 --scene photo-grid --formats v1,v2: each configuration once per frame
# format, side by side; --variants old=PATH:v1,new=PATH:v2 --repeat 5 alternates two binaries instead).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
swift build -c release --product transition-lab
echo "machine: nproc=$(nproc), $(lscpu | grep 'Model name' | sed 's/  */ /g')"
exec python3 scripts/bench_server_load.py --binary .build/release/transition-lab "$@"
