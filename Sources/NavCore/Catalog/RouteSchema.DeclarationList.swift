extension RouteSchema {
  /// A schema's declarations in the order made, indexed by type and by key, so that checking
  /// a new one against every one before it — declared in one module or merged from all —
  /// costs a lookup, not a pass over them.
  struct DeclarationList: Sendable {
    /// Every declaration, in order.
    private(set) var all: [Declaration] = []
    /// The position in ``all`` of each type's declaration, by the type's identity.
    private var positionsByType: [ObjectIdentifier: Int] = [:]
    /// The position in ``all`` of the first declaration of each key, as its key or a former
    /// key.
    private var positionsByKey: [String: Int] = [:]

    /// The declaration of `routeType`, if it is declared.
    func declaration(of routeType: RouteType) -> Declaration? {
      positionsByType[routeType.id].map { all[$0] }
    }

    /// Whether the type of identity `identity` is declared.
    func declares(_ identity: ObjectIdentifier) -> Bool {
      positionsByType[identity] != nil
    }

    /// The first declaration whose key or former keys hold `key`.
    func declaration(withKey key: String) -> Declaration? {
      positionsByKey[key].map { all[$0] }
    }

    /// Adds `declaration`, whose type the schema found new here.
    mutating func append(_ declaration: Declaration) {
      let position = all.count
      all.append(declaration)
      positionsByType[declaration.routeType.id] = position
      for key in [declaration.key].compactMap({ $0 }) + declaration.formerKeys
      where positionsByKey[key] == nil {
        positionsByKey[key] = position
      }
    }
  }
}
