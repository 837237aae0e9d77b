#!/usr/bin/env python3
"""What the SwiftUI import keeps of real feature folders (docs/swiftui-import.md, "Tried on
open-source apps").

    scripts/import-coverage.py [--bench PATH] FOLDER[,MODELS...][@PLATFORM] ...

Each argument is a feature folder, then, after commas, the files or folders that declare
the models it uses, and after an @ the platform to read `#if` for (ios when not given). For each, `bench run --swiftui` imports it and runs the default trace
on the as-written engine (one repetition); the script prints, per folder, the reads of its
bodies kept exactly / derived / dropped, the interactions its default trace found, whether
the trace changed a read (the oracle's minimum above 0) and whether as-written evaluated a
body after the mount (and whether it did after the folder's own interactions, not only after
its loads, external data or writes of the root's inputs), then four figures: the share of reads
kept (exactly or derived) over all folders, the share of folders whose default trace changes a
read, the share where as-written evaluated a body during the trace, and the share where it did
after the folder's own interactions. Of the folders whose views read a model (the summary's
"of the models" line), two more: the share where a model is written during the trace
(notifications above 0 on an engine), and the share where the four strategies' evaluations
differ. A folder the import refuses counts as keeping nothing, changing nothing and
evaluating nothing.
"""
import json
import os
import re
import subprocess
import sys
import tempfile

SUMMARY = re.compile(r"import: (\d+) reads in bodies: (\d+) kept exactly, (\d+) derived, (\d+) dropped")
MODELS = "import: of the models, the default trace:"
STRATEGIES = ["whole-object", "property-level", "scoped", "equatable"]


def measure(bench, paths, platform):
    with tempfile.TemporaryDirectory() as out:
        command = [bench, "run", "--reps", "1", "--out", out, "--format", "csv",
                   "--platform", platform]
        for path in paths:
            command += ["--swiftui", path]
        run = subprocess.run(command, capture_output=True, text=True, timeout=600)
        found = SUMMARY.search(run.stderr)
        reads = [int(x) for x in found.groups()] if found else [0, 0, 0, 0]
        evaluated = changed = own = written = False
        models = MODELS in run.stderr
        interactions = 0
        strategy_evals = {}
        if run.returncode == 0:
            with open(os.path.join(out, "results.json")) as file:
                results = json.load(file)
            for case in results["cases"]:
                imported = case.get("imported", {})
                interactions += len(imported.get("interactions", []))
                changed |= imported.get("changedAnything", False)
                own |= imported.get("evaluationsBy", {}).get("interaction", 0) > 0
                for engine in case["engines"]:
                    written |= engine["counters"]["notifications"] > 0
                    if engine["engine"] in STRATEGIES:
                        strategy_evals[engine["engine"]] = engine["counters"]["bodyEvals"]
                    if engine["engine"] != "as-written":
                        continue
                    # A body of a view of the source (one with a source position), evaluated
                    # during the frames (`evals` leaves the first render out).
                    evaluated |= any(view.get("source") and view["evals"] > 0 for view in engine["viewTypes"])
        error = "" if run.returncode == 0 else run.stderr.strip().splitlines()[-1][:100]
        differ = len(set(strategy_evals.values())) > 1
        return reads, interactions, changed, evaluated, own, error, (models, written, differ)


def main(arguments):
    bench = ".build/release/bench"
    if arguments[:1] == ["--bench"]:
        bench, arguments = arguments[1], arguments[2:]
    if not arguments:
        sys.exit(__doc__)
    if arguments[0] in ("-h", "--help"):
        print(__doc__)
        return
    if not os.access(bench, os.X_OK):
        sys.exit(f"import-coverage.py: no bench at {bench}: build it with `swift build -c release`, or give --bench PATH")
    total = [0, 0, 0, 0]
    evaluated_folders = changed_folders = own_folders = model_folders = written_folders = differ_folders = 0
    print(f"{'folder':60} {'reads':>6} {'exact':>6} {'derived':>7} {'dropped':>7} {'steps':>5} changes  as-written")
    for argument in arguments:
        argument, _, platform = argument.partition("@")
        paths = argument.split(",")
        reads, interactions, changed, evaluated, own, error, (models, written, differ) = measure(
            bench, paths, platform or "ios")
        model_folders += models
        written_folders += models and written
        differ_folders += models and differ
        total = [a + b for a, b in zip(total, reads)]
        evaluated_folders += evaluated
        changed_folders += changed
        own_folders += own
        name = paths[0][-60:]
        state = ("evaluates, own" if own else "evaluates") if evaluated else ("error: " + error if error else "mount only")
        data = ("model written" if written else "model not written") + (", engines differ" if differ else "") if models else "no model"
        print(f"{name:60} {reads[0]:6} {reads[1]:6} {reads[2]:7} {reads[3]:7} {interactions:5} {'yes' if changed else 'no':7}  {state}; {data}")
    kept = 100.0 if total[0] == 0 else (total[1] + total[2]) * 100 / total[0]
    print(f"reads kept (exactly or derived): {total[1] + total[2]} of {total[0]} = {kept:.1f} %")
    print(f"folders whose default trace changes a read: {changed_folders} of {len(arguments)} = {changed_folders * 100 / len(arguments):.1f} %")
    share = evaluated_folders * 100 / len(arguments)
    print(f"folders where as-written evaluates a body during the trace: {evaluated_folders} of {len(arguments)} = {share:.1f} %")
    share = own_folders * 100 / len(arguments)
    print(f"folders where as-written evaluates a body after the folder's own interactions: {own_folders} of {len(arguments)} = {share:.1f} %")
    if model_folders:
        print(f"folders reading a model where the trace writes one: {written_folders} of {model_folders} = {written_folders * 100 / model_folders:.1f} %")
        print(f"folders reading a model where the four strategies' counts differ: {differ_folders} of {model_folders} = {differ_folders * 100 / model_folders:.1f} %")


if __name__ == "__main__":
    main(sys.argv[1:])
