import Auth
import Dashboard
import ModuleRouting
import NavigationTesting
import Settings
import XCTest

@testable import Demo

/// The example app's navigation rules, driven as its views would drive them and checked with
/// the test kit: no simulator, no views.
@MainActor
final class AppNavigationTests: XCTestCase {
  private func signedIn() throws -> ComposedApp {
    try ComposedApp(state: .signedIn)
  }

  /// The signed-in tree with `home` as the home tab's stack.
  private func main(home: NavigationState) -> NavigationState {
    NavigationState(
      root: AppRoute.main,
      tabs: TabGroup(
        [
          (MainTab.home, home),
          (MainTab.settings, NavigationState(root: SettingsRoute.main)),
        ],
        selected: MainTab.home))
  }

  func testLaunch_installsEveryModule_andShowsSignIn() async throws {
    let composed = try ComposedApp()
    assertTree(composed.app, NavigationState(root: AuthRoute.login))
    XCTAssertNotNil(composed.onTop(SignInModel.self))
  }

  func testSigningIn_replacesTheSignInStackWithTheMainTabs() async throws {
    let composed = try ComposedApp()
    let signIn = try XCTUnwrap(composed.onTop(SignInModel.self))
    let recording = assertNothingReported(composed.app) {
      record(composed.app) { _ = signIn.signInTapped() }
    }
    XCTAssertEqual(recording.events.map(\.source), [.exit(AnyRoute(AuthExit.signedIn))])
    XCTAssertEqual(composed.app.state.root, AnyRoute(AppRoute.main))
  }

  func testBilling_isBehindTheWall_andOpensInTheSameChangeThatClosesTheSignIn() async throws {
    let composed = try signedIn()
    let home = try XCTUnwrap(composed.onTop(DashboardHomeModel.self))
    XCTAssertEqual(
      home.billingTapped(),
      .redirected(to: [.present(AuthRoute.login, style: .fullScreenCover)]))
    assertTree(
      composed.app,
      main(
        home: NavigationState(
          root: DashboardRoute.home,
          presented: PresentedLayer(AuthRoute.login, style: .fullScreenCover))))

    let signIn = try XCTUnwrap(composed.onTop(SignInModel.self))
    let recording = assertNothingReported(composed.app) {
      record(composed.app) { _ = signIn.signInTapped() }
    }
    assertTree(
      composed.app,
      main(home: NavigationState(root: DashboardRoute.home, path: [DashboardRoute.billing])))
    XCTAssertEqual(recording.events.map(\.commands), [[.dismiss, .push(DashboardRoute.billing)]])
    XCTAssertNil(composed.app.pendingRequest)
  }

  func testPasswordReset_isDeniedToASignedInUser() async throws {
    let composed = try signedIn()
    try XCTUnwrap(composed.onTop(DashboardHomeModel.self)).billingTapped()
    let signIn = try XCTUnwrap(composed.onTop(SignInModel.self))
    let denial = NavigationIssue.refused(.denied("signed in: change your password in Settings"))
    assertReported([denial], by: composed.app) {
      XCTAssertEqual(
        signIn.forgotPasswordTapped(),
        .refused(.denied("signed in: change your password in Settings")))
    }
  }

  func testTheDeleteAlert_isTheDashboardsOwn_andItsButtonsAreBoundToIt() async throws {
    let composed = try signedIn()
    let items = NavigationState(root: DashboardRoute.home, path: [DashboardRoute.items])
    composed.app.setState(main(home: items))
    let list = try XCTUnwrap(composed.onTop(ItemListModel.self))
    XCTAssertEqual(list.deleteTapped(42), .applied)
    let alert = try XCTUnwrap(composed.app.topDialog(using: composed.catalog))
    XCTAssertEqual(alert.title, "Delete #42 Old desk?")
    XCTAssertEqual(alert.buttons.map(\.title), ["Delete", "Cancel"])

    XCTAssertEqual(composed.app.choose(alert.buttons[1]), .applied)
    XCTAssertEqual(list.deleteTapped(42), .applied)
    XCTAssertEqual(
      composed.app.choose(alert.buttons[0]), .refused(.buttonOfAnotherDialog("Delete")),
      "a button of the alert that went")
    let again = try XCTUnwrap(composed.app.topDialog(using: composed.catalog))
    XCTAssertEqual(composed.app.choose(again.buttons[0]), .applied)
    XCTAssertEqual(list.items.map(\.id), [7, 12])
    assertTree(composed.app, main(home: items))
  }

  func testADoubleTapOnItems_pushesTheListOnce() async throws {
    let composed = try signedIn()
    let home = try XCTUnwrap(composed.onTop(DashboardHomeModel.self))
    home.showItemsTapped()
    home.showItemsTapped()
    assertTree(
      composed.app,
      main(home: NavigationState(root: DashboardRoute.home, path: [DashboardRoute.items])))
  }

  func testAnEditedItem_asksBeforeItGoes_however_itGoes() async throws {
    let composed = try signedIn()
    let app = composed.app
    try XCTUnwrap(composed.onTop(DashboardHomeModel.self)).showItemsTapped()
    try XCTUnwrap(composed.onTop(ItemListModel.self)).itemTapped(7)
    let details = try XCTUnwrap(composed.onTop(ItemDetailsModel.self))
    let editing = Task { await details.editTapped() }
    await awaitRequest(on: app)
    let editor = try XCTUnwrap(composed.onTop(ItemEditorModel.self))
    let editing7 = app.state

    editor.name = "Standing lamp"
    XCTAssertEqual(app.back(), .held("Discard your changes?"))
    app.cancelLeave()
    var path = app.path(at: .tab(MainTab.home))
    path.removeLast()
    XCTAssertEqual(app.setPath(path, at: .tab(MainTab.home)), .held("Discard your changes?"))
    assertTree(app, editing7)

    XCTAssertEqual(app.confirmLeave(), .applied)
    assertTree(
      app,
      main(
        home: NavigationState(
          root: DashboardRoute.home, path: [DashboardRoute.items, DashboardRoute.details(id: 7)])))
    let outcome = await editing.value
    guard case .cancelled = outcome else { return XCTFail("the editor is cancelled: \(outcome)") }
  }
}
