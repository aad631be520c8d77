import Foundation
import ModuleRouting
import NavCore

/// Workload 9b: what a router's events cost a push + pop: once asked for and no longer
/// listened to, nothing; with a subscriber, building and delivering two events.
@MainActor
enum EventsWorkload {
  static func make() -> Workload {
    let never = AppRouter(root: BenchRoute.home)
    let unused = AppRouter(root: BenchRoute.home)
    _ = unused.events()
    let stopped = AppRouter(root: BenchRoute.home)
    let lastSeen = subscribeAndStop(stopped)
    let unusedDropped = waitUntilDropped(unused)
    let stoppedDropped = waitUntilDropped(stopped)

    let buffered = AppRouter(root: BenchRoute.home)
    let held = buffered.events(buffer: bufferSize)
    let draining = AppRouter(root: BenchRoute.home)
    let tally = DrainTally()
    drain(draining.events(buffer: bufferSize), into: tally)

    return Workload(
      id: "9b", title: "Push + pop through AppRouter with events",
      notes: [
        "One operation is `navigate(to:)` + `pop()` of a `BenchRoute` through `AppRouter` on a "
          + "lone root stack: on a router whose `events()` were never asked for; on one where "
          + "`events()` was called and the sequence dropped without being iterated; on one "
          + "whose only subscriber iterated, saw event #\(lastSeen.map(String.init) ?? "?") "
          + "and stopped (a `break` out of `for await` in a detached task), which drops it. "
          + "A router removes such a subscriber in a task on the main actor, so before timing "
          + "the main run loop ran until it had: " + dropped(unusedDropped, stoppedDropped)
          + ".",
        "With a subscriber, measured two ways; the timed loop stays synchronous on the main "
          + "actor in both. Draining: a detached task iterates the events on another thread "
          + "as they come, counting those it receives and those its buffer lost "
          + "(`missedBefore`); after the untimed batch, the counts are read once the "
          + "subscriber has caught up. Producer only: the subscriber holds "
          + "its sequence and never iterates, so its buffer of \(bufferSize) events is full "
          + "and every event replaces the oldest: the cost of building and buffering events, "
          + "with no consumer running. Allocations are the main thread's only.",
      ],
      contenders: [
        RouterContenders.router("never", "AppRouter, events never asked for", never),
        RouterContenders.router(
          "unused", "AppRouter, events() asked for and dropped unused", unused),
        RouterContenders.router(
          "stopped", "AppRouter, one subscriber that stopped iterating", stopped),
        producerOnly(buffered, holding: held),
        RouterContenders.router(
          "draining", "AppRouter, one subscriber draining in a background task", draining,
          counters: [
            EventCounter(key: "delivered") { tally.settled().delivered },
            EventCounter(key: "lost") { tally.settled().lost },
          ]),
      ],
      checks: [
        Check(
          label: "events() dropped unused vs never asked for",
          figure: .ratio(subject: "unused", baseline: "never"), goal: .atMost(1.05)),
        Check(
          label: "subscriber stopped vs never asked for",
          figure: .ratio(subject: "stopped", baseline: "never"), goal: .atMost(1.05)),
        Check(
          label: "allocations beyond never asked for, events() dropped unused",
          figure: .extraAllocations(subject: "unused", baseline: "never"), goal: .atMost(0)),
        Check(
          label: "allocations beyond never asked for, subscriber stopped",
          figure: .extraAllocations(subject: "stopped", baseline: "never"), goal: .atMost(0)),
        Check(
          label: "1 subscriber draining vs never asked for",
          figure: .ratio(subject: "draining", baseline: "never"), goal: .none),
        Check(
          label: "1 subscriber, producer only, vs never asked for",
          figure: .ratio(subject: "buffered", baseline: "never"), goal: .atMost(4)),
        Check(
          label: "events delivered per operation, draining",
          figure: .events("draining", counter: "delivered"), goal: .none),
        Check(
          label: "events lost per operation, draining",
          figure: .events("draining", counter: "lost"), goal: .none),
        Check(
          label: "allocations, 1 subscriber draining", figure: .allocations("draining"),
          goal: .none),
        Check(
          label: "allocations, 1 subscriber, producer only", figure: .allocations("buffered"),
          goal: .none),
      ])
  }

  /// The buffer of the subscribers that listen while the workload runs: the default.
  static let bufferSize = 64

  /// Push + pop on `router`, whose subscriber `events` is kept and never iterated.
  private static func producerOnly(_ router: AppRouter, holding events: NavigationEvents)
    -> Contender
  {
    let loop = RouterContenders.router(
      "buffered", "AppRouter, one subscriber not iterating (producer only)", router)
    return Contender(key: loop.key, label: loop.label) { operations in
      loop.run(operations)
      blackHole(events)
    }
  }

  /// Subscribes to `router`'s events from a detached task that stops at the first one, makes
  /// one, and returns the index the subscriber saw, once it has stopped.
  private static func subscribeAndStop(_ router: AppRouter) -> Int? {
    let events = router.events()
    let seen = SharedCount()
    let stopped = SharedCount()
    Task.detached {
      for await event in events {
        seen.add(event.index)
        break
      }
      stopped.add(1)
    }
    router.navigate(to: BenchRoute.details(id: 1))
    router.pop()
    let done = MainActorTurns.run(until: { stopped.value > 0 })
    return done && seen.value > 0 ? seen.value : nil
  }

  /// Iterates `events` in a detached task for as long as the router sends them.
  private static func drain(_ events: NavigationEvents, into tally: DrainTally) {
    Task.detached {
      for await event in events {
        tally.delivered.add(1)
        if event.missedBefore > 0 { tally.lost.add(event.missedBefore) }
      }
    }
  }

  /// Gives the main actor turns, where a router removes a subscriber that went away, until a
  /// push + pop on `router` allocates nothing — no event is built — or for at most a second.
  ///
  /// - Returns: Whether the subscriber went; `nil` where allocations are not counted, after
  ///   50 ms of turns.
  private static func waitUntilDropped(_ router: AppRouter) -> Bool? {
    guard AllocationCounter.isAvailable else {
      MainActorTurns.run(until: { false }, timeout: .milliseconds(50))
      return nil
    }
    // Removed once a push + pop allocates no more than on a router nobody subscribed to.
    let unsubscribed = AppRouter(root: BenchRoute.home)
    let floor = AllocationCounter.count {
      unsubscribed.navigate(to: BenchRoute.home)
      blackHole(unsubscribed.pop())
    }
    return MainActorTurns.run(until: {
      let allocated = AllocationCounter.count {
        router.navigate(to: BenchRoute.home)
        blackHole(router.pop())
      }
      return allocated <= floor
    })
  }

  private static func dropped(_ unused: Bool?, _ stopped: Bool?) -> String {
    func text(_ dropped: Bool?) -> String {
      switch dropped {
      case true?: "removed"
      case false?: "NOT removed after a second"
      case nil: "unknown (allocations not counted here; waited 50 ms)"
      }
    }
    return "the dropped sequence's subscriber " + text(unused) + ", the stopped one "
      + text(stopped)
  }
}

/// What a subscriber draining events on another thread received, and what its buffer lost.
private final class DrainTally: Sendable {
  let delivered = SharedCount()
  let lost = SharedCount()

  /// The counts once the subscriber has caught up: unchanged over 5 ms, or after a second.
  func settled() -> (delivered: Int, lost: Int) {
    var last = (delivered.value, lost.value)
    for _ in 0..<200 {
      Thread.sleep(forTimeInterval: 0.005)
      let now = (delivered.value, lost.value)
      if now == last { break }
      last = now
    }
    return last
  }
}
