#!/usr/bin/env bash
# Opens bench scan's report.html in headless Chromium with the network cut off and checks it
# as a reader would find it: under 1 MB, nothing loaded from elsewhere, no console message,
# its script run to the end; against results.json beside it, the first hottest view and one
# row per folder; no table cut at 800 px; drawn in dark mode when the system asks, with the
# cells that mark a saving at a contrast of 4.5:1 or more in light and dark; keeps a
# screenshot, and one in dark mode beside it.
#   scripts/check-scan-report.sh REPORT.html [SCREENSHOT.png]
#   scripts/check-scan-report.sh --self-test REPORT.html   (broken copies must fail the check)
# Needs Chromium: apt-get install chromium-headless-shell (.ci/run installs it).
set -euo pipefail

if [ "${1:-}" = --self-test ]; then
  broken=$(mktemp -d)
  trap 'rm -rf "$broken"' EXIT
  cp "$(dirname "$2")/results.json" "$broken/results.json"
  sed 's|<script>|<script>undefinedFunction();|' "$2" >"$broken/report.html"
  if "$0" "$broken/report.html" >/dev/null 2>&1; then
    echo "check-scan-report: a report whose script throws passed the check" >&2
    exit 1
  fi
  sed 's|<table class="folders">|<table>|' "$2" >"$broken/report.html"
  if "$0" "$broken/report.html" >/dev/null 2>&1; then
    echo "check-scan-report: a report without its folders' rows passed the check" >&2
    exit 1
  fi
  sed 's|<div class="scroll">|<div>|g' "$2" >"$broken/report.html"
  if "$0" "$broken/report.html" >/dev/null 2>&1; then
    echo "check-scan-report: a report whose tables do not scroll passed the check" >&2
    exit 1
  fi
  echo "scan report check self-test ok: a throwing script, missing folder rows and tables that do not scroll all fail"
  exit 0
fi

report=${1:?usage: scripts/check-scan-report.sh REPORT.html [SCREENSHOT.png]}
shot=${2:-}
name=check-scan-report
# shellcheck source=scripts/report-common.sh
source "$(dirname "$0")/report-common.sh"
if grep -Eq '(src|href|action)="[^#"]' "$report" || grep -Eq 'url\(|@import' "$report"; then
  fail "refers to a file outside itself; it must be self-contained"
fi
address="file://$(cd "$(dirname "$report")" && pwd)/$(basename "$report")"
flags=(--no-sandbox --disable-gpu --hide-scrollbars --window-size=1280,1000
  "--host-resolver-rules=MAP * ~NOTFOUND" --enable-logging=stderr --v=0)
log=$(mktemp)
dom=$(mktemp)
trap 'rm -f "$log" "$dom"' EXIT
"$browser" "${flags[@]}" --dump-dom "$address" 2>"$log" >"$dom"
if grep -q ':CONSOLE' "$log"; then
  fail "logs to the console: $(grep ':CONSOLE' "$log" | head -n 3 | sed 's/^.*:CONSOLE[^]]*] //')"
fi
grep -q 'data-ready="yes"' "$dom" || fail "did not run its script to the end"
verdict=$(python3 - "$(dirname "$report")/results.json" "$dom" <<'PY'
import html.parser, json, sys
scan = json.load(open(sys.argv[1]))
class Page(html.parser.HTMLParser):
    def __init__(self):
        super().__init__()
        self.rows, self.cells, self.table, self.cell = [], None, None, None
    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == "table":
            self.table = a.get("class")
        if tag == "tr":
            self.cells = []
        if tag == "td":
            self.cell = ""
    def handle_endtag(self, tag):
        if tag == "td" and self.cells is not None:
            self.cells.append(self.cell.strip())
            self.cell = None
        if tag == "tr" and self.cells:
            self.rows.append((self.table, self.cells))
    def handle_data(self, data):
        if self.cell is not None:
            self.cell += data
page = Page()
page.feed(open(sys.argv[2], encoding="utf-8").read())
problems = []
folders = [cells[0] for table, cells in page.rows if table == "folders"]
expected = [folder["path"] for folder in scan["folders"]]
if folders != expected:
    problems.append(f"lists the folders {folders[:3]}… but results.json has {expected[:3]}…")
hottest = [cells for table, cells in page.rows if table == "hottest"]
if scan["hottest"] and (not hottest or hottest[0][:2] != [scan["hottest"][0]["name"], scan["hottest"][0]["source"]]):
    problems.append("does not name results.json's hottest view first")
print("; ".join(problems))
PY
)
[ -z "$verdict" ] || fail "$verdict"
narrow=$("$browser" "${flags[@]/--window-size=1280,1000/--window-size=800,1000}" --dump-dom "$address" 2>/dev/null)
grep -q 'data-clipped="0"' <<<"$narrow" || fail "cuts a table at 800 px wide ($(grep -o 'data-clipped="[0-9]*"' <<<"$narrow"))"
dark=$("$browser" "${flags[@]}" --blink-settings=preferredColorScheme=0 --dump-dom "$address" 2>/dev/null)
grep -q 'data-scheme="dark"' <<<"$dark" || fail "was not drawn in dark mode when the system asks for it"
for drawn in "$(cat "$dom")" "$dark"; do
  contrast=$(python3 - <<PY
import re
values = dict(re.findall(r'data-(saves-ink|saves-fill)="([^"]*)"', """$(grep -o 'data-saves-[a-z]*="[^"]*"' <<<"$drawn" | tr '\n' ' ')"""))
def rgb(text):
    return [int(x) / 255 for x in re.findall(r"[0-9.]+", text)[:3]]
def luminance(colour):
    c = [v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4 for v in colour]
    return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2]
if "saves-ink" not in values:
    print("ok")
else:
    a, b = sorted([luminance(rgb(values["saves-ink"])), luminance(rgb(values["saves-fill"]))], reverse=True)
    print("ok" if (a + 0.05) / (b + 0.05) >= 4.5 else f"{(a + 0.05) / (b + 0.05):.2f}")
PY
)
  [ "$contrast" = ok ] || fail "draws a saving's cell at a contrast of $contrast:1 (4.5:1 at least)"
done
if [ -n "$shot" ]; then
  mkdir -p "$(dirname "$shot")"
  "$browser" "${flags[@]}" --blink-settings=preferredColorScheme=0 --screenshot="${shot%.png}-dark.png" "$address" 2>/dev/null >/dev/null
  "$browser" "${flags[@]}" --screenshot="$shot" "$address" 2>/dev/null >/dev/null
  [ "$(head -c 8 "$shot" | od -An -tx1 | tr -d ' \n')" = "89504e470d0a1a0a" ] || fail "gave no screenshot"
fi
echo "scan report ok: $report, $size bytes, every folder of results.json listed, hottest view as in results.json, no console message, no table cut at 800 px, dark mode drawn${shot:+; screenshots $shot and ${shot%.png}-dark.png}"
