#!/usr/bin/env python3
"""Every use of a SwiftUI or UIKit declaration that Apple marks iOS 18 or later sits under
`if #available(iOS 18…)` (or in a declaration marked `@available(iOS 18…)`).

The Linux type-check cannot enforce availability: it ignores iOS attributes. The stand-ins in
.ci/stubs carry the availability Apple's iOS 18 interface text gives each declaration the
library uses (the type-check fails on any API missing from them), so they are the list to
check against. This scan reads the declarations they mark iOS 18 or later, finds each call in
the given Swift files (and Markdown files' Swift blocks) whose argument labels can only mean — or may mean — one of them, and
fails unless an enclosing block is guarded.

  python3 .ci/availability.py --stubs .ci/stubs FILE...
  python3 .ci/availability.py --self-test
"""
import glob
import re
import sys

FLOOR = 18  # The first iOS whose declarations need a guard: the package's floor is iOS 17.
AVAILABLE = re.compile(r"@available\(\s*iOS\s+(\d+)")
GUARD = re.compile(r"[#@]available\(\s*iOS\s+(\d+)")
DECLARATION = re.compile(r"\bfunc\s+(\w+)\s*(?:<[^>]*>)?\s*\(")


def strip_comments(text):
    """The text with comments and string literals blanked, lengths kept."""
    out, i, n = [], 0, len(text)
    while i < n:
        if text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            out.append(" " * (j - i))
            i = j
        elif text.startswith("/*", i):
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
            out.append(re.sub(r"[^\n]", " ", text[i:j]))
            i = j
        elif text[i] == '"':
            j = i + 1
            while j < n and text[j] != '"' and text[j] != "\n":
                j += 2 if text[j] == "\\" else 1
            out.append('"' + " " * (min(j, n - 1) - i - 1) + '"')
            i = j + 1
        else:
            out.append(text[i])
            i += 1
    return "".join(out)


def balanced(text, start):
    """The index after the parenthesis that closes the one at `start`."""
    depth = 0
    for i in range(start, len(text)):
        if text[i] in "([{":
            depth += 1
        elif text[i] in ")]}":
            depth -= 1
            if depth == 0:
                return i + 1
    return len(text)


def split_top(text):
    """`text` split at its top-level commas."""
    parts, depth, start = [], 0, 0
    for i, c in enumerate(text):
        if c in "([{<":
            depth += 1
        elif c in ")]}>":
            depth -= 1
        elif c == "," and depth == 0:
            parts.append(text[start:i])
            start = i + 1
    parts.append(text[start:])
    return [p.strip() for p in parts if p.strip()]


def parameters(text):
    """(label, optional) of each parameter: optional when it has a default or takes a closure,
    which a trailing closure may give."""
    result = []
    for part in split_top(text):
        head, _, rest = part.partition(":")
        words = head.replace("@ViewBuilder", "").split()
        label = words[0] if words else "_"
        result.append((label, "=" in rest or "->" in rest))
    return result


def enclosing_ios(text, index):
    """The highest iOS version an enclosing block's header, or the attributes before it, ask
    for at `index`."""
    best, depth = 0, 0
    for i in range(index - 1, -1, -1):
        c = text[i]
        if c == "}":
            depth += 1
        elif c == "{":
            if depth:
                depth -= 1
                continue
            line_start = text.rfind("\n", 0, i) + 1
            header_start = line_start
            # Attributes on the lines right above the header belong to it.
            while header_start > 0:
                previous = text.rfind("\n", 0, header_start - 1) + 1
                if text[previous:header_start].strip().startswith("@"):
                    header_start = previous
                else:
                    break
            for match in GUARD.finditer(text[header_start:i]):
                best = max(best, int(match.group(1)))
    return best


def newer_declarations(stub_files):
    """name → [(labels, iOS)] for each function the stubs mark iOS 18 or later."""
    found = {}
    for path in stub_files:
        text = strip_comments(open(path).read())
        for match in DECLARATION.finditer(text):
            start = text.rfind("\n", 0, match.start())
            own = [int(v) for v in AVAILABLE.findall(text[max(0, start - 300):match.start()]
                                                     .split("}")[-1])]
            ios = max(own + [enclosing_ios(text, match.start())])
            if ios < FLOOR:
                continue
            paren = match.end() - 1
            params = parameters(text[paren + 1:balanced(text, paren) - 1])
            found.setdefault(match.group(1), []).append((params, ios))
    return found


def call_labels(arguments):
    return [part.split(":")[0].strip() if re.match(r"^\w+\s*:", part) else "_"
            for part in split_top(arguments)]


def may_mean(labels, params):
    """Whether a call with these labels (trailing closures left out) can call `params`."""
    i = 0
    for label, optional in params:
        if i < len(labels) and labels[i] == label:
            i += 1
        elif not optional:
            return False
    return i == len(labels)


def swift_text(path):
    """The Swift in `path`: the file, or a Markdown file's ```swift blocks, other lines
    blanked so line numbers stay."""
    text = open(path).read()
    if not path.endswith(".md"):
        return text
    lines, inside = [], False
    for line in text.split("\n"):
        if line.strip().startswith("```"):
            inside = line.strip() == "```swift"
            lines.append("")
        else:
            lines.append(line if inside else "")
    return "\n".join(lines)


def scan(files, declarations):
    problems = []
    for path in files:
        text = strip_comments(swift_text(path))
        for name, overloads in declarations.items():
            for match in re.finditer(r"(?<![\w])\.?" + name + r"\s*\(", text):
                before = text[:match.start()].rstrip()
                if re.search(r"\bfunc\s*$", before):
                    continue
                paren = match.end() - 1
                labels = call_labels(text[paren + 1:balanced(text, paren) - 1])
                for params, ios in overloads:
                    if may_mean(labels, params) and enclosing_ios(text, match.start()) < ios:
                        line = text.count("\n", 0, match.start()) + 1
                        signature = name + "(" + "".join(l + ":" for l, _ in params) + ")"
                        problems.append(
                            f"{path}:{line}: may call {signature}, iOS {ios} or later, "
                            f"outside `if #available(iOS {ios}, *)`")
    return problems


def self_test():
    import os
    import tempfile
    stub = """
    extension View {
      public func popover<I, C>(item: Binding<I?>, arrowEdge: Edge = .top,
        @ViewBuilder content: @escaping (I) -> C) -> some View { fatalError() }
      @available(iOS 18.0, macOS 15.0, *)
      public func popover<I, C>(item: Binding<I?>,
        @ViewBuilder content: @escaping (I) -> C) -> some View { fatalError() }
    }
    @available(iOS 18.0, *)
    extension View {
      public func newer(_ value: Int) -> some View { fatalError() }
    }
    """
    source = """
    struct A: View {
      var body: some View {
        content.popover(item: item, arrowEdge: .top) { _ in Text("ok") }   // the iOS 13 one
        content.popover(item: item) { _ in Text("no") }                      // line 4: may be 18
        if #available(iOS 18.0, *) {
          content.popover(item: item) { _ in Text("ok") }
          content.newer(1)
        } else {
          content.newer(2)                                                   // line 9
        }
      }
      @available(iOS 18, *)
      func inside() { content.newer(3) }
    }
    """
    with tempfile.TemporaryDirectory() as directory:
        stub_path = os.path.join(directory, "Stub.swift")
        source_path = os.path.join(directory, "Source.swift")
        open(stub_path, "w").write(stub)
        open(source_path, "w").write(source)
        problems = scan([source_path], newer_declarations([stub_path]))
    lines = sorted(int(p.split(":")[1]) for p in problems)
    if lines != [5, 10]:
        print("availability: self-test failed, found:\n" + "\n".join(problems))
        return 1
    print("availability: self-test ok (an unguarded iOS 18 call found, guarded ones left)")
    return 0


def main(argv):
    if argv[1:] == ["--self-test"]:
        return self_test()
    if len(argv) < 3 or argv[1] != "--stubs":
        print(__doc__)
        return 2
    stubs = sorted(glob.glob(argv[2] + "/**/*.swift", recursive=True))
    declarations = newer_declarations(stubs)
    files = argv[3:]
    problems = scan(files, declarations)
    for problem in problems:
        print("availability: " + problem)
    names = sum(len(v) for v in declarations.values())
    print(f"availability: {len(files)} files, {names} declarations of iOS {FLOOR} or later "
          f"in the stand-ins, {len(problems)} unguarded uses")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
