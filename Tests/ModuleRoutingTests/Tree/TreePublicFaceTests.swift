import ModuleRouting
import XCTest

/// The presented-layers-and-tabs issue's public face, line by line, with what each line must do.
@MainActor
final class TreePublicFaceTests: IssueRecordingTestCase {
  enum MainRoute: Hashable, Sendable { case tabBar }
  enum MainTab: Hashable, Sendable { case home, settings }
  enum HomeRoute: Hashable, Sendable {
    case feed
    case item(Int)
  }
  enum SettingsRoute: Hashable, Sendable { case main, about }
  enum ExerciseDestination: Hashable, Sendable {
    case add
    case remove(id: Int)
    case changeType(id: Int)
  }
  enum AuthRoute: Hashable, Sendable { case login }

  func testPublicFace_behavesAsCommented() async {
    let main = NavigationState(
      root: MainRoute.tabBar,
      tabs: TabGroup(
        [
          (MainTab.home, NavigationState(root: HomeRoute.feed)),
          (MainTab.settings, NavigationState(root: SettingsRoute.main)),
        ], selected: MainTab.home))
    let app = AppRouter(state: main)

    XCTAssertEqual(app.navigate(to: HomeRoute.item(1)), .applied)
    XCTAssertEqual(app.state.tabs?[MainTab.home]?.path, [HomeRoute.item(1)])
    XCTAssertEqual(app.path(at: .tab(MainTab.home)), [HomeRoute.item(1)])

    XCTAssertEqual(app.selectTab(MainTab.settings), .applied)
    XCTAssertEqual(app.state.tabs?[MainTab.home]?.path, [HomeRoute.item(1)], "home's stack kept")

    XCTAssertEqual(app.present(ExerciseDestination.add, style: .sheet), .applied)
    XCTAssertEqual(app.state.presentedRoute(as: ExerciseDestination.self), .add)
    XCTAssertEqual(app.state.topLayer?.style, .sheet)
    XCTAssertNil(app.state.presented, "the sheet sits in the settings tab's stack")
    XCTAssertEqual(app.state[stack: StackAddress.tab(MainTab.settings)]?.presented?.style, .sheet)

    XCTAssertEqual(app.navigate(to: SettingsRoute.about), .applied)
    XCTAssertEqual(
      app.state[stack: StackAddress.tab(MainTab.settings).presented]?.path, [SettingsRoute.about])
    XCTAssertEqual(app.state.top, AnyRoute(SettingsRoute.about))

    XCTAssertEqual(app.selectTab(MainTab.home), .refused(.tabBarCovered))

    XCTAssertEqual(app.back(), .applied)
    XCTAssertEqual(app.state.top, AnyRoute(ExerciseDestination.add), "popped inside the sheet")
    XCTAssertEqual(app.back(), .applied)
    XCTAssertNil(app.state.topLayer, "at the sheet's root, back dismisses it")

    XCTAssertEqual(app.present(ExerciseDestination.remove(id: 3), style: .alert), .applied)
    XCTAssertEqual(app.navigate(to: SettingsRoute.about), .refused(.leafLayer(.alert)))

    XCTAssertEqual(app.perform([.dismiss, .selectTab(MainTab.home)]), .applied)
    XCTAssertNil(app.state.topLayer)
    XCTAssertEqual(app.state.tabs?.selected, AnyRoute(MainTab.home))

    XCTAssertEqual(app.perform(.at(.tab(MainTab.settings), [.popToRoot])), .applied)
    XCTAssertEqual(
      app.perform(.inTab(MainTab.settings, [.push(SettingsRoute.about)])), .applied,
      "settings not selected")
    XCTAssertEqual(app.state.tabs?[MainTab.settings]?.path, [SettingsRoute.about])
    XCTAssertEqual(app.state.tabs?.selected, AnyRoute(MainTab.home))

    XCTAssertEqual(app.setState(NavigationState(root: AuthRoute.login)), .applied)
    XCTAssertEqual(app.state, NavigationState(root: AuthRoute.login))

    XCTAssertEqual(
      issues.recorded, [.refused(.tabBarCovered), .refused(.leafLayer(.alert))])
  }

  func testCommandSpellings_typedAndErased_compileToTheSameCommands() {
    let route = ExerciseDestination.add
    XCTAssertEqual(
      NavigationCommand.present(ExerciseDestination.add, style: .sheet),
      .present(AnyRoute(route), style: .sheet))
    XCTAssertEqual(NavigationCommand.selectTab(MainTab.home), .selectTab(AnyRoute(MainTab.home)))
    XCTAssertEqual(
      NavigationCommand.inTab(MainTab.home, [.dismiss]), .inTab(AnyRoute(MainTab.home), [.dismiss]))
    XCTAssertEqual(
      NavigationCommand.replaceTop(with: HomeRoute.feed),
      .replaceTop(with: AnyRoute(HomeRoute.feed)))
  }
}
