import NavCore
import TestFixtures
import XCTest

/// `applyCommand(keeping:noting:)`, which a router uses when it keeps the command for its
/// guards, does what `applyCommand(_:noting:)` does: the same state, the same note of a push
/// or pop on the focused stack, the same refusal.
final class ApplyingKeepingTests: XCTestCase {
  private let plain = NavigationState(
    root: DashboardRoute.home, path: [DashboardRoute.details(id: 1)])

  func testPushAndPop_onAPlainStack() throws {
    var state = plain
    var noted = FocusedPathEdit.other
    _ = try state.applyCommand(keeping: .push(AnyRoute(SettingsRoute.main)), noting: &noted)
    XCTAssertEqual(
      state,
      NavigationState(
        root: DashboardRoute.home, path: [DashboardRoute.details(id: 1), SettingsRoute.main]))
    XCTAssertEqual(noted, .push(count: 1))
    noted = .other
    _ = try state.applyCommand(keeping: .pop(count: 2), noting: &noted)
    XCTAssertEqual(state, NavigationState(root: DashboardRoute.home))
    XCTAssertEqual(noted, .pop)
  }

  func testEveryKindOfCommand_matchesApplyCommand() {
    let tree = tabBar(
      home: NavigationState(root: DashboardRoute.home, path: [DashboardRoute.details(id: 2)]))
    let commands: [NavigationCommand] = [
      .push(AnyRoute(SettingsRoute.main)), .pop(count: 1), .pop(count: 5), .pop(count: -1),
      .popTo(AnyRoute(DashboardRoute.home)), .popTo(AnyRoute(AuthRoute.login)), .popToRoot,
      .replaceTop(AnyRoute(SettingsRoute.privacy)), .setPath([SettingsRoute.main]),
      .navigate(AnyRoute(DashboardRoute.details(id: 1)), .singleTop),
      .navigate(AnyRoute(DashboardRoute.home), .reuseExisting),
      .present(AnyRoute(SheetRoute.add), style: .sheet), .dismiss, .back,
      .selectTab(AnyRoute(MainTab.settings)), .setRoot(AnyRoute(AuthRoute.login)),
      .inTab(AnyRoute(MainTab.settings), commands: [.push(AnyRoute(SettingsRoute.privacy))]),
    ]
    for start in [plain, tree, stacking(sheets: 2, over: plain)] {
      for command in commands {
        var kept = start
        var keptNote = FocusedPathEdit.other
        var applied = start
        var appliedNote = FocusedPathEdit.other
        let keptRefusal = refusal { () throws(NavigationRefusal) in
          _ = try kept.applyCommand(keeping: command, noting: &keptNote)
        }
        let appliedRefusal = refusal { () throws(NavigationRefusal) in
          _ = try applied.applyCommand(command, noting: &appliedNote)
        }
        XCTAssertEqual(kept, applied, "\(command) on \(start)")
        XCTAssertEqual(keptNote, appliedNote, "\(command) on \(start)")
        XCTAssertEqual(keptRefusal, appliedRefusal, "\(command) on \(start)")
      }
    }
  }

  private func refusal(_ body: () throws(NavigationRefusal) -> Void) -> NavigationRefusal? {
    do {
      try body()
      return nil
    } catch {
      return error
    }
  }
}
