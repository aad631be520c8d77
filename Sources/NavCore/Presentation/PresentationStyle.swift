/// How a layer is shown over the stack that presents it.
public enum PresentationStyle: String, Hashable, Sendable, CaseIterable {
  /// A card over the stack, with a navigation stack of its own.
  case sheet
  /// A layer covering the whole screen, with a navigation stack of its own.
  case fullScreenCover
  /// A bubble anchored to what presented it (a sheet on compact screens).
  case popover
  /// An alert: a leaf, with nothing pushed onto or presented over it.
  case alert
  /// A confirmation dialog: a leaf, with nothing pushed onto or presented over it.
  case confirmationDialog

  /// Whether the layer is a leaf: an alert or a dialog, which has no stack of its own and
  /// presents nothing.
  public var isLeaf: Bool {
    self == .alert || self == .confirmationDialog
  }
}

extension PresentationStyle {
  /// "a" or "an", for messages.
  var article: String {
    self == .alert ? "an" : "a"
  }
}
