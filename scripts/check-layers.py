#!/usr/bin/env python3
"""Checks that the library's folders depend on each other only downwards, in the layers of
docs/architecture.md ("Layers"): a file may use the types of its own layer and the layers
below, never those above, except for the back-arrows listed here (each explained there).
A use is a top-level type's name, outside comments and strings. Exits 1 naming each new
back-arrow."""
import collections
import glob
import re
import sys

LAYERS = [
    ["Model", "Rules"],
    ["Declaration", "Stores"],
    ["RenderPass", "Workloads"],
    ["Strategies"],
    ["Engines"],
    ["Expressions"],
    ["Representation"],
    ["ScreenFiles"],
    ["SwiftUIImport"],
    ["Runner", "Reports", "Output"],
    ["Advice"],
    ["Scan"],
]
# (from folder, type) pairs that point up, each explained in docs/architecture.md.
ALLOWED = {
    ("Model", "DeclarationError"),
    ("Declaration", "ScreenFileError"),
    ("SwiftUIImport", "SelectionError"),
}

level = {folder: index for index, layer in enumerate(LAYERS) for folder in layer}
root = "Sources/InvalidationBench"
declaration = re.compile(
    r"^(?:public |package |final |indirect )*(?:struct|class|enum|protocol|typealias|actor)\s+(\w+)", re.M)
owner = {}
texts = {}
for path in sorted(glob.glob(f"{root}/*/**/*.swift", recursive=True)):
    folder = path.split("/")[2]
    if folder not in level:
        sys.exit(f"{path}: the folder {folder} is in no layer of scripts/check-layers.py; add it")
    text = open(path, encoding="utf-8").read()
    for match in declaration.finditer(text):
        owner.setdefault(match.group(1), folder)
    # Comments and string literals name types without using them.
    text = re.sub(r'"""[\s\S]*?"""', '""', text)
    text = re.sub(r'"(?:\\.|[^"\\\n])*"', '""', text)
    texts[path] = re.sub(r"//.*", "", text)

found = collections.defaultdict(set)
for path, text in texts.items():
    folder = path.split("/")[2]
    words = set(re.findall(r"\b[A-Z]\w*", text))
    for name in words:
        upper = owner.get(name)
        if upper and level[upper] > level[folder] and (folder, name) not in ALLOWED:
            found[(folder, upper)].add(f"{name} ({path})")
for (folder, upper), uses in sorted(found.items()):
    print(f"{folder} uses {upper}, a layer above it: {', '.join(sorted(uses))}", file=sys.stderr)
sys.exit(1 if found else 0)
