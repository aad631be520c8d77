import ModuleRouting
import TestFixtures
import XCTest

struct Viewer: Hashable, Sendable {
  var id: Int
  var name: String
  var isFav: Bool
}
enum FeedRoute: Hashable, Sendable {
  case home
  case viewerDetails(Viewer)
  case viewerDetailsFav(Viewer)
}
enum ProfileRoute: Hashable, Sendable { case main }
enum EditorRoute: Hashable, Sendable { case edit(id: Int) }
@MainActor final class Session { var signedIn = false }

/// The guards issue's public face, line by line, with what each line must do.
@MainActor
final class GuardPublicFaceTests: IssueRecordingTestCase {
  func testAuthWall_redirectsToLogin_andResumesAfterIt() async {
    let app = AppRouter(root: FeedRoute.home)
    let session = Session()
    let wall = app.addGuard(for: ProfileRoute.self) { request in
      session.signedIn
        ? .allow : .redirect([.present(AuthRoute.login, style: .fullScreenCover)], resume: true)
    }
    XCTAssertEqual(
      app.navigate(to: ProfileRoute.main),
      .redirected(to: [.present(AuthRoute.login, style: .fullScreenCover)]))
    XCTAssertEqual(app.state.topLayer?.route, AnyRoute(AuthRoute.login))
    XCTAssertEqual(app.state.path, [], "ProfileRoute.main was not pushed")
    XCTAssertEqual(app.pendingRequest?.commands, [.push(ProfileRoute.main)])

    session.signedIn = true
    app.dismiss()
    XCTAssertEqual(app.resumePendingRequest(), .applied)
    XCTAssertEqual(app.state, NavigationState(root: FeedRoute.home, path: [ProfileRoute.main]))
    XCTAssertNil(app.pendingRequest)
    XCTAssertTrue(app.removeGuard(wall))
    XCTAssertFalse(app.removeGuard(wall))
  }

  func testSeed001Rule_deniesANonFavourite_onTheRoutesValue() async {
    let app = AppRouter(root: FeedRoute.home)
    app.addGuard(for: FeedRoute.self) { request in
      if case .viewerDetailsFav(let viewer)? = request.entering(FeedRoute.self).last, !viewer.isFav
      {
        return .deny("\(viewer.name) is not a favourite")
      }
      return .allow
    }
    let risitas = Viewer(id: 1, name: "Risitas", isFav: false)
    let bob = Viewer(id: 2, name: "Bob", isFav: true)
    XCTAssertEqual(
      app.navigate(to: FeedRoute.viewerDetailsFav(risitas)),
      .refused(.denied("Risitas is not a favourite")))
    XCTAssertEqual(app.navigate(to: FeedRoute.viewerDetailsFav(bob)), .applied)
    XCTAssertEqual(app.navigate(to: FeedRoute.viewerDetails(risitas)), .applied)
    XCTAssertEqual(
      app.path, [FeedRoute.viewerDetailsFav(bob), FeedRoute.viewerDetails(risitas)])
    XCTAssertEqual(issues.recorded, [.refused(.denied("Risitas is not a favourite"))])
  }

  func testLeaveGuard_holdsASwipeBack_untilConfirmed() async {
    let app = AppRouter(root: FeedRoute.home)
    app.navigate(to: EditorRoute.edit(id: 1))
    app.addLeaveGuard(for: EditorRoute.self) { _ in .confirm("Discard your changes?") }
    XCTAssertEqual(app.setPath([], at: .root), .held("Discard your changes?"))
    XCTAssertEqual(app.path, [EditorRoute.edit(id: 1)], "held: state unchanged")
    XCTAssertEqual(app.pendingLeave?.message, "Discard your changes?")
    XCTAssertEqual(app.confirmLeave(), .applied)
    XCTAssertEqual(app.path, [])
    XCTAssertNil(app.pendingLeave)
  }

  func testLeaveGuard_cancelled_keepsTheScreen() async {
    let app = AppRouter(root: FeedRoute.home)
    app.navigate(to: EditorRoute.edit(id: 1))
    app.addLeaveGuard(for: EditorRoute.self) { _ in .confirm("Discard your changes?") }
    XCTAssertEqual(app.back(), .held("Discard your changes?"))
    app.cancelLeave()
    XCTAssertNil(app.pendingLeave)
    XCTAssertEqual(app.path, [EditorRoute.edit(id: 1)])
    XCTAssertEqual(app.confirmLeave(), .refused(.nothingPending))
  }

  func testPolicy_singleTop_aDoubleTapPushesOneScreen() async {
    let app = AppRouter(root: FeedRoute.home)
    app.navigate(to: ProfileRoute.main, policy: .singleTop)
    app.navigate(to: ProfileRoute.main, policy: .singleTop)
    XCTAssertEqual(app.path, [ProfileRoute.main])
  }

  func testEvents_reportEveryChangeWithItsSource() async {
    let app = AppRouter(root: FeedRoute.home)
    let events = app.events()
    var iterator = events.makeAsyncIterator()
    app.navigate(to: ProfileRoute.main)
    app.pop(count: 3)
    let first = await iterator.next()
    let second = await iterator.next()
    XCTAssertEqual(first?.index, 1)
    XCTAssertEqual(first?.source, .app)
    XCTAssertEqual(first?.commands, [.push(ProfileRoute.main)])
    guard case .applied(let change)? = first?.outcome else { return XCTFail("applied") }
    XCTAssertEqual(
      change.edits, [.path(.root, kept: 0, removed: [], added: [AnyRoute(ProfileRoute.main)])])
    guard case .refused(let refusal)? = second?.outcome else { return XCTFail("refused") }
    XCTAssertEqual(refusal, .popPastRoot(requested: 3, available: 1))
  }
}
