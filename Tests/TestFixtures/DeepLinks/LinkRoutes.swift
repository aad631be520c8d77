#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// How search results are sorted: an enum read from a link by its `String` raw value.
public enum SortOrder: String, Hashable, Sendable, CaseIterable {
  case newest
  case oldest
  case popular
}

/// A task's priority: an enum read from a link by its `Int` raw value.
public enum Priority: Int, Hashable, Sendable, CaseIterable {
  case low = 1
  case normal = 5
  case high = 9
}

/// The routes of the fixtures' articles module: one for every kind of parameter a pattern
/// reads.
public enum ArticleRoute: Hashable, Sendable {
  /// `/articles/:slug` and `/articles/:slug/page/:page`: a `String`, and an optional `Int`.
  case article(slug: String, page: Int?)
  /// `/search?sort&page` and `/search/:term?sort&page`: an optional segment, and query items.
  case search(term: String?, sort: SortOrder?, page: Int?)
  /// `/files/*path`: a catch-all.
  case file(path: String)
  /// `/authors/:id/:following`: a `UUID` and a `Bool`.
  case author(id: UUID, following: Bool)
  /// `/tasks/:priority`: an enum by its `Int` raw value.
  case task(priority: Priority)
}

/// A second kind of tab, for tab bars inside tabs and layers.
public enum LinkTab: Hashable, Sendable, CaseIterable {
  case first
  case second
  case third
}
