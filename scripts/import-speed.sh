#!/usr/bin/env bash
# How fast the import reads SwiftUI source, on the release build (docs/swiftui-import.md,
# "Speed"): `bench import` of a chain of 90 to 720 views (180 views: 2,000 lines), and of a
# 400-file app folder. Prints CPU seconds (user + system, the median of 3 runs) and per view;
# exits 1 if 180 views take over MAX_CHAIN (default 0.1 s), the folder over MAX_APP (2 s), 720
# views over 6× what 180 take (linear is 4×), or a view of 3,000 lines whose body is split over
# extensions, with helpers called from three places, over MAX_LONG (2 s), or 6,000 lines over
# 2.5× what 3,000 take.
set -euo pipefail
cd "$(dirname "$0")/.."
max_chain=${MAX_CHAIN:-0.1}
max_app=${MAX_APP:-2}
max_long=${MAX_LONG:-2}
swift build -c release --product bench >/dev/null
bench=$PWD/.build/release/bench
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The median CPU seconds of three imports of $@.
cpu() {
  for _ in 1 2 3; do
    /usr/bin/time -f "%U %S" -o "$work/time" "$bench" import "$@" -o /dev/null 2>/dev/null
    awk '{ printf "%.3f\n", $1 + $2 }' "$work/time"
  done | sort -n | sed -n 2p
}

printf '%-22s %8s %10s %12s\n' input lines "cpu s" "ms per view"
declare -A seconds
for views in 90 180 360 720; do
  python3 scripts/generate-app.py chain "$views" >"$work/Chain$views.swift"
  seconds[$views]=$(cpu "$work/Chain$views.swift")
  printf '%-22s %8d %10s %12.3f\n' "chain of $views views" "$(wc -l <"$work/Chain$views.swift")" \
    "${seconds[$views]}" "$(echo "${seconds[$views]} * 1000 / $views" | bc -l)"
done
python3 scripts/generate-app.py app 400 "$work/App"
app=$(cpu "$work/App")
printf '%-22s %8d %10s %12.3f\n' "app of 400 files" "$(cat "$work"/App/*.swift | wc -l)" "$app" \
  "$(echo "$app * 1000 / 360" | bc -l)"

for lines in 3000 6000; do
  python3 scripts/generate-app.py long "$lines" >"$work/Long$lines.swift"
  seconds[long$lines]=$(cpu "$work/Long$lines.swift")
  printf '%-22s %8d %10s\n' "a view of $lines lines" "$(wc -l <"$work/Long$lines.swift")" "${seconds[long$lines]}"
done

status=0
if (($(echo "${seconds[long3000]} > $max_long" | bc -l))); then
  echo "the view of 3,000 lines took ${seconds[long3000]} s of CPU, over $max_long s" >&2
  status=1
fi
if (($(echo "${seconds[long6000]} > 2.5 * ${seconds[long3000]} + 0.05" | bc -l))); then
  echo "6,000 lines took ${seconds[long6000]} s, over 2.5 times the ${seconds[long3000]} s of 3,000: not linear" >&2
  status=1
fi
if (($(echo "${seconds[180]} > $max_chain" | bc -l))); then
  echo "180 views took ${seconds[180]} s of CPU, over $max_chain s" >&2
  status=1
fi
if (($(echo "${seconds[720]} > 6 * ${seconds[180]} + 0.05" | bc -l))); then
  echo "720 views took ${seconds[720]} s, over 6 times the ${seconds[180]} s of 180: not linear" >&2
  status=1
fi
if (($(echo "$app > $max_app" | bc -l))); then
  echo "the 400-file app took $app s of CPU, over $max_app s" >&2
  status=1
fi
exit $status
