#!/usr/bin/env bash
# Measures what grows with the number of modules at launch: a generated app of 50 and of 500
# modules × 10 route types, each route type declared in its module's catalog with a screen, a
# key and two links, placed by the composition root, every module's exits wired to the next.
#
#   bash Benchmarks/scale.sh [--library PATH] [--name scale] [--modules "50 500"] [--routes 10]
#                            [--states 1000]
#
# The apps are written to Benchmarks/Generated/NAME-MODULES (kept out of git) and built in
# release mode; `--library` builds them on another copy of the library (a former commit's, to
# compare).
#
# For each size it prints: the first launch of a fresh process (median of 5 processes, timed
# in-process from main's start, and the whole process's wall time), the median of 20 launches
# after it in the same process, the heap a launched app holds, the instructions of one launch
# (callgrind: a process that launches once, less one that does nothing), and the explorer's
# states per second within bounds (`--states`, depth 8), in wall time and in processor time.
# The processor time a process takes to its first launch's end is what a busy machine does not
# inflate; wall times are for a quiet one. Not run by CI: the 500-module app takes minutes to build.
# Needs valgrind for the instruction counts (skipped when it is missing).
set -euo pipefail
cd "$(dirname "$0")"

library=""
name=scale
sizes="50 500"
routes=10
states=1000
while [ $# -gt 0 ]; do
  case "$1" in
    --library) library="$2"; shift 2 ;;
    --name) name="$2"; shift 2 ;;
    --modules) sizes="$2"; shift 2 ;;
    --routes) routes="$2"; shift 2 ;;
    --states) states="$2"; shift 2 ;;
    *)
      echo "usage: scale.sh [--library PATH] [--name scale] [--modules \"50 500\"] [--routes 10]" \
        "[--states 1000]"
      exit 2
      ;;
  esac
done

swift build -c release --product generate-app >/dev/null
generate=(.build/release/generate-app)
[ -n "$library" ] && generate+=(--library "$library")

median() { sort -g | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
field() { tr ' ' '\n' | sed -n "s/^$1=//p"; }

echo "load before: $(cut -d' ' -f1-3 /proc/loadavg)"
for modules in $sizes; do
  app="Generated/$name-$modules"
  "${generate[@]}" --kind scale --modules "$modules" --routes "$routes" --output "$app" >/dev/null
  (cd "$app" && swift build -c release >/dev/null)
  bin="$app/.build/release"

  runs=()
  walls=()
  for _ in 1 2 3 4 5; do
    start=$(date +%s%N)
    runs+=("$("$bin/ScaleApp" launch --warm 20)")
    walls+=($((($(date +%s%N) - start) / 1000)))
  done
  cold=$(printf '%s\n' "${runs[@]}" | field coldMs | median)
  cpu=$(printf '%s\n' "${runs[@]}" | field coldCpuMs | median)
  warm=$(printf '%s\n' "${runs[@]}" | field warmMs | median)
  held=$(printf '%s\n' "${runs[@]}" | field heldBytes | median)
  # The wall time of a whole process includes its 20 warm launches and the one whose heap is
  # counted: subtract them.
  wall=$(printf '%s\n' "${walls[@]}" | median)
  process=$(awk -v w="$wall" -v m="$warm" 'BEGIN { printf "%.1f", w / 1000 - 21 * m }')

  instructions="n/a"
  if command -v valgrind >/dev/null; then
    count() {
      valgrind --tool=callgrind --callgrind-out-file=/dev/null "$bin/ScaleApp" "$1" 2>&1 \
        | sed -n 's/.*Collected : //p'
    }
    instructions=$(($(count once) - $(count none)))
  fi

  explored=$("$bin/ExploreApp" --states "$states" --depth 8)

  echo ""
  echo "$modules modules × $routes route types:"
  echo "  first launch, median of 5 processes: ${cold} ms from main's start;" \
    "${process} ms for the process (its wall time, start and exit included, less its 21 later launches);" \
    "${cpu} ms of processor time from the process's start to its end"
  echo "  warm launch, median of 20 in each process (median of 5): ${warm} ms"
  echo "  heap a launched app holds: ${held} bytes"
  echo "  instructions of the first launch: ${instructions}"
  echo "  explorer ($states states, depth 8): $explored"
done
echo ""
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
