#!/usr/bin/env bash
# Opens report.html in headless Chromium with the network cut off and checks it as a reader
# would find it: under 1 MB, nothing loaded from elsewhere, no console message, its script run
# to the end, the engine table, the view tree and the per-frame chart there; keeps a screenshot.
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
  echo "report check self-test ok: a throwing script and a network stylesheet both fail"
  exit 0
fi

report=${1:?usage: scripts/check-report.sh REPORT.html [SCREENSHOT.png]}
shot=${2:-}
fail() {
  echo "check-report: $report $1" >&2
  exit 1
}
browser=$(command -v chromium-headless-shell || command -v chromium || command -v google-chrome || true)
if [ -z "$browser" ]; then
  echo "check-report: no Chromium found; install it with apt-get install chromium-headless-shell" >&2
  exit 2
fi
[ -f "$report" ] || fail "does not exist; run bench first"
size=$(wc -c <"$report")
[ "$size" -lt 1048576 ] || fail "is $size bytes; report.html must stay under 1 MB"
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
tables=$(grep -o '<table class="engines"' <<<"$dom" | wc -l)
views=$(grep -o 'class="node' <<<"$dom" | wc -l)
if [ -n "$shot" ]; then
  mkdir -p "$(dirname "$shot")"
  "$browser" "${flags[@]}" --screenshot="$shot" "$address" 2>/dev/null >/dev/null
  [ "$(head -c 8 "$shot" | od -An -tx1 | tr -d ' \n')" = "89504e470d0a1a0a" ] || fail "gave no screenshot"
fi
echo "report ok: $report, $size bytes, $tables engine tables, $views views in the trees, no console message${shot:+; screenshot $shot}"
