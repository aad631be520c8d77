import NavCore

/// What a tap on a model does, overridable by any child scope: seed 001's
/// `.environment(\.onTapViewer)`, as a value.
///
/// A scope maps model types to handlers. A child scope starts from its parent's handlers and
/// may override them: the nearest handler wins, the parent's is the fallback, and a model no
/// scope handles is reported and returns `false`.
///
/// ```swift
/// var taps = ActionScope()
/// taps.handle(Viewer.self) { viewer in feed.navigate(to: .viewerDetails(viewer)) }
/// var favourites = ActionScope(parent: taps)
/// favourites.handle(Viewer.self) { viewer in feed.navigate(to: .viewerDetailsFav(viewer)) }
/// favourites.perform(risitas)                // the nearest handler runs
/// ActionScope(parent: taps).perform(risitas) // falls back to the parent's
/// ```
///
/// Keyed by the model's type, as a catalog keys screens by route type; a child holds its parent's
/// handlers as they were when the child was made.
public struct ActionScope: Sendable {
  /// Handles one model of a type.
  public typealias Handler<Model> = @MainActor @Sendable (Model) -> Void

  private var handlers = TypeTable()

  /// A scope with no handlers.
  public init() {}

  /// A child scope that performs everything `parent` does, and may override it.
  public init(parent: ActionScope) {
    handlers = parent.handlers
  }

  /// Sets what performing a model of type `Model` does in this scope and its children.
  ///
  /// - Parameters:
  ///   - type: The model type, identified as route types are.
  ///   - handler: What to do with a model.
  public mutating func handle<Model>(_ type: Model.Type, _ handler: @escaping Handler<Model>) {
    handlers.insert(
      ActionBox { model in
        // `perform` finds this box by `Model`'s identity, so the model is a `Model`.
        if let model = model as? Model { handler(model) }
      }, for: ObjectIdentifier(Model.self))
  }

  /// Whether this scope or a parent handles models of type `Model`.
  package func handles<Model>(_ type: Model.Type) -> Bool {
    handlers[ObjectIdentifier(Model.self)] != nil
  }

  /// Performs the nearest handler for `model`'s type.
  ///
  /// - Returns: Whether a handler ran; when none is set, the model is reported as an issue.
  @MainActor
  @discardableResult
  public func perform<Model: Sendable>(
    _ model: Model, fileID: StaticString = #fileID, line: UInt = #line
  ) -> Bool {
    guard let box = handlers[ObjectIdentifier(Model.self)] else {
      NavigationIssue.report(
        .refused(.unhandledAction(String(reflecting: Model.self))), at: CallSite(fileID, line))
      return false
    }
    // Only `handle` stores values in this table, and every one is an `ActionBox`.
    unsafeDowncast(box, to: ActionBox.self).run(model)
    return true
  }
}

/// One erased action handler.
private final class ActionBox: Sendable {
  let run: @MainActor @Sendable (any Sendable) -> Void

  init(_ run: @escaping @MainActor @Sendable (any Sendable) -> Void) {
    self.run = run
  }
}
