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

  init(buffer: EventBuffer) {
    self.subscription = Subscription(buffer)
  }

  /// An iterator of the subscription's events. Iterators of one sequence share them: each event
  /// goes to one iterator, and each is told how many were lost before it.
  public func makeAsyncIterator() -> Iterator {
    Iterator(subscription: subscription)
  }

  /// Iterates the events, telling of those lost.
  public struct Iterator: AsyncIteratorProtocol {
    let subscription: Subscription

    public mutating func next() async -> NavigationEvent? {
      await next(isolation: nil)
    }

    /// The next event, waited for on `actor`: a subscriber on the main actor stays there.
    public mutating func next(isolation actor: isolated (any Actor)?) async -> NavigationEvent? {
      await subscription.buffer.next(isolation: actor)
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
