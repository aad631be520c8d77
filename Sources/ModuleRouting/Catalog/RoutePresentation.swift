/// How a route type's screen is presented when it is presented, as values a host reads: the
/// heights a sheet rests at, its drag indicator, whether the user may swipe it away, and what a
/// popover becomes where the width is compact.
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

  /// What a popover becomes where the width is compact (an iPhone, a narrow window).
  public enum CompactAdaptation: Hashable, Sendable {
    /// The host's default: a sheet, on iOS.
    case automatic
    /// It stays a popover.
    case popover
    /// A sheet.
    case sheet
    /// A full-screen cover.
    case fullScreenCover
  }

  /// The heights a sheet rests at, the first shown first; empty for the host's default.
  public var detents: [Detent]
  /// Whether a sheet shows its drag indicator; `nil` for the host's default, which shows it
  /// when the sheet has more than one detent.
  public var showsDragIndicator: Bool?
  /// Whether the user may dismiss the layer by a gesture (a swipe down, a tap outside).
  public var interactiveDismissal: Bool
  /// What a popover becomes where the width is compact.
  public var compactAdaptation: CompactAdaptation

  /// Presentation options: the host's default detents, drag indicator, interactive dismissal
  /// and compact adaptation unless said otherwise.
  public init(
    detents: [Detent] = [], showsDragIndicator: Bool? = nil, interactiveDismissal: Bool = true,
    compactAdaptation: CompactAdaptation = .automatic
  ) {
    self.detents = detents
    self.showsDragIndicator = showsDragIndicator
    self.interactiveDismissal = interactiveDismissal
    self.compactAdaptation = compactAdaptation
  }
}
