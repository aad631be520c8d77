#!/usr/bin/env bash
# Builds and runs .ci/app-target, a package whose targets build as a new Xcode 26 app target
# does (main-actor isolation by default, InferIsolatedConformances,
# NonisolatedNonsendingByDefault), with warnings as errors:
#
# - `MyApp`, whose main.swift is README.md's first ```swift block, extracted here before the
#   build. What it prints must be the README's printed block right after it, line for line,
#   and what it writes to standard error must hold the block after that.
# - `CompositionRoot`, which calls every API a composition root calls and checks each as it
#   runs; it exits 1 when a check fails.
#
# .ci/typecheck.sh checks the same README block in a plain target, so the README's example is
# checked in both kinds of target.
set -euo pipefail
cd "$(dirname "$0")/.."

package=.ci/app-target
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# The README's first ```swift block, then the two fenced blocks after it: what it prints, and
# what it reports on standard error.
mkdir -p "$package/Sources/MyApp"
python3 - README.md "$package/Sources/MyApp/main.swift" "$work/expected-out" \
  "$work/expected-err" <<'EOF'
import re, sys

readme, main, out, err = sys.argv[1:]
blocks = re.findall(r"^```(\w*)\n(.*?)^```$", open(readme).read(), re.S | re.M)
first = next(i for i, (language, _) in enumerate(blocks) if language == "swift")
if len(blocks) < first + 3 or blocks[first + 1][0] or blocks[first + 2][0]:
    sys.exit("app-target: README.md's first swift block is not followed by two output blocks")
for path, (_, text) in zip((main, out, err), blocks[first : first + 3]):
    open(path, "w").write(text)
EOF

echo "app-target: swift build --package-path $package -Xswiftc -warnings-as-errors"
swift build --package-path "$package" -Xswiftc -warnings-as-errors
bin="$(swift build --package-path "$package" --show-bin-path)"

echo "app-target: MyApp (README.md's first example) prints the README's block"
"$bin/MyApp" >"$work/out" 2>"$work/err"
if ! diff -u "$work/expected-out" "$work/out"; then
  echo "app-target: MyApp's output differs from README.md's (- README, + MyApp)"
  exit 1
fi
while IFS= read -r line; do
  if ! grep -qxF "$line" "$work/err"; then
    echo "app-target: MyApp did not report on standard error: $line"
    cat "$work/err"
    exit 1
  fi
done <"$work/expected-err"

echo "app-target: CompositionRoot (every API a composition root calls)"
"$bin/CompositionRoot"
echo "app-target: ok"
