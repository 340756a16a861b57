#!/usr/bin/env bash
# Times a first run: a fresh clone of this repository's HEAD, then `scripts/run.sh --port 0` (what `make run` runs)
# until it prints the URL to open, and until the Swift layout reader it builds in the background is built. Prints
# both in seconds, then stops the server and removes the clone. Dependencies
# come from SwiftPM's cache when it has them (as on a machine that built the lab before). Run on a quiet machine.
set -euo pipefail
repo="$(cd "$(dirname "$0")/../.." && pwd)"
work="$(mktemp -d)"
trap 'kill "${server:-}" 2>/dev/null || true; wait 2>/dev/null || true; rm -rf "$work"' EXIT
git clone -q "$repo" "$work/clone"
cd "$work/clone"
load=$(uptime | sed 's/.*load average: //')
start=$(date +%s.%N)
scripts/run.sh --port 0 >"$work/log" 2>&1 &
server=$!
elapsed() { echo "$(date +%s.%N) - $start" | bc; }
until grep -Eq "open: +http" "$work/log"; do
    kill -0 "$server" 2>/dev/null || { cat "$work/log"; exit 1; }
    sleep 0.2
done
url=$(elapsed)
until grep -q "make run: the Swift layout reader" "$work/log"; do sleep 0.2; done
reader=$(elapsed)
grep "make run: the Swift layout reader" "$work/log"
kill "$server"
wait "$server" || true
printf 'URL printed after %.1f s; reader built after %.1f s (uptime before: %s)\n' "$url" "$reader" "$load"
