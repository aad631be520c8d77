#!/usr/bin/env bash
# Type-checks the code this machine cannot build for real: the SwiftUI adapter
# (Sources/ModuleRoutingSwiftUI), the UIKit host (Sources/ModuleRouting/Hosts/UIKitHost.swift)
# and the SwiftUI example (Examples/SwiftUIApp), each against stand-in declarations of the
# Apple frameworks in .ci/stubs, in Swift 6 mode with warnings as errors. Then converts the
# adapter's documentation with DocC, warnings as errors, and type-checks the DocC articles'
# samples.
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
mkdir -p "$stubs" "$work/example-modules"
swift=(swiftc -swift-version 6 -warnings-as-errors -parse-as-library)

step() { printf 'swiftui-typecheck: %s\n' "$1"; }

# UserNotifications first: UIKit's stand-in imports it (a scene's connection options carry the
# user's response to a notification).
step "stand-in modules UserNotifications, SwiftUI and UIKit (.ci/stubs)"
for framework in UserNotifications SwiftUI UIKit; do
  "${swift[@]}" -emit-module -module-name "$framework" -I "$stubs" \
    -emit-module-path "$stubs/$framework.swiftmodule" .ci/stubs/"$framework"/*.swift
done

# The two modules that build empty here, each as a module with its symbol graph, then its
# documentation converted and a doc comment checked on every public symbol. SwiftPM names the
# package after the checkout's folder; `package` declarations need that name.
package_name="$(basename "$PWD" | tr '[:upper:]' '[:lower:]' | sed 's/[^a-z0-9_]/_/g')"
adapter_module() {
  local module=$1 bundle=$2 sources graphs="$work/symbol-graphs/$1"
  step "$module (Sources/$module), with its documentation"
  mkdir -p "$graphs" "$work/docs"
  mapfile -t sources < <(find "Sources/$module" -name '*.swift' | sort)
  "${swift[@]}" -emit-module -module-name "$module" \
    -DSWIFT_PACKAGE -I "$modules" -I "$stubs" \
    -emit-module-path "$work/$module.swiftmodule" \
    -emit-symbol-graph -emit-symbol-graph-dir "$graphs" "${sources[@]}"
  # DocC documents every module whose graph it is given: each catalog gets its own module's.
  docc convert "Sources/$module/Documentation.docc" \
    --additional-symbol-graph-dir "$graphs" \
    --fallback-display-name "$module" \
    --fallback-bundle-identifier "$bundle" \
    --output-dir "$work/docs/$module" --warnings-as-errors >"$work/docc.log" 2>&1 || {
    cat "$work/docc.log"
    exit 1
  }
  python3 - "$graphs" "$module" <<'EOF_PY'
import glob, json, sys

# Members a type gets from protocol extensions (SwiftUI's modifiers on RoutedView) are
# documented where they are declared, not here.
directory, module = sys.argv[1:]
graphs = sorted(glob.glob(f"{directory}/{module}.symbols.json"))
graphs += sorted(glob.glob(f"{directory}/{module}@*.symbols.json"))
if not graphs:
    print(f"swiftui-typecheck: no symbol graph for {module}")
    sys.exit(1)
missing = [
    "/".join(symbol["pathComponents"])
    for path in graphs
    for symbol in json.load(open(path))["symbols"]
    if symbol["accessLevel"] in ("public", "open")
    and "::SYNTHESIZED::" not in symbol["identifier"]["precise"]
    and not symbol.get("docComment")
]
for name in missing:
    print(f"swiftui-typecheck: no doc comment: {name}")
sys.exit(1 if missing else 0)
EOF_PY
}

# The UIKit host (Sources/ModuleRoutingUIKit), behind `#if canImport(UIKit) && !os(watchOS)`.
adapter_module ModuleRoutingUIKit modulerouting.uikit
# The SwiftUI adapter (Sources/ModuleRoutingSwiftUI), behind `#if canImport(SwiftUI)`.
adapter_module ModuleRoutingSwiftUI modulerouting.swiftui
mapfile -t adapter_sources < <(find Sources/ModuleRoutingSwiftUI -name '*.swift' | sort)

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
# The library is a dependency of the example package there, under the same package name.
"${swift[@]}" -emit-module -module-name ModuleRoutingSwiftUI \
  -I "$example_modules" -I "$stubs" \
  -emit-module-path "$work/example-modules/ModuleRoutingSwiftUI.swiftmodule" \
  "${adapter_sources[@]}"

step "the SwiftUI example (Examples/SwiftUIApp), with an Xcode 26 app target's settings"
"${swift[@]}" -typecheck -I "$example_modules" -I "$work/example-modules" -I "$stubs" \
  -default-isolation MainActor -enable-upcoming-feature InferIsolatedConformances \
  -enable-upcoming-feature NonisolatedNonsendingByDefault Examples/SwiftUIApp/*.swift

# Every Swift sample of the README and of the DocC articles, each a program of its own after
# its hidden prelude (.ci/samples), against the library, the two adapters and the stand-ins,
# since some import SwiftUI or UIKit. The adapters built here come first: the library's build
# holds them empty.
samples=(--readme README.md CODING-ASSISTANTS.md --articles Sources/*/Documentation.docc/*.md)
step "the samples of the README and the DocC articles"
python3 .ci/samples.py "${samples[@]}" -- -I "$work" -I "$stubs" -I "$modules"

# Linux ignores iOS availability: a scan checks that every use of a declaration the stand-ins
# mark iOS 18 or later (as Apple's interface text does) is under `if #available`.
step "availability: no iOS 18 declaration used unguarded (the scan tests itself first)"
python3 .ci/availability.py --self-test
mapfile -t scanned < <(
  find Sources/ModuleRoutingSwiftUI Sources/ModuleRoutingUIKit Examples/SwiftUIApp .ci/samples \
    -name '*.swift' | sort
)
python3 .ci/availability.py --stubs .ci/stubs "${scanned[@]}" README.md \
  Sources/*/Documentation.docc/*.md

step "ok: the UIKit host, the SwiftUI adapter, the SwiftUI example and the samples type-check; the docs convert"
