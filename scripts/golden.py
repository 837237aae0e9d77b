#!/usr/bin/env python3
"""The counts of every screen the repository holds, recorded once and compared after each
change (docs/architecture.md, "Golden counts"): per engine its counters, per view its first
render, frames, wasted evaluations, elements, actions and reasons, the import's summary and
warnings (kind and place), and the advisor's suggestions (kind, subject, counts, a digest of
the patch).

    scripts/golden.py [--record] [--bench PATH] [--apps FILE]

With --apps, FILE lists open-source folders (one per line: `NAME<TAB>FOLDER[,MODELS...]
[@PLATFORM]`, as scripts/app-folders.py writes them); they are not in the repository, so
Tests/Golden/apps.txt holds a digest of each folder's lines (their code and names stay out of
the repository), and the lines themselves go to .build/golden/apps.txt, whose difference is
shown when a digest differs. `.ci/run` compares what the repository holds
(Tests/Golden/repository.txt). Exit 1 on any difference, naming it; 0 when every count is the
recorded one.
"""
import argparse
import concurrent.futures
import difflib
import glob
import hashlib
import json
import os
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GOLDEN = os.path.join(ROOT, "Tests", "Golden")


def run_lines(bench, label, args):
    """The golden lines of one `bench run`."""
    command = [bench, "run", *args, "--reps", "1", "--warmup", "0", "--format", "json", "--out",
               tempfile.mkdtemp(prefix="golden-")]
    done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True)
    shutil.rmtree(command[-1], ignore_errors=True)
    if done.returncode != 0:
        error = done.stderr.strip().splitlines()
        return [f"{label} | exit {done.returncode} | {error[-1] if error else ''}"]
    lines = []
    for case in json.loads(done.stdout)["cases"]:
        name = f"{label} | {case['workload']} {json.dumps(case['parameters'], sort_keys=True)}"
        imported = case.get("imported")
        if imported:
            lines += [f"{name} | {line}" for line in imported["summary"]]
            lines.append(f"{name} | evaluations by {json.dumps(imported['evaluationsBy'], sort_keys=True)}")
            for warning in imported["warnings"]:
                lines.append(f"{name} | warning {warning.get('kind')} {warning.get('file')}:"
                             f"{warning.get('line')}:{warning.get('column')}")
        lines.append(f"{name} | minimum {case['minEvals']} evaluations, {case['minElements']} elements")
        for engine in [case["oracle"], *case["engines"]]:
            prefix = f"{name} | {engine['engine']}"
            counters = " ".join(f"{k}={v}" for k, v in sorted(engine["counters"].items()))
            lines.append(f"{prefix} | {counters}")
            for view in engine["viewTypes"]:
                reasons = " ".join(f"{k}={v}" for k, v in sorted(view.get("reasons", {}).items()))
                lines.append(
                    f"{prefix} | {view['name']} ({view.get('source', '-')}) first {view['firstRenderEvals']}"
                    f" frames {view['evals']} wasted {view['wastedEvals']} elements {view['elementsBuilt']}"
                    f" actions {view['actionsRun']} | {reasons}")
    return lines


def advise_lines(bench, label, args):
    """The golden lines of one `bench advise`."""
    done = subprocess.run([bench, "advise", *args, "--format", "json"], cwd=ROOT, capture_output=True,
                          text=True)
    if done.returncode != 0:
        error = done.stderr.strip().splitlines()
        return [f"{label} | advise exit {done.returncode} | {error[-1] if error else ''}"]
    advice = json.loads(done.stdout)
    lines = [f"{label} | advise {advice['evals']} evaluations, {advice['elements']} elements, "
             f"{advice['frames']} frames, skipped {advice['skipped']}"]
    for suggestion in advice["suggestions"]:
        digest = hashlib.sha256((suggestion.get("patch") or "").encode()).hexdigest()[:12]
        views = " ".join(f"{v['view']}={v['before']}->{v['after']}" for v in suggestion.get("views", []))
        lines.append(f"{label} | suggest {suggestion['kind']} {suggestion['subject']} "
                     f"{suggestion['evalsBefore']}->{suggestion['evalsAfter']} patch {digest} | {views}")
    for key in ("rejected", "notJudged"):
        for fix in advice.get(key, []):
            lines.append(f"{label} | {key} {fix.get('kind')} {fix.get('subject')}")
    return lines


def repository_jobs():
    """(label, kind, arguments) of every screen the repository holds."""
    jobs = [("catalogue", "run", ["--workload", "all"])]
    for path in sorted(glob.glob("examples/*.yaml")):
        jobs.append((path, "run", ["--screen", path]))
        jobs.append((path, "advise", [path]))
    swift = sorted(glob.glob("examples/swiftui/*.swift") + glob.glob("examples/swiftui/*/*.swift"))
    for path in swift:
        jobs.append((path, "run", ["--swiftui", path]))
        jobs.append((path, "advise", [path]))
    for trace in sorted(glob.glob("examples/swiftui/traces/*.yaml")):
        name = os.path.basename(trace)[:-5].replace("-", "").lower()
        source = next((p for p in swift if os.path.basename(p)[:-6].lower() == name), None)
        if source:
            jobs.append((f"{source} --trace {trace}", "run", ["--swiftui", source, "--trace", trace]))
    jobs.append(("examples/ci/App", "run", ["--swiftui", "examples/ci/App"]))
    jobs.append(("examples/swiftui/Constructs", "run", ["--swiftui", "examples/swiftui/Constructs"]))
    jobs.append(("catalogue --closures captures", "run", ["--workload", "all", "--closures", "captures"]))
    return jobs


def fixture_jobs(folder):
    """The test fixtures, copied under .swift names into `folder`."""
    jobs = []
    for path in sorted(glob.glob("Tests/InvalidationBenchTests/Fixtures/swiftui/*.swift-source")):
        copy = os.path.join(folder, os.path.basename(path)[: -len("-source")])
        shutil.copyfile(os.path.join(ROOT, path), copy)
        jobs.append((path, "run", ["--swiftui", copy]))
    return jobs


def app_jobs(listing):
    """The open-source folders `listing` names."""
    base = os.path.dirname(os.path.abspath(listing))
    jobs = []
    with open(listing, encoding="utf-8") as handle:
        for line in handle:
            line = line.rstrip("\n")
            if not line.strip() or line.startswith("#"):
                continue
            name, spec = line.split("\t", 1)
            platform = None
            if "@" in spec:
                spec, platform = spec.rsplit("@", 1)
            paths = [os.path.join(base, p) for p in spec.split(",")]
            args = ["--swiftui", *paths] + (["--platform", platform] if platform else [])
            # The app's folder on this machine is written as its name, so that the digests do
            # not depend on where the app was fetched to.
            relative = name.split("/", 1)[1] if "/" in name else ""
            app = paths[0][: len(paths[0]) - len(relative)].rstrip("/") if paths[0].endswith(relative) else None
            jobs.append((name, "run", args, app))
            jobs.append((name, "advise", paths + (["--platform", platform] if platform else []), app))
    return jobs


def lines_of(bench, jobs):
    def one(job):
        label, kind, args, app = job if len(job) == 4 else (*job, None)
        lines = (run_lines if kind == "run" else advise_lines)(bench, label, args)
        if app:
            lines = [line.replace(app + "/", label.split("/", 1)[0] + "/") for line in lines]
        return lines

    with concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        results = list(pool.map(one, jobs))
    return [line.replace(ROOT + "/", "") for lines in results for line in lines]


def digest_lines(lines):
    """One line per label: the label, its lines' count and a digest of them."""
    by_label = {}
    for line in lines:
        by_label.setdefault(line.split(" | ")[0], []).append(line)
    return [f"{label} | {len(group)} lines | {hashlib.sha256(chr(10).join(group).encode()).hexdigest()[:16]}"
            for label, group in by_label.items()]


def compare(path, lines, record):
    if record:
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w", encoding="utf-8") as handle:
            handle.write("\n".join(lines) + "\n")
        print(f"golden: recorded {len(lines)} lines in {os.path.relpath(path, ROOT)}")
        return 0
    if not os.path.exists(path):
        print(f"golden: {os.path.relpath(path, ROOT)} is missing; record it with scripts/golden.sh --record",
              file=sys.stderr)
        return 1
    with open(path, encoding="utf-8") as handle:
        recorded = handle.read().splitlines()
    if recorded == lines:
        print(f"golden: {len(lines)} lines as recorded in {os.path.relpath(path, ROOT)}")
        return 0
    diff = list(difflib.unified_diff(recorded, lines, "recorded", "now", lineterm="", n=0))
    for line in diff[:80]:
        print(line, file=sys.stderr)
    changed = sum(1 for line in diff if line.startswith("-") and not line.startswith("---"))
    print(f"golden: {changed} recorded lines differ in {os.path.relpath(path, ROOT)} (above, '-' recorded, "
          f"'+' now); if the change is meant, say why in the commit and record with --record",
          file=sys.stderr)
    return 1


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--record", action="store_true")
    parser.add_argument("--bench", default=os.path.join(ROOT, ".build", "release", "bench"))
    parser.add_argument("--apps")
    options = parser.parse_args()
    if not os.access(options.bench, os.X_OK):
        print(f"golden: no bench at {options.bench}; build it with swift build -c release --product bench",
              file=sys.stderr)
        return 1
    os.chdir(ROOT)
    if options.apps:
        lines = lines_of(options.bench, app_jobs(options.apps))
        detail = os.path.join(ROOT, ".build", "golden", "apps.txt")
        recorded_detail = open(detail, encoding="utf-8").read().splitlines() if os.path.exists(detail) else None
        digests = digest_lines(lines)
        status = compare(os.path.join(GOLDEN, "apps.txt"), digests, options.record)
        if status and recorded_detail is not None:
            recorded = set(open(os.path.join(GOLDEN, "apps.txt"), encoding="utf-8").read().splitlines())
            folders = {line.split(" | ")[0] for line in set(digests) ^ recorded}
            old = [l for l in recorded_detail if l.split(" | ")[0] in folders]
            new = [l for l in lines if l.split(" | ")[0] in folders]
            for line in list(difflib.unified_diff(old, new, "recorded", "now", lineterm="", n=0))[:80]:
                print(line, file=sys.stderr)
        if options.record or recorded_detail is None:
            os.makedirs(os.path.dirname(detail), exist_ok=True)
            with open(detail, "w", encoding="utf-8") as handle:
                handle.write("\n".join(lines) + "\n")
        return status
    with tempfile.TemporaryDirectory() as folder:
        lines = lines_of(options.bench, repository_jobs() + fixture_jobs(folder))
        lines = [line.replace(folder + "/", "FIXTURE/") for line in lines]
    return compare(os.path.join(GOLDEN, "repository.txt"), lines, options.record)


if __name__ == "__main__":
    sys.exit(main())
