#!/usr/bin/env bash
# The harness against a hand-written floor: for every workload × engine, instructions per
# frame of the harness's frame loop and of the floor's (callgrind, --toggle-collect on the
# frame loop only), their ratio, and wall time per frame beside them. Checks first that every
# floor does exactly the harness's counted work; fails when a ratio exceeds its limit in
# Benchmarks/overhead-limits.txt.
#
#   scripts/overhead.sh [OUT.md]     (prints the table; also writes it to OUT.md if given)
#
# Needs valgrind (apt-get install valgrind). Cases run at each workload's ci sizes.
set -euo pipefail
# Swift seeds its hashing per process; fixed, instruction counts repeat exactly.
export SWIFT_DETERMINISTIC_HASHING=1
cd "$(dirname "$0")/.."
if ! command -v valgrind >/dev/null 2>&1; then
  echo "error: valgrind is not installed; install it with 'apt-get install valgrind' and run again" >&2
  exit 1
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# Built in this package's .build, where the release build of the library and swift-syntax is
# reused (docs/reference.md, "Benchmarks/"): a minute, not the quarter hour of its own.
if ! swift build -c release --package-path Benchmarks --scratch-path "$PWD/.build" --product overhead \
  >"$work/build.txt" 2>&1; then
  cat "$work/build.txt" >&2
  echo "error: the overhead measurement did not build; see the compiler's messages above" >&2
  exit 1
fi
# valgrind 3.19 cannot read the DWARF 5 that Swift 6.3 emits; the symbols are all it needs.
objcopy --strip-debug .build/release/overhead "$work/overhead"
"$work/overhead" check >"$work/check.txt" || { cat "$work/check.txt" >&2; exit 1; }

limit() {
  awk -v w="$1" '$1 == w { print $2; found = 1; exit } $1 == "*" { fallback = $2 } END { if (!found) print fallback }' \
    Benchmarks/overhead-limits.txt
}
instructions() {
  valgrind --tool=callgrind --toggle-collect='*measuredFrames*' --callgrind-out-file="$work/cg.out" \
    "$work/overhead" frames "$1" "$2" "$3" 2>"$work/valgrind.txt" >"$work/frames.txt"
  local total frames
  total=$(grep -oE 'refs: +[0-9,]+' "$work/valgrind.txt" | tr -d ', ' | cut -d: -f2)
  frames=$(cat "$work/frames.txt")
  echo $((total / frames))
}

table="$work/table.md"
{
  echo "| workload | engine | harness Ir/frame | floor Ir/frame | ratio | limit | harness p50 | floor p50 |"
  echo "|---|---|---:|---:|---:|---:|---:|---:|"
} >"$table"
failed=0
while read -r workload engine; do
  harness=$(instructions harness "$workload" "$engine")
  floor=$(instructions floor "$workload" "$engine")
  ratio=$(awk -v h="$harness" -v f="$floor" 'BEGIN { printf "%.2f", h / f }')
  max=$(limit "$workload")
  read -r harness_ns floor_ns < <("$work/overhead" time "$workload" "$engine" 5)
  over=$(awk -v r="$ratio" -v m="$max" 'BEGIN { print (r > m) ? 1 : 0 }')
  mark=""
  if [ "$over" -eq 1 ]; then
    failed=1
    mark=" **over**"
  fi
  printf '| %s | %s | %s | %s | %s×%s | %s× | %.1f µs | %.1f µs |\n' "$workload" "$engine" \
    "$(printf "%'d" "$harness")" "$(printf "%'d" "$floor")" "$ratio" "$mark" "$max" \
    "$(awk -v n="$harness_ns" 'BEGIN { print n / 1000 }')" "$(awk -v n="$floor_ns" 'BEGIN { print n / 1000 }')" >>"$table"
done < <("$work/overhead" pairs)

cat "$table"
if [ $# -ge 1 ]; then cp "$table" "$1"; fi
if [ "$failed" -ne 0 ]; then
  echo "error: the harness costs more than its limit over the floor in the row(s) marked over" >&2
  exit 1
fi
echo "every harness frame is within its limit of the floor's ($(grep -c '^same' "$work/check.txt") pairs, counts equal)"
