/// The global route guards in the order added, as a chain of constant links that the guard
/// book asks in turn (``GuardBook/ask(_:confirmation:)``).
///
/// A speed trick, for the rail of workload 9a: a push + pop with one global guard that allows
/// at most 1.5× one with no guard. An array of guards would read more plainly, but a guard read
/// out of an array is a copy, its context retained for the call and released after: two
/// atomic writes on every request the guard judges. A guard in a constant of a link that is
/// borrowed is called in place. And the chain is walked by calls, each link borrowed from the
/// one before, not by a loop, whose variable would own, and so retain, each link in turn.
/// With the array, the rail was missed: 1.53× (three runs of 1.51×–1.54×), 5,982 instructions;
/// with the chain, 1.40× (1.39×–1.42×), 5,923 instructions (Benchmarks/RESULTS.md, "Issue 31:
/// the global guard's rail").
///
/// The book that holds the chain never changes, and the router holds the book for the whole
/// walk: every link lives as long as the walk does.
final class GuardChain: Sendable {
  /// The guard asked at this link.
  private let entry: GuardBook.RouteEntry
  /// The guards asked after it, if any.
  private let next: GuardChain?

  private init(_ entry: GuardBook.RouteEntry, next: GuardChain?) {
    self.entry = entry
    self.next = next
  }

  /// The chain asking `entries` in order; `nil` when there is none.
  static func asking(_ entries: [GuardBook.RouteEntry]) -> GuardChain? {
    entries.reversed().reduce(nil) { next, entry in GuardChain(entry, next: next) }
  }

  /// What the guards say of `request`: the objection of the first that does not allow it, or
  /// `nil` when all do. One call deep a global guard: an app has a few.
  @MainActor
  func ask(_ request: NavigationRequest) -> Objection? {
    let decision = entry.decide(request)
    guard case .allow = decision else { return entry.objection(decision, to: request) }
    return next?.ask(request)
  }
}
