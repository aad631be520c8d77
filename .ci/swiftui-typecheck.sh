#!/usr/bin/env bash
# Type-checks the code this machine cannot build for real: the SwiftUI adapter
# (Sources/ModuleRoutingSwiftUI), the UIKit host (Sources/ModuleRouting/Hosts/UIKitHost.swift)
# and the SwiftUI example (Examples/SwiftUIApp), each against stand-in declarations of the
# Apple frameworks in .ci/stubs, in Swift 6 mode with warnings as errors. Then converts the
# adapter's documentation with DocC, warnings as errors.
#
# Nothing compiled here runs: the stand-ins declare signatures only. What this proves is that
# the code type-checks against those signatures, which follow Apple's documentation.
#
# Usage: swiftui-typecheck.sh [LIBRARY_MODULES] [EXAMPLES_SCRATCH]
#   LIBRARY_MODULES   the library's built modules; .build-strict/debug/Modules by default
#   EXAMPLES_SCRATCH  where the example's feature modules are built; Examples/.build by default
set -euo pipefail
cd "$(dirname "$0")/.."
modules="$(cd "${1:-.build-strict/debug/Modules}" && pwd)"
examples_scratch="${2:-Examples/.build}"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
stubs="$work/stubs"
mkdir -p "$stubs" "$work/symbol-graphs" "$work/example-modules"
swift=(swiftc -swift-version 6 -warnings-as-errors -parse-as-library)

step() { printf 'swiftui-typecheck: %s\n' "$1"; }

step "stand-in modules SwiftUI and UIKit (.ci/stubs)"
for framework in SwiftUI UIKit; do
  "${swift[@]}" -emit-module -module-name "$framework" \
    -emit-module-path "$stubs/$framework.swiftmodule" .ci/stubs/"$framework"/*.swift
done

# UIKitHost.swift is part of ModuleRouting, behind `#if canImport(UIKit)`: type-check the whole
# module with the UIKit stand-in in view, so the file is checked where it lives. SwiftPM names
# the package after the checkout's folder, and `package` declarations need that name.
step "ModuleRouting with UIKit in view (Hosts/UIKitHost.swift)"
package_name="$(basename "$PWD" | tr '[:upper:]' '[:lower:]' | sed 's/[^a-z0-9_]/_/g')"
mapfile -t routing_sources < <(find Sources/ModuleRouting -name '*.swift' | sort)
"${swift[@]}" -typecheck -module-name ModuleRouting -package-name "$package_name" \
  -DSWIFT_PACKAGE -I "$modules" -I "$stubs" "${routing_sources[@]}"

# The adapter, as a module with its symbol graph, for DocC.
step "the SwiftUI adapter (Sources/ModuleRoutingSwiftUI)"
mapfile -t adapter_sources < <(find Sources/ModuleRoutingSwiftUI -name '*.swift' | sort)
"${swift[@]}" -emit-module -module-name ModuleRoutingSwiftUI -I "$modules" -I "$stubs" \
  -emit-module-path "$work/ModuleRoutingSwiftUI.swiftmodule" \
  -emit-symbol-graph -emit-symbol-graph-dir "$work/symbol-graphs" "${adapter_sources[@]}"

step "the adapter's documentation (DocC, warnings as errors)"
docc convert Sources/ModuleRoutingSwiftUI/Documentation.docc \
  --additional-symbol-graph-dir "$work/symbol-graphs" \
  --fallback-display-name ModuleRoutingSwiftUI \
  --fallback-bundle-identifier modulerouting.swiftui \
  --output-dir "$work/docs" --warnings-as-errors >"$work/docc.log" 2>&1 || {
  cat "$work/docc.log"
  exit 1
}

step "a doc comment on every public symbol of the adapter"
python3 - "$work/symbol-graphs" <<'EOF'
import glob, json, sys

# Members a type gets from protocol extensions (SwiftUI's modifiers on RoutedView) are
# documented where they are declared, not here.
missing = [
    "/".join(symbol["pathComponents"])
    for path in sorted(glob.glob(sys.argv[1] + "/ModuleRoutingSwiftUI*.symbols.json"))
    for symbol in json.load(open(path))["symbols"]
    if symbol["accessLevel"] in ("public", "open")
    and "::SYNTHESIZED::" not in symbol["identifier"]["precise"]
    and not symbol.get("docComment")
]
for name in missing:
    print(f"swiftui-typecheck: no doc comment: {name}")
sys.exit(1 if missing else 0)
EOF

# The example's composition root imports the example's feature modules: build them, then the
# adapter again against the library those modules were built with.
step "the example's feature modules (Examples)"
for target in Auth Dashboard Settings Onboarding; do
  swift build --package-path Examples --scratch-path "$examples_scratch" --target "$target" \
    -Xswiftc -warnings-as-errors >"$work/examples.log" 2>&1 || {
    cat "$work/examples.log"
    exit 1
  }
done
example_modules="$(cd "$examples_scratch/debug/Modules" && pwd)"
"${swift[@]}" -emit-module -module-name ModuleRoutingSwiftUI \
  -I "$example_modules" -I "$stubs" \
  -emit-module-path "$work/example-modules/ModuleRoutingSwiftUI.swiftmodule" \
  "${adapter_sources[@]}"

step "the SwiftUI example (Examples/SwiftUIApp)"
"${swift[@]}" -typecheck -I "$example_modules" -I "$work/example-modules" -I "$stubs" \
  Examples/SwiftUIApp/*.swift

step "ok: the adapter, the UIKit host and the SwiftUI example type-check; the docs convert"
