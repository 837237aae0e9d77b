#!/usr/bin/env python3
"""The feature folders of an app, as scripts/import-coverage.py and scripts/golden.py take them
(docs/swiftui-import.md, "Tried on open-source apps").

    scripts/app-folders.py [--platform NAME] [--name PREFIX] APP_DIR > folders.tsv

One line per directory of APP_DIR that declares a SwiftUI view (`struct X: View`), with,
after commas, every file of the app that declares a model (an `ObservableObject`,
`@Observable` or `@Model` class), found by a pattern without reading the code, and after an
@ the platform: `PREFIX/RELATIVE_DIR<TAB>DIR,MODEL...@PLATFORM`, paths absolute. Folders
under tests, previews and packages' `.build` are left out.
"""
import argparse
import os
import re
import sys

# The conformances after the name and its generic parameters: `struct Modal<T: View>:
# UIViewControllerRepresentable` constrains a parameter to View and is no view the import reads.
VIEW = re.compile(r"^\s*(?:public |internal |private |fileprivate )?struct\s+\w+(?:<[^>{]*>)?\s*:\s*[^{]*\bView\b",
                  re.MULTILINE)
MODEL = re.compile(r"(@Observable\b|@Model\b|class\s+\w+[^{]*\bObservableObject\b)")
SKIP = re.compile(r"(^|/)(\.build|Tests?|UITests|.*Tests|Preview Content|\.git)(/|$)")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--platform", default="ios")
    parser.add_argument("--name")
    parser.add_argument("app")
    options = parser.parse_args()
    app = os.path.abspath(options.app)
    name = options.name or os.path.basename(app)
    views, models = {}, []
    for root, dirs, files in os.walk(app):
        dirs.sort()
        relative = os.path.relpath(root, app)
        if SKIP.search(relative):
            dirs[:] = []
            continue
        for file in sorted(files):
            if not file.endswith(".swift"):
                continue
            path = os.path.join(root, file)
            try:
                with open(path, encoding="utf-8", errors="replace") as handle:
                    text = handle.read()
            except OSError:
                continue
            if VIEW.search(text):
                views[root] = True
            if MODEL.search(text):
                models.append(path)
    for folder in sorted(views):
        own = [m for m in models if os.path.dirname(m) != folder]
        label = f"{name}/{os.path.relpath(folder, app)}"
        print(f"{label}\t{','.join([folder, *own])}@{options.platform}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
