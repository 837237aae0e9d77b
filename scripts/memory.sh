#!/usr/bin/env bash
# Memory of long runs (docs/limits.md, "Output"), release build:
# - list-scrolling over FRAMES frames (default 200,000) with one repetition must peak under
#   LIMIT_MB (default 250);
# - memory must not grow with the frames: the peak over 1,000,000 frames must be within 10 % of
#   the peak over 100,000 (one engine, property-level: what is kept per frame is the same for all).
# Prints the peaks and exits 1 if either check fails.
set -euo pipefail
cd "$(dirname "$0")/.."
frames=${FRAMES:-200000}
limit=${LIMIT_MB:-250}
swift build -c release --product bench >/dev/null
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
# GNU time's %M is the peak resident set size in KB.
peak() {
  # The check is of memory, not time: no time limit (the 1,000,000-frame run takes minutes, and a
  # pace projected from the first frames of a machine still busy from a build overshoots).
  /usr/bin/time -f "%M %e" -o "$out/time" .build/release/bench --workload list-scrolling \
    --param "frames=$1" --reps 1 --warmup 0 --quiet --time-limit 0 --out "$out/results" "${@:2}"
  read -r kb seconds <"$out/time"
  echo "$((kb / 1024)) $seconds"
}
read -r peak_mb seconds < <(peak "$frames")
echo "list-scrolling frames=$frames --reps 1: peak ${peak_mb} MB in ${seconds} s (limit ${limit} MB)"
status=0
if [ "$peak_mb" -ge "$limit" ]; then
  echo "memory.sh: the peak is over ${limit} MB" >&2
  status=1
fi
read -r small small_seconds < <(peak 100000 --engine property-level)
read -r large large_seconds < <(peak 1000000 --engine property-level)
echo "list-scrolling on property-level: peak ${small} MB over 100,000 frames (${small_seconds} s), ${large} MB over 1,000,000 (${large_seconds} s)"
if [ $((large * 10)) -gt $((small * 11)) ]; then
  echo "memory.sh: memory grows with the frames (over 10 % more for ten times the frames)" >&2
  status=1
fi
exit "$status"
