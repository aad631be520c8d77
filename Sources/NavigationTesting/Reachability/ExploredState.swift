import ModuleRouting

/// One state the explorer tells apart from others: the tree, the request a guard keeps to
/// resume, the leave a guard holds, and the test's key for the app's own state.
struct ExploredState: Hashable, Sendable {
  /// The navigation tree.
  var tree: NavigationState
  /// The commands of the request a guard redirected and keeps to resume.
  var pending: [NavigationCommand]?
  /// What a held leave asks, and the commands it holds.
  var held: HeldLeaveKey?
  /// The test's key for the app's own state: signed in or not, a draft saved or not.
  var app: String

  /// A held leave, as far as telling states apart goes.
  struct HeldLeaveKey: Hashable, Sendable {
    var message: String
    var commands: [NavigationCommand]
  }

  /// The state `router` is in, with the app's key.
  @MainActor
  init(_ router: AppRouter, app: String) {
    tree = router.state
    pending = router.pendingRequest?.commands
    held = router.pendingLeave.map {
      HeldLeaveKey(message: $0.message, commands: $0.request.commands)
    }
    self.app = app
  }

  /// The screen on top, the one the user acts on: the last of the screens on view
  /// (`NavigationState.screensOnView`).
  var topScreen: ScreenID {
    tree.screensOnView.last ?? ScreenID(stack: .root, depth: tree.path.count)
  }

  /// The route of ``topScreen``.
  var topRoute: AnyRoute {
    tree.route(of: topScreen) ?? tree.root
  }

  /// Whether the user is at a root: nothing pushed under the screen on top, which is in no
  /// layer, and no leave held.
  var isAtRoot: Bool {
    let top = topScreen
    return held == nil && top.depth == 0 && !top.stack.steps.contains(.presented)
  }

  /// Every route in the tree: roots, stacks, layers and tabs, the selected tab or not.
  var routes: [AnyRoute] {
    var routes: [AnyRoute] = []
    Self.collect(tree, into: &routes)
    return routes
  }

  private static func collect(_ state: NavigationState, into routes: inout [AnyRoute]) {
    routes.append(state.root)
    routes.append(contentsOf: state.path)
    for tab in state.tabs?.states ?? [] {
      collect(tab, into: &routes)
    }
    if let layer = state.presented {
      collect(layer.state, into: &routes)
    }
  }
}
