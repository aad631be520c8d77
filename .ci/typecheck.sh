#!/usr/bin/env bash
# Type-checks each file in .ci/typecheck against the built library. A file's first line says
# what must happen: "// expect: compiles", or "// expect: <text of the compiler error>".
set -euo pipefail
modules="${1:-.build/debug/Modules}"
failed=0
for file in .ci/typecheck/*.swift; do
  expect=$(head -n 1 "$file" | sed 's|^// expect: ||')
  if output=$(swiftc -typecheck -swift-version 6 -I "$modules" "$file" 2>&1); then
    outcome=compiles
  else
    outcome=fails
  fi
  if [ "$expect" = compiles ] && [ "$outcome" = compiles ]; then
    echo "typecheck ok: $file compiles"
  elif [ "$expect" != compiles ] && [ "$outcome" = fails ] && grep -qF "$expect" <<<"$output"; then
    echo "typecheck ok: $file is rejected: $expect"
  else
    echo "typecheck FAILED: $file: expected '$expect', got:"
    echo "$output"
    failed=1
  fi
done

# The README's first example must compile as the main file of an app, in a plain target here;
# .ci/app-target.sh builds and runs it in a target with Xcode 26's app defaults.
example="$(mktemp -d)/main.swift"
awk '/^```swift$/ { inside = 1; next } /^```$/ { if (inside) exit } inside' README.md >"$example"
if output=$(swiftc -typecheck -swift-version 6 -I "$modules" "$example" 2>&1); then
  echo "typecheck ok: README.md's example compiles"
else
  echo "typecheck FAILED: README.md's example:"
  echo "$output"
  failed=1
fi
exit "$failed"
