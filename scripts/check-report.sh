#!/usr/bin/env bash
# Opens report.html in headless Chromium with the network cut off and checks it as a reader
# would find it: under 1 MB, nothing loaded from elsewhere, no console message, its script run
# to the end, the engine table, the view tree with its legend and the per-frame chart there;
# the first hottest view the one the terminal lists first (results.json: the most evaluations
# on as-written where it ran, ties the most wasted, then in order), no placeholder for a
# model's property on a screen from Swift, the as-written line drawn last, no two lines of a
# chart on each other or alike, no table cut at 800 px; in light and in dark mode the
# as-written line and its swatch at a contrast of 3:1 or more on the chart; keeps a
# screenshot, and one in dark mode beside it.
#   scripts/check-report.sh REPORT.html [SCREENSHOT.png]
#   scripts/check-report.sh --self-test REPORT.html   (a broken copy must fail the check)
# Needs Chromium: apt-get install chromium-headless-shell (.ci/run installs it).
set -euo pipefail

if [ "${1:-}" = --self-test ]; then
  broken=$(mktemp -d)
  trap 'rm -rf "$broken"' EXIT
  sed 's|<script>|<script>undefinedFunction();|' "$2" >"$broken/report.html"
  if "$0" "$broken/report.html" >/dev/null 2>&1; then
    echo "check-report: a report whose script throws passed the check" >&2
    exit 1
  fi
  sed 's|<style>|<link rel="stylesheet" href="https://example.com/a.css"><style>|' "$2" >"$broken/report.html"
  if "$0" "$broken/report.html" >/dev/null 2>&1; then
    echo "check-report: a report loading a stylesheet from the network passed the check" >&2
    exit 1
  fi
  results="$(dirname "$2")/results.json"
  [ -f "$results" ] && cp "$results" "$broken/results.json"
  sed 's|<div class="scroll">|<div>|' "$2" >"$broken/report.html"
  if "$0" "$broken/report.html" >/dev/null 2>&1; then
    echo "check-report: a report whose engine table does not scroll passed the check" >&2
    exit 1
  fi
  sed 's|stroke="currentColor"|stroke="#000000"|g' "$2" >"$broken/report.html"
  if grep -q 'series written' "$2" && "$0" "$broken/report.html" >/dev/null 2>&1; then
    echo "check-report: a report drawing as-written black on the dark chart passed the check" >&2
    exit 1
  fi
  python3 - "$2" "$broken/report.html" <<'PY'
import sys
page = open(sys.argv[1], encoding="utf-8").read()
start = page.index('<span class="name">', page.index('<ol class="hottest">')) + len('<span class="name">')
open(sys.argv[2], "w", encoding="utf-8").write(page[:start] + "NoSuchView" + page[page.index("<", start):])
PY
  if "$0" "$broken/report.html" >/dev/null 2>&1; then
    echo "check-report: a report naming another view the hottest passed the check" >&2
    exit 1
  fi
  echo "report check self-test ok: a throwing script, a network stylesheet, a table that does not scroll, a black as-written line in dark mode and a wrong hottest view all fail"
  exit 0
fi

report=${1:?usage: scripts/check-report.sh REPORT.html [SCREENSHOT.png]}
shot=${2:-}
name=check-report
# shellcheck source=scripts/report-common.sh
source "$(dirname "$0")/report-common.sh"
# Attributes that load something, and the CSS: the page's text may quote any source.
outside=$(python3 - "$report" <<'PY'
import html.parser, re, sys
class Page(html.parser.HTMLParser):
    found, in_style = [], False
    def handle_starttag(self, tag, attrs):
        self.in_style = tag == "style"
        for name, value in attrs:
            if name in ("src", "href", "action", "poster", "data") and value and not value.startswith("#"):
                self.found.append(f"<{tag} {name}={value}>")
    def handle_endtag(self, tag):
        self.in_style = False
    def handle_data(self, data):
        if self.in_style and re.search(r"url\(|@import", data):
            self.found.append("a url() or @import in the CSS")
page = Page()
page.feed(open(sys.argv[1], encoding="utf-8").read())
print("; ".join(page.found[:3]))
PY
)
[ -z "$outside" ] || fail "refers to a file outside itself ($outside); it must be self-contained"

address="file://$(cd "$(dirname "$report")" && pwd)/$(basename "$report")"
flags=(--no-sandbox --disable-gpu --hide-scrollbars --window-size=1280,1000
  "--host-resolver-rules=MAP * ~NOTFOUND" --enable-logging=stderr --v=0)
log=$(mktemp)
trap 'rm -f "$log"' EXIT
dom=$("$browser" "${flags[@]}" --dump-dom "$address" 2>"$log")
if grep -q ':CONSOLE' "$log"; then
  fail "logs to the console: $(grep ':CONSOLE' "$log" | head -n 3 | sed 's/^.*:CONSOLE[^]]*] //')"
fi
grep -q 'data-ready="yes"' <<<"$dom" || fail "did not run its script to the end"
grep -q '<table class="engines"' <<<"$dom" || fail "has no engine table"
grep -q '<ul class="tree"' <<<"$dom" || fail "has no view tree"
grep -q '<svg' <<<"$dom" || fail "has no per-frame chart"
grep -q 'class="legend tree-legend"' <<<"$dom" || fail "has no legend of the view tree's colours"
# The verdict and the chart, against the run's own numbers (results.json beside the page).
results="$(dirname "$report")/results.json"
domfile=$(mktemp)
printf '%s' "$dom" >"$domfile"
verdict=$(python3 - "$results" "$domfile" <<'PY'
import html.parser, json, os, sys
dom = open(sys.argv[2], encoding="utf-8").read()
class Page(html.parser.HTMLParser):
    def __init__(self):
        super().__init__()
        self.case, self.firsts, self.in_hottest, self.take, self.charts = None, {}, False, False, []
    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == "section" and (a.get("id") or "").startswith("case-"):
            self.case = int(a["id"][5:])
        if tag == "ol" and "hottest" in (a.get("class") or "").split():
            self.in_hottest = True
        if tag == "span" and a.get("class") == "name" and self.in_hottest and self.case not in self.firsts:
            self.take = True
        if tag == "svg" and "chart" in (a.get("class") or "").split():
            self.charts.append([])
        if tag == "polyline" and self.charts and "series" in (a.get("class") or ""):
            self.charts[-1].append((a.get("class"), a.get("points"), a.get("stroke"), a.get("stroke-dasharray")))
    def handle_endtag(self, tag):
        if tag == "ol":
            self.in_hottest = False
    def handle_data(self, data):
        if self.take:
            self.firsts[self.case] = data
            self.take = False
page = Page()
page.feed(dom)
problems = []
for lines in page.charts:
    classes = [line[0] for line in lines]
    if "series written" in classes and classes[-1] != "series written":
        problems.append("the chart draws as-written before another line")
    points = [line[1] for line in lines]
    if len(set(points)) != len(points):
        problems.append("two lines of a chart lie on each other")
    looks = [(line[2], line[3]) for line in lines]
    if len(set(looks)) != len(looks):
        problems.append("two lines of a chart have the same colour and dashes")
if os.path.exists(sys.argv[1]):
    for index, case in enumerate(json.load(open(sys.argv[1]))["cases"]):
        engines = case.get("engines", [])
        chosen = next((e for e in engines if e["engine"] == "as-written"), engines[0] if engines else None)
        views = [v for v in (chosen or {}).get("viewTypes", []) if v["evals"] > 0]
        if not views:
            continue
        order = {v["name"]: i for i, v in enumerate(views)}
        top = min(views, key=lambda v: (-v["evals"], -v["wastedEvals"], order[v["name"]]))["name"]
        if page.firsts.get(index) != top:
            problems.append(f"case {index} names {page.firsts.get(index)!r} first among the hottest views, but results.json has {top!r} with the most evaluations on {chosen['engine']}")
        if (case.get("screen") or "").endswith(".swift") and "‹model property›" in dom:
            problems.append(f"case {index}, from Swift, shows a placeholder for a model's property")
print("; ".join(problems))
PY
)
rm -f "$domfile"
[ -z "$verdict" ] || fail "$verdict"
tables=$(grep -o '<table class="engines"' <<<"$dom" | wc -l)
views=$(grep -o 'class="node' <<<"$dom" | wc -l)
# At 800 px wide no table is cut (each wide one scrolls in its box); dark mode is drawn.
narrow=$("$browser" "${flags[@]/--window-size=1280,1000/--window-size=800,1000}" --dump-dom "$address" 2>/dev/null)
grep -q 'data-clipped="0"' <<<"$narrow" || fail "cuts a table at 800 px wide ($(grep -o 'data-clipped="[0-9]*"' <<<"$narrow"))"
dark=$("$browser" "${flags[@]}" --blink-settings=preferredColorScheme=0 --dump-dom "$address" 2>/dev/null)
grep -q 'data-scheme="dark"' <<<"$dark" || fail "was not drawn in dark mode when the system asks for it"
# The as-written line and its swatch against the chart, as drawn in each mode (WCAG's 3:1 for
# graphics).
for mode in light dark; do
  drawn=$dom
  [ "$mode" = dark ] && drawn=$dark
  contrast=$(python3 - "$mode" <<PY
import re, sys
dom = """$(grep -o 'data-\(written-stroke\|chart-background\|swatch-stroke\)="[^"]*"' <<<"$drawn" | tr '
' ' ')"""
values = dict(re.findall(r'data-([a-z-]+)="([^"]*)"', dom))
def rgb(text):
    return [int(x) / 255 for x in re.findall(r"[0-9.]+", text)[:3]]
def luminance(colour):
    c = [v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4 for v in colour]
    return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2]
def ratio(a, b):
    la, lb = sorted([luminance(rgb(a)), luminance(rgb(b))], reverse=True)
    return (la + 0.05) / (lb + 0.05)
if "written-stroke" not in values:
    print("ok")
else:
    background = values.get("chart-background", "rgb(255, 255, 255)")
    low = min(ratio(values["written-stroke"], background), ratio(values.get("swatch-stroke", values["written-stroke"]), background))
    print("ok" if low >= 3 else f"{low:.2f}")
PY
)
  [ "$contrast" = ok ] || fail "draws the as-written line or its swatch at a contrast of $contrast:1 on the chart in $mode mode (3:1 at least)"
done
if [ -n "$shot" ]; then
  "$browser" "${flags[@]}" --blink-settings=preferredColorScheme=0 --screenshot="${shot%.png}-dark.png" "$address" 2>/dev/null >/dev/null
  mkdir -p "$(dirname "$shot")"
  "$browser" "${flags[@]}" --screenshot="$shot" "$address" 2>/dev/null >/dev/null
  [ "$(head -c 8 "$shot" | od -An -tx1 | tr -d ' \n')" = "89504e470d0a1a0a" ] || fail "gave no screenshot"
fi
echo "report ok: $report, $size bytes, $tables engine tables, $views views in the trees, no console message, hottest view as in results.json, no table cut at 800 px, dark mode drawn${shot:+; screenshots $shot and ${shot%.png}-dark.png}"
