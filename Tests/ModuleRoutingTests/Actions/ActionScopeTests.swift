import ModuleRouting
import TestFixtures
import XCTest

/// A model rows show.
private struct Song: Hashable, Sendable {
  var title: String
}

/// Another model, to show that handlers are keyed by type.
private struct Album: Hashable, Sendable {
  var title: String
}

/// Which handler ran, for which model, in order.
@MainActor
private final class Taps {
  var log: [String] = []
}

/// What a tap on a model does, set in a scope and overridable by any child scope.
@MainActor
final class ActionScopeTests: IssueRecordingTestCase {
  private let song = Song(title: "Intro")

  func testPerform_runsTheHandlerForTheModelsType() async {
    let taps = Taps()
    var scope = ActionScope()
    scope.handle(Song.self) { taps.log.append("play \($0.title)") }
    XCTAssertTrue(scope.perform(song))
    XCTAssertEqual(taps.log, ["play Intro"])
    XCTAssertEqual(issues.recorded, [])
  }

  func testNearestHandlerWins() async {
    let taps = Taps()
    var app = ActionScope()
    app.handle(Song.self) { taps.log.append("app \($0.title)") }
    var screen = ActionScope(parent: app)
    screen.handle(Song.self) { taps.log.append("screen \($0.title)") }
    var row = ActionScope(parent: screen)
    row.handle(Song.self) { taps.log.append("row \($0.title)") }
    XCTAssertTrue(row.perform(song))
    XCTAssertTrue(screen.perform(song))
    XCTAssertTrue(app.perform(song))
    XCTAssertEqual(taps.log, ["row Intro", "screen Intro", "app Intro"])
  }

  func testChildWithoutItsOwnHandler_fallsBackToTheParents() async {
    let taps = Taps()
    var app = ActionScope()
    app.handle(Song.self) { taps.log.append("app \($0.title)") }
    for depth in 1...5 {
      var scope = app
      for _ in 0..<depth { scope = ActionScope(parent: scope) }
      XCTAssertTrue(scope.perform(song), "depth \(depth)")
      XCTAssertTrue(scope.handles(Song.self), "depth \(depth)")
    }
    XCTAssertEqual(taps.log, Array(repeating: "app Intro", count: 5))
  }

  func testChildOverridingOneType_fallsBackForAnother() async {
    let taps = Taps()
    var app = ActionScope()
    app.handle(Song.self) { taps.log.append("app song \($0.title)") }
    app.handle(Album.self) { taps.log.append("app album \($0.title)") }
    var child = ActionScope(parent: app)
    child.handle(Album.self) { taps.log.append("child album \($0.title)") }
    child.perform(song)
    child.perform(Album(title: "Debut"))
    XCTAssertEqual(taps.log, ["app song Intro", "child album Debut"])
  }

  func testChild_isASnapshotOfItsParent() async {
    let taps = Taps()
    var app = ActionScope()
    app.handle(Song.self) { taps.log.append("first \($0.title)") }
    let child = ActionScope(parent: app)
    app.handle(Song.self) { taps.log.append("second \($0.title)") }
    app.handle(Album.self) { taps.log.append("album \($0.title)") }
    child.perform(song)
    app.perform(song)
    XCTAssertFalse(child.handles(Album.self))
    XCTAssertFalse(child.perform(Album(title: "Debut")))
    XCTAssertEqual(taps.log, ["first Intro", "second Intro"])
    XCTAssertEqual(issues.recorded, [.refused(.unhandledAction(Album.self))])
  }

  func testOverridingInAChild_leavesTheParentAsItWas() async {
    let taps = Taps()
    var app = ActionScope()
    app.handle(Song.self) { taps.log.append("app \($0.title)") }
    var child = ActionScope(parent: app)
    child.handle(Song.self) { taps.log.append("child \($0.title)") }
    app.perform(song)
    XCTAssertEqual(taps.log, ["app Intro"])
  }

  func testUnhandledModel_isReported_andReturnsFalse() async {
    let scope = ActionScope()
    XCTAssertFalse(scope.handles(Song.self))
    XCTAssertFalse(scope.perform(song))
    XCTAssertFalse(ActionScope(parent: scope).perform(song))
    XCTAssertEqual(
      issues.recorded,
      [.refused(.unhandledAction(Song.self)), .refused(.unhandledAction(Song.self))])
  }

  func testHandlers_areKeyedByTheExactType() async {
    let taps = Taps()
    var scope = ActionScope()
    scope.handle(Song.self) { taps.log.append("song \($0.title)") }
    scope.handle(BaseRoute.self) { taps.log.append("base \($0.id)") }
    XCTAssertFalse(scope.handles(Song?.self))
    XCTAssertFalse(scope.handles(Album.self))
    XCTAssertFalse(scope.perform(Optional(song)))
    XCTAssertFalse(scope.perform(SubRoute(id: 2)), "a subclass is another type")
    XCTAssertTrue(scope.perform(BaseRoute(id: 1)))
    XCTAssertTrue(scope.perform(SubRoute(id: 3) as BaseRoute))
    XCTAssertFalse(scope.perform(AnyRoute(song)), "a type-erased model is another type")
    XCTAssertEqual(taps.log, ["base 1", "base 3"])
    XCTAssertEqual(
      issues.recorded,
      [
        .refused(.unhandledAction(Song?.self)), .refused(.unhandledAction(SubRoute.self)),
        .refused(.unhandledAction(AnyRoute.self)),
      ])
  }

  func testHandleAgain_inTheSameScope_replacesTheHandler() async {
    let taps = Taps()
    var scope = ActionScope()
    scope.handle(Song.self) { taps.log.append("first \($0.title)") }
    scope.handle(Song.self) { taps.log.append("second \($0.title)") }
    scope.perform(song)
    XCTAssertEqual(taps.log, ["second Intro"])
  }
}
