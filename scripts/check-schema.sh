#!/usr/bin/env bash
# Validates every shipped and example screen file against the committed JSON Schema of the
# format, checks the schema itself (draft-07) and that it rejects two typical mistakes, and,
# when a release build exists, that `bench schema` prints the committed file.
#
#   scripts/check-schema.sh
#
# Needs python's jsonschema and pyyaml (pip install jsonschema pyyaml; .ci/run installs them).
set -euo pipefail
cd "$(dirname "$0")/.."
schema=Sources/InvalidationBench/Schema/screen-file.schema.json
if ! python3 -c 'import jsonschema, yaml' >/dev/null 2>&1; then
  echo "error: python's jsonschema and pyyaml are missing; install them with 'pip install jsonschema pyyaml' and run again" >&2
  exit 1
fi
python3 - "$schema" Sources/InvalidationBench/Screens/*.yaml examples/*.yaml <<'PY'
import json, sys, yaml, jsonschema

schema = json.load(open(sys.argv[1]))
jsonschema.Draft7Validator.check_schema(schema)
validator = jsonschema.Draft7Validator(schema)
failed = False
for path in sys.argv[2:]:
    errors = sorted(validator.iter_errors(yaml.safe_load(open(path))), key=lambda e: list(e.path))
    if errors:
        failed = True
        for error in errors:
            where = "/".join(str(p) for p in error.path) or "(top)"
            print(f"{path}: {where}: {error.message}", file=sys.stderr)
    else:
        print(f"{path}: ok")
# Mistakes the schema must reject.
mistakes = {
    "an unknown top-level key": "workload: x\nviews: {A: {body: []}}\nroot: A\ncolour: blue\n",
    "a misspelt part": "workload: x\nviews: {A: {body: [{onAppaer: load}]}}\nroot: A\n",
    "an unknown input kind": "workload: x\nviews: {A: {inputs: {v: number}}}\nroot: A\n",
}
for what, text in mistakes.items():
    if validator.is_valid(yaml.safe_load(text)):
        failed = True
        print(f"error: the schema accepts {what}", file=sys.stderr)
sys.exit(1 if failed else 0)
PY
if [ -x .build/release/bench ]; then
  if ! .build/release/bench schema | diff -q - "$schema" >/dev/null; then
    echo "error: 'bench schema' does not print $schema; rebuild (swift build -c release)" >&2
    exit 1
  fi
  echo "bench schema prints $schema"
else
  echo "note: no release build, so 'bench schema' was not compared with $schema"
fi
