import NavCore

/// Writes and reads one command: `{"op": name, …}` with the fields its case holds.
extension NavigationCommand: RecordingCodable {
  func encode(to encoder: any Encoder, keys: RecordingKeys) throws {
    var container = encoder.container(keyedBy: RecordKey.self)
    func route(_ route: AnyRoute, _ field: RecordKey = .route) throws {
      try container.encode(Written(route, keys), forKey: field)
    }
    func commands(_ commands: [NavigationCommand]) throws {
      try container.encode(commands.map { Written($0, keys) }, forKey: .commands)
    }
    try container.encode(operation, forKey: .op)
    switch self {
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
      try container.encode(path.map { Written($0, keys) }, forKey: .path)
    case .setState(let state):
      try container.encode(Written(state, keys), forKey: .tree)
    case .present(let target, let style):
      try route(target)
      try container.encode(style.rawValue, forKey: .style)
    case .selectTab(let tab):
      try route(tab, .tab)
    case .inTab(let tab, let inside):
      try route(tab, .tab)
      try commands(inside)
    case .at(let address, let inside):
      try container.encode(Written(address, keys), forKey: .address)
      try commands(inside)
    case .popToRoot, .dismiss, .dismissAll, .back:
      break
    }
  }

  static func read(from decoder: any Decoder) throws -> Self {
    let container = try decoder.container(keyedBy: RecordKey.self)
    func route(_ field: RecordKey = .route) throws -> AnyRoute {
      try container.decode(Read<AnyRoute>.self, forKey: field).value
    }
    func commands() throws -> [NavigationCommand] {
      try container.decode([Read<NavigationCommand>].self, forKey: .commands).map(\.value)
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
    case "push": return .push(try route())
    case "navigate":
      let name = try container.decode(String.self, forKey: .policy)
      guard let policy = NavigationPolicy.allCases.first(where: { "\($0)" == name }) else {
        throw decoder.corrupted("no navigation policy \"\(name)\"")
      }
      return .navigate(try route(), policy)
    case "pop": return .pop(count: try container.decode(Int.self, forKey: .count))
    case "popTo": return .popTo(try route())
    case "popToMatching": return .popToMatching(try Self.predicate(container, decoder))
    case "popToRoot": return .popToRoot
    case "replaceTop": return .replaceTop(try route())
    case "setPath":
      let path = try container.decode([Read<AnyRoute>].self, forKey: .path)
      return .setPath(RoutePath(path.map(\.value)))
    case "setRoot": return .setRoot(try route())
    case "setState":
      return .setState(try container.decode(Read<NavigationState>.self, forKey: .tree).value)
    case "present": return .present(try route(), try style())
    case "dismiss": return .dismiss
    case "dismissAll": return .dismissAll
    case "back": return .back
    case "selectTab": return .selectTab(try route(.tab))
    case "inTab": return .inTab(try route(.tab), commands: try commands())
    case "at":
      return .at(
        try container.decode(Read<StackAddress>.self, forKey: .address).value, try commands())
    default: throw decoder.corrupted("no command \"\(operation)\"")
    }
  }

  /// The predicate of a `popToMatching`: a route, or the type of a key.
  private static func predicate(
    _ container: KeyedDecodingContainer<RecordKey>, _ decoder: any Decoder
  ) throws -> RoutePredicate {
    if container.contains(.matching) {
      let route = try container.decode(Read<AnyRoute>.self, forKey: .matching).value
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
extension StackAddress: RecordingCodable {
  func encode(to encoder: any Encoder, keys: RecordingKeys) throws {
    var list = encoder.unkeyedContainer()
    for step in steps {
      var entry = list.nestedContainer(keyedBy: RecordKey.self)
      switch step {
      case .tab(let tab): try entry.encode(Written(tab, keys), forKey: .tab)
      case .presented: try entry.encode(true, forKey: .presented)
      }
    }
  }

  static func read(from decoder: any Decoder) throws -> Self {
    var list = try decoder.unkeyedContainer()
    var steps: [StackAddress.Step] = []
    while !list.isAtEnd {
      let entry = try list.nestedContainer(keyedBy: RecordKey.self)
      if entry.contains(.tab) {
        steps.append(.tab(try entry.decode(Read<AnyRoute>.self, forKey: .tab).value))
      } else {
        steps.append(.presented)
      }
    }
    return StackAddress(steps: steps)
  }
}

/// Writes and reads where a request came from: `{"kind": name}`, with the module's key or the
/// exit's route. A link's URL is not written: it may hold what its route holds.
extension NavigationSource: RecordingCodable {
  func encode(to encoder: any Encoder, keys: RecordingKeys) throws {
    var container = encoder.container(keyedBy: RecordKey.self)
    switch self {
    case .app: try container.encode("app", forKey: .kind)
    case .module(let type):
      try container.encode("module", forKey: .kind)
      try container.encodeIfPresent(keys.key(of: type), forKey: .module)
    case .exit(let exit):
      try container.encode("exit", forKey: .kind)
      try container.encode(Written(exit, keys), forKey: .exit)
    case .binding: try container.encode("binding", forKey: .kind)
    case .flow: try container.encode("flow", forKey: .kind)
    case .redirect: try container.encode("redirect", forKey: .kind)
    case .deepLink: try container.encode("deepLink", forKey: .kind)
    case .restoration: try container.encode("restoration", forKey: .kind)
    case .guardRefresh: try container.encode("guardRefresh", forKey: .kind)
    }
  }

  static func read(from decoder: any Decoder) throws -> Self {
    let container = try decoder.container(keyedBy: RecordKey.self)
    let kind = try container.decode(String.self, forKey: .kind)
    switch kind {
    case "app": return .app
    case "module":
      let key = try container.decode(String.self, forKey: .module)
      guard let type = try decoder.recordingKeys.typesByKey[key] else {
        throw decoder.corrupted("no route type has the key \"\(key)\" in the catalog")
      }
      return .module(type)
    case "exit": return .exit(try container.decode(Read<AnyRoute>.self, forKey: .exit).value)
    case "binding": return .binding
    case "flow": return .flow
    case "redirect": return .redirect
    case "deepLink": return .deepLink("")
    case "restoration": return .restoration
    case "guardRefresh": return .guardRefresh
    default: throw decoder.corrupted("no source \"\(kind)\"")
    }
  }
}

/// Writes and reads an outcome: `{"kind": name}`, with a guard's reason, question or commands.
extension FlightRecording.Outcome: RecordingCodable {
  func encode(to encoder: any Encoder, keys: RecordingKeys) throws {
    var container = encoder.container(keyedBy: RecordKey.self)
    switch self {
    case .applied: try container.encode("applied", forKey: .kind)
    case .refused: try container.encode("refused", forKey: .kind)
    case .denied(let reason):
      try container.encode("denied", forKey: .kind)
      try container.encode(reason, forKey: .reason)
    case .redirected(let commands):
      try container.encode("redirected", forKey: .kind)
      try container.encode(commands.map { Written($0, keys) }, forKey: .commands)
    case .held(let question):
      try container.encode("held", forKey: .kind)
      try container.encode(question, forKey: .reason)
    }
  }

  static func read(from decoder: any Decoder) throws -> Self {
    let container = try decoder.container(keyedBy: RecordKey.self)
    let kind = try container.decode(String.self, forKey: .kind)
    switch kind {
    case "applied": return .applied
    case "refused": return .refused
    case "denied": return .denied(try container.decode(String.self, forKey: .reason))
    case "redirected":
      return .redirected(
        to: try container.decode([Read<NavigationCommand>].self, forKey: .commands).map(\.value))
    case "held": return .held(try container.decode(String.self, forKey: .reason))
    default: throw decoder.corrupted("no outcome \"\(kind)\"")
    }
  }
}
