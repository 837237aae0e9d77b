#!/usr/bin/env bash
# Re-measures the package-benchmark thresholds in Benchmarks/Thresholds and keeps only the
# metrics that gate: malloc counts and body evaluations (wall-clock thresholds fail on
# unchanged code on noisy machines). Then checks them once. Builds in this package's .build,
# as .ci/run does (docs/reference.md, "Benchmarks/").
set -euo pipefail
cd "$(dirname "$0")/../Benchmarks"
rm -rf Thresholds
swift package --scratch-path ../.build --allow-writing-to-package-directory benchmark thresholds update --no-progress
for file in Thresholds/*.json; do
  python3 - "$file" <<'PY'
import json, sys
path = sys.argv[1]
kept = {k: v for k, v in json.load(open(path)).items() if k in ("mallocCountTotal", "bodyEvaluations")}
open(path, "w").write(json.dumps(kept, indent=2, sort_keys=True) + "\n")
PY
done
swift package --scratch-path ../.build benchmark thresholds check --no-progress
