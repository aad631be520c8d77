extension NavigationMap {
  /// The map as a Mermaid flowchart, left to right, for a README or a pull request:
  ///
  /// ```text
  /// flowchart LR
  ///   start(( )) --> auth_login
  ///   auth_login["auth.login"]
  ///   dashboard_home["dashboard.home"]
  ///   auth_login -->|"sign in"| dashboard_home
  /// ```
  public var mermaid: String {
    let ids = nodeIDs
    var lines = ["flowchart LR", "  start(( )) --> \(ids[start, default: start])"]
    for screen in screens {
      lines.append("  \(ids[screen, default: screen])[\"\(mermaidText(screen))\"]")
    }
    for edge in edges {
      let from = ids[edge.from, default: edge.from]
      let to = ids[edge.to, default: edge.to]
      lines.append("  \(from) -->|\"\(mermaidText(edge.action))\"| \(to)")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The map as a Graphviz DOT digraph, left to right:
  ///
  /// ```text
  /// digraph navigation {
  ///   rankdir=LR;
  ///   start [shape=point];
  ///   start -> "auth.login";
  ///   "auth.login";
  ///   "dashboard.home";
  ///   "auth.login" -> "dashboard.home" [label="sign in"];
  /// }
  /// ```
  public var dot: String {
    var lines = [
      "digraph navigation {", "  rankdir=LR;", "  start [shape=point];",
      "  start -> \(dotText(start));",
    ]
    for screen in screens {
      lines.append("  \(dotText(screen));")
    }
    for edge in edges {
      lines.append(
        "  \(dotText(edge.from)) -> \(dotText(edge.to)) [label=\(dotText(edge.action))];")
    }
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  /// A Mermaid identifier for each screen: its name with every character but letters, digits
  /// and `_` made `_`, numbered when two names give the same one.
  private var nodeIDs: [String: String] {
    var ids: [String: String] = [:]
    var taken: Set<String> = ["start"]
    for screen in screens {
      let base = String(screen.map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "_" })
      var id = base
      var number = 2
      while taken.contains(id) {
        id = "\(base)_\(number)"
        number += 1
      }
      taken.insert(id)
      ids[screen] = id
    }
    return ids
  }

  /// Text inside a Mermaid quoted label: a double quote as its entity.
  private func mermaidText(_ text: String) -> String {
    String(text.flatMap { $0 == "\"" ? Array("#quot;") : [$0] })
  }

  /// A quoted DOT string.
  private func dotText(_ text: String) -> String {
    let escaped = text.flatMap { $0 == "\"" || $0 == "\\" ? ["\\", $0] : [$0] }
    return "\"" + String(escaped) + "\""
  }
}
