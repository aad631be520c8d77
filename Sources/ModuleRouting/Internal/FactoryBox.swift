import NavCore

/// One erased screen factory.
final class FactoryBox<Screen>: Sendable {
  private let factory: @MainActor @Sendable (AnyRoute, ScreenID?) -> Screen

  init(_ factory: @escaping @MainActor @Sendable (AnyRoute, ScreenID?) -> Screen) {
    self.factory = factory
  }

  /// Builds the screen.
  ///
  /// Never inlined, a speed trick: run on its box, the factory is a constant of a box kept
  /// alive for the call; inlined into `screen(for:)`, the factory was copied out of the box and
  /// retained for the call as well, one more atomic write a screen (workload 4, 1 type: 6.25×
  /// → 4.31× calling the factory directly, where the target is 5×; Benchmarks/RESULTS.md).
  @MainActor
  @inline(never)
  func make(_ route: AnyRoute, _ screen: ScreenID?) -> Screen {
    factory(route, screen)
  }
}
