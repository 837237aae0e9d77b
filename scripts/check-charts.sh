#!/usr/bin/env bash
# Checks that scripts/plot.sh drew every chart a results folder calls for, each a valid PNG
# and SVG.   scripts/check-charts.sh [DIR]   (default results/latest)
set -euo pipefail
dir=${1:-results/latest}
header=$(head -n 1 "$dir/results.csv")
swept_col=$(echo "$header" | tr ',' '\n' | grep -n -x swept_parameter | cut -d: -f1)
expected=()
for workload in $(awk -F, -v s="$swept_col" 'NR > 1 && $s == "" { print $1 }' "$dir/results.csv" | awk '!seen[$0]++'); do
  expected+=("evals-$workload" "time-$workload")
  [ "$workload" = list-scrolling ] && expected+=("frames-list-scrolling")
done
for sweep in $(awk -F, -v s="$swept_col" 'NR > 1 && $s != "" { print $1 "-" $s }' "$dir/results.csv" | awk '!seen[$0]++'); do
  expected+=("sweep-$sweep-evals" "sweep-$sweep-time")
done
failed=0
for name in "${expected[@]}"; do
  png="$dir/$name.png"
  svg="$dir/$name.svg"
  if [ "$(head -c 8 "$png" 2>/dev/null | od -An -tx1 | tr -d ' \n')" != "89504e470d0a1a0a" ]; then
    echo "missing or invalid PNG: $png" >&2
    failed=1
  fi
  if ! grep -q "<svg" "$svg" 2>/dev/null || ! tail -c 200 "$svg" | grep -q "</svg>"; then
    echo "missing or invalid SVG: $svg" >&2
    failed=1
  fi
done
[ "$failed" -eq 0 ] && echo "charts ok: ${#expected[@]} charts, PNG and SVG"
exit "$failed"
