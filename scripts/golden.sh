#!/usr/bin/env bash
# The counts of every screen the repository holds, compared with those recorded in
# Tests/Golden/ (scripts/golden.py says what is recorded; docs/architecture.md, "Golden counts").
#   scripts/golden.sh            compare; exit 1 naming each difference
#   scripts/golden.sh --record   record them anew (say why in the commit)
#   scripts/golden.sh --apps FILE [--record]   the open-source folders FILE lists
# Uses .build/release/bench (BENCH=PATH for another), building it when missing.
set -euo pipefail
cd "$(dirname "$0")/.."
bench=${BENCH:-.build/release/bench}
if [ ! -x "$bench" ]; then
  swift build -c release --product bench >/dev/null
fi
exec python3 scripts/golden.py --bench "$bench" "$@"
