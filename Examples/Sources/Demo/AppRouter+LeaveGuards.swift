import Dashboard
import ModuleRouting

extension AppRouter {
  /// Asks "Discard your changes?" before an item editor with unsaved changes goes, however it
  /// would go: the back button, a swipe back, a pop from code, a sign-out.
  ///
  /// The rule is the app's: the Dashboard's editor only says whether its draft is saved.
  func confirmDiscardingEdits() {
    addLeaveGuard(for: DashboardRoute.self) { [weak self] request in
      let unsaved = self?.hasUnsavedEdits(among: request.screens.removed) ?? false
      return unsaved ? .confirm("Discard your changes?") : .allow
    }
  }

  /// Whether one of the `removed` screens is an item editor whose draft is not saved.
  private func hasUnsavedEdits(among removed: [ScreenRange]) -> Bool {
    removed.contains { range in
      range.routes.indices.contains { offset in
        guard case .editor? = range.routes[offset].value(as: DashboardRoute.self) else {
          return false
        }
        // Guards judge a removal before it settles: the editor's model is still kept.
        let screen = ScreenID(stack: range.stack, depth: range.fromDepth + offset)
        return object(ItemEditorModel.self, for: screen)?.hasUnsavedChanges ?? false
      }
    }
  }
}
