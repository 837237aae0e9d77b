#!/usr/bin/env bash
# Peak memory of a long run (docs/limits.md, "Output"): list-scrolling over FRAMES frames
# (default 200,000) with one repetition, release build, must peak under LIMIT_MB (default 250).
# Prints the peak and exits 1 above it.
set -euo pipefail
cd "$(dirname "$0")/.."
frames=${FRAMES:-200000}
limit=${LIMIT_MB:-250}
swift build -c release --product bench >/dev/null
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
# GNU time's %M is the peak resident set size in KB.
/usr/bin/time -f "%M %e" -o "$out/time" .build/release/bench --workload list-scrolling \
  --param "frames=$frames" --reps 1 --quiet --out "$out/results"
read -r peak seconds <"$out/time"
peak_mb=$((peak / 1024))
echo "list-scrolling frames=$frames --reps 1: peak ${peak_mb} MB in ${seconds} s (limit ${limit} MB)"
if [ "$peak_mb" -ge "$limit" ]; then
  echo "memory.sh: the peak is over ${limit} MB" >&2
  exit 1
fi
