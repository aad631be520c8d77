import ModuleRouting

/// One move the explorer played, as the map draws it: the kind of its edge, and the route the
/// edge reaches.
///
/// What made the move, read from the router's events, comes first: a guard's redirect, then a
/// link, then a module's exit, then a tap on the tab bar's selected tab, which popped it to its
/// root. Otherwise the two trees tell what the move did, walking from the root to the new
/// screen on top: the first tab bar on the way that selected another tab, or the first layer
/// presented or replaced, names it; past those, a screen that was already in its place is a way
/// back, a longer path is a push, anything else a replacement.
struct ExploredMove {
  typealias Kind = NavigationMap.Edge.Kind

  /// The kind of the edge.
  let kind: Kind
  /// The route the edge reaches: the one on top, or for a tab selected, the tab's root.
  let reached: AnyRoute

  /// The move from `old` to `new`, during which the router sent `events`.
  ///
  /// - Parameter tabBar: Whether the move was a tap on the tab bar.
  init(from old: ExploredState, to new: ExploredState, events: [NavigationEvent], tabBar: Bool) {
    let top = new.topScreen
    let shape = Self.shape(from: old.tree, to: new.tree, reaching: top)
    let reselected = tabBar && Self.reselects(top, events)
    kind = Self.cause(of: events) ?? (reselected ? .tab : shape.kind)
    reached = kind == .tab ? shape.reached ?? new.topRoute : new.topRoute
  }

  /// What made the move, when the events tell: a redirect, a link, an exit.
  private static func cause(of events: [NavigationEvent]) -> Kind? {
    var causes: Set<Kind> = []
    for event in events {
      if case .redirected = event.outcome { causes.insert(.redirect) }
      switch event.source {
      case .deepLink: causes.insert(.link)
      case .exit: causes.insert(.exit)
      default: break
      }
    }
    return [Kind.redirect, .link, .exit].first { causes.contains($0) }
  }

  /// Whether the events selected the tab whose root `top` is: a tap on the tab bar's tab
  /// selected already, which popped it to its root.
  private static func reselects(_ top: ScreenID, _ events: [NavigationEvent]) -> Bool {
    guard top.depth == 0, case .tab(let tab) = top.stack.steps.last else { return false }
    return events.contains { event in
      event.commands.contains { command in
        if case .selectTab(tab) = command { true } else { false }
      }
    }
  }

  /// What the move did to the tree on the way to `top`, and for a tab selected, the tab's
  /// root.
  private static func shape(
    from old: NavigationState, to new: NavigationState, reaching top: ScreenID
  ) -> (kind: Kind, reached: AnyRoute?) {
    let steps = top.stack.steps
    for index in steps.indices {
      let over = StackAddress(steps: Array(steps[..<index]))
      guard old[stack: over]?.root == new[stack: over]?.root else { return (.replace, nil) }
      let through = StackAddress(steps: Array(steps[...index]))
      switch steps[index] {
      case .tab(let tab):
        if let tabs = old[stack: over]?.tabs, tabs.tabs.contains(tab), tabs.selected != tab {
          return (.tab, new[stack: through]?.root)
        }
      case .presented:
        let layer = new[stack: over]?.presented
        let before = old[stack: over]?.presented
        if let layer, before?.route != layer.route || before?.style != layer.style {
          return (kind(of: layer.style), nil)
        }
      }
    }
    return (onStack(old[stack: top.stack], new[stack: top.stack], depth: top.depth), nil)
  }

  /// What the move did on the stack of the new screen on top, at `depth`.
  private static func onStack(
    _ old: NavigationState?, _ new: NavigationState?, depth: Int
  ) -> Kind {
    guard let old, let new, old.root == new.root else { return .replace }
    let before = [old.root] + old.path
    let after = [new.root] + new.path
    guard after.count > depth else { return .replace }
    if before.count > depth, before[...depth] == after[...depth] { return .back }
    return after.starts(with: before) ? .push : .replace
  }

  /// The kind of a layer presented in `style`.
  private static func kind(of style: PresentationStyle) -> Kind {
    switch style {
    case .sheet, .popover: .sheet
    case .fullScreenCover: .cover
    case .alert, .confirmationDialog: .dialog
    }
  }
}
