import NavCore

extension FlightRecording {
  /// The recording in a few lines, one per step after the start: its number, source, commands,
  /// outcome and tree, every route by its catalog key — with its value only for the types the
  /// recorder reveals.
  ///
  /// ```
  /// start: home
  /// #1 app: push(item) → applied; home › item
  /// #2 binding: pop(1) → applied; home
  /// ```
  public var text: String {
    var lines = ["start: \(keys.text(of: start))"]
    for step in steps {
      lines.append("\(Self.line(of: step, keys: keys)); \(keys.text(of: step.tree))")
    }
    return lines.joined(separator: "\n")
  }

  /// One step in one line, without its tree: a crash reporter's breadcrumb.
  static func line(of step: Step, keys: RecordingKeys) -> String {
    let commands = step.commands.map { keys.text(of: $0) }.joined(separator: ", ")
    let answer = step.confirmsLeave ? ", confirmed" : step.cancelsLeave ? ", cancelled" : ""
    let source = keys.text(of: step.source) + answer
    return "#\(step.index) \(source): \(commands) → \(keys.text(of: step.outcome))"
  }
}

extension RecordingKeys {
  /// A tree in one line: each stack's routes joined by `›`, a layer after `+`, tabs in braces
  /// with the selected one starred.
  func text(of state: NavigationState) -> String {
    var text = ([state.root] + Array(state.path)).map { self.text(of: $0) }.joined(separator: " › ")
    if let tabs = state.tabs {
      let entries = zip(tabs.tabs, tabs.states).map { tab, inside in
        (tab == tabs.selected ? "*" : "") + "\(self.text(of: tab)): \(self.text(of: inside))"
      }
      text += " {\(entries.joined(separator: ", "))}"
    }
    if let layer = state.presented {
      text += " + \(layer.style)(\(self.text(of: layer.state)))"
    }
    return text
  }

  /// A command in one short line, its routes written as ``text(of:)-(AnyRoute)`` writes them.
  func text(of command: NavigationCommand) -> String {
    switch command {
    case .push(let route): "push(\(text(of: route)))"
    case .navigate(let route, let policy): "navigate(\(text(of: route)), \(policy))"
    case .pop(let count): "pop(\(count))"
    case .popTo(let route): "popTo(\(text(of: route)))"
    case .popToMatching(let predicate): "popTo(where: \(text(of: predicate)))"
    case .popToRoot: "popToRoot"
    case .replaceTop(let route): "replaceTop(\(text(of: route)))"
    case .setPath(let path): "setPath(\(path.map { text(of: $0) }.joined(separator: " › ")))"
    case .setRoot(let route): "setRoot(\(text(of: route)))"
    case .setState(let state): "setState(\(text(of: state)))"
    case .present(let route, let style): "present(\(text(of: route)), \(style))"
    case .dismiss: "dismiss"
    case .dismissAll: "dismissAll"
    case .back: "back"
    case .selectTab(let tab): "selectTab(\(text(of: tab)))"
    case .inTab(let tab, let commands):
      "inTab(\(text(of: tab)), [\(commands.map { text(of: $0) }.joined(separator: ", "))])"
    case .at(let address, let commands):
      "at(\(text(of: address)), [\(commands.map { text(of: $0) }.joined(separator: ", "))])"
    }
  }

  func text(of address: StackAddress) -> String {
    let steps = address.steps.map { step in
      switch step {
      case .tab(let tab): "tab(\(text(of: tab)))"
      case .presented: "presented"
      }
    }
    return (["root"] + steps).joined(separator: " › ")
  }

  func text(of predicate: RoutePredicate) -> String {
    if let route = predicate.matchedRoute { return text(of: route) }
    if predicate.matchedType != nil {
      return "type(\(table.key(ofTypeMatchedBy: predicate) ?? "?"))"
    }
    return "function"
  }

  func text(of source: NavigationSource) -> String {
    switch source {
    case .module(let type): "module \(key(of: type) ?? "?")"
    case .exit(let exit): key(of: exit) == nil ? "exit" : "exit \(text(of: exit))"
    // A link's URL may hold what its route holds: it is not written.
    case .deepLink: "deep link"
    default: source.description
    }
  }

  func text(of outcome: FlightRecording.Outcome) -> String {
    switch outcome {
    case .applied: "applied"
    case .refused: "refused"
    case .denied(let reason): "denied: \(reason)"
    case .redirected(let commands):
      "redirected to [\(commands.map { text(of: $0) }.joined(separator: ", "))]"
    case .held(let question): "held: \(question)"
    }
  }
}
