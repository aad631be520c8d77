#if canImport(SwiftUI)
  import ModuleRouting
  import SwiftUI

  /// The environment key of ``EnvironmentValues/actionScope``.
  private struct ActionScopeKey: EnvironmentKey {
    static var defaultValue: ActionScope { ActionScope() }
  }

  extension EnvironmentValues {
    /// The `ActionScope` of the views here: what performing a model does, as set by
    /// `onAction(_:perform:)` here or above. Empty by default.
    public var actionScope: ActionScope {
      get { self[ActionScopeKey.self] }
      set { self[ActionScopeKey.self] = newValue }
    }

    /// Performs the nearest handler for a model, as set by
    /// `onAction(_:perform:)` here or above.
    ///
    /// ```swift
    /// struct ViewerRow: View {
    ///   @Environment(\.performAction) private var perform
    ///   let viewer: Viewer
    ///
    ///   var body: some View {
    ///     Button(viewer.name) { perform(viewer) }
    ///   }
    /// }
    /// ```
    public var performAction: PerformAction {
      PerformAction(scope: actionScope)
    }
  }

  /// Performs the nearest handler the environment has for a model: seed 001's overridable tap,
  /// read from the environment as a function.
  ///
  /// Read it with `@Environment(\.performAction)` and call it with the model.
  public struct PerformAction: Sendable {
    private let scope: ActionScope

    init(scope: ActionScope) {
      self.scope = scope
    }

    /// Performs the nearest handler for `model`'s type.
    ///
    /// - Parameters:
    ///   - model: What was tapped.
    ///   - fileID: The caller's file, named in any issue the call reports; leave the default.
    ///   - line: The caller's line, named with `fileID`; leave the default.
    /// - Returns: Whether a handler ran; a model no scope handles is reported as a
    ///   `NavigationIssue`.
    @MainActor
    @discardableResult
    public func callAsFunction<Model: Sendable>(
      _ model: Model, fileID: StaticString = #fileID, line: UInt = #line
    ) -> Bool {
      scope.perform(model, fileID: fileID, line: line)
    }
  }

  extension View {
    /// Sets what performing a model of type `Model` does in this view and the views inside it,
    /// overriding what a view above set: the nearest handler wins.
    ///
    /// ```swift
    /// FeedView()
    ///   .onAction(Viewer.self) { viewer in feed.navigate(to: .viewerDetails(viewer)) }
    /// ```
    ///
    /// - Parameters:
    ///   - type: The model type.
    ///   - handler: What to do with a model.
    /// - Returns: A view whose subtree performs models of type `Model` with `handler`.
    public func onAction<Model>(
      _ type: Model.Type, perform handler: @escaping ActionScope.Handler<Model>
    ) -> some View {
      transformEnvironment(\.actionScope) { scope in
        scope.handle(Model.self, handler)
      }
    }
  }
#endif
