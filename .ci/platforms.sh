#!/usr/bin/env bash
# Checks what Linux can check of the facts the Apple platforms depend on, which only the macOS
# workflow (.github/workflows/apple-platforms.yml) builds for real:
#
# 1. the library declares every platform it supports: iOS 17, macOS 14, tvOS 17, watchOS 10,
#    visionOS 1;
# 2. every package here that depends on the library by path (Examples, Benchmarks, Fuzz,
#    .ci/app-target) declares the same platforms, without which SwiftPM on a Mac refuses the
#    dependency;
# 3. a package whose sources use `isolated deinit` (Swift 6.2) says swift-tools-version 6.2 or
#    later, and so does the library, which supports Xcode 26 only;
# 4. no source outside Sources/ModuleRoutingUIKit imports UIKit or asks whether it can, and
#    every file there is wholly behind `#if canImport(UIKit) && !os(watchOS)` (watchOS's UIKit
#    has no view controllers);
# 5. in Sources/ModuleRoutingUIKit, every use of a declaration the UIKit or UserNotifications
#    stand-in (.ci/stubs/UIKit, .ci/stubs/UserNotifications) marks `@available(tvOS,
#    unavailable)` (as Apple's headers mark it) sits in a branch tvOS does not compile: under
#    `#if !os(tvOS)`, or in the `#else` of `#if os(tvOS)`.
#
# Manifests are read with `swift package dump-package`, so the checks see what SwiftPM sees.
set -euo pipefail
cd "$(dirname "$0")/.."

python3 - <<'EOF'
import glob, json, os, re, subprocess, sys

REQUIRED = {"ios": "17.0", "macos": "14.0", "tvos": "17.0", "watchos": "10.0", "visionos": "1.0"}
failures = []
root = os.getcwd()


def platforms(manifest):
    return {p["platformName"]: p["version"] for p in manifest.get("platforms") or []}


def tools(manifest):
    return tuple(int(part) for part in manifest["toolsVersion"]["_version"].split(".")[:2])


def version(pair):
    return ".".join(map(str, pair))


def swift_files(directory, skip=()):
    for base, dirs, files in os.walk(directory):
        dirs[:] = [
            d for d in dirs
            if not d.startswith((".build", ".git")) and os.path.join(base, d) not in skip
        ]
        yield from (os.path.join(base, f) for f in files if f.endswith(".swift"))


def code_lines(path):
    """The file's lines, each with its comment removed (line comments are all this code uses)."""
    return [re.sub(r"//.*", "", line).rstrip() for line in open(path)]


def dump(package):
    command = ["swift", "package", "dump-package", "--package-path", package]
    return json.loads(subprocess.run(command, check=True, capture_output=True, text=True).stdout)


packages = ["."] + sorted(
    os.path.relpath(base)
    for base, dirs, files in os.walk(".")
    if "Package.swift" in files and base != "."
    and not any(part.startswith((".build", ".git")) for part in base.split(os.sep))
)
manifests = {package: dump(package) for package in packages}

# 1. Every platform.
library = manifests["."]
if platforms(library) != REQUIRED:
    failures.append(f"Package.swift declares {platforms(library)}, not {REQUIRED}")

# 2. The same platforms wherever the library is a path dependency.
nested = sorted(p for p in manifests if p != ".")
for package in nested:
    manifest = manifests[package]
    paths = [
        os.path.realpath(d["fileSystem"][0]["path"])
        for d in manifest.get("dependencies", [])
        if "fileSystem" in d
    ]
    if os.path.realpath(root) in paths and platforms(manifest) != platforms(library):
        failures.append(
            f"{package}/Package.swift depends on the library but declares "
            f"{platforms(manifest) or 'no platforms'}, not the library's {platforms(library)}")

# 3. Tools version 6.2 where `isolated deinit` is used, and for the library.
if tools(library) < (6, 2):
    failures.append(f"Package.swift: swift-tools-version {version(tools(library))}, not 6.2 or later")
for package, manifest in manifests.items():
    skip = {os.path.join(".", p) if package == "." else p for p in nested if p != package}
    users = [
        path for path in swift_files(package, skip)
        if any(re.search(r"\bisolated\s+deinit\b", line) for line in code_lines(path))
    ]
    if users and tools(manifest) < (6, 2):
        failures.append(
            f"{package}/Package.swift: swift-tools-version {version(tools(manifest))}, but {users[0]} "
            "uses `isolated deinit`, which needs Swift 6.2")

# 4. UIKit only in ModuleRoutingUIKit, which watchOS never compiles.
uikit_dir = os.path.join("Sources", "ModuleRoutingUIKit")
# The samples' preludes (.ci/samples) are type-checked against the stand-ins, never built.
for path in swift_files(".", skip={"./.ci/stubs", "./.ci/samples"}):
    if path.startswith("./" + uikit_dir):
        continue
    if any(re.search(r"^\s*import\s+UIKit\b|canImport\(UIKit\)", l) for l in code_lines(path)):
        failures.append(f"{path}: UIKit outside {uikit_dir}")


guard = "#if canImport(UIKit) && !os(watchOS)"
uikit_files = sorted(swift_files(uikit_dir))
for path in uikit_files:
    code = [line.strip() for line in code_lines(path) if line.strip()]
    if not code or code[0] != guard or code[-1] != "#endif":
        failures.append(f"{path}: not wholly behind `{guard}`")

# 5. What tvOS lacks, only where tvOS does not compile.
stub_files = sorted(glob.glob(".ci/stubs/UIKit/*.swift"))
stub_files += sorted(glob.glob(".ci/stubs/UserNotifications/*.swift"))
stub = "\n".join(open(path).read() for path in stub_files)
unavailable = re.findall(
    r"@available\(tvOS, unavailable\)\s*(?:@MainActor\s*)?"
    r"(?:open |public )?(?:case|class|var|func|enum|struct)\s+(\w+)", stub)
if not unavailable:
    failures.append(".ci/stubs/UIKit marks nothing unavailable on tvOS")
for path in uikit_files:
    frames = []  # (condition, in else branch)
    for number, line in enumerate(code_lines(path), start=1):
        text = line.strip()
        if text.startswith("#if "):
            frames.append((text[4:].strip(), False))
            continue
        if text.startswith("#else"):
            frames[-1] = (frames[-1][0], True)
            continue
        if text.startswith("#endif"):
            frames.pop()
            continue
        # A `case .popover:` label names NavCore's PresentationStyle, not UIKit.
        if re.match(r"case\s+\.", text):
            continue
        used = [n for n in unavailable if re.search(rf"(?<![\w]){re.escape(n)}\b", text)]
        excluded = any(
            (condition == "!os(tvOS)" and not in_else) or (condition == "os(tvOS)" and in_else)
            for condition, in_else in frames
        )
        if used and not excluded:
            failures.append(
                f"{path}:{number}: {', '.join(used)} is unavailable on tvOS, outside a branch "
                "tvOS skips")

for failure in failures:
    print(f"platforms: {failure}")
if failures:
    sys.exit(1)
print(
    f"platforms: ok — the library and {len(nested)} packages depending on it declare "
    f"{', '.join(f'{k} {v}' for k, v in REQUIRED.items())}; tools version 6.2 where "
    f"needed; UIKit only in {uikit_dir}, behind `{guard}`; "
    f"{', '.join(unavailable)} only where tvOS does not compile")
EOF
