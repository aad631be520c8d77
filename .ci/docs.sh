#!/usr/bin/env bash
# Builds each module's DocC catalog (Sources/<Module>/Documentation.docc) with warnings as
# errors, then checks that every public symbol has a doc comment (.ci/doc-coverage.py).
#
# Usage: .ci/docs.sh [SYMBOL_GRAPH_DIR]
#   With no argument, builds the library into .build-docs, emitting its symbol graphs there.
#   With a directory, reads the graphs a build already emitted into it: .ci/run passes the
#   strict build's, which it makes with the same -emit-symbol-graph flags.
# The archives go to .build-docs/archives/<Module>.doccarchive; DOCS_SCRATCH moves
# .build-docs elsewhere.
set -euo pipefail
cd "$(dirname "$0")/.."
started=$SECONDS

scratch="${DOCS_SCRATCH:-.build-docs}"
mkdir -p "$scratch"
graphs="${1:-}"
if [ -z "$graphs" ]; then
  graphs="$(cd "$scratch" && pwd)/symbol-graphs"
  mkdir -p "$graphs"
  swift build --scratch-path "$scratch" \
    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$graphs"
fi
if [ ! -f "$graphs/NavCore.symbols.json" ]; then
  echo "docs: no symbol graphs in $graphs: build with -emit-symbol-graph first"
  exit 1
fi

# DocC documents every module whose graph it is given, so each catalog gets its own module's
# graphs only: Module.symbols.json, and Module@Other.symbols.json for its extensions of other
# modules' types. A module's graph also lists what it re-exports: ModuleRouting's pages
# include NavCore's types, as `import ModuleRouting` does.
failed=()
for catalog in Sources/*/Documentation.docc; do
  module=$(basename "$(dirname "$catalog")")
  own="$scratch/graphs/$module"
  archive="$scratch/archives/$module.doccarchive"
  rm -rf "$own" "$archive"
  mkdir -p "$own" "$scratch/archives"
  find "$graphs" -maxdepth 1 \( -name "$module.symbols.json" -o -name "$module@*.symbols.json" \) \
    -exec cp {} "$own/" \;
  echo "docc convert $catalog"
  docc convert "$catalog" \
    --additional-symbol-graph-dir "$own" \
    --fallback-display-name "$module" \
    --fallback-bundle-identifier "modularnavigation.$(tr '[:upper:]' '[:lower:]' <<<"$module")" \
    --output-dir "$archive" \
    --warnings-as-errors || failed+=("$module")
done

coverage=0
python3 .ci/doc-coverage.py "$graphs" || coverage=$?
echo "docs: $((SECONDS - started)) s"
if [ "${#failed[@]}" -ne 0 ]; then
  echo "docs: docc reported problems in ${failed[*]}"
  exit 1
fi
exit "$coverage"
