/// What the Mermaid and DOT texts draw alike: modules with their screens, the tab bar's edges,
/// the other edges, and the kinds the legend names — each in a fixed order, so that the text
/// of an unchanged map stays the same.
extension NavigationMap {
  /// One module's screens, sorted; the screens of no module come last, with no module.
  struct Group {
    let module: String?
    let screens: [String]
  }

  /// The screens by module, modules sorted by name, then the screens of no module, if any.
  var groups: [Group] {
    var byModule: [String: [String]] = [:]
    var loose: [String] = []
    for screen in screens {
      if let module = modules[screen] {
        byModule[module, default: []].append(screen)
      } else {
        loose.append(screen)
      }
    }
    let grouped = byModule.keys.sorted().map { Group(module: $0, screens: byModule[$0] ?? []) }
    return grouped + (loose.isEmpty ? [] : [Group(module: nil, screens: loose)])
  }

  /// The edges the tab bar draws, once per tab and root screen, whichever screen the tab was
  /// tapped on: sorted by the screen they reach, then the action.
  var tabBarEdges: [(action: String, to: String)] {
    let pairs = Set(edges.filter(isTabBarTap).map { TabBarEdge(action: $0.action, to: $0.to) })
    return pairs.sorted { ($0.to, $0.action) < ($1.to, $1.action) }.map { ($0.action, $0.to) }
  }

  /// The edges drawn from screen to screen: every one but the tab bar's, in the map's order.
  var screenEdges: [Edge] {
    edges.filter { !isTabBarTap($0) }
  }

  /// Whether `edge` is a tap on the tab bar that selected a tab.
  private func isTabBarTap(_ edge: Edge) -> Bool {
    edge.kind == .tab && tabBarActions.contains(edge.action)
  }

  /// The kinds of the map's edges, in their order: what the legend names.
  var kinds: [Edge.Kind] {
    Set(edges.map(\.kind)).sorted()
  }

  private struct TabBarEdge: Hashable {
    let action: String
    let to: String
  }
}

extension NavigationMap.Edge.Kind {
  /// The kind's name in the text: the class of its DOT edges.
  var name: String {
    switch self {
    case .push: "push"
    case .sheet: "sheet"
    case .cover: "cover"
    case .dialog: "dialog"
    case .back: "back"
    case .tab: "tab"
    case .exit: "exit"
    case .link: "link"
    case .redirect: "redirect"
    case .replace: "replace"
    }
  }

  /// What the legend calls it.
  var legend: String {
    switch self {
    case .dialog: "alert or dialog"
    case .redirect: "guard redirect"
    default: name
    }
  }

  /// The colour of its lines.
  var color: String {
    switch self {
    case .push, .replace: "#333333"
    case .sheet: "#0072B2"
    case .cover: "#CC79A7"
    case .dialog: "#E69F00"
    case .back: "#999999"
    case .tab: "#009E73"
    case .exit: "#D55E00"
    case .link: "#56B4E9"
    case .redirect: "#C00000"
    }
  }

  /// How its lines are drawn.
  var line: Line {
    switch self {
    case .push, .sheet, .tab: .solid
    case .cover, .exit, .replace: .bold
    case .dialog: .dotted
    case .back, .link: .dashed
    case .redirect: .boldDashed
    }
  }

  /// How a line is drawn.
  enum Line {
    case solid, bold, dashed, dotted, boldDashed
  }
}

/// Identifiers for the nodes of a drawing: each made of a name's letters, digits and `_`
/// (every other character made `_`), numbered from 2 when one is taken.
struct NodeIdentifiers {
  private var taken: Set<String>

  /// Identifiers that are none of `taken`.
  init(taking taken: Set<String> = []) {
    self.taken = taken
  }

  /// A new identifier for `name`.
  mutating func make(_ name: String) -> String {
    let base = String(name.map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "_" })
    var id = base
    var number = 2
    while taken.contains(id) {
      id = "\(base)_\(number)"
      number += 1
    }
    taken.insert(id)
    return id
  }
}
