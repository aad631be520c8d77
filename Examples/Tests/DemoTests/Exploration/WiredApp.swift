import Auth
import Dashboard
import ModuleRouting
import Onboarding
import Settings

@testable import Demo

/// The example app as the explorer drives it: its router, its modules' models, and the auth
/// wall — from the composition root (``init(_:)``) or from a copy of its wiring with mistakes
/// planted (``planted()``).
@MainActor
struct WiredApp {
  let app: AppRouter
  let modules: AppModules
  let wall: AuthWall

  /// The app the composition root puts together.
  init(_ composed: ComposedApp) {
    app = composed.app
    modules = composed.modules
    wall = composed.wall
  }

  private init(app: AppRouter, modules: AppModules, wall: AuthWall) {
    self.app = app
    self.modules = modules
    self.wall = wall
  }

  /// A copy of ``ComposedApp``'s wiring with two mistakes planted: the Dashboard's
  /// notifications exit opens the privacy settings in a full-screen cover, which has no way
  /// out, and the auth wall's guards are never installed, so billing shows without a sign-in
  /// again.
  static func planted() throws -> WiredApp {
    let app = AppRouter(state: .signedOut)
    let wall = AuthWall()
    let modules = AppModules(app: app)
    app.handleModuleExits(wall: wall, onboarding: modules.onboardingContext)
    app.handleExits(DashboardExit.self) { _ in
      [.present(SettingsRoute.privacy, style: .fullScreenCover)]
    }
    _ = try modules.install(in: app)
    app.confirmDiscardingEdits()
    return WiredApp(app: app, modules: modules, wall: wall)
  }

  /// The model of the screen on top, as its view holds it.
  func onTop<Model: AnyObject>(_ type: Model.Type) -> Model? {
    modules.model(type, at: app.state.topScreen)
  }

  /// The model of the screen under the alert or dialog on top, whose buttons it answers.
  func underTop<Model: AnyObject>(_ type: Model.Type) -> Model? {
    let state = app.state
    guard let presenter = state.focusedAddress.parent, let stack = state[stack: presenter] else {
      return nil
    }
    return modules.model(type, at: ScreenID(stack: presenter, depth: stack.path.count))
  }

  /// Whether an item editor in the home tab holds a name not saved: leaving it asks first.
  var hasUnsavedDraft: Bool {
    let home = StackAddress.tab(MainTab.home)
    let path = app.state[stack: home]?.path ?? []
    return path.indices.contains { index in
      guard case .editor = path[index].value(as: DashboardRoute.self) else { return false }
      let editor = modules.model(ItemEditorModel.self, at: ScreenID(stack: home, depth: index + 1))
      return editor?.hasUnsavedChanges ?? false
    }
  }

  /// The app's own state that navigation depends on: the wall confirmed, a draft unsaved.
  var key: String {
    [wall.isConfirmed ? "confirmed" : nil, hasUnsavedDraft ? "draft" : nil]
      .compactMap { $0 }.joined(separator: ", ")
  }
}
