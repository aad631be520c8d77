/// Why a link could not be opened or printed.
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
  /// The kinds of error a table or an app asks about.
  enum Kind: Hashable, Sendable {
    case noMatch, limitExceeded, other
    case conflict(pattern: String, module: String, other: String, otherModule: String)
    case invalidPattern(pattern: String, problem: String)
  }

  let kind: Kind
  /// The description, up to where the segment's place goes.
  let head: String
  /// The description after the place; `nil` when the description shows no place.
  let tail: String?
  /// The position of the segment the error is about, 1 for the first segment of the link's
  /// path; `nil` when it is about no one segment (a pattern, a printed state, a bound).
  public let position: Int?

  init(_ head: String, _ tail: String? = "", kind: Kind = .other, at position: Int? = nil) {
    self.kind = kind
    self.head = head
    self.tail = tail
    self.position = position
  }

  /// The same error, placed at `position` unless it already has a place.
  func located(at position: Int) -> Self {
    self.position == nil ? Self(head, tail, kind: kind, at: position) : self
  }
}

extension DeepLinkError {
  // MARK: Opening a link

  /// A link with no path segment.
  public static var emptyPath: Self {
    Self("the link has no path", nil, kind: .noMatch)
  }

  /// The first segment, as written, at which no pattern matches, and its position from 1.
  public static func noMatch(_ segment: String, at position: Int) -> Self {
    Self("no pattern matches at \"\(segment)\"", kind: .noMatch, at: position)
  }

  /// A segment with a `%` not followed by two hexadecimal digits, or whose bytes, decoded, are
  /// not UTF-8.
  package static func invalidEncoding(_ segment: String, at position: Int? = nil) -> Self {
    Self("\"\(segment)\"", " is not valid percent-encoded UTF-8", at: position)
  }

  /// A parameter `name` that `pattern`'s route needs and the link does not give.
  package static func missingParameter(_ name: String, in pattern: String, at position: Int? = nil)
    -> Self
  {
    Self("\(pattern) needs the parameter \(name)", at: position)
  }

  /// A parameter whose decoded text is not a value of the type the route reads: `"seven"`
  /// when `expected` is `"Int"`.
  public static func invalidParameter(
    _ name: String, value: String, expected: String, at position: Int? = nil
  ) -> Self {
    Self("parameter \(name) is \"\(value)\", not \(expected)", at: position)
  }

  /// A route's parse function threw an error of its own.
  package static func rejected(by pattern: String, _ message: String, at position: Int? = nil)
    -> Self
  {
    Self("\(pattern) rejected the link", ": \(message)", at: position)
  }

  /// A link whose origin a browser may read otherwise than the app: `text` is the part of the
  /// link at fault (its authority, or the whole link), and `problem` says what a browser would
  /// make of it — user info before an `@`, a backslash it reads as `/`, a character no host or
  /// port holds, a tab or a line break it removes. Refused rather than trusted as the app's.
  package static func ambiguousOrigin(_ text: String, _ problem: String) -> Self {
    Self("\(text.debugDescription) is refused as the link's origin: \(problem)", nil)
  }

  /// A link, or a route to print, over one of the ``DeepLinkLimits``: `what` is `"length"`,
  /// `"segments"` or `"query items"`.
  package static func limitExceeded(_ what: String, limit: Int) -> Self {
    Self("the link is over the limit of \(limit) \(what)", nil, kind: .limitExceeded)
  }

  // MARK: Registering

  /// A pattern that does not follow the pattern syntax (see ``DeepLinkTable``).
  static func invalidPattern(_ pattern: String, _ problem: String) -> Self {
    Self(
      "invalid pattern \(pattern): \(problem)", nil,
      kind: .invalidPattern(pattern: pattern, problem: problem))
  }

  /// A `pattern` being added by `module` that matches the same links as `other`, which
  /// `otherModule` registered.
  static func conflict(
    _ pattern: String, module: String, with other: String, of otherModule: String
  ) -> Self {
    Self(
      "\(pattern) (module \(module)) matches the same links as \(other) (module \(otherModule))",
      nil, kind: .conflict(pattern: pattern, module: module, other: other, otherModule: otherModule)
    )
  }

  /// Whether no pattern matches the link (``noMatch(_:at:)``) or it has no path at all
  /// (``emptyPath``): the link is none of the table's, rather than one of its links that
  /// cannot be read.
  public var isNoMatch: Bool {
    kind == .noMatch
  }

  /// For a ``conflict(_:module:with:of:)``, the two patterns and their modules: the one added
  /// last first; `nil` for any other error.
  var conflict: (pattern: String, module: String, other: String, otherModule: String)? {
    guard case .conflict(let pattern, let module, let other, let otherModule) = kind else {
      return nil
    }
    return (pattern, module, other, otherModule)
  }

  // MARK: Printing

  /// A route whose type has no pattern, or for which every printer of its type returned `nil`.
  package static func noPrinter(for route: AnyRoute) -> Self {
    Self("no pattern prints \(route.debugDescription)", nil)
  }

  /// A route that cannot be written so that the link opens it again: an empty parameter, a
  /// printer that gives values its pattern does not have, or a link another pattern would
  /// read first.
  package static func unprintable(_ route: AnyRoute, _ problem: String) -> Self {
    Self("cannot print \(route.debugDescription): \(problem)", nil)
  }
}

extension DeepLinkError: CustomStringConvertible {
  public var description: String {
    guard let tail else { return head }
    return head + (position.map { " (segment \($0))" } ?? "") + tail
  }
}
