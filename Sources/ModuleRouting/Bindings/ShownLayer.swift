import NavCore

/// A presented layer as a UI identifies it: by its style and its route, not by what is pushed
/// inside it, so a push inside a sheet keeps the sheet on screen.
///
/// It is the identity a write from the UI carries: a sheet swiped down closes the layer only
/// while the router still has that sheet (``LayerPresentation/userDismissed(_:)``), never the
/// layer that replaced it.
public struct ShownLayer: Hashable, Identifiable, Sendable {
  /// The presentation that shows a layer.
  public enum Kind: Hashable, Sendable {
    /// A sheet.
    case sheet
    /// A full-screen cover.
    case cover
    /// A popover.
    case popover
    /// An alert.
    case alert
    /// A confirmation dialog.
    case dialog

    /// Whether the layer is an alert or a dialog, with no stack of its own.
    public var isLeaf: Bool {
      self == .alert || self == .dialog
    }
  }

  /// The layer, as it was when read.
  public let layer: PresentedLayer

  /// The layer `layer`, as the UI identifies it.
  public init(_ layer: PresentedLayer) {
    self.layer = layer
  }

  /// How the layer is shown on this platform: a full-screen cover is a sheet on macOS, which
  /// has none, and a popover is a sheet on tvOS and watchOS, which have none.
  public var kind: Kind {
    switch layer.style {
    case .sheet:
      return .sheet
    case .fullScreenCover:
      #if os(macOS)
        return .sheet
      #else
        return .cover
      #endif
    case .popover:
      #if os(tvOS) || os(watchOS)
        return .sheet
      #else
        return .popover
      #endif
    case .alert:
      return .alert
    case .confirmationDialog:
      return .dialog
    }
  }

  /// The layer itself: two are the same presentation when their style and route are.
  public var id: Self { self }

  /// Whether both are the same presentation: the same style and route.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.layer.style == rhs.layer.style && lhs.layer.route == rhs.layer.route
  }

  /// Hashes the style and the route.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(layer.style)
    hasher.combine(layer.route)
  }
}
