import NavCore
import TestFixtures
import XCTest

@testable import ModuleRouting

/// The dry run and the refresh of the guards are modes of `submit`: the same steps the
/// lifecycle says, so a dry run judges exactly what the request would meet and changes
/// nothing, and a refresh decides as a request bringing in the same screens would.
@MainActor
final class SubmitModesTests: IssueRecordingTestCase {
  private let editing = NavigationState(
    root: DashboardRoute.home, path: [DashboardRoute.details(id: 1)],
    presented: PresentedLayer(.sheet, state: NavigationState(root: SheetRoute.edit(id: 1))))

  /// What a guard was shown of a request.
  private struct Seen: Equatable {
    var source: NavigationSource
    var commands: [NavigationCommand]
    var after: NavigationState
    var screens: ScreenChanges
  }

  private func request(_ commands: [NavigationCommand]) -> Request {
    Request(commands, from: .binding, at: .unknown)
  }

  func testADryRun_showsTheGuardsWhatSubmitWould_andChangesNothing() async {
    let requests: [[NavigationCommand]] = [
      [.push(SettingsRoute.main)],
      [.at(.root, [.pop(count: 1)])],
      [.at(.root, [.dismiss])],
      [.push(SettingsRoute.main), .push(SettingsRoute.privacy), .pop(count: 1)],
      [.present(AuthRoute.login, style: .fullScreenCover)],
    ]
    for commands in requests {
      let app = AppRouter(state: editing)
      var seen: [Seen] = []
      app.addGuard { request in
        seen.append(
          Seen(
            source: request.source, commands: request.commands, after: request.after,
            screens: request.screens))
        return .allow
      }
      let told = ChangeCounter { _ = app.state }
      var events = app.events().makeAsyncIterator()

      XCTAssertEqual(app.submit(request(commands), as: .dryRun), .applied, "\(commands)")
      XCTAssertEqual(app.state, editing, "a dry run changes nothing")
      XCTAssertEqual(told.count, 0, "and tells nobody")
      XCTAssertEqual(app.submit(request(commands)), .applied)
      XCTAssertEqual(seen.count, 2)
      XCTAssertEqual(seen.first, seen.last, "judged as submit judges it: \(commands)")
      XCTAssertEqual(app.state, seen.last?.after)
      let first = await events.next()
      XCTAssertEqual(first?.index, 1, "no event for the dry run")
      XCTAssertEqual(first?.commands, commands)
    }
    XCTAssertEqual(issues.recorded, [])
  }

  func testADryRun_foreseesWhatSubmitReturns_forEachObjection_doingNoneOfIt() async {
    let objecting: [(String, (AppRouter) -> Void, [NavigationCommand])] = [
      ("refused by the tree", { _ in }, [.at(.root, [.pop(count: 2)])]),
      (
        "denied", { $0.addGuard(for: SettingsRoute.self) { _ in .deny("signed out") } },
        [.push(SettingsRoute.main)]
      ),
      (
        "redirected",
        {
          $0.addGuard(for: SettingsRoute.self) { _ in
            .redirect([.push(AuthRoute.login)], resume: true)
          }
        }, [.push(SettingsRoute.main)]
      ),
      (
        "held", { $0.addLeaveGuard(for: SheetRoute.self) { _ in .confirm("Discard?") } },
        [.at(.root, [.dismiss])]
      ),
      (
        "unshowable", { $0.showOnly([DashboardRoute.self, SheetRoute.self]) },
        [.push(SettingsRoute.main)]
      ),
    ]
    for (name, arrange, commands) in objecting {
      let app = AppRouter(state: editing)
      arrange(app)
      let reported = issues.recorded.count
      let foreseen = app.submit(request(commands), as: .dryRun)
      XCTAssertEqual(app.state, editing, name)
      XCTAssertNil(app.pendingRequest, name)
      XCTAssertNil(app.pendingLeave, name)
      XCTAssertEqual(issues.recorded.count, reported, "a dry run reports nothing: \(name)")
      XCTAssertFalse(app.wouldApply(request(commands)), name)
      XCTAssertEqual(app.submit(request(commands)), foreseen, name)
      XCTAssertNotEqual(foreseen, .applied, name)
    }
  }

  func testARefresh_decidesAsSubmitWould_forARequestBringingInTheSameScreen() async {
    let decisions: [GuardDecision] = [
      .deny("signed out"), .redirect([.setRoot(AuthRoute.login)], resume: false),
    ]
    for decision in decisions {
      let showing = AppRouter(
        state: NavigationState(root: DashboardRoute.home, path: [SettingsRoute.main]))
      let pushing = AppRouter(root: DashboardRoute.home)
      for app in [showing, pushing] {
        app.addGuard(for: SettingsRoute.self) { _ in decision }
      }
      let refreshed = showing.refreshGuards()
      XCTAssertEqual(
        refreshed, pushing.submit(Request(.push(SettingsRoute.main), from: .app, at: .unknown)))
      if case .redirect = decision {
        XCTAssertEqual(showing.state, pushing.state, "both went where the guard sent them")
      }
    }
  }

  func testARefreshAllGuardsAllow_settlesAnEmptyChange_asSubmitSettlesAnyOther() async {
    let app = AppRouter(state: editing)
    app.addGuard { _ in .allow }
    var events = app.events().makeAsyncIterator()
    XCTAssertEqual(app.refreshGuards(), .applied)
    let event = await events.next()
    XCTAssertEqual(event?.source, .guardRefresh)
    XCTAssertEqual(event?.commands, [])
    XCTAssertEqual(app.lifecycle.phase, .idle)
    XCTAssertEqual(app.state, editing)
  }
}
