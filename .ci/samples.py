#!/usr/bin/env python3
"""Type-checks the Swift samples of the README and of the DocC articles.

Every ```swift block of a file given is written out as the main file of a program (or, when
it declares an `@main` type, as a library file) and type-checked with the compiler arguments
given after `--`. A block may be preceded by an HTML
comment, alone on the line above its fence:

    <!-- prelude: NAME -->   the block is checked after .ci/samples/NAME.swift: declarations
                             the reader does not need to see (a route enum, a model); several
                             names, separated by spaces, are added in order
    <!-- fragment -->        the block is a fragment, not checked: DocC articles only; the
                             README has none

A block that declares an app's entry point (`@main`) is checked as a library: its prelude then
holds declarations only.

Usage: samples.py [--readme FILE] [--articles FILE...] -- SWIFTC_ARGUMENTS...
Prints one line per block and exits 1 when a block does not type-check.
"""

import concurrent.futures
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PRELUDES = os.path.join(ROOT, ".ci", "samples")
MARK = re.compile(r"^<!--\s*(prelude:\s*([\w -]+?)|fragment)\s*-->\s*$")


def blocks(path):
    """Yields (line, code, prelude, fragment) for each ```swift block of `path`."""
    lines = open(path, encoding="utf-8").read().split("\n")
    index = 0
    while index < len(lines):
        if lines[index].strip() == "```swift":
            start = index
            mark = MARK.match(lines[index - 1].strip()) if index > 0 else None
            index += 1
            body = []
            while index < len(lines) and lines[index].strip() != "```":
                body.append(lines[index])
                index += 1
            prelude = mark.group(2) if mark and mark.group(2) else None
            fragment = bool(mark and mark.group(1) == "fragment")
            yield start + 1, "\n".join(body) + "\n", prelude, fragment
        index += 1


def check(job):
    """Type-checks one block; returns (name, error text or None)."""
    name, code, prelude, arguments = job
    directory = tempfile.mkdtemp(prefix="sample-")
    # A block with its own `@main` type is a library file; any other is a program's main file.
    library = re.search(r"^@main\b", code, re.M) is not None
    main = os.path.join(directory, "sample.swift" if library else "main.swift")
    # A package manifest is checked against the toolchain's PackageDescription, as SwiftPM
    # reads it.
    manifest = re.search(r"^import PackageDescription$", code, re.M) is not None
    extra = ["-parse-as-library"] if library else []
    if manifest:
        swiftc = os.path.realpath(shutil.which("swiftc") or "swiftc")
        api = os.path.join(os.path.dirname(os.path.dirname(swiftc)), "lib", "swift", "pm",
                           "ManifestAPI")
        tools = re.search(r"swift-tools-version:\s*([\d.]+)", code)
        extra = ["-I", api, "-package-description-version", tools.group(1) if tools else "6.2"]
    text = code
    if prelude:
        parts = []
        for part in prelude.split():
            prelude_path = os.path.join(PRELUDES, part + ".swift")
            if not os.path.exists(prelude_path):
                return name, f"no prelude {prelude_path}"
            parts.append(open(prelude_path, encoding="utf-8").read())
        text = "\n".join(parts) + "\n" + code
    with open(main, "w", encoding="utf-8") as file:
        file.write(text)
    result = subprocess.run(
        ["swiftc", "-typecheck", "-swift-version", "6", *arguments, *extra, main],
        capture_output=True, text=True)
    if result.returncode == 0:
        return name, None
    return name, (result.stdout + result.stderr).replace(main, name)


def main():
    arguments = sys.argv[1:]
    if "--" not in arguments:
        print(__doc__)
        return 2
    split = arguments.index("--")
    options, compiler = arguments[:split], arguments[split + 1:]
    readme, articles = [], []
    target = None
    for option in options:
        if option == "--readme":
            target = readme
        elif option == "--articles":
            target = articles
        elif target is not None:
            target.append(option)
    jobs, skipped, problems = [], [], []
    for path in readme + articles:
        relative = os.path.relpath(path, ROOT)
        for line, code, prelude, fragment in blocks(path):
            name = f"{relative}:{line}"
            if fragment and path in readme:
                problems.append(f"{name}: the README has no fragments: give it a prelude")
            elif fragment:
                skipped.append(name)
            else:
                jobs.append((name, code, prelude, compiler))
    with concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        for name, error in pool.map(check, jobs):
            if error:
                problems.append(f"{name}: does not type-check:\n{error}")
            else:
                print(f"samples: ok {name}")
    for name in skipped:
        print(f"samples: fragment {name}")
    for problem in problems:
        print(f"samples: FAILED {problem}")
    print(f"samples: {len(jobs)} checked, {len(skipped)} fragments, {len(problems)} failed")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
