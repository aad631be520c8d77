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
  private var taps: [Int: Tap] = [:]
  /// How many taps take events, and how many take requests.
  private var eventTaps = 0
  private var requestTaps = 0
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

  /// Whether anybody takes events: a subscriber or an event tap. Request taps alone are told
  /// of requests without an event being built.
  var needsEvents: Bool {
    !subscribers.isEmpty || eventTaps > 0
  }

  /// Whether a tap takes requests.
  var needsRequests: Bool {
    requestTaps > 0
  }

  /// What a tap takes: each event, or each request without its record of change.
  enum Tap {
    case events(@MainActor (NavigationEvent) -> Void)
    case requests(@MainActor (ToldRequest, AppRouter) -> Void)
  }

  mutating func subscribe(_ buffer: EventBuffer) -> Int {
    lastSubscriber += 1
    subscribers[lastSubscriber] = buffer
    return lastSubscriber
  }

  mutating func unsubscribe(_ id: Int) {
    subscribers[id] = nil
  }

  mutating func tap(_ tap: Tap) -> Int {
    lastSubscriber += 1
    taps[lastSubscriber] = tap
    switch tap {
    case .events: eventTaps += 1
    case .requests: requestTaps += 1
    }
    return lastSubscriber
  }

  mutating func untap(_ id: Int) {
    switch taps.removeValue(forKey: id) {
    case .events: eventTaps -= 1
    case .requests: requestTaps -= 1
    case nil: break
    }
  }

  /// The next event's number.
  mutating func nextIndex() -> Int {
    lastIndex += 1
    return lastIndex
  }

  /// Ends every subscription: the router went away.
  func finishAll() {
    for buffer in subscribers.values {
      buffer.finish()
    }
  }

  /// Where events go: the subscribers' buffers and the taps, copied out — the tables, not
  /// arrays of them — so that a tap may subscribe or unsubscribe while it runs.
  var receivers: (buffers: [Int: EventBuffer], taps: [Int: Tap]) {
    (subscribers, taps)
  }
}

extension AppRouter {
  /// Calls `receive` with every event as it is sent, on the main actor: for a test kit that
  /// records events without awaiting them.
  package func tapEvents(_ receive: @escaping @MainActor (NavigationEvent) -> Void) -> Int {
    eventHub.tap(.events(receive))
  }

  /// Calls `receive` with every request as its event is sent, and the router, on the main
  /// actor, without building the event: for a recorder that keeps requests, not their record
  /// of change, and holds no router in its tap.
  func tapRequests(_ receive: @escaping @MainActor (ToldRequest, AppRouter) -> Void) -> Int {
    eventHub.tap(.requests(receive))
  }

  /// Stops a tap.
  package func untapEvents(_ token: Int) {
    eventHub.untap(token)
  }
}

/// A request as a request tap is told of it: what its event says, but an applied request
/// without its record of change, which is not built for it.
struct ToldRequest {
  /// What became of a request.
  enum Outcome {
    /// It applied.
    case applied
    /// Anything else, as its event says.
    case other(NavigationEvent.Outcome)
  }

  /// The number its event has.
  let index: Int
  let source: NavigationSource
  let commands: Request.Commands
  let outcome: Outcome
  /// What the user answered a leave guard that held it: confirmed, so it ran again; or
  /// cancelled, so it was dropped. `nil` for a request no leave guard held.
  let leave: LeaveAnswer?

  /// What the user answered a leave guard's question.
  enum LeaveAnswer {
    case confirmed, cancelled
  }
  /// The call that made it.
  let site: CallSite
}
