import NavCore

/// Writes and reads one command: `{"op": name, …}` with the fields its case holds.
struct CommandCoding: Codable {
  let command: NavigationCommand
  let keys: RecordingKeys?

  init(_ command: NavigationCommand, _ keys: RecordingKeys) {
    self.command = command
    self.keys = keys
  }

  func encode(to encoder: any Encoder) throws {
    guard let keys else { return }
    var container = encoder.container(keyedBy: RecordKey.self)
    func route(_ route: AnyRoute, _ field: RecordKey = .route) throws {
      try container.encode(RouteCoding(route, keys), forKey: field)
    }
    func commands(_ commands: [NavigationCommand]) throws {
      try container.encode(commands.map { CommandCoding($0, keys) }, forKey: .commands)
    }
    try container.encode(command.operation, forKey: .op)
    switch command {
    case .push(let target), .popTo(let target), .replaceTop(let target), .setRoot(let target):
      try route(target)
    case .navigate(let target, let policy):
      try route(target)
      try container.encode("\(policy)", forKey: .policy)
    case .pop(let count):
      try container.encode(count, forKey: .count)
    case .popToMatching(let predicate):
      if let target = predicate.matchedRoute {
        try route(target, .matching)
      } else if let key = keys.table.key(ofTypeMatchedBy: predicate) {
        try container.encode(key, forKey: .type)
      }
    case .setPath(let path):
      try container.encode(path.map { RouteCoding($0, keys) }, forKey: .path)
    case .setState(let state):
      try container.encode(TreeCoding(state, keys), forKey: .tree)
    case .present(let target, let style):
      try route(target)
      try container.encode(style.rawValue, forKey: .style)
    case .selectTab(let tab):
      try route(tab, .tab)
    case .inTab(let tab, let inside):
      try route(tab, .tab)
      try commands(inside)
    case .at(let address, let inside):
      try container.encode(AddressCoding(address, keys), forKey: .address)
      try commands(inside)
    case .popToRoot, .dismiss, .dismissAll, .back:
      break
    }
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: RecordKey.self)
    func route(_ field: RecordKey = .route) throws -> AnyRoute {
      try container.decode(RouteCoding.self, forKey: field).route
    }
    func commands() throws -> [NavigationCommand] {
      try container.decode([CommandCoding].self, forKey: .commands).map(\.command)
    }
    func style() throws -> PresentationStyle {
      let name = try container.decode(String.self, forKey: .style)
      guard let style = PresentationStyle(rawValue: name) else {
        throw decoder.corrupted("no presentation style \"\(name)\"")
      }
      return style
    }
    let operation = try container.decode(String.self, forKey: .op)
    switch operation {
    case "push": command = .push(try route())
    case "navigate":
      let name = try container.decode(String.self, forKey: .policy)
      guard let policy = NavigationPolicy.allCases.first(where: { "\($0)" == name }) else {
        throw decoder.corrupted("no navigation policy \"\(name)\"")
      }
      command = .navigate(try route(), policy)
    case "pop": command = .pop(count: try container.decode(Int.self, forKey: .count))
    case "popTo": command = .popTo(try route())
    case "popToMatching": command = .popToMatching(try Self.predicate(container, decoder))
    case "popToRoot": command = .popToRoot
    case "replaceTop": command = .replaceTop(try route())
    case "setPath":
      let path = try container.decode([RouteCoding].self, forKey: .path)
      command = .setPath(RoutePath(path.map(\.route)))
    case "setRoot": command = .setRoot(try route())
    case "setState": command = .setState(try container.decode(TreeCoding.self, forKey: .tree).state)
    case "present": command = .present(try route(), try style())
    case "dismiss": command = .dismiss
    case "dismissAll": command = .dismissAll
    case "back": command = .back
    case "selectTab": command = .selectTab(try route(.tab))
    case "inTab": command = .inTab(try route(.tab), commands: try commands())
    case "at":
      command = .at(
        try container.decode(AddressCoding.self, forKey: .address).address, try commands())
    default: throw decoder.corrupted("no command \"\(operation)\"")
    }
    keys = nil
  }

  /// The predicate of a `popToMatching`: a route, or the type of a key.
  private static func predicate(
    _ container: KeyedDecodingContainer<RecordKey>, _ decoder: any Decoder
  ) throws -> RoutePredicate {
    if container.contains(.matching) {
      let route = try container.decode(RouteCoding.self, forKey: .matching).route
      return .route(route)
    }
    guard let key = try container.decodeIfPresent(String.self, forKey: .type) else {
      throw decoder.corrupted("a predicate neither a route nor a type")
    }
    guard let predicate = try decoder.recordingKeys.table.typePredicate(forKey: key) else {
      throw decoder.corrupted("no route type has the key \"\(key)\" in the catalog")
    }
    return predicate
  }
}

extension NavigationCommand {
  /// The command's name in the encoded form.
  var operation: String {
    switch self {
    case .push: "push"
    case .navigate: "navigate"
    case .pop: "pop"
    case .popTo: "popTo"
    case .popToMatching: "popToMatching"
    case .popToRoot: "popToRoot"
    case .replaceTop: "replaceTop"
    case .setPath: "setPath"
    case .setRoot: "setRoot"
    case .setState: "setState"
    case .present: "present"
    case .dismiss: "dismiss"
    case .dismissAll: "dismissAll"
    case .back: "back"
    case .selectTab: "selectTab"
    case .inTab: "inTab"
    case .at: "at"
    }
  }
}

/// Writes and reads a stack's address: its steps, each `{"tab": route}` or `{"presented":
/// true}`.
struct AddressCoding: Codable {
  let address: StackAddress
  let keys: RecordingKeys?

  init(_ address: StackAddress, _ keys: RecordingKeys) {
    self.address = address
    self.keys = keys
  }

  func encode(to encoder: any Encoder) throws {
    guard let keys else { return }
    var list = encoder.unkeyedContainer()
    for step in address.steps {
      var entry = list.nestedContainer(keyedBy: RecordKey.self)
      switch step {
      case .tab(let tab): try entry.encode(RouteCoding(tab, keys), forKey: .tab)
      case .presented: try entry.encode(true, forKey: .presented)
      }
    }
  }

  init(from decoder: any Decoder) throws {
    var list = try decoder.unkeyedContainer()
    var steps: [StackAddress.Step] = []
    while !list.isAtEnd {
      let entry = try list.nestedContainer(keyedBy: RecordKey.self)
      if entry.contains(.tab) {
        steps.append(.tab(try entry.decode(RouteCoding.self, forKey: .tab).route))
      } else {
        steps.append(.presented)
      }
    }
    address = StackAddress(steps: steps)
    keys = nil
  }
}

/// Writes and reads where a request came from: `{"kind": name}`, with the module's key or the
/// exit's route. A link's URL is not written: it may hold what its route holds.
struct SourceCoding: Codable {
  let source: NavigationSource
  let keys: RecordingKeys?

  init(_ source: NavigationSource, _ keys: RecordingKeys) {
    self.source = source
    self.keys = keys
  }

  func encode(to encoder: any Encoder) throws {
    guard let keys else { return }
    var container = encoder.container(keyedBy: RecordKey.self)
    switch source {
    case .app: try container.encode("app", forKey: .kind)
    case .module(let type):
      try container.encode("module", forKey: .kind)
      try container.encodeIfPresent(keys.key(of: type), forKey: .module)
    case .exit(let exit):
      try container.encode("exit", forKey: .kind)
      try container.encode(RouteCoding(exit, keys), forKey: .exit)
    case .binding: try container.encode("binding", forKey: .kind)
    case .flow: try container.encode("flow", forKey: .kind)
    case .redirect: try container.encode("redirect", forKey: .kind)
    case .deepLink: try container.encode("deepLink", forKey: .kind)
    case .restoration: try container.encode("restoration", forKey: .kind)
    case .guardRefresh: try container.encode("guardRefresh", forKey: .kind)
    }
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: RecordKey.self)
    let kind = try container.decode(String.self, forKey: .kind)
    switch kind {
    case "app": source = .app
    case "module":
      let key = try container.decode(String.self, forKey: .module)
      guard let type = try decoder.recordingKeys.typesByKey[key] else {
        throw decoder.corrupted("no route type has the key \"\(key)\" in the catalog")
      }
      source = .module(type)
    case "exit": source = .exit(try container.decode(RouteCoding.self, forKey: .exit).route)
    case "binding": source = .binding
    case "flow": source = .flow
    case "redirect": source = .redirect
    case "deepLink": source = .deepLink("")
    case "restoration": source = .restoration
    case "guardRefresh": source = .guardRefresh
    default: throw decoder.corrupted("no source \"\(kind)\"")
    }
    keys = nil
  }
}

/// Writes and reads an outcome: `{"kind": name}`, with a guard's reason, question or commands.
struct OutcomeCoding: Codable {
  let outcome: FlightRecording.Outcome
  let keys: RecordingKeys?

  init(_ outcome: FlightRecording.Outcome, _ keys: RecordingKeys) {
    self.outcome = outcome
    self.keys = keys
  }

  func encode(to encoder: any Encoder) throws {
    guard let keys else { return }
    var container = encoder.container(keyedBy: RecordKey.self)
    switch outcome {
    case .applied: try container.encode("applied", forKey: .kind)
    case .refused: try container.encode("refused", forKey: .kind)
    case .denied(let reason):
      try container.encode("denied", forKey: .kind)
      try container.encode(reason, forKey: .reason)
    case .redirected(let commands):
      try container.encode("redirected", forKey: .kind)
      try container.encode(commands.map { CommandCoding($0, keys) }, forKey: .commands)
    case .held(let question):
      try container.encode("held", forKey: .kind)
      try container.encode(question, forKey: .reason)
    }
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: RecordKey.self)
    let kind = try container.decode(String.self, forKey: .kind)
    switch kind {
    case "applied": outcome = .applied
    case "refused": outcome = .refused
    case "denied": outcome = .denied(try container.decode(String.self, forKey: .reason))
    case "redirected":
      outcome = .redirected(
        to: try container.decode([CommandCoding].self, forKey: .commands).map(\.command))
    case "held": outcome = .held(try container.decode(String.self, forKey: .reason))
    default: throw decoder.corrupted("no outcome \"\(kind)\"")
    }
    keys = nil
  }
}
