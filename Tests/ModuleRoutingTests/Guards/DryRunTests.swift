import ModuleRouting
import TestFixtures
import XCTest

/// Asking the router, as a dry run, whether commands would apply — what a host asks before it
/// lets a swipe back or a swipe down start: the tree's rules and the guards answer, and
/// nothing changes, nobody is told, nothing is reported.
@MainActor
final class DryRunTests: IssueRecordingTestCase {
  private let editing = NavigationState(
    root: DashboardRoute.home, path: [DashboardRoute.details(id: 1)],
    presented: PresentedLayer(.sheet, state: NavigationState(root: SheetRoute.edit(id: 1))))

  func testADryRun_answersAsTheRequestWould_andChangesNothing() async {
    let app = AppRouter(state: editing)
    let root = ChangeCounter { _ = app.path(at: .root) }
    let sheet = ChangeCounter { _ = app.presented(at: .root) }
    var events = app.events().makeAsyncIterator()

    XCTAssertTrue(app.allows([.at(.root, [.pop(count: 1)])]))
    XCTAssertTrue(app.allows([.at(.root, [.dismiss])]))
    XCTAssertFalse(app.allows([.at(.root, [.pop(count: 2)])]), "the tree refuses it")
    XCTAssertFalse(app.allows([.at(.presented, [.pop(count: 1)])]), "the sheet's root")

    XCTAssertEqual(app.state, editing)
    XCTAssertEqual(root.count, 0)
    XCTAssertEqual(sheet.count, 0)
    XCTAssertEqual(issues.recorded, [])
    app.perform(.push(DashboardRoute.details(id: 2)))
    let first = await events.next()
    XCTAssertEqual(first?.index, 1, "no event was sent for the dry runs")
  }

  func testAGuardThatWouldObject_makesTheDryRunSayNo_andHoldsNothing() async {
    let app = AppRouter(state: editing)
    var asked: [NavigationSource] = []
    app.addLeaveGuard(for: SheetRoute.self) { request in
      asked.append(request.source)
      return .confirm("Discard the edit?")
    }
    app.addGuard(for: SettingsRoute.self) { _ in .deny("signed out") }

    XCTAssertFalse(app.allows([.at(.root, [.dismiss])]), "the leave guard would ask")
    XCTAssertTrue(app.allows([.at(.root, [.pop(count: 1)])]), "the sheet stays: nothing asks")
    XCTAssertFalse(app.allows([.push(SettingsRoute.privacy)]), "a route guard would deny")

    XCTAssertEqual(asked, [.binding], "asked as a binding's write would be, once")
    XCTAssertNil(app.pendingLeave, "a dry run holds nothing")
    XCTAssertEqual(app.state, editing)
    XCTAssertEqual(issues.recorded, [])
  }

  func testADryRunWhileTheRouterIsBusy_saysNo() async {
    let app = AppRouter(state: editing)
    var answered: Bool?
    app.addGuard { [weak app] _ in
      if answered == nil { answered = app?.allows([.at(.root, [.dismiss])]) }
      return .allow
    }
    XCTAssertEqual(app.perform(.push(DashboardRoute.details(id: 2))), .applied)
    XCTAssertEqual(answered, false, "asked from inside a guard")
    XCTAssertTrue(app.allows([.at(.root, [.dismiss])]), "and the router is idle again")
  }

  func testAGuardThatWouldRedirect_andKeepTheRequest_makesTheDryRunSayNo_andKeepsNothing()
    async
  {
    let app = AppRouter(state: editing)
    app.addGuard(for: SettingsRoute.self) { _ in
      .redirect([.present(AuthRoute.login, style: .fullScreenCover)], resume: true)
    }
    XCTAssertFalse(app.allows([.push(SettingsRoute.privacy)]))
    XCTAssertNil(app.pendingRequest, "a dry run keeps no request to resume")
    XCTAssertEqual(app.state, editing)
    XCTAssertEqual(issues.recorded, [])
  }

  /// A dry run that would move the focus (a present) leaves the next real request acting on
  /// the stack the user sees.
  func testADryRunThatWouldMoveTheFocus_leavesTheNextRequestWhereItWas() async {
    let app = AppRouter(root: DashboardRoute.home)
    XCTAssertTrue(app.allows([.present(SheetRoute.add, style: .sheet)]))
    XCTAssertEqual(app.perform(.push(DashboardRoute.details(id: 1))), .applied)
    XCTAssertEqual(
      app.state, NavigationState(root: DashboardRoute.home, path: [DashboardRoute.details(id: 1)]))
  }
}
