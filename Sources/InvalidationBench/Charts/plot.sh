#!/usr/bin/env bash
# Draws PNG and SVG charts from a results folder written by `bench`.
#
#   scripts/plot.sh [RESULTS_DIR] [OUT_DIR]    (defaults: results/latest, the same folder)
#
# Per workload: body evaluations per frame by engine, with the oracle's minimum as a line
# (evals-WORKLOAD), and p50/p99 frame time by engine with the frame budget as a line
# (time-WORKLOAD). Per sweep: cost against the swept parameter, one line per engine, log-log
# (sweep-WORKLOAD-PARAM-evals, sweep-WORKLOAD-PARAM-time). For list-scrolling: evaluations per
# frame over the run (frames-list-scrolling). Charts are drawn into a temporary folder and
# moved into place only when all of them were drawn, so a failure leaves no half chart.
set -euo pipefail

results=${1:-results/latest}
out=${2:-$results}

if ! command -v gnuplot >/dev/null 2>&1; then
  echo "error: gnuplot is not installed; install it with 'apt-get install gnuplot-nox' and run again" >&2
  exit 1
fi
for file in results.csv frames.csv; do
  if [ ! -f "$results/$file" ]; then
    echo "error: $results/$file is missing; write results first with 'swift run -c release bench --out $results'" >&2
    exit 1
  fi
done
header=$(head -n 1 "$results/results.csv")
case "$header" in
  workload,parameters,swept_parameter,swept_value,engine,chart_colour,*) ;;
  *)
    echo "error: $results/results.csv is not a bench results file (unexpected header); rerun bench" >&2
    exit 1
    ;;
esac

# Refuse input that is cut short or damaged, in one sentence naming the first bad line: every
# row has the header's number of fields and numbers where numbers belong.
validate() {
  local file=$1 numeric=$2 optional=$3
  awk -F, -v numeric="$numeric" -v optional="$optional" -v file="$file" '
    NR == 1 { fields = NF; split(numeric, n, " "); split(optional, o, " "); next }
    NF != fields { printf "error: %s line %d has %d fields, not %d; the file is cut short or damaged, so rerun bench\n", file, NR, NF, fields; bad = 1; exit }
    {
      for (i in n) if ($n[i] !~ /^-?[0-9]+(\.[0-9]+)?$/) { printf "error: %s line %d has \"%s\" where a number belongs; the file is damaged, so rerun bench\n", file, NR, $n[i]; bad = 1; exit }
      for (i in o) if ($o[i] != "" && $o[i] !~ /^-?[0-9]+(\.[0-9]+)?$/) { printf "error: %s line %d has \"%s\" where a number belongs; the file is damaged, so rerun bench\n", file, NR, $o[i]; bad = 1; exit }
      rows++
    }
    END { if (!bad && rows == 0) { printf "error: %s has no rows; rerun bench\n", file; bad = 1 } exit bad }
  ' "$file" >&2
}

# column NAME: the 1-based index of a column of results.csv.
column() {
  echo "$header" | tr ',' '\n' | grep -n -x "$1" | cut -d: -f1
}
for name in frames body_evals min_evals p50_ns p99_ns mean_ns frame_budget_ns; do
  if [ -z "$(column "$name")" ]; then
    echo "error: $results/results.csv has no column $name; it was written by another version of bench, so rerun bench" >&2
    exit 1
  fi
done
# Every metric column holds a number; ratios are empty where undefined, as is swept_value
# outside sweeps.
required="" optional="4"
index=0
for name in $(echo "$header" | tr ',' ' '); do
  index=$((index + 1))
  [ "$index" -le 6 ] && continue
  case "$name" in
    *_ratio_*) optional="$optional $index" ;;
    *) required="$required $index" ;;
  esac
done
validate "$results/results.csv" "$required" "$optional" || exit 1
if ! awk -F, 'NR > 1 && $6 !~ /^[0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f]$/ { printf "error: '"$results"'/results.csv line %d has \"%s\" where a colour belongs; the file is damaged, so rerun bench\n", NR, $6; exit 1 }' "$results/results.csv" >&2; then
  exit 1
fi
if [ "$(head -n 1 "$results/frames.csv")" != "workload,parameters,engine,frame,body_evals,min_evals,time_ns" ]; then
  echo "error: $results/frames.csv is not a bench frames file (unexpected header); rerun bench" >&2
  exit 1
fi
validate "$results/frames.csv" "4 5 6" "7" || exit 1
mkdir -p "$out"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Engines in the order the results list them, each with the colour bench gives it (the same
# in every chart, from bench's one list of engines).
engines=$(awk -F, 'NR > 1 && !seen[$5]++ { print $5 }' "$results/results.csv" | tr '\n' ' ')
colour() {
  awk -F, -v e="$1" 'NR > 1 && $5 == e { print $6; exit }' "$results/results.csv"
}
colour_number() {
  echo $((16#$(colour "$1")))
}

c_workload=1 c_params=2 c_swept=3 c_value=4 c_engine=5
c_frames=$(column frames)
c_evals=$(column body_evals)
c_min=$(column min_evals)
c_p50=$(column p50_ns)
c_p99=$(column p99_ns)
c_mean=$(column mean_ns)
c_budget=$(column frame_budget_ns)

# render NAME: runs the gnuplot commands in $work/NAME.gp once per format.
render() {
  local name=$1
  {
    echo "set terminal pngcairo size 960,600 enhanced font 'DejaVu Sans,11'"
    echo "set output '$work/$name.png'"
    cat "$work/$name.gp"
    echo "set terminal svg size 960,600 enhanced font 'DejaVu Sans,11' background rgb 'white'"
    echo "set output '$work/$name.svg'"
    echo "replot"
  } >"$work/$name.full.gp"
  gnuplot "$work/$name.full.gp"
  charts+=("$name")
}

charts=()
common="set grid ytics lc rgb '#dddddd'; set border 3; set tics nomirror; set key top right"

# Cases that are not part of a sweep: the first parameter set of each workload.
workloads=$(awk -F, -v s=$c_swept 'NR > 1 && $s == "" { print $1 }' "$results/results.csv" | awk '!seen[$0]++')

for workload in $workloads; do
  params=$(awk -F, -v w="$workload" -v s=$c_swept 'NR > 1 && $1 == w && $s == "" { print $2; exit }' "$results/results.csv")
  rows="$work/$workload.rows"
  awk -F, -v w="$workload" -v p="$params" -v s=$c_swept 'NR > 1 && $1 == w && $2 == p && $s == ""' \
    "$results/results.csv" >"$rows"

  # One line per engine, in the fixed engine order: position, name, colour, evaluations per
  # frame, p50 and p99 frame time in µs.
  table="$work/$workload.engines"
  : >"$table"
  index=0
  for engine in $engines; do
    line=$(awk -F, -v e="$engine" -v c=$c_engine '$c == e' "$rows" | head -n 1)
    [ -z "$line" ] && continue
    echo "$line" | awk -F, -v i=$index -v e="$engine" -v col="$(colour_number "$engine")" \
      -v f=$c_frames -v v=$c_evals -v a=$c_p50 -v b=$c_p99 \
      '{ printf "%d %s %d %.6f %.3f %.3f\n", i, e, col, $v / $f, $a / 1000, $b / 1000 }' >>"$table"
    index=$((index + 1))
  done

  # Body evaluations per frame by engine, oracle minimum as a line.
  minimum=$(awk -F, -v f=$c_frames -v m=$c_min 'NR == 1 { printf "%.6f", $m / $f }' "$rows")
  spread=$(awk -v m="$minimum" '{ if ($4 > max) max = $4; if (min == "" || ($4 > 0 && $4 < min)) min = $4 } END { lo = (m > 0 && m < min) ? m : min; print (lo > 0 && max / lo > 50) ? "log" : "linear" }' "$table")
  {
    echo "$common"
    echo "set title \"$workload — body evaluations per frame\\n{/*0.8 $params}\""
    echo "set ylabel 'body evaluations per frame (views)'"
    echo "set xlabel 'engine'"
    echo "set style fill solid 0.85 border -1"
    echo "set boxwidth 0.6"
    echo "set xrange [-0.6:$index - 0.4]"
    if [ "$spread" = log ]; then echo "set logscale y"; echo "set yrange [*:*]"; else echo "set yrange [0:*]"; fi
    echo "plot '$table' using 1:4:3:xtic(2) with boxes lc rgb variable notitle, \\"
    echo "     $minimum with lines dt 2 lw 2 lc rgb 'black' title sprintf('oracle minimum (%.2f)', $minimum)"
  } >"$work/evals-$workload.gp"
  render "evals-$workload"

  # p50 and p99 frame time by engine, frame budget as a line.
  budget=$(awk -F, -v b=$c_budget 'NR == 1 { printf "%.3f", $b / 1000 }' "$rows")
  {
    echo "$common"
    echo "set title \"$workload — frame time by engine\\n{/*0.8 $params}\""
    echo "set ylabel 'frame time (µs, log scale)'"
    echo "set xlabel 'engine'"
    echo "set logscale y"
    echo "set boxwidth 0.35"
    echo "set xrange [-0.6:$index - 0.4]"
    echo "plot '$table' using 1:(NaN):xtic(2) notitle, \\"
    echo "     '' using (\$1 - 0.19):5:3 with boxes fs solid 0.85 border -1 lc rgb variable title 'p50 (solid)', \\"
    echo "     '' using (\$1 + 0.19):6:3 with boxes fs pattern 4 border -1 lc rgb variable title 'p99 (hatched)', \\"
    echo "     $budget with lines dt 2 lw 2 lc rgb 'black' title sprintf('frame budget (%.2f ms)', $budget / 1000)"
  } >"$work/time-$workload.gp"
  render "time-$workload"
done

# Sweeps: cost against the swept parameter, log-log, one line per engine.
sweeps=$(awk -F, -v s=$c_swept 'NR > 1 && $s != "" { print $1 "," $s }' "$results/results.csv" | awk '!seen[$0]++')
for sweep in $sweeps; do
  workload=${sweep%,*}
  parameter=${sweep#*,}
  for metric in evals time; do
    name="sweep-$workload-$parameter-$metric"
    plots=()
    width=6
    for engine in $engines; do
      data="$work/$name.$engine"
      awk -F, -v w="$workload" -v p="$parameter" -v e="$engine" -v s=$c_swept -v x=$c_value \
        -v c=$c_engine -v f=$c_frames -v v=$c_evals -v t=$c_mean -v m="$metric" \
        'NR > 1 && $1 == w && $s == p && $c == e { y = (m == "evals") ? $v / $f : $t / 1000; if ($x > 0 && y > 0) print $x, y }' \
        "$results/results.csv" | sort -n >"$data"
      [ -s "$data" ] && plots+=("'$data' using 1:2 with linespoints lw $width pt 7 lc rgb '#$(colour "$engine")' title '$engine'")
      width=$(awk -v w="$width" 'BEGIN { print (w > 2) ? w - 1.5 : 1.5 }')
    done
    if [ "$metric" = evals ]; then
      awk -F, -v w="$workload" -v p="$parameter" -v s=$c_swept -v x=$c_value -v c=$c_engine \
        -v f=$c_frames -v m=$c_min \
        'NR > 1 && $1 == w && $s == p && $c == "oracle" && $m > 0 { print $x, $m / $f }' \
        "$results/results.csv" | sort -n >"$work/$name.minimum"
      [ -s "$work/$name.minimum" ] && plots+=("'$work/$name.minimum' using 1:2 with lines dt 2 lw 2 lc rgb 'black' title 'oracle minimum'")
    fi
    [ ${#plots[@]} -eq 0 ] && continue
    {
      echo "$common"
      echo "set key top left"
      echo "set logscale xy"
      echo "set xlabel '$parameter (log scale)'"
      if [ "$metric" = evals ]; then
        echo "set title \"$workload — body evaluations per frame against $parameter\""
        echo "set ylabel 'body evaluations per frame (log scale)'"
      else
        echo "set title \"$workload — mean frame time against $parameter\""
        echo "set ylabel 'mean frame time (µs, log scale)'"
      fi
      printf 'plot %s\n' "$(IFS=,; echo "${plots[*]}")"
    } >"$work/$name.gp"
    render "$name"
  done
done

# list-scrolling: body evaluations per frame over the run.
if awk -F, -v s=$c_swept 'NR > 1 && $1 == "list-scrolling" && $s == "" { found = 1 } END { exit !found }' "$results/results.csv"; then
  params=$(awk -F, -v s=$c_swept 'NR > 1 && $1 == "list-scrolling" && $s == "" { print $2; exit }' "$results/results.csv")
  plots=()
  # Wider lines first, so that engines whose lines coincide stay visible around each other.
  width=6
  for engine in $engines; do
    data="$work/frames.$engine"
    awk -F, -v p="$params" -v e="$engine" 'NR > 1 && $1 == "list-scrolling" && $2 == p && $3 == e { print $4, $5 }' \
      "$results/frames.csv" >"$data"
    [ -s "$data" ] && plots+=("'$data' using 1:2 with lines lw $width lc rgb '#$(colour "$engine")' title '$engine'")
    width=$(awk -v w="$width" 'BEGIN { print (w > 2) ? w - 1.5 : 1.5 }')
  done
  awk -F, -v p="$params" 'NR > 1 && $1 == "list-scrolling" && $2 == p && $3 == "oracle" { print $4, $6 }' \
    "$results/frames.csv" >"$work/frames.minimum"
  plots+=("'$work/frames.minimum' using 1:2 with lines dt 2 lw 1.5 lc rgb 'black' title 'oracle minimum'")
  {
    echo "$common"
    echo "set key outside right"
    echo "set title \"list-scrolling — body evaluations per frame over the run\\n{/*0.8 $params}\""
    echo "set xlabel 'frame'"
    echo "set ylabel 'body evaluations in the frame (views)'"
    echo "set yrange [0:*]"
    printf 'plot %s\n' "$(IFS=,; echo "${plots[*]}")"
  } >"$work/frames-list-scrolling.gp"
  render "frames-list-scrolling"
fi

for name in "${charts[@]}"; do
  mv "$work/$name.png" "$out/$name.png"
  mv "$work/$name.svg" "$out/$name.svg"
done
echo "wrote ${#charts[@]} charts (PNG and SVG) to $out"
