/// The bounds every link is held to, so that no input — however long or strange — makes
/// the parser work without end.
///
/// A link over any bound is refused with `DeepLinkError.limitExceeded` before any
/// route is built. Within them, the work is linear in the link's length: each segment is read
/// once, and matching visits each trie node at most once, never deeper than the table's
/// longest pattern (at most 32 segments). The printer holds its output to the same bounds,
/// so every URL it prints opens.
public enum DeepLinkLimits {
  /// The longest link, in UTF-8 bytes, scheme, query and fragment included.
  public static let maxLength = 16_384
  /// The most path segments in a link; empty segments are not counted.
  public static let maxSegments = 1_024
  /// The most query items in a link.
  public static let maxQueryItems = 256
  /// The most segments in a pattern.
  package static let maxPatternSegments = 32
}
