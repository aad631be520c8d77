import Foundation

/// One subscriber's events not yet read: the router appends on the main actor, the subscriber
/// takes them on whatever task iterates. Iterators of one sequence share it: each event goes to
/// one of them, and each is told how many were lost before it.
///
/// Speed: this replaces an `AsyncStream` whose `yield` cost about 4,800 instructions an event
/// here (generic-metadata lookups in the standard library's unspecialized buffer), which kept a
/// producer-only subscriber at 6.9× a push + pop without one, over issue 18's 4× target. This
/// buffer costs a lock and a store.
///
/// Safe to share, though `@unchecked`: `lock` and `capacity` are `let`s; every stored `var` is
/// read and written only while `lock` is held (each method takes it first and releases it on
/// every path); and each continuation is resumed exactly once, after the lock is released —
/// either at once in `next`, or by whichever of `send` and `finish` takes it out of `waiting`
/// under the lock, so no two can take the same one.
final class EventBuffer: @unchecked Sendable {
  private let lock = NSLock()
  /// A ring of at most `capacity` events, the oldest unread at `head`, `count` unread. It
  /// grows to `capacity` before it wraps, and is emptied whenever all is read: events read
  /// are not kept. (Slots are not optionals: an optional's copy here went through a generic
  /// witness, a third of `send`.)
  private var slots: [NavigationEvent] = []
  private var head = 0
  private var count = 0
  private let capacity: Int
  /// The subscribers suspended in `next`, first come first served.
  private var waiting: [CheckedContinuation<NavigationEvent?, Never>] = []
  private var finished = false
  /// Called once, when the buffer finishes: the router drops it.
  private var finishAction: (@Sendable () -> Void)?
  /// The index of the last event handed out, for ``NavigationEvent/missedBefore``.
  private var lastIndex: Int

  /// A buffer keeping at most `capacity` events (at least 1), after the event `lastIndex`.
  init(capacity: Int, after lastIndex: Int) {
    self.capacity = max(1, capacity)
    self.lastIndex = lastIndex
    // Room for a few events: the ring grows as they come, up to `capacity`.
    slots.reserveCapacity(min(self.capacity, 16))
  }

  /// `event` as handed out: with how many were lost before it. Called with `lock` held.
  private func handedOut(_ event: NavigationEvent) -> NavigationEvent {
    var event = event
    event.missedBefore = event.index - lastIndex - 1
    lastIndex = event.index
    return event
  }

  /// Keeps `event` for the subscriber, or hands it to one waiting; when the buffer is full, the
  /// oldest goes. Returns `false` once the buffer has finished.
  @discardableResult
  func send(_ event: NavigationEvent) -> Bool {
    lock.lock()
    if finished {
      lock.unlock()
      return false
    }
    if !waiting.isEmpty {
      let subscriber = waiting.removeFirst()
      let event = handedOut(event)
      lock.unlock()
      subscriber.resume(returning: event)
      return true
    }
    if count == capacity {
      slots[head] = event
      head = (head + 1) % capacity
    } else {
      let end = head + count
      if end < slots.count {
        slots[end] = event
      } else if slots.count < capacity {
        slots.append(event)
      } else {
        slots[end - capacity] = event
      }
      count += 1
    }
    lock.unlock()
    return true
  }

  /// The oldest event kept, waiting for one if there is none; once the buffer has finished —
  /// the router went away, or a waiting task was cancelled — the events still kept, then
  /// `nil`.
  func next(isolation actor: isolated (any Actor)?) async -> NavigationEvent? {
    await withTaskCancellationHandler {
      await withCheckedContinuation(isolation: actor) { subscriber in
        lock.lock()
        if count > 0 {
          let event = handedOut(slots[head])
          head = (head + 1) % slots.count
          count -= 1
          if count == 0 {
            slots.removeAll(keepingCapacity: true)
            head = 0
          }
          lock.unlock()
          subscriber.resume(returning: event)
        } else if finished || Task.isCancelled {
          lock.unlock()
          subscriber.resume(returning: nil)
        } else {
          waiting.append(subscriber)
          lock.unlock()
        }
      }
    } onCancel: {
      finish()
    }
  }

  /// Calls `action` once the buffer finishes, at once if it has.
  func whenFinished(_ action: @escaping @Sendable () -> Void) {
    lock.lock()
    guard !finished else {
      lock.unlock()
      return action()
    }
    finishAction = action
    lock.unlock()
  }

  /// Ends the subscription: a waiting subscriber gets `nil`, events kept are still read, new
  /// ones are not kept.
  func finish() {
    lock.lock()
    guard !finished else { return lock.unlock() }
    finished = true
    let subscribers = waiting
    waiting = []
    let action = finishAction
    finishAction = nil
    lock.unlock()
    for subscriber in subscribers {
      subscriber.resume(returning: nil)
    }
    action?()
  }
}
