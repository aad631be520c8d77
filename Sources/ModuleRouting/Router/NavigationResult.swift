import NavCore

/// What became of a navigation request: applied, or refused with the reason.
///
/// Navigation calls return it as a `@discardableResult`, so a caller that cares can check,
/// and a test can compare it with a literal:
///
/// ```swift
/// XCTAssertEqual(app.pop(count: 5), .refused(.popPastRoot(requested: 5, available: 1)))
/// ```
// Indirect, so that `.applied`, what almost every request returns, is a word its caller drops
// without going through the refusal's value witnesses (a refusal's cases carry routes;
// Benchmarks/RESULTS.md).
public indirect enum NavigationResult: Hashable, Sendable {
  /// Every command applied.
  case applied
  /// Nothing applied, for this reason (a guard's denial among them).
  case refused(NavigationRefusal)
  /// A guard redirected the request, and these commands applied instead.
  case redirected(to: [NavigationCommand])
  /// A leave guard holds the request until the user confirms; the question it asks.
  case held(String)

  /// Whether the request applied.
  public var isApplied: Bool {
    self == .applied
  }

  /// The reason the request was refused, or `nil` if it applied.
  public var refusal: NavigationRefusal? {
    if case .refused(let refusal) = self { refusal } else { nil }
  }
}

extension NavigationResult: CustomStringConvertible {
  public var description: String {
    switch self {
    case .applied: "applied"
    case .refused(let refusal): "refused: \(refusal)"
    case .redirected(let commands):
      "redirected to [" + commands.map(\.description).joined(separator: ", ") + "]"
    case .held(let message): "held: \(message)"
    }
  }
}
