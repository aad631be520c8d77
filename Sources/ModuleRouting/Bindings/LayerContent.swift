import NavCore

/// The screens of one presented layer — a sheet, a cover or a popover — as the UI shows them:
/// the router's state while the layer is on screen, and once the router dismissed or replaced
/// it, the state the layer last had, frozen while it animates out.
///
/// Without it, a layer leaving would redraw from the router's state, where it is already gone:
/// a sheet dismissed from code would slide down empty, or showing the layer that replaced it.
/// A custom sheet gets it from ``LayerPresentation/content(for:inside:)`` and reads its screens
/// through a ``ShownTree`` made with it.
@MainActor
public final class LayerContent {
  /// The layer as the presenter showed it.
  public let shown: ShownLayer
  /// The stack the layer is presented over.
  public let presenter: StackAddress
  /// The layer this one is presented inside, if any: when that one leaves, this one leaves
  /// with it.
  public let outer: LayerContent?
  /// The layer as it was the last time one of its screens read it.
  private var last: PresentedLayer
  /// Whether the router no longer has the layer. Once gone, it stays gone: the same route
  /// presented again is a new presentation, with content of its own.
  public private(set) var hasLeft = false

  /// The content of `shown`, presented over the stack at `presenter`, inside `outer`.
  public init(_ shown: ShownLayer, over presenter: StackAddress, inside outer: LayerContent?) {
    self.shown = shown
    self.presenter = presenter
    self.outer = outer
    last = shown.layer
  }

  /// The frozen copy screens inside the layer read, with the address of the stack it is the
  /// state of; `nil` while the layer and every layer around it are on screen.
  ///
  /// While the layer is on screen this reads the router's layer, so a view that calls it is
  /// told when the layer is dismissed or replaced, and keeps it as the copy to freeze.
  public func frozen(in app: AppRouter) -> (address: StackAddress, state: NavigationState)? {
    if let frozen = outer?.frozen(in: app) { return frozen }
    if !hasLeft, let layer = app.presented(at: presenter), ShownLayer(layer) == shown {
      last = layer
      return nil
    }
    hasLeft = true
    return (presenter.presented, last.state)
  }
}
