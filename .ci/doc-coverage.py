#!/usr/bin/env python3
"""Fails, listing them, when a public symbol of the library has no doc comment of its own.

Usage: doc-coverage.py SYMBOL_GRAPH_DIR

Reads the symbol graphs the compiler emits (`swift build -Xswiftc -emit-symbol-graph ...`) for
the library modules -- NavCore, ModuleRouting, NavigationTesting, and ModuleRoutingSwiftUI and
ModuleRoutingUIKit when their graphs are there (both build empty on Linux, and
.ci/swiftui-typecheck.sh checks them against stand-ins) -- including each module's extension
graphs (`Module@Other.symbols.json`, the module's extensions of other modules' types).

The rules, and why each is honest:

1. A symbol counts when it is public or open and declared in the module's own sources
   (`Sources/<Module>/`). A graph also lists what the module re-exports (ModuleRouting's lists
   NavCore's symbols, through `@_exported import NavCore`); those are checked once, in the
   module that declares them.
2. A symbol with no source location is skipped: there is no declaration to write a comment
   on. These are members the compiler synthesizes (`==`, `hash(into:)`, `init(rawValue:)`,
   Codable's members) and default implementations inherited from other modules' protocol
   extensions (a collection's `map`, an option set's `insert`), which carry that module's
   documentation.
3. A declared member that implements a requirement of a protocol from outside this package
   (`description`, `==`, `hash(into:)`, a collection's `startIndex`, `makeAsyncIterator()`)
   is skipped when it has no comment: the protocol defines its contract. A member that
   implements a requirement of one of this package's own protocols (`NavigationHost`,
   `Coordinator`, `ModuleBuilder`) is not skipped, and neither is a member that merely has a
   protocol's name without implementing a requirement (`RoutePath.removeLast()`).
4. Only the symbol's own comment counts: documentation the compiler copied from elsewhere (the
   standard library's, for an inherited member) does not, and neither does a blank comment.

Exits 0 when every counted symbol is documented; otherwise prints `file:line kind name` for
each gap and exits 1. Exits 2 when a required graph is missing, so a broken build cannot pass.
"""

import json
import os
import sys
from urllib.parse import unquote, urlparse

REQUIRED = ["NavCore", "ModuleRouting", "NavigationTesting"]
OPTIONAL = ["ModuleRoutingSwiftUI", "ModuleRoutingUIKit"]
PUBLIC = {"public", "open"}


def load_graphs(directory, module):
    """The module's main graph and its extension graphs, as parsed JSON."""
    names = sorted(os.listdir(directory))
    main = f"{module}.symbols.json"
    if main not in names:
        return None
    extensions = [n for n in names if n.startswith(f"{module}@") and n.endswith(".symbols.json")]
    return [json.load(open(os.path.join(directory, n))) for n in [main] + extensions]


def source_path(symbol):
    """The symbol's file path, or None when it has no source location."""
    location = symbol.get("location")
    if not location:
        return None
    return unquote(urlparse(location["uri"]).path)


def own_comment(symbol, module):
    """Whether the symbol carries a non-blank doc comment written in `module`."""
    comment = symbol.get("docComment")
    if not comment:
        return False
    if comment.get("module", module) != module:
        return False
    return any(line.get("text", "").strip() for line in comment.get("lines", []))


def main():
    if len(sys.argv) != 2:
        print(__doc__.strip().splitlines()[2], file=sys.stderr)
        return 2
    directory = sys.argv[1]

    graphs = {}
    for module in REQUIRED + OPTIONAL:
        loaded = load_graphs(directory, module)
        if loaded is None:
            if module in REQUIRED:
                print(f"doc coverage: no symbol graph for {module} in {directory}", file=sys.stderr)
                return 2
            continue
        graphs[module] = loaded

    # Every symbol any of the package's graphs defines: a protocol requirement among them is
    # the package's own (rule 3).
    package_symbols = set()
    for loaded in graphs.values():
        for graph in loaded:
            package_symbols.update(s["identifier"]["precise"] for s in graph["symbols"])

    gaps = []
    checked = 0
    seen = set()
    for module, loaded in graphs.items():
        own_sources = f"/Sources/{module}/"
        for graph in loaded:
            requirement_of = {
                r["source"]: r["sourceOrigin"]["identifier"]
                for r in graph.get("relationships", [])
                if "sourceOrigin" in r
            }
            for symbol in graph["symbols"]:
                precise = symbol["identifier"]["precise"]
                path = source_path(symbol)
                if symbol.get("accessLevel") not in PUBLIC:
                    continue
                if path is None or own_sources not in path:  # rules 1 and 2
                    continue
                if precise in seen:
                    continue
                seen.add(precise)
                documented = own_comment(symbol, module)  # rule 4
                origin = requirement_of.get(precise)
                if not documented and origin and origin not in package_symbols:  # rule 3
                    continue
                checked += 1
                if not documented:
                    line = symbol["location"]["position"]["line"] + 1
                    relative = path[path.index("/Sources/") + 1 :]
                    name = ".".join(symbol["pathComponents"])
                    kind = symbol["kind"]["identifier"].removeprefix("swift.")
                    gaps.append(f"{relative}:{line} {kind} {name}")

    modules = ", ".join(graphs)
    if gaps:
        print(f"doc coverage: {len(gaps)} of {checked} public symbols ({modules}) have no doc comment:")
        for gap in sorted(gaps):
            print(f"  {gap}")
        return 1
    print(f"doc coverage: all {checked} public symbols ({modules}) are documented")
    return 0


if __name__ == "__main__":
    sys.exit(main())
