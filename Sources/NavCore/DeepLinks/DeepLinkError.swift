/// Why a link could not be opened or printed, or a pattern registered.
///
/// Errors about a link name the segment where it failed, as written, and its ``position``
/// (1 for the first segment of the path); the state a failed link was meant to change is left
/// as it was. Errors compare by value, so a test can write the expected one:
///
/// ```swift
/// XCTAssertThrowsError(try links.route(for: "/dashboard/detials/7")) { error in
///   XCTAssertEqual(error as? DeepLinkError, .noMatch("detials", at: 2))
/// }
/// ```
public struct DeepLinkError: Error, Hashable, Sendable {
  enum Reason: Hashable, Sendable {
    case emptyPath
    case noMatch(segment: String)
    case invalidEncoding(segment: String)
    case missingParameter(name: String, pattern: String)
    case invalidParameter(name: String, value: String, expected: String)
    case rejected(pattern: String, message: String)
    case limitExceeded(what: String, limit: Int)
    case invalidPattern(pattern: String, problem: String)
    case conflict(pattern: String, module: String, other: String, otherModule: String)
    case noPrinter(route: String)
    case unprintable(route: String, problem: String)
  }

  let reason: Reason
  /// The position of the segment the error is about, 1 for the first segment of the link's
  /// path; `nil` when it is about no one segment (a pattern, a printed state, a bound).
  public let position: Int?

  init(_ reason: Reason, at position: Int? = nil) {
    self.reason = reason
    self.position = position
  }

  /// Whether the error is about one of the ``DeepLinkLimits``: the whole link is refused.
  var isLimitExceeded: Bool {
    if case .limitExceeded = reason { return true }
    return false
  }

  /// The same error, placed at `position` unless it already has a place.
  func located(at position: Int) -> Self {
    self.position == nil ? Self(reason, at: position) : self
  }
}

// MARK: Opening a link

extension DeepLinkError {
  /// A link with no path segment.
  public static var emptyPath: Self {
    Self(.emptyPath)
  }

  /// A segment where no pattern matches: the first one no route could be read from.
  ///
  /// - Parameters:
  ///   - segment: The segment, as written in the link.
  ///   - position: Its position in the path, from 1.
  public static func noMatch(_ segment: String, at position: Int) -> Self {
    Self(.noMatch(segment: segment), at: position)
  }

  /// A segment with a `%` not followed by two hexadecimal digits, or whose bytes, decoded, are
  /// not UTF-8.
  public static func invalidEncoding(_ segment: String, at position: Int? = nil) -> Self {
    Self(.invalidEncoding(segment: segment), at: position)
  }

  /// A parameter a route needs that the link does not give.
  ///
  /// - Parameters:
  ///   - name: The parameter's name in the pattern.
  ///   - pattern: The pattern that matched.
  ///   - position: The position of the route's first segment, when known.
  public static func missingParameter(_ name: String, in pattern: String, at position: Int? = nil)
    -> Self
  {
    Self(.missingParameter(name: name, pattern: pattern), at: position)
  }

  /// A parameter whose text is not a value of the type the route reads: `"seven"` for an
  /// `Int`.
  ///
  /// - Parameters:
  ///   - name: The parameter's name.
  ///   - value: Its text, decoded.
  ///   - expected: What it should have been: `"Int"`, `"Bool (true or false)"`.
  ///   - position: The position of the route's first segment, when known.
  public static func invalidParameter(
    _ name: String, value: String, expected: String, at position: Int? = nil
  ) -> Self {
    Self(.invalidParameter(name: name, value: value, expected: expected), at: position)
  }

  /// A route's parse function threw an error of its own.
  public static func rejected(by pattern: String, _ message: String, at position: Int? = nil)
    -> Self
  {
    Self(.rejected(pattern: pattern, message: message), at: position)
  }

  /// A link, or a state to print, over one of the ``DeepLinkLimits``.
  ///
  /// - Parameters:
  ///   - what: The quantity: `"length"`, `"segments"`, `"depth"`, `"query items"`.
  ///   - limit: The bound it went over.
  public static func limitExceeded(_ what: String, limit: Int) -> Self {
    Self(.limitExceeded(what: what, limit: limit))
  }
}

// MARK: Registering

extension DeepLinkError {
  /// A pattern that does not follow the pattern syntax (see ``DeepLinkTable``).
  public static func invalidPattern(_ pattern: String, _ problem: String) -> Self {
    Self(.invalidPattern(pattern: pattern, problem: problem))
  }

  /// Two patterns that match the same links, with the modules that registered them.
  ///
  /// - Parameters:
  ///   - pattern: The pattern being added.
  ///   - module: The module adding it.
  ///   - other: The pattern already registered.
  ///   - otherModule: The module that registered it.
  public static func conflict(
    _ pattern: String, module: String, with other: String, of otherModule: String
  ) -> Self {
    Self(.conflict(pattern: pattern, module: module, other: other, otherModule: otherModule))
  }

  /// Whether no pattern matches the link (``noMatch(_:at:)``) or it has no path at all
  /// (``emptyPath``): the link is none of the table's, rather than one of its links that
  /// cannot be read.
  public var isNoMatch: Bool {
    switch reason {
    case .noMatch, .emptyPath: true
    default: false
    }
  }

  /// For a ``conflict(_:module:with:of:)``, the two patterns and their modules: the one added
  /// last first; `nil` for any other error.
  public var conflict: (pattern: String, module: String, other: String, otherModule: String)? {
    guard case .conflict(let pattern, let module, let other, let otherModule) = reason else {
      return nil
    }
    return (pattern, module, other, otherModule)
  }

}

// MARK: Printing

extension DeepLinkError {
  /// A route whose type has no pattern, or for which every printer of its type returned `nil`.
  public static func noPrinter(for route: AnyRoute) -> Self {
    Self(.noPrinter(route: route.debugDescription))
  }

  /// A route that cannot be written so that the link opens it again: an empty parameter, a
  /// printer that gives values its pattern does not have, or a link another pattern would
  /// read first.
  public static func unprintable(_ route: AnyRoute, _ problem: String) -> Self {
    Self(.unprintable(route: route.debugDescription, problem: problem))
  }

}

extension DeepLinkError: CustomStringConvertible {
  public var description: String {
    let place = position.map { " (segment \($0))" } ?? ""
    switch reason {
    case .emptyPath:
      return "the link has no path"
    case .noMatch(let segment):
      return "no pattern matches at \"\(segment)\"\(place)"
    case .invalidEncoding(let segment):
      return "\"\(segment)\"\(place) is not valid percent-encoded UTF-8"
    case .missingParameter(let name, let pattern):
      return "\(pattern) needs the parameter \(name)\(place)"
    case .invalidParameter(let name, let value, let expected):
      return "parameter \(name) is \"\(value)\", not \(expected)\(place)"
    case .rejected(let pattern, let message):
      return "\(pattern) rejected the link\(place): \(message)"
    case .limitExceeded(let what, let limit):
      return "the link is over the limit of \(limit) \(what)"
    case .invalidPattern(let pattern, let problem):
      return "invalid pattern \(pattern): \(problem)"
    case .conflict(let pattern, let module, let other, let otherModule):
      return "\(pattern) (module \(module)) matches the same links as \(other) (module "
        + "\(otherModule))"
    case .noPrinter(let route):
      return "no pattern prints \(route)"
    case .unprintable(let route, let problem):
      return "cannot print \(route): \(problem)"
    }
  }
}
