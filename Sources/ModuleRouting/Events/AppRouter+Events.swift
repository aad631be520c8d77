import NavCore

extension AppRouter {
  /// The router's events, from now on: one per public operation — applied, refused, denied,
  /// redirected or held — with its source and commands.
  ///
  /// ```swift
  /// for await event in app.events() { analytics.log(event) }
  /// ```
  ///
  /// Several subscribers each get every event. With none, events cost nothing.
  ///
  /// - Parameter buffer: How many events a subscriber that falls behind keeps; the oldest go
  ///   first. 64 by default.
  public func events(buffer: Int = 64) -> NavigationEvents {
    let (stream, continuation) = AsyncStream<NavigationEvent>.makeStream(
      bufferingPolicy: .bufferingNewest(max(1, buffer)))
    let id = eventHub.subscribe(continuation)
    continuation.onTermination = { [weak self] _ in
      Task { @MainActor in self?.eventHub.unsubscribe(id) }
    }
    return NavigationEvents(
      stream: stream, subscription: NavigationEvents.Subscription(continuation))
  }
}

/// The subscribers to a router's events.
struct EventHub {
  private var subscribers: [Int: AsyncStream<NavigationEvent>.Continuation] = [:]
  private var lastSubscriber = 0
  private var lastIndex = 0

  /// Whether anybody listens: without, no event is built.
  var isEmpty: Bool {
    subscribers.isEmpty
  }

  mutating func subscribe(_ continuation: AsyncStream<NavigationEvent>.Continuation) -> Int {
    lastSubscriber += 1
    subscribers[lastSubscriber] = continuation
    return lastSubscriber
  }

  mutating func unsubscribe(_ id: Int) {
    subscribers[id] = nil
  }

  /// Sends an event to every subscriber.
  mutating func send(
    _ source: NavigationSource, _ commands: [NavigationCommand], _ outcome: NavigationEvent.Outcome
  ) {
    lastIndex += 1
    let event = NavigationEvent(
      index: lastIndex, source: source, commands: commands, outcome: outcome)
    for continuation in subscribers.values {
      continuation.yield(event)
    }
  }
}
