import Dashboard
import ModuleRouting

extension AppRouter {
  /// Asks "Discard your changes?" before an item editor with unsaved changes goes, however it
  /// would go: the back button, a swipe back, a pop from code, a sign-out.
  ///
  /// The rule is the app's: the Dashboard's editor only says whether its draft is saved.
  func confirmDiscardingEdits() {
    addLeaveGuard(for: DashboardRoute.self) { [weak self] request in
      let unsaved = self?.hasUnsavedEdits(among: request.screens) ?? false
      return unsaved ? .confirm("Discard your changes?") : .allow
    }
  }

  /// Whether one of the screens `changes` removes is an item editor whose draft is not saved.
  private func hasUnsavedEdits(among changes: ScreenChanges) -> Bool {
    changes.removedScreens(showing: DashboardRoute.self).contains { screen, route in
      // Guards judge a removal before it settles: the editor's model is still kept.
      guard case .editor = route else { return false }
      return object(ItemEditorModel.self, for: screen)?.hasUnsavedChanges ?? false
    }
  }
}
