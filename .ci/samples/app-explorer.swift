// After composed-app.swift, before the samples that name it: the composed app's explorer and
// the report of an exploration (ExploringReachability.md, NavigationMaps.md).
import Foundation
import NavigationTesting
import XCTest

extension ComposedApp {
  /// The model of the screen on top, made as its view makes it.
  func model<Model: AnyObject>(_ type: Model.Type) -> Model? {
    let state = app.state
    _ = try? catalog.screens.screen(for: state.top, at: state.topScreen)
    return app.object(type, for: state.topScreen)
  }
}

/// The app's explorer: what a user can do on each screen.
@MainActor func appExplorer() throws -> ReachabilityExplorer<ComposedApp> {
  let catalog = try ComposedApp().catalog
  var explorer = ReachabilityExplorer(catalog: catalog, make: { try ComposedApp() }) { $0.app }
  explorer.on(AuthRoute.self) { route in
    switch route {
    case .login: [ExplorationAction("sign in") { $0.model(SignInModel.self)?.signInTapped() }]
    case .forgotPassword: []
    }
  }
  return explorer
}

let explorer = try appExplorer()
let report = try await explorer.explore()
