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
  /// - Parameter buffer: How many events a subscriber that falls behind keeps (at least 1); the
  ///   oldest go first. 64 by default.
  public func events(buffer: Int = 64) -> NavigationEvents {
    let subscriber = EventBuffer(capacity: buffer, after: eventHub.lastEventIndex)
    let id = eventHub.subscribe(subscriber)
    subscriber.whenFinished { [weak self] in
      Task { @MainActor in self?.eventHub.unsubscribe(id) }
    }
    return NavigationEvents(buffer: subscriber)
  }
}

/// The subscribers to a router's events.
struct EventHub {
  private var subscribers: [Int: EventBuffer] = [:]
  private var taps: [Int: @MainActor (NavigationEvent) -> Void] = [:]
  private var lastSubscriber = 0
  private var lastIndex = 0

  /// The index of the last event sent: a new subscriber's first event follows it.
  var lastEventIndex: Int {
    lastIndex
  }

  /// Whether anybody listens: without, no event is built.
  var isEmpty: Bool {
    subscribers.isEmpty && taps.isEmpty
  }

  mutating func subscribe(_ buffer: EventBuffer) -> Int {
    lastSubscriber += 1
    subscribers[lastSubscriber] = buffer
    return lastSubscriber
  }

  mutating func unsubscribe(_ id: Int) {
    subscribers[id] = nil
  }

  mutating func tap(_ receive: @escaping @MainActor (NavigationEvent) -> Void) -> Int {
    lastSubscriber += 1
    taps[lastSubscriber] = receive
    return lastSubscriber
  }

  mutating func untap(_ id: Int) {
    taps[id] = nil
  }

  /// The next event: numbered, not yet sent.
  mutating func event(
    _ source: NavigationSource, _ commands: Request.Commands, _ outcome: NavigationEvent.Outcome
  ) -> NavigationEvent {
    lastIndex += 1
    return NavigationEvent(index: lastIndex, source: source, requested: commands, outcome: outcome)
  }

  /// Ends every subscription: the router went away.
  func finishAll() {
    for buffer in subscribers.values {
      buffer.finish()
    }
  }

  /// Where events go: the subscribers' buffers and the taps, copied out — the tables, not
  /// arrays of them — so that a tap may subscribe or unsubscribe while it runs.
  var receivers:
    (
      buffers: [Int: EventBuffer],
      taps: [Int: @MainActor (NavigationEvent) -> Void]
    )
  {
    (subscribers, taps)
  }
}

extension AppRouter {
  /// Calls `receive` with every event as it is sent, on the main actor: for a test kit that
  /// records events without awaiting them.
  package func tapEvents(_ receive: @escaping @MainActor (NavigationEvent) -> Void) -> Int {
    eventHub.tap(receive)
  }

  /// Stops a tap.
  package func untapEvents(_ token: Int) {
    eventHub.untap(token)
  }
}
