#!/usr/bin/env bash
# Measures what declaring routes through catalogs costs a build: a generated app of 100 modules
# × 10 route types declared through catalogs (each route type with a screen, a key, two links
# and a placement; every module's exits wired to the next), against the same app declared with
# plain enums, a `switch` that builds screens, one that reads links and one that writes them.
#
#   bash Benchmarks/build-time.sh [--modules 100] [--routes 10] [--runs 3]
#
# Each app gets `--runs` clean debug builds (median reported). The catalog app's build is timed
# in two steps, so that the library's own build is set apart: the library alone
# (`swift build --target ModuleRouting`), then the app's own code on it. Every build passes
# `-warn-long-expression-type-checking=100`; the expressions over 100 ms are listed, split
# between the generated code (what the library makes users write) and the library's own.
# Not run by CI: it takes about ten minutes on two cores.
set -euo pipefail
cd "$(dirname "$0")"

modules=100
routes=10
runs=3
while [ $# -gt 0 ]; do
  case "$1" in
    --modules) modules="$2"; shift 2 ;;
    --routes) routes="$2"; shift 2 ;;
    --runs) runs="$2"; shift 2 ;;
    *) echo "usage: build-time.sh [--modules 100] [--routes 10] [--runs 3]"; exit 2 ;;
  esac
done

swift build -c release --product generate-app >/dev/null
generate=.build/release/generate-app
catalog=Generated/build-catalog
plain=Generated/build-plain
"$generate" --kind catalog --modules "$modules" --routes "$routes" --output "$catalog" >/dev/null
"$generate" --kind plain --modules "$modules" --routes "$routes" --output "$plain" >/dev/null
# Resolve once, outside the timed builds.
(cd "$catalog" && swift package resolve >/dev/null)

flags=(-Xswiftc -Xfrontend -Xswiftc -warn-long-expression-type-checking=100)
logs=$(mktemp -d)
# Runs a build in a package directory, appends its output to a log, prints its seconds.
timed() {
  local directory=$1 log=$2 start
  shift 2
  start=$(date +%s%N)
  (cd "$directory" && swift build "${flags[@]}" "$@" >>"$log" 2>&1)
  awk -v ns=$(($(date +%s%N) - start)) 'BEGIN { printf "%.1f", ns / 1e9 }'
}
median() { sort -g | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }

library_times=()
own_times=()
catalog_times=()
plain_times=()
echo "load before: $(cut -d' ' -f1-3 /proc/loadavg)"
for run in $(seq "$runs"); do
  rm -rf "$catalog/.build/debug" "$catalog/.build/x86_64-unknown-linux-gnu" "$catalog/.build"/*.json
  library=$(timed "$catalog" "$logs/catalog.log" --target ModuleRouting)
  own=$(timed "$catalog" "$logs/catalog.log")
  rm -rf "$plain/.build"
  alone=$(timed "$plain" "$logs/plain.log")
  library_times+=("$library")
  own_times+=("$own")
  catalog_times+=("$(awk -v a="$library" -v b="$own" 'BEGIN { printf "%.1f", a + b }')")
  plain_times+=("$alone")
  echo "run $run: catalog app ${library} s (library) + ${own} s (its own code); plain app ${alone} s"
done
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"

library=$(printf '%s\n' "${library_times[@]}" | median)
own=$(printf '%s\n' "${own_times[@]}" | median)
total=$(printf '%s\n' "${catalog_times[@]}" | median)
alone=$(printf '%s\n' "${plain_times[@]}" | median)
echo ""
echo "$modules modules × $routes route types, clean debug builds, medians of $runs:"
echo "  catalog app: ${total} s in all; the library ${library} s, the app's own code ${own} s"
echo "  plain app: ${alone} s"
awk -v o="$own" -v p="$alone" 'BEGIN { printf "  the catalog app'"'"'s own code / the plain app: %.2f×\n", o / p }'

echo ""
echo "expressions over 100 ms to type-check:"
for app in catalog plain; do
  found=$(grep -hE '^[^ |].*: warning: expression took' "$logs/$app.log" | sort -u || true)
  generated=$(grep 'Generated/' <<<"$found" || true)
  library=$(grep -v 'Generated/' <<<"$found" | grep . || true)
  echo "  $app app, generated code: $(grep -c . <<<"$generated" || true)"
  [ -n "$generated" ] && sed 's/^/    /' <<<"$generated"
  [ "$app" = catalog ] && echo "  the library: $(grep -c . <<<"$library" || true)" \
    && [ -n "$library" ] && sed 's/^/    /' <<<"$library"
done
rm -rf "$logs"
