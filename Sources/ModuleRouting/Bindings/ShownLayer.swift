import NavCore

/// A presented layer as SwiftUI identifies it: by its style and its route, not by what is
/// pushed inside it, so a push inside a sheet keeps the sheet on screen.
package struct ShownLayer: Hashable, Identifiable, Sendable {
  /// The SwiftUI presentation that shows a layer.
  package enum Kind: Hashable, Sendable {
    case sheet
    case cover
    case popover
    case alert
    case dialog

    /// Whether the layer is an alert or a dialog, with no stack of its own.
    package var isLeaf: Bool {
      self == .alert || self == .dialog
    }
  }

  /// The layer, as it was when read.
  package let layer: PresentedLayer

  package init(_ layer: PresentedLayer) {
    self.layer = layer
  }

  /// How the layer is shown on this platform: a full-screen cover is a sheet on macOS, which
  /// has none, and a popover is a sheet on tvOS and watchOS, which have none.
  package var kind: Kind {
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

  package var id: Self { self }

  package static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.layer.style == rhs.layer.style && lhs.layer.route == rhs.layer.route
  }

  package func hash(into hasher: inout Hasher) {
    hasher.combine(layer.style)
    hasher.combine(layer.route)
  }
}
