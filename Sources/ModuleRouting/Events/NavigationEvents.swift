/// The events of one router, for one subscriber: `for await event in app.events() { … }`.
///
/// Navigation never waits for a subscriber: each has a buffer of a fixed size, and one that
/// falls behind loses the oldest events; the next event it gets says how many in
/// ``NavigationEvent/missedBefore``. A subscriber that stops iterating, or whose task is
/// cancelled, is dropped. The events end when the router goes away, once those buffered are
/// read.
public struct NavigationEvents: AsyncSequence, Sendable {
  public typealias Element = NavigationEvent

  private let subscription: Subscription
  /// The index of the last event sent before the subscription.
  private let startIndex: Int

  init(buffer: EventBuffer, startIndex: Int) {
    self.subscription = Subscription(buffer)
    self.startIndex = startIndex
  }

  public func makeAsyncIterator() -> Iterator {
    Iterator(subscription: subscription, lastIndex: startIndex)
  }

  /// Iterates the events, telling of those lost.
  public struct Iterator: AsyncIteratorProtocol {
    let subscription: Subscription
    private var lastIndex: Int

    init(subscription: Subscription, lastIndex: Int) {
      self.subscription = subscription
      self.lastIndex = lastIndex
    }

    public mutating func next() async -> NavigationEvent? {
      await next(isolation: nil)
    }

    /// The next event, waited for on `actor`: a subscriber on the main actor stays there.
    public mutating func next(isolation actor: isolated (any Actor)?) async -> NavigationEvent? {
      guard var event = await subscription.buffer.next(isolation: actor) else { return nil }
      event.missedBefore = event.index - lastIndex - 1
      lastIndex = event.index
      return event
    }
  }

  /// Ends the subscription when neither the sequence nor an iterator of it is left.
  final class Subscription: Sendable {
    let buffer: EventBuffer

    init(_ buffer: EventBuffer) {
      self.buffer = buffer
    }

    deinit {
      buffer.finish()
    }
  }
}
