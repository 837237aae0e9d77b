#!/usr/bin/env python3
"""Keeps the import and the advisor readable (docs/architecture.md, "Sizes"): no Swift file
over 600 lines and no function (func, init, subscript, accessor, closure-bodied property) over
80 lines in the folders given: by default the import, the screen representation, the
screen-file reader and the advisor (SwiftUIImport, Representation, ScreenFiles, Advice).

    scripts/check-sizes.py [--report] [FOLDER ...]

Exit 1, naming each file and function over its bound; --report lists the ten longest
functions whatever their size. Comments and string literals are skipped when braces are
matched, so a brace in a string does not end a function.
"""
import os
import re
import sys

FILE_LIMIT = 600
FUNCTION_LIMIT = 80
DEFAULT = ["Sources/InvalidationBench/SwiftUIImport", "Sources/InvalidationBench/Representation",
           "Sources/InvalidationBench/ScreenFiles", "Sources/InvalidationBench/Advice"]
DECLARATION = re.compile(
    r"\b(func\s+[^\s(<]+|init[?!]?\s*[(<]|subscript\s*[(<]|var\s+\w+\s*:[^={\n]*\{)")


def code_only(text):
    """The text with comments and string contents blanked (newlines kept)."""
    out = []
    i, n = 0, len(text)
    # A stack of contexts: 'code' (with the depth of parentheses opened in it, for an
    # interpolation's end), or a string with its delimiter.
    stack = [["code", 0]]
    while i < n:
        kind = stack[-1][0]
        c = text[i]
        if kind == "code":
            if text.startswith("//", i):
                j = text.find("\n", i)
                j = n if j < 0 else j
                out.append(" " * (j - i))
                i = j
                continue
            if text.startswith("/*", i):
                depth, j = 1, i + 2
                while j < n and depth:
                    if text.startswith("/*", j):
                        depth, j = depth + 1, j + 2
                    elif text.startswith("*/", j):
                        depth, j = depth - 1, j + 2
                    else:
                        j += 1
                out.append("".join("\n" if ch == "\n" else " " for ch in text[i:j]))
                i = j
                continue
            m = re.match(r'(#*)("""|")', text[i:])
            if m:
                stack.append(["string", m.group(2), m.group(1)])
                out.append(" " * len(m.group(0)))
                i += len(m.group(0))
                continue
            if c == "(":
                stack[-1][1] += 1
            elif c == ")":
                if stack[-1][1] == 0 and len(stack) > 1:
                    stack.pop()  # the end of an interpolation
                    out.append(" ")
                    i += 1
                    continue
                stack[-1][1] -= 1
            out.append(c)
            i += 1
            continue
        _, quote, hashes = stack[-1]
        close = quote + hashes
        if text.startswith(close, i):
            stack.pop()
            out.append(" " * len(close))
            i += len(close)
            continue
        if text.startswith("\\" + hashes + "(", i):
            stack.append(["code", 0])
            out.append(" " * (len(hashes) + 2))
            i += len(hashes) + 2
            continue
        if text.startswith("\\" + hashes, i) and i + 1 + len(hashes) < n:
            width = 2 + len(hashes)
            out.append("".join("\n" if ch == "\n" else " " for ch in text[i:i + width]))
            i += width
            continue
        out.append("\n" if c == "\n" else " ")
        i += 1
    return "".join(out)


def functions(path):
    """(name, first line, lines) of each function of the file at `path`."""
    with open(path, encoding="utf-8") as handle:
        text = code_only(handle.read())
    found = []
    for match in DECLARATION.finditer(text):
        start = match.start()
        # The body is the first brace after the signature, at the signature's own depth.
        depth, i, body = 0, match.end() - (1 if match.group(0).endswith("{") else 0), None
        while i < len(text):
            c = text[i]
            if c in "([":
                depth += 1
            elif c in ")]":
                depth -= 1
            elif c == "{" and depth == 0:
                body = i
                break
            elif c in "};" or (c == "\n" and depth == 0 and text[start:i].count("{") == 0
                               and re.match(r"\s*(func|var|let|init|case|}|@|static|private)",
                                            text[i + 1:i + 40])):
                break
            i += 1
        if body is None:
            continue
        level, j = 0, body
        while j < len(text):
            if text[j] == "{":
                level += 1
            elif text[j] == "}":
                level -= 1
                if level == 0:
                    break
            j += 1
        first = text.count("\n", 0, start) + 1
        last = text.count("\n", 0, j) + 1
        name = match.group(0).split("(")[0].split(":")[0].strip()
        found.append((name, first, last - first + 1))
    return found


def main(argv):
    report = "--report" in argv
    folders = [a for a in argv if not a.startswith("--")] or DEFAULT
    problems, longest = [], []
    for folder in folders:
        for root, _, files in os.walk(folder):
            for name in sorted(files):
                if not name.endswith(".swift"):
                    continue
                path = os.path.join(root, name)
                with open(path, encoding="utf-8") as handle:
                    lines = handle.read().count("\n")
                if lines > FILE_LIMIT:
                    problems.append(f"{path}: {lines} lines, over {FILE_LIMIT}")
                for function, line, count in functions(path):
                    longest.append((count, f"{path}:{line}: {function}"))
                    if count > FUNCTION_LIMIT:
                        problems.append(f"{path}:{line}: {function} is {count} lines, over {FUNCTION_LIMIT}")
    if report:
        for count, where in sorted(longest, reverse=True)[:10]:
            print(f"{count:5} {where}")
    for problem in problems:
        print(problem, file=sys.stderr)
    if problems:
        print(f"check-sizes: {len(problems)} over the bounds (docs/architecture.md, \"Sizes\")",
              file=sys.stderr)
        return 1
    print(f"check-sizes: every file of {', '.join(folders)} within {FILE_LIMIT} lines, "
          f"every function within {FUNCTION_LIMIT}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
