#!/usr/bin/env bash
# Checks the JSON Schema of screen files, Sources/InvalidationBench/Schema/screen-file.schema.json:
#   (a) it is a valid draft-07 schema;
#   (b) every shipped screen file (Sources/InvalidationBench/Screens/*.yaml) and every example
#       (examples/*.yaml) validates against it;
#   (c) when a release build exists, `bench schema` prints it byte for byte;
#   (d) it rejects typical mistakes (an unknown top-level key, a misspelt part key, …) and
#       accepts every form of the format, including those no shipped file uses.
#
#   scripts/check-schema.sh
#
# Needs python's jsonschema and pyyaml (pip install jsonschema pyyaml; .ci/run installs them).
set -euo pipefail
cd "$(dirname "$0")/.."
schema=Sources/InvalidationBench/Schema/screen-file.schema.json
if ! python3 -c 'import jsonschema, yaml' >/dev/null 2>&1; then
  echo "error: python's jsonschema and pyyaml are missing; run 'pip install jsonschema pyyaml' and try again" >&2
  exit 1
fi

status=0
python3 - "$schema" <<'PY' || status=1
import collections.abc, glob, json, os, re, sys

import jsonschema
import yaml

schema_path = sys.argv[1]
with open(schema_path, encoding="utf-8") as f:
    schema = json.load(f)

# (a) The schema itself.
try:
    jsonschema.Draft7Validator.check_schema(schema)
except jsonschema.exceptions.SchemaError as error:
    where = "/".join(str(p) for p in error.path) or "(top)"
    print(f"error: {schema_path} is not a valid draft-07 schema at {where}: {error.message}", file=sys.stderr)
    sys.exit(1)
print(f"{schema_path}: a valid draft-07 schema")
validator = jsonschema.Draft7Validator(schema)


def where(path):
    """A path inside the document, as views.Form.body[2].Button."""
    text = ""
    for part in path:
        text += f"[{part}]" if isinstance(part, int) else (f".{part}" if text else str(part))
    return text or "(top)"


def unknown_keys(error):
    """The keys of the object an error is about that its schema does not know."""
    if error.relative_path or not isinstance(error.instance, (dict, str)):
        return set()
    if "propertyNames" in error.relative_schema_path:
        return {error.instance}
    if error.validator == "additionalProperties" and error.validator_value is False:
        known = error.schema.get("properties", {})
        patterns = error.schema.get("patternProperties", {})
        return {k for k in error.instance if k not in known and not any(re.search(p, str(k)) for p in patterns)}
    return set()


def resolve(node):
    """A subschema with its $ref followed."""
    while isinstance(node, dict) and "$ref" in node:
        node = schema["definitions"][node["$ref"].rsplit("/", 1)[-1]]
    return node


def containing(error):
    """The schema holding the keyword that failed (for a false schema: the one holding
    `properties`, whose jsonschema error has neither the key nor that schema)."""
    node = error.parent.validator_value if error.parent is not None else schema
    for step in list(error.relative_schema_path)[:-1]:
        node = resolve(node)[step]
    return resolve(node)


def explain(error):
    """(path, message) for an error; for a value that matches none of its forms, the errors of
    the form that fits it best (the one knowing most of its keys, then with the fewest errors)."""
    subschema = error.schema if isinstance(error.schema, dict) else {}
    custom = subschema.get("errorMessage")
    if error.validator == "pattern":
        custom = subschema.get("patternErrorMessage") or custom
    if error.schema is False:
        holder = containing(error)
        parent = error.parent.instance if error.parent is not None else None
        keys = [k for k, v in holder.get("properties", {}).items()
                if v is False and isinstance(parent, dict) and k in parent]
        what = f"'{keys[0]}' is" if len(keys) == 1 else "this key is"
        custom = f"{what} not allowed here" + (f": {holder['errorMessage']}" if "errorMessage" in holder else "")
        return [(error.absolute_path, custom)]
    if custom:
        if error.validator == "additionalProperties":
            custom += " (" + ", ".join(f"'{k}'" for k in sorted(unknown_keys(error), key=str)) + " unexpected)"
        elif isinstance(error.instance, (str, int, float, bool)):
            custom += f" (not '{error.instance}')"
        return [(error.absolute_path, custom)]
    if error.context and error.validator in ("anyOf", "oneOf"):
        branches = {}
        for sub in error.context:
            branches.setdefault(sub.relative_schema_path[0], []).append(sub)
        keys = set(error.instance) if isinstance(error.instance, dict) else set()

        def fit(errors):
            if any(e.validator == "type" and not e.relative_path for e in errors):
                return (0, 0, 0)
            unknown = set().union(*(unknown_keys(e) for e in errors))
            return (1, len(keys - unknown), -len(errors))

        lines = []
        for sub in max(branches.values(), key=fit):
            lines += explain(sub)
        return lines
    message = error.message if len(error.message) <= 160 else error.message[:157] + "..."
    return [(error.absolute_path, message)]


def problems(document):
    """One line per mistake: its path in the document and what is wrong."""
    lines = []
    for error in validator.iter_errors(document):
        for path, message in explain(error):
            lines.append(f"{where(path)}: {message}")
    # A schema's own message can come from two of its keywords; keep the longer line.
    return sorted({l for l in lines if not any(o != l and o.startswith(l) for o in lines)})


class Loader(yaml.SafeLoader):
    """PyYAML keeps the last of two equal keys; bench (and editors) refuse them, and so does this."""


def construct_mapping(loader, node, deep=False):
    seen = set()
    for key_node, _ in node.value:
        key = loader.construct_object(key_node, deep=deep)
        if not isinstance(key, collections.abc.Hashable):
            continue  # PyYAML refuses it below
        if key in seen:
            raise yaml.constructor.ConstructorError(
                None, None, f"the key '{key}' is given twice in one mapping; keep one", key_node.start_mark)
        seen.add(key)
    return yaml.SafeLoader.construct_mapping(loader, node, deep)


Loader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, construct_mapping)

# (b) The shipped screens and the examples.
files = sorted(glob.glob("Sources/InvalidationBench/Screens/*.yaml"))
if os.path.isdir("examples"):
    files += sorted(glob.glob("examples/*.yaml"))
if not files:
    print("error: no screen files found", file=sys.stderr)
    sys.exit(1)
failed = False
invalid = []
for path in files:
    try:
        with open(path, encoding="utf-8") as f:
            document = yaml.load(f, Loader=Loader)
    except yaml.YAMLError as error:
        invalid.append(path)
        mark = getattr(error, "problem_mark", None)
        at = f"line {mark.line + 1}, column {mark.column + 1}: " if mark else ""
        problem = getattr(error, "problem", None) or str(error)
        print(f"{path}: {at}{problem}" + (" (not YAML)" if "twice" not in problem else ""), flush=True)
        continue
    found = problems(document)
    if found:
        invalid.append(path)
        for line in found:
            print(f"{path}: {line}", flush=True)
    else:
        print(f"{path}: ok", flush=True)

if invalid:
    failed = True
    print(f"error: {len(invalid)} of {len(files)} screen files do not validate against {schema_path}", file=sys.stderr)

# (d) Mistakes the schema must reject, and a screen using every form, which it must accept.
view = "workload: x\nroot: A\nviews:\n  A:\n"
mistakes = {
    "an unknown top-level key": "workload: x\nviews: {A: {body: []}}\nroot: A\ncolour: blue\n",
    "a misspelt part key (onAppaer)": view + "    actions: {load: []}\n    body: [{onAppaer: load}]\n",
    "an unknown input kind": view + "    inputs: {v: number}\n",
    "a screen without root": "workload: x\nviews: {A: {body: []}}\n",
    "a workload name with capitals": "workload: My-Screen\nviews: {A: {}}\nroot: A\n",
    "a parameter named seed": "workload: x\nparameters: {seed: 1}\nviews: {A: {}}\nroot: A\n",
    "a parameter with an unknown key": "workload: x\nparameters: {n: {default: 1, maximum: 5}}\nviews: {A: {}}\nroot: A\n",
    "a lowercase view name": "workload: x\nviews: {row: {}}\nroot: row\n",
    "a misspelt view key": view + "    bdy: []\n",
    "two elements in one part": view + "    body: [{Text: a, Image: b}]\n",
    "style on a child view given arguments": view + "    body: [{Row: {v: 1}, style: 2}]\n",
    "id on an element": view + "    body: [{Text: a, id: 2}]\n",
    "name on an element that is not a control": view + "    body: [{Text: a, name: b}]\n",
    "style alone": view + "    body: [{style: 2}]\n",
    "a ForEach with neither row nor content": view + "    body: [{ForEach: 0..<3}]\n",
    "a ForEach with row and content": view + "    body: [{ForEach: 0..<3, row: B, content: [Text: index]}]\n",
    "a lazy ForEach without visible": view + "    body: [{ForEach: 0..<3, in: LazyVStack, row: B}]\n",
    "visible on an eager ForEach": view + "    body: [{ForEach: 0..<3, row: B, visible: 3}]\n",
    "an unknown container": view + "    body: [{ForEach: 0..<3, in: Stack, row: B}]\n",
    "onChange without action": view + "    body: [{onChange: model.count}]\n",
    "a Button without action": view + "    body: [{Button: {label: '\"Add\"'}}]\n",
    "an action block with two keys": view + "    actions: {a: [{withAnimation: [], async: []}]}\n",
    "an action branch with a misspelt key": view + "    actions: {a: [{if: true, than: []}]}\n",
    "a trace without each frame": "workload: x\nviews: {A: {}}\nroot: A\ntrace: {let: {a: 0}}\n",
    "a trace condition with a misspelt key": "workload: x\nviews: {A: {}}\nroot: A\ntrace: [{if: true, than: []}]\n",
}
for what, text in mistakes.items():
    if validator.is_valid(yaml.safe_load(text)):
        failed = True
        print(f"error: the schema accepts {what}", file=sys.stderr)
every_form = r"""
workload: every-form
summary: every form of the format
parameters: {n: 3, m: {default: 2, range: 0...10, ci: 1, about: m}, frames: 10}
stores:
  model:
    class: Model
    fields: {count: 0, ratio: 0.5, title: '"Inbox"', cache: {value: 0, observed: false}}
    records: {name: items, count: n, attributes: {title: '"Item \(id)"', isRead: id % 3 == 0}}
  empty:
environment: {themeColor: '"black"'}
views:
  Row:
    inputs: {item: record(items), onTap: closure, text: binding, title: value}
    equatable: {ignoring: [onTap]}
    body: [Text: item.title]
  Plain:
    equatable: lhs.title == rhs.title
    inputs: {title: value}
  Static:
    equatable: true
  Screen:
    state: {isOn: false, text: '""', volume: 5}
    holds: [model]
    owns: [empty]
    actions:
      go: [isOn.toggle(), 'text = ""', {withAnimation: [model.count += 1]}, {async: [{withAnimation: []}]}]
      decide: [{if: model.count > 2, then: [isOn.toggle()], else: [{if: isOn, then: []}]}]
      nothing:
    body:
      - Static
      - Text: model.count
        style: 12
      - Image: true
      - Button: {label: '"Go"', action: go}
      - Button: model.count
        style: 14
      - Plain: {title: 1}
        id: model.count
      - Static: {}
        id: isOn
      - Toggle: $isOn
        name: power
      - TextField: $text
      - Slider: $volume
      - if: isOn
        then: [ProgressView: true]
        else:
      - ForEach: model.items
        in: List
        visible: 3
        prefetch: 0
        list: rows
        row: Row
        arguments: {item: item, onTap: '{ [index] in go() }', text: $text, title: index}
      - ForEach: 0..<n
        in: HStack
        content: [Text: index]
      - ForEach: 0..<n
        row: Static
        arguments:
      - environment: {themeColor: '"red"'}
        content: [Plain: {title: 2}]
      - chain: n
        named: Link
        last: Static
      - onAppear: go
      - onDisappear: go
      - onFirstAppear: go
      - task: go
        id: model.count
      - onChange: model.count
        action: go
        initial: true
      - observeChange: model.count
        action: go
      - onReceive: model.count
        action: go
root: Screen
trace:
  let: {typed: '""', first: 0}
  each frame:
    - if: every(2)
      then: [tap(go)]
      else: [{if: true, then: ['scroll(rows, to: frame)']}]
    - Screen.isOn = true
    - edit(power, false)
"""
found = problems(yaml.safe_load(every_form))
if found:
    failed = True
    for line in found:
        print(f"error: the schema rejects a valid screen: {line}", file=sys.stderr)
if not failed:
    print(f"{schema_path}: rejects {len(mistakes)} typical mistakes and accepts every form of the format")
sys.exit(1 if failed else 0)
PY

# (c) `bench schema` prints the committed file: the binary carries a copy compiled in.
bench=.build/release/bench
if [ ! -x "$bench" ]; then
  echo "note: no release build ($bench), so 'bench schema' was not compared with $schema"
elif [ "$schema" -nt "$bench" ] && ! "$bench" schema | cmp -s "$schema" -; then
  echo "note: the release build predates $schema, so 'bench schema' was not compared; rebuild with 'swift build -c release --product bench' to compare"
elif differences=$("$bench" schema | diff -u "$schema" - 2>&1); then
  echo "$bench schema: prints $schema"
else
  echo "error: '$bench schema' does not print $schema (diff, committed first):" >&2
  printf '%s\n' "$differences" | head -n 40 >&2
  status=1
fi
exit "$status"
