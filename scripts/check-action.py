#!/usr/bin/env python3
"""Checks action.yml and the example workflow that uses it (docs/ci.md, "The GitHub Action").

actionlint is not in this machine's package set, so this is the check in its place: the keys
GitHub's metadata syntax for actions requires (name, description, runs; runs.using composite
with steps; a description on every input and output; a shell on every run step, one of run or
uses per step), every ${{ inputs.X }} and ${{ steps.ID.outputs.Y }} declared (the step before
its use), and the example workflow's uses: naming this action at the version of CHANGELOG.md's
newest entry, which `git tag` has when tags are present. And what the action promises: `gh`
installed only where `command -v gh` finds none, no SARIF upload on a pull request from a fork
(its token cannot), `bench check` run with `--format github` (its errors are annotations), and
no `--engine` beside `--config` (bench refuses it).

Usage: scripts/check-action.py [ACTION] [WORKFLOW]; exit 1 with one line per problem.
Needs pyyaml (`pip install pyyaml`; `.ci/run` installs it).
"""
import re
import subprocess
import sys

import yaml

action_path = sys.argv[1] if len(sys.argv) > 1 else "action.yml"
workflow_path = sys.argv[2] if len(sys.argv) > 2 else "examples/ci/github-workflow.yml"
problems = []


def problem(where, text):
    problems.append(f"{where}: {text}")


def load(path):
    with open(path, encoding="utf-8") as handle:
        return yaml.safe_load(handle)


def expressions(value):
    """Every ${{ … }} in a YAML value, as text."""
    if isinstance(value, str):
        return re.findall(r"\$\{\{(.*?)\}\}", value, re.S)
    if isinstance(value, dict):
        return [e for v in value.values() for e in expressions(v)]
    if isinstance(value, list):
        return [e for v in value for e in expressions(v)]
    return []


def check_references(where, value, inputs, step_ids):
    for expression in expressions(value):
        for name in re.findall(r"\binputs\.([A-Za-z0-9_-]+)", expression):
            if name not in inputs:
                problem(where, f"${{{{ inputs.{name} }}}} names no input")
        for step in re.findall(r"\bsteps\.([A-Za-z0-9_-]+)\.", expression):
            if step not in step_ids:
                problem(where, f"steps.{step} names no earlier step with that id")


action = load(action_path)
if not isinstance(action, dict):
    problem(action_path, "is not a mapping")
    action = {}
for key in ("name", "description", "runs"):
    if key not in action:
        problem(action_path, f"has no '{key}', which GitHub requires")
known = {"name", "author", "description", "inputs", "outputs", "runs", "branding"}
for key in action:
    if key not in known:
        problem(action_path, f"'{key}' is no key of an action's metadata")
inputs = action.get("inputs") or {}
for name, spec in inputs.items():
    if not isinstance(spec, dict) or "description" not in spec:
        problem(action_path, f"input '{name}' has no description")
    elif "default" in spec and not isinstance(spec["default"], str):
        problem(action_path, f"input '{name}' has a default that is not a string")
runs = action.get("runs") or {}
if runs.get("using") != "composite":
    problem(action_path, "runs.using is not 'composite'")
steps = runs.get("steps")
if not isinstance(steps, list) or not steps:
    problem(action_path, "runs.steps lists no step")
    steps = []
step_ids = set()
for number, step in enumerate(steps, 1):
    where = f"{action_path}: step {number} ({step.get('name', 'unnamed')})"
    if ("run" in step) == ("uses" in step):
        problem(where, "has both or neither of 'run' and 'uses'")
    if "run" in step and "shell" not in step:
        problem(where, "runs a command without 'shell', which composite actions require")
    if "uses" in step and not re.fullmatch(r"[\w.-]+/[\w./-]+@[\w.-]+|\./[\w./-]+", step["uses"]):
        problem(where, f"uses '{step['uses']}', which names no action at a version")
    check_references(where, {k: v for k, v in step.items() if k != "id"}, inputs, step_ids)
    if "id" in step:
        if step["id"] in step_ids:
            problem(where, f"repeats the id '{step['id']}'")
        step_ids.add(step["id"])
for number, step in enumerate(steps, 1):
    where = f"{action_path}: step {number} ({step.get('name', 'unnamed')})"
    script = step.get("run") or ""
    for match in re.finditer(r"apt-get install[^\n]*\bgh\b", script):
        guard = script.rfind("command -v gh", 0, match.start())
        if guard < 0 or "fi" in script[guard:match.start()].split():
            problem(where, "installs gh without first looking for it with 'command -v gh'")
    if "upload-sarif" in step.get("uses", ""):
        condition = str(step.get("if", ""))
        if "head.repo.full_name" not in condition or "github.repository" not in condition:
            problem(where, "uploads SARIF on a pull request from a fork, whose token cannot upload")
    if re.search(r"/bench\"? check\b", script):
        if "--format github" not in script:
            problem(where, "runs bench check without --format github, so its errors are no annotations")
        if "--engine" in script:
            problem(where, "gives --engine beside --config, which bench check refuses")
for name, spec in (action.get("outputs") or {}).items():
    if not isinstance(spec, dict) or "description" not in spec or "value" not in spec:
        problem(action_path, f"output '{name}' needs a description and a value")
    else:
        check_references(f"{action_path}: output {name}", spec["value"], inputs, step_ids)

# The example workflow.
workflow = load(workflow_path) or {}
# YAML 1.1 reads the key `on` as true.
if "on" not in workflow and True not in workflow:
    problem(workflow_path, "has no 'on'")
jobs = workflow.get("jobs") or {}
if not jobs:
    problem(workflow_path, "has no job")
with open("CHANGELOG.md", encoding="utf-8") as handle:
    newest = next(
        line.split()[1] for line in handle if line.startswith("## ") and not line.startswith("## Unreleased"))
tags = subprocess.run(["git", "tag", "--list"], capture_output=True, text=True).stdout.split()
used = []
for job_name, job in jobs.items():
    if "runs-on" not in job:
        problem(workflow_path, f"job '{job_name}' has no runs-on")
    for step in job.get("steps") or []:
        uses = step.get("uses", "")
        if uses.startswith("invalidationbench/invalidationbench@"):
            used.append(uses)
            for key in step.get("with") or {}:
                if key not in inputs:
                    problem(workflow_path, f"gives the input '{key}', which {action_path} does not declare")
if not used:
    problem(workflow_path, "does not use the action")
for uses in used:
    version = uses.split("@", 1)[1]
    if version != newest:
        problem(workflow_path, f"uses version {version}; CHANGELOG.md's newest is {newest}")
    if tags and version not in tags:
        problem(workflow_path, f"uses version {version}, which no git tag names")
if not tags:
    print(f"note: this clone has no git tags, so the tag {newest} was not looked for")

for line in problems:
    print(f"error: {line}", file=sys.stderr)
if not problems:
    print(f"{action_path}: {len(steps)} steps, {len(inputs)} inputs; {workflow_path} uses it at {newest}")
sys.exit(1 if problems else 0)
