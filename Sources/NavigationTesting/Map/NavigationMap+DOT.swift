extension NavigationMap {
  /// The map as a Graphviz DOT digraph, left to right: a cluster per module, the tab bar as
  /// one node with an edge per tab, edges coloured and styled by kind (each naming its kind as
  /// its `class`), and a legend of the kinds drawn. `dot -Tsvg map.dot -o map.svg` renders it.
  ///
  /// ```text
  /// digraph navigation {
  ///   rankdir=LR;
  ///   node [shape=box, style=rounded];
  ///   edge [fontsize=10];
  ///   start [shape=point];
  ///   start -> "auth.login";
  ///   subgraph cluster_auth {
  ///     label="auth";
  ///     "auth.login";
  ///   }
  ///   subgraph cluster_dashboard {
  ///     label="dashboard";
  ///     "dashboard.home";
  ///   }
  ///   "auth.login" -> "dashboard.home" [label="sign in", class="exit", color="#D55E00", style="bold"];
  ///   subgraph cluster_legend {
  ///     label="legend";
  ///     node [shape=point, width=0.05];
  ///     legend_exit -> legend_exit_2 [label="exit", class="exit", color="#D55E00", style="bold"];
  ///   }
  /// }
  /// ```
  public var dot: String {
    var drawing = DOTDrawing(self)
    return drawing.text()
  }
}

/// The lines of a map's DOT text. Screens are named by their quoted names; the other nodes
/// get identifiers that are no screen's name.
private struct DOTDrawing {
  let map: NavigationMap
  var ids: NodeIdentifiers
  var clusters = NodeIdentifiers()
  var lines: [String] = []

  init(_ map: NavigationMap) {
    self.map = map
    ids = NodeIdentifiers(taking: Set(map.screens))
  }

  mutating func text() -> String {
    let start = ids.make("start")
    lines = [
      "digraph navigation {", "  rankdir=LR;", "  node [shape=box, style=rounded];",
      "  edge [fontsize=10];", "  \(start) [shape=point];", "  \(start) -> \(quoted(map.start));",
    ]
    drawScreens()
    drawTabBar()
    for edge in map.screenEdges {
      lines.append("  " + link(quoted(edge.from), edge.action, quoted(edge.to), edge.kind))
    }
    drawLegend()
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  private mutating func drawScreens() {
    for group in map.groups {
      guard let module = group.module else {
        lines += group.screens.map { "  \(quoted($0));" }
        continue
      }
      lines.append("  subgraph \(clusters.make("cluster_" + module)) {")
      lines.append("    label=\(quoted(module));")
      lines += group.screens.map { "    \(quoted($0));" }
      lines.append("  }")
    }
  }

  private mutating func drawTabBar() {
    let edges = map.tabBarEdges
    guard !edges.isEmpty else { return }
    let bar = ids.make("tabs")
    lines.append("  \(bar) [label=\"tab bar\", shape=hexagon];")
    for edge in edges {
      lines.append("  " + link(bar, edge.action, quoted(edge.to), .tab))
    }
  }

  private mutating func drawLegend() {
    let kinds = map.kinds
    guard !kinds.isEmpty else { return }
    lines.append("  subgraph \(clusters.make("cluster_legend")) {")
    lines.append("    label=\"legend\";")
    lines.append("    node [shape=point, width=0.05];")
    for kind in kinds {
      let from = ids.make("legend_" + kind.name)
      let to = ids.make("legend_" + kind.name)
      lines.append("    " + link(from, kind.legend, to, kind))
    }
    lines.append("  }")
  }

  /// An edge from `from` to `to` labelled `label`, drawn as `kind` is.
  private func link(
    _ from: String, _ label: String, _ to: String, _ kind: NavigationMap.Edge.Kind
  ) -> String {
    var attributes = [
      "label=\(quoted(label))", "class=\(quoted(kind.name))", "color=\(quoted(kind.color))",
    ]
    if let style = style(kind.line) { attributes.append("style=\(quoted(style))") }
    return "\(from) -> \(to) [\(attributes.joined(separator: ", "))];"
  }

  private func style(_ line: NavigationMap.Edge.Kind.Line) -> String? {
    switch line {
    case .solid: nil
    case .bold: "bold"
    case .dashed: "dashed"
    case .dotted: "dotted"
    case .boldDashed: "bold,dashed"
    }
  }

  /// A quoted DOT string.
  private func quoted(_ text: String) -> String {
    let escaped = text.flatMap { $0 == "\"" || $0 == "\\" ? ["\\", $0] : [$0] }
    return "\"" + String(escaped) + "\""
  }
}
