import ModuleRouting
import TestFixtures
import XCTest

/// Subscribers to a router's events: each gets every event, one that stops is dropped, one that
/// falls behind learns how many it lost, and with none nothing is built.
@MainActor
final class EventSubscriberTests: IssueRecordingTestCase {
  private func details(_ id: Int) -> NavigationCommand {
    .push(DashboardRoute.details(id: id))
  }

  /// Lets the tasks the router scheduled on the main actor run.
  private func settle() async {
    for _ in 0..<100 { await Task.yield() }
  }

  func testSeveralSubscribers_eachGetEveryEvent() async {
    for count in 1...4 {
      let app = AppRouter(root: DashboardRoute.home)
      let subscriptions = (0..<count).map { _ in app.events() }
      app.perform(details(1))
      app.pop(count: 5)
      app.perform([details(2), details(3)])
      for events in subscriptions {
        var iterator = events.makeAsyncIterator()
        var seen: [[NavigationCommand]] = []
        var indices: [Int] = []
        for _ in 0..<3 {
          guard let event = await iterator.next() else { break }
          seen.append(event.commands)
          indices.append(event.index)
        }
        XCTAssertEqual(seen, [[details(1)], [.pop(count: 5)], [details(2), details(3)]])
        XCTAssertEqual(indices, [1, 2, 3])
      }
    }
  }

  func testASubscriberOnTheMainActor_waitsThere() async {
    let app = AppRouter(root: DashboardRoute.home)
    var iterator = app.events().makeAsyncIterator()
    app.perform(details(1))
    let event = await iterator.next(isolation: MainActor.shared)
    MainActor.assertIsolated()
    XCTAssertEqual(event?.commands, [details(1)])
  }

  func testSubscriberThatStopsIterating_isDropped_andNavigationKeepsWorking() async {
    let app = AppRouter(root: DashboardRoute.home)
    do {
      let events = app.events()
      var iterator = events.makeAsyncIterator()
      app.perform(details(1))
      let first = await iterator.next()
      XCTAssertEqual(first?.index, 1)
    }
    await settle()
    XCTAssertEqual(app.perform(details(2)), .applied)
    let later = app.events()
    var iterator = later.makeAsyncIterator()
    XCTAssertEqual(app.perform(details(3)), .applied)
    let event = await iterator.next()
    XCTAssertEqual(event?.commands, [details(3)])
    XCTAssertEqual(event?.index, 2, "nothing was built for the dropped subscriber")
    XCTAssertEqual(app.path, RoutePath([1, 2, 3].map { DashboardRoute.details(id: $0) }))
  }

  func testSubscriberThatBreaksOutOfForAwait_isDropped() async {
    let app = AppRouter(root: DashboardRoute.home)
    let stopping = Task { @MainActor [events = app.events()] in
      var count = 0
      for await _ in events {
        count += 1
        break
      }
      return count
    }
    let listening = app.events()
    var iterator = listening.makeAsyncIterator()
    app.perform(details(1))
    let stopped = await stopping.value
    XCTAssertEqual(stopped, 1)
    await settle()
    for id in 2...5 {
      XCTAssertEqual(app.perform(details(id)), .applied)
    }
    var indices: [Int] = []
    for _ in 1...5 {
      if let event = await iterator.next() { indices.append(event.index) }
    }
    XCTAssertEqual(indices, [1, 2, 3, 4, 5], "the subscriber still listening gets every event")
    XCTAssertEqual(app.path, RoutePath((1...5).map { DashboardRoute.details(id: $0) }))
  }

  func testSlowSubscriber_losesTheOldest_andIsToldHowMany() async {
    for buffer in 1...4 {
      for extra in 0...6 {
        let app = AppRouter(root: DashboardRoute.home)
        let events = app.events(buffer: buffer)
        var iterator = events.makeAsyncIterator()
        app.perform(details(0))
        let first = await iterator.next()
        XCTAssertEqual(first?.index, 1)
        XCTAssertEqual(first?.missedBefore, 0)
        for id in 1...(buffer + extra) {
          app.perform(details(id))
        }
        let next = await iterator.next()
        let label = "buffer \(buffer), \(extra) too many"
        XCTAssertEqual(next?.index, 2 + extra, label)
        XCTAssertEqual(next?.missedBefore, extra, label)
        XCTAssertEqual(next?.commands, [details(1 + extra)], label)
        var rest: [Int] = []
        for _ in 1..<buffer {
          if let event = await iterator.next() {
            XCTAssertEqual(event.missedBefore, 0, label)
            rest.append(event.index)
          }
        }
        XCTAssertEqual(rest, Array((3 + extra)..<(2 + extra + buffer)), label)
      }
    }
  }

  func testSlowSubscriber_thatHasReadNothingYet_isToldHowManyItLost() async {
    let app = AppRouter(root: DashboardRoute.home)
    let events = app.events(buffer: 2)
    var iterator = events.makeAsyncIterator()
    for id in 1...5 {
      app.perform(details(id))
    }
    let first = await iterator.next()
    XCTAssertEqual(first?.index, 4)
    XCTAssertEqual(first?.commands, [details(4)])
    XCTAssertEqual(first?.missedBefore, 3, "events 1 to 3 were lost")
    let second = await iterator.next()
    XCTAssertEqual(second?.index, 5)
    XCTAssertEqual(second?.missedBefore, 0)
  }

  func testWithNoSubscriber_noEventIsBuilt() async {
    let app = AppRouter(root: DashboardRoute.home)
    app.addGuard { _ in .allow }
    app.perform(details(1))
    app.pop(count: 9)
    app.perform([details(2), details(3)])
    let events = app.events()
    var iterator = events.makeAsyncIterator()
    app.perform(details(4))
    let event = await iterator.next()
    XCTAssertEqual(event?.commands, [details(4)], "no earlier operation reaches a later subscriber")
    XCTAssertEqual(event?.index, 1, "no event was built before anybody listened")
  }

  func testASubscriberMadeLater_getsOnlyLaterEvents() async {
    let app = AppRouter(root: DashboardRoute.home)
    let early = app.events()
    var earlyIterator = early.makeAsyncIterator()
    app.perform(details(1))
    let late = app.events()
    var lateIterator = late.makeAsyncIterator()
    app.perform(details(2))
    let earlyFirst = await earlyIterator.next()
    let lateFirst = await lateIterator.next()
    XCTAssertEqual(earlyFirst?.commands, [details(1)])
    XCTAssertEqual(lateFirst?.commands, [details(2)])
    XCTAssertEqual(lateFirst?.index, 2)
  }

  func testASubscriberWhoseTaskIsCancelled_getsNil_andIsDropped() async {
    let app = AppRouter(root: DashboardRoute.home)
    let events = app.events()
    let waiting = Task { @MainActor in
      var iterator = events.makeAsyncIterator()
      return await iterator.next()
    }
    await settle()
    waiting.cancel()
    let received = await waiting.value
    XCTAssertNil(received?.index, "a cancelled subscriber gets no event")
    await settle()
    app.perform(details(1))
    let later = app.events()
    var iterator = later.makeAsyncIterator()
    app.perform(details(2))
    let event = await iterator.next()
    XCTAssertEqual(event?.index, 1, "no event was built for the cancelled subscriber")
  }

  func testASubscriberWaiting_whenTheRouterGoesAway_getsNil() async {
    var app: AppRouter? = AppRouter(root: DashboardRoute.home)
    guard let events = app?.events() else { return XCTFail("no router") }
    let waiting = Task { @MainActor in
      var iterator = events.makeAsyncIterator()
      return await iterator.next()
    }
    await settle()
    app = nil
    let received = await waiting.value
    XCTAssertNil(received?.index, "the events end with their router")
  }

  func testEventsKept_whenTheRouterGoesAway_areStillRead() async {
    var app: AppRouter? = AppRouter(root: DashboardRoute.home)
    guard let events = app?.events() else { return XCTFail("no router") }
    app?.perform(details(1))
    app = nil
    var iterator = events.makeAsyncIterator()
    let first = await iterator.next()
    let second = await iterator.next()
    XCTAssertEqual(first?.commands, [details(1)])
    XCTAssertNil(second?.index)
  }

  func testTwoIteratorsWaiting_getTheNextEventsInTurn() async {
    let app = AppRouter(root: DashboardRoute.home)
    let events = app.events()
    let first = Task { @MainActor in
      var iterator = events.makeAsyncIterator()
      return await iterator.next()?.index
    }
    await settle()
    let second = Task { @MainActor in
      var iterator = events.makeAsyncIterator()
      return await iterator.next()?.index
    }
    await settle()
    app.perform(details(1))
    app.perform(details(2))
    let firstIndex = await first.value
    let secondIndex = await second.value
    XCTAssertEqual(firstIndex, 1)
    XCTAssertEqual(secondIndex, 2)
  }

  func testABufferThatWrapped_andWasReadEmpty_keepsOrder() async {
    let app = AppRouter(root: DashboardRoute.home)
    let events = app.events(buffer: 3)
    var iterator = events.makeAsyncIterator()
    var indices: [Int] = []
    for round in 0..<4 {
      for id in 0..<(2 + round) {
        app.perform(details(id))
      }
      for _ in 0..<min(3, 2 + round) {
        if let event = await iterator.next() { indices.append(event.index) }
      }
    }
    XCTAssertEqual(indices, [1, 2, 3, 4, 5, 7, 8, 9, 12, 13, 14])
  }

  /// Two loops over one sequence share its events: the second is told of no loss that did not
  /// happen.
  func testTwoLoopsOverOneSequence_shareItsEvents_andLoseNone() async {
    let app = AppRouter(root: DashboardRoute.home)
    let events = app.events()
    app.perform(details(1))
    app.perform(details(2))
    var seen: [(index: Int, missed: Int)] = []
    for _ in 0..<2 {
      for await event in events {
        seen.append((event.index, event.missedBefore))
        break
      }
    }
    XCTAssertEqual(seen.map(\.index), [1, 2])
    XCTAssertEqual(seen.map(\.missed), [0, 0])
  }

  /// A buffer asked for as large as can be keeps room for a few events, not for all of them.
  func testAHugeBuffer_isGrownAsEventsCome() async {
    let app = AppRouter(root: DashboardRoute.home)
    var iterator = app.events(buffer: .max).makeAsyncIterator()
    app.perform(details(1))
    let event = await iterator.next()
    XCTAssertEqual(event?.index, 1)
  }

  /// A subscriber that went is dropped at the next event: none is built for it after.
  func testASubscriberThatWent_isDroppedAtTheNextEvent() async {
    let app = AppRouter(root: DashboardRoute.home)
    do {
      _ = app.events()
    }
    app.perform(details(1))
    app.perform(details(2))
    var iterator = app.events().makeAsyncIterator()
    app.perform(details(3))
    let event = await iterator.next()
    XCTAssertEqual(event?.index, 2, "one event was built before the router knew it went")
  }
}
