extension NavigationState: CustomStringConvertible {
  /// The state as an indented tree: each stack's root, then the routes pushed on it, bottom to
  /// top; a presented layer under the stack that presents it, with its style; each tab under
  /// the tab bar, the selected one marked.
  ///
  /// ```
  /// App.MainRoute.tabBar
  ///   tab App.MainTab.home
  ///     App.HomeRoute.feed
  ///       › App.HomeRoute.item(1)
  ///   tab App.MainTab.settings (selected)
  ///     App.SettingsRoute.main
  ///       sheet
  ///         App.ExerciseDestination.add
  /// ```
  ///
  /// Indentation follows the tree, not the depth of a stack, so the text grows linearly with
  /// the routes it lists.
  public var description: String {
    var lines = TreeLines()
    // A stack of what is left to print, the next item last, so a deep tree needs no recursion.
    var pending: [TreeItem] = [.stack(self, level: 0)]
    while let item = pending.popLast() {
      switch item {
      case .line(let text, let level):
        lines.append(text, level: level)
      case .stack(let state, let level):
        lines.append(state.root.debugDescription, level: level)
        for route in state.path {
          lines.append("› " + route.debugDescription, level: level + 1)
        }
        pending += state.childItems(level: level + 1).reversed()
      }
    }
    return lines.text
  }

  /// The tabs, then the presented layer, each a header line and its state one level in.
  private func childItems(level: Int) -> [TreeItem] {
    var items: [TreeItem] = []
    for (index, tab) in (tabs?.entries ?? []).enumerated() {
      let selected = index == tabs?.selectedIndex ? " (selected)" : ""
      items.append(.line("tab \(tab.id.debugDescription)\(selected)", level: level))
      items.append(.stack(tab.state, level: level + 1))
    }
    if let presented {
      items.append(.line("\(presented.style)", level: level))
      items.append(.stack(presented.state, level: level + 1))
    }
    return items
  }

  /// The state on one line, for messages: its focused route and what surrounds it.
  var summary: String {
    var parts = ["root: \(root.debugDescription)"]
    if !path.isEmpty { parts.append("\(path.count) pushed") }
    if let tabs { parts.append("\(tabs.entries.count) tabs") }
    if let presented { parts.append("\(presented.style) of \(presented.route.debugDescription)") }
    return "NavigationState(" + parts.joined(separator: ", ") + ")"
  }
}

/// One thing left to print in a tree.
private enum TreeItem {
  case line(String, level: Int)
  case stack(NavigationState, level: Int)
}

/// Lines of an indented tree, written into one string.
struct TreeLines {
  private(set) var text = ""

  /// Adds `line` at `level`, two spaces a level.
  mutating func append(_ line: String, level: Int) {
    if !text.isEmpty { text += "\n" }
    text += String(repeating: "  ", count: level)
    text += line
  }
}
