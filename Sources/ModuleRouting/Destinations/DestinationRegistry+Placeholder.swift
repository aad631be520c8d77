import NavCore

extension DestinationRegistry {
  /// The screen a module run alone shows for a route of a type no one declared here: another
  /// module's, which only the app's composition root knows (``ModuleSandbox``).
  struct Placeholder: Sendable {
    /// Builds the placeholder of one route.
    let make: FactoryBox<Screen>
    /// The types that get none: declared in the catalog as something else — its dialogs, for
    /// its screens — so that a route of the module itself never shows a placeholder.
    let declinedTypes: Set<ObjectIdentifier>

    /// Whether the placeholder stands in for `route`, whose type has no factory.
    func covers(_ route: AnyRoute) -> Bool {
      !declinedTypes.contains(route.routeType)
    }

    /// This placeholder with its screen made into another by `transform`.
    func map<Other>(
      _ transform: @escaping @MainActor @Sendable (Screen, AnyRoute, ScreenID?) -> Other
    ) -> DestinationRegistry<Other>.Placeholder {
      let box = make
      return DestinationRegistry<Other>.Placeholder(
        make: FactoryBox { route, screen in transform(box.make(route, screen), route, screen) },
        declinedTypes: declinedTypes)
    }
  }

  /// Shows `make`'s screen for every route of a type with no factory here, but those of
  /// `declined`.
  mutating func setPlaceholder(
    declining declined: Set<ObjectIdentifier>,
    _ make: @escaping @MainActor @Sendable (AnyRoute, ScreenID?) -> Screen
  ) {
    placeholder = Placeholder(make: FactoryBox(make), declinedTypes: declined)
  }
}
