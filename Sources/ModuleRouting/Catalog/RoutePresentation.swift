/// How a route type's screen is presented when it is presented, as values a host reads: the
/// heights a sheet rests at, and whether the user may swipe it away.
///
/// ```swift
/// try catalog.add(
///   SettingsRoute.self, key: "settings",
///   presentation: RoutePresentation(detents: [.medium, .large], interactiveDismissal: false)
/// ) { route, screen in … }
/// ```
public struct RoutePresentation: Hashable, Sendable {
  /// A height a sheet rests at.
  public enum Detent: Hashable, Sendable {
    /// About half the screen.
    case medium
    /// The whole screen.
    case large
    /// This fraction of the screen's height, from 0 to 1.
    case fraction(Double)
    /// This height, in points.
    case height(Double)
  }

  /// The heights a sheet rests at, the first shown first; empty for the host's default.
  public var detents: [Detent]
  /// Whether the user may dismiss the layer by a gesture (a swipe down, a tap outside).
  public var interactiveDismissal: Bool

  /// Presentation options: the host's default detents and interactive dismissal unless said
  /// otherwise.
  public init(detents: [Detent] = [], interactiveDismissal: Bool = true) {
    self.detents = detents
    self.interactiveDismissal = interactiveDismissal
  }
}
