import Dashboard
import ModuleRouting
import Settings
import Testing

/// What SwiftUI writes when the user and the app's code act at nearly the same time, scripted
/// through the public decisions a custom view is built on — `ShownTree`, `StackPathBinding`,
/// `LayerPresentation` — from a package that sees nothing else of the library. Each write
/// carries what the view showed, so a write made against a state the router has left is
/// judged against what the user saw.
@Suite @MainActor struct UserGestureTests {
  /// The turns and delays of the main actor, run by hand.
  @MainActor final class Clock {
    var turns: [@MainActor () -> Void] = []
    var delays: [@MainActor () -> Void] = []

    func runTurns() {
      let now = turns
      turns = []
      for body in now { body() }
    }
  }

  private let clock = Clock()
  private let confirmDelete = PresentedLayer(DashboardRoute.confirmDelete(id: 7), style: .alert)
  private let settingsSheet = PresentedLayer(SettingsRoute.main, style: .sheet)

  private func presentation(over app: AppRouter) -> LayerPresentation {
    let clock = clock
    return LayerPresentation(
      app, over: .root, nextTurn: { clock.turns.append($0) },
      after: { _, body in clock.delays.append(body) })
  }

  /// An alert button that opens a sheet: the edit the alert offers.
  private var openSettings: DialogButton {
    DialogButton("Settings", action: .commands([.present(SettingsRoute.main, style: .sheet)]))
  }

  /// Back is swiped while code pushes a screen: SwiftUI's path, one shorter than the path it
  /// showed, arrives after the push. It is stale: the code's push stays, and the view is told
  /// to show the router's path again.
  @Test func aSwipeBackArrivingAfterACodePush_keepsThePushedScreen() {
    let app = AppRouter(
      state: NavigationState(root: DashboardRoute.home, path: [DashboardRoute.items]))
    let tree = ShownTree(app)
    let binding = StackPathBinding(address: .root, root: AnyRoute(DashboardRoute.home), in: tree)
    app.navigate(to: DashboardRoute.details(id: 7))
    let swipedBack = RoutePath(binding.elements.dropLast())
    let (write, result) = binding.write(swipedBack, in: tree, hasScreen: { _ in true })
    #expect(write == .stale)
    #expect(result == nil)
    #expect(
      app.state
        == NavigationState(
          root: DashboardRoute.home,
          path: [DashboardRoute.items, DashboardRoute.details(id: 7)]))
  }

  /// An alert's button opens a sheet, then SwiftUI sets the alert's `isPresented` to `false`:
  /// the write names the alert, which is gone, so the new sheet stays.
  @Test func anAlertButtonThatOpensASheet_thenIsPresentedFalse_keepsTheSheet() {
    let app = AppRouter(state: NavigationState(root: DashboardRoute.home, presented: confirmDelete))
    let layer = presentation(over: app)
    let alert = layer.shown(.alert, in: ShownTree(app))
    #expect(alert == ShownLayer(confirmDelete))
    #expect(app.choose(openSettings) == .applied)
    layer.userWrote(isPresented: false, shown: alert)
    clock.runTurns()
    #expect(app.state == NavigationState(root: DashboardRoute.home, presented: settingsSheet))
  }

  /// The reverse order: `isPresented = false` first, then the button's action. The tap is
  /// kept: the alert is closed a turn later, after the button, which finds it still presented.
  @Test func isPresentedFalse_thenAnAlertButtonThatOpensASheet_keepsTheTap() {
    let app = AppRouter(state: NavigationState(root: DashboardRoute.home, presented: confirmDelete))
    let layer = presentation(over: app)
    let alert = layer.shown(.alert, in: ShownTree(app))
    layer.userWrote(isPresented: false, shown: alert)
    #expect(app.choose(openSettings) == .applied, "not refused as 'nothing is presented'")
    clock.runTurns()
    #expect(app.state == NavigationState(root: DashboardRoute.home, presented: settingsSheet))
  }

  /// Code replaces a sheet by a cover; the sheet's binding writes `item = nil` late, after the
  /// cover is up. The write names the sheet, so the cover stays.
  @Test func aLateItemNilFromAReplacedSheet_keepsTheCover() {
    let cover = PresentedLayer(DashboardRoute.billing, style: .fullScreenCover)
    let app = AppRouter(state: NavigationState(root: DashboardRoute.home, presented: settingsSheet))
    let layer = presentation(over: app)
    let sheet = layer.shown(.sheet, in: ShownTree(app))
    #expect(app.setPresented(cover, at: .root) == .applied)
    #expect(layer.shown(.sheet, in: ShownTree(app)) == nil, "the sheet goes first")
    layer.didDismiss()
    #expect(layer.shown(.cover, in: ShownTree(app)) == ShownLayer(cover))
    layer.userWrote(isPresented: false, shown: sheet)
    clock.runTurns()
    #expect(app.state == NavigationState(root: DashboardRoute.home, presented: cover))
  }
}
