extension NavigationMap {
  /// The map as a Mermaid flowchart, left to right, for a README or a pull request: a
  /// subgraph per module, the tab bar as one node with an edge per tab, edges styled by kind
  /// (`linkStyle`, by the edges' positions), and a legend of the kinds drawn.
  ///
  /// ```text
  /// flowchart LR
  ///   start(( )) --> auth_login
  ///   subgraph auth["auth"]
  ///     auth_login["auth.login"]
  ///   end
  ///   subgraph dashboard["dashboard"]
  ///     dashboard_home["dashboard.home"]
  ///   end
  ///   auth_login -->|"sign in"| dashboard_home
  ///   subgraph legend["legend"]
  ///     legend_exit[" "] -->|"exit"| legend_exit_2[" "]
  ///   end
  ///   classDef legendPoint fill:none,stroke:none
  ///   class legend_exit,legend_exit_2 legendPoint
  ///   linkStyle 1,2 stroke:#D55E00,stroke-width:3px
  /// ```
  public var mermaid: String {
    var drawing = MermaidDrawing(self)
    return drawing.text()
  }
}

/// The lines of a map's Mermaid text, with the identifiers of its nodes and the kind of each
/// link so far, by position.
private struct MermaidDrawing {
  /// Words a Mermaid flowchart reads as keywords, which no node may be called.
  static let keywords: Set<String> = [
    "end", "graph", "flowchart", "subgraph", "direction", "style", "default", "linkStyle",
    "interpolate", "classDef", "class", "click", "call", "href",
  ]

  let map: NavigationMap
  var ids = NodeIdentifiers(taking: keywords.union(["start"]))
  var screenIDs: [String: String] = [:]
  var lines: [String] = []
  var links: [NavigationMap.Edge.Kind?] = []

  init(_ map: NavigationMap) {
    self.map = map
    for screen in map.screens {
      screenIDs[screen] = ids.make(screen)
    }
  }

  mutating func text() -> String {
    lines = ["flowchart LR"]
    link("start(( ))", nil, id(map.start), kind: nil)
    drawScreens()
    drawTabBar()
    for edge in map.screenEdges {
      link(id(edge.from), edge.action, id(edge.to), kind: edge.kind)
    }
    drawLegend()
    drawLinkStyles()
    return lines.joined(separator: "\n") + "\n"
  }

  private func id(_ screen: String) -> String {
    screenIDs[screen] ?? screen
  }

  private mutating func drawScreens() {
    for group in map.groups {
      let indent = group.module == nil ? "  " : "    "
      if let module = group.module {
        lines.append("  subgraph \(ids.make(module))[\"\(text(module))\"]")
      }
      for screen in group.screens {
        lines.append("\(indent)\(id(screen))[\"\(text(screen))\"]")
      }
      if group.module != nil { lines.append("  end") }
    }
  }

  private mutating func drawTabBar() {
    let edges = map.tabBarEdges
    guard !edges.isEmpty else { return }
    let bar = ids.make("tabs")
    lines.append("  \(bar){{\"tab bar\"}}")
    for edge in edges {
      link(bar, edge.action, id(edge.to), kind: .tab)
    }
  }

  private mutating func drawLegend() {
    let kinds = map.kinds
    guard !kinds.isEmpty else { return }
    lines.append("  subgraph \(ids.make("legend"))[\"legend\"]")
    var points: [String] = []
    for kind in kinds {
      let from = ids.make("legend_" + kind.name)
      let to = ids.make("legend_" + kind.name)
      points += [from, to]
      link("  \(from)[\" \"]", kind.legend, "\(to)[\" \"]", kind: kind)
    }
    lines.append("  end")
    lines.append("  classDef legendPoint fill:none,stroke:none")
    lines.append("  class \(points.joined(separator: ",")) legendPoint")
  }

  /// One `linkStyle` line per kind drawn, naming its links by position.
  private mutating func drawLinkStyles() {
    for kind in map.kinds {
      let positions = links.indices.filter { links[$0] == kind }.map(String.init)
      lines.append("  linkStyle \(positions.joined(separator: ",")) \(style(kind))")
    }
  }

  /// A link from `from` to `to`, labelled `label` if any, of `kind` if any.
  private mutating func link(
    _ from: String, _ label: String?, _ to: String, kind: NavigationMap.Edge.Kind?
  ) {
    let arrow = label.map { "-->|\"\(text($0))\"|" } ?? "-->"
    lines.append("  \(from) \(arrow) \(to)")
    links.append(kind)
  }

  private func style(_ kind: NavigationMap.Edge.Kind) -> String {
    let stroke = "stroke:\(kind.color)"
    switch kind.line {
    case .solid: return stroke
    case .bold: return stroke + ",stroke-width:3px"
    case .dashed: return stroke + ",stroke-dasharray:6 4"
    case .dotted: return stroke + ",stroke-dasharray:2 3"
    case .boldDashed: return stroke + ",stroke-width:3px,stroke-dasharray:6 4"
    }
  }

  /// Text inside a Mermaid quoted label: a double quote as its entity.
  private func text(_ text: String) -> String {
    String(text.flatMap { $0 == "\"" ? Array("#quot;") : [$0] })
  }
}
