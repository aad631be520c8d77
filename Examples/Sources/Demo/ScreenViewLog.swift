import ModuleRouting

/// The screens the session brought into view, as an app would send them to its analytics: from
/// one `ScreenViews` on the router, with no code in any screen.
///
/// ```swift
/// let views = ScreenViewLog(composed)
/// home.showItemsTapped()
/// views.stop()  // ["dashboard Dashboard.DashboardRoute.items, tab Demo.MainTab.home"]
/// ```
@MainActor
final class ScreenViewLog {
  /// Each screen that came into view, one line each, in order.
  private(set) var lines: [String] = []
  private var views: ScreenViews?

  /// A log of the screens of `composed`'s router coming into view from now on, each named by
  /// its route type's key in the app's catalog.
  init(_ composed: ComposedApp) {
    views = ScreenViews(app: composed.app, catalog: composed.catalog) { [weak self] view in
      guard case .entered = view.kind else { return }
      var line = "\(view.key ?? "(no key)") \(view.route)"
      if let tab = view.tab { line += ", tab \(tab)" }
      if let layer = view.layer { line += ", layer \(layer)" }
      self?.lines.append(line)
    }
  }

  /// Stops telling, and returns the lines.
  func stop() -> [String] {
    views?.stop()
    views = nil
    return lines
  }
}
