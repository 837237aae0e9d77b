# Sourced by scripts/check-report.sh and scripts/check-scan-report.sh, with $name (the check's
# name) and $report set: fail(), the browser (exit 2 when there is none), and the page's size.
fail() {
  echo "$name: $report $1" >&2
  exit 1
}
browser=$(command -v chromium-headless-shell || command -v chromium || command -v google-chrome || true)
if [ -z "$browser" ]; then
  echo "$name: no Chromium found; install it with apt-get install chromium-headless-shell" >&2
  exit 2
fi
[ -f "$report" ] || fail "does not exist; run bench first"
size=$(wc -c <"$report")
[ "$size" -lt 1048576 ] || fail "is $size bytes; report.html must stay under 1 MB"
