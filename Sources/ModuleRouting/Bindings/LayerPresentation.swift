import NavCore
import Observation

/// Which layer the UI presents over one stack, and what the UI's writes to it do.
///
/// The router's layer can change in ways SwiftUI cannot follow in one update: a sheet replaced
/// by a cover, an alert by a sheet, an alert by another alert in place. Presenting the second
/// while the first is still going is dropped, or keeps the first one's buttons. So a layer
/// waits until the one before it is off screen — until a sheet's or a cover's `onDismiss`
/// (``didDismiss()``), or for the others, which have none, one turn of the main actor.
///
/// What the user does reaches the router as ``userDismissed(_:)``: a sheet swiped down is closed
/// through the router at once; an alert or a dialog the user closed (a button, a tap outside)
/// is shown no more and closed a turn later, after the button's own action, whichever order
/// SwiftUI runs the two in. A close the router refuses shows the layer again.
@MainActor @Observable
package final class LayerPresentation {
  /// The stack the layers are presented over.
  @ObservationIgnored package let address: StackAddress
  /// The router.
  @ObservationIgnored package let app: AppRouter
  /// Runs its argument on the next turn of the main actor.
  @ObservationIgnored private let nextTurn: (@escaping @MainActor () -> Void) -> Void
  /// The layer the UI was last told to present.
  @ObservationIgnored package private(set) var onScreen: ShownLayer?
  /// A layer the UI is taking off screen; the next one waits for it.
  @ObservationIgnored package private(set) var leaving: ShownLayer?
  /// An alert or a dialog the user closed, which the router closes on the next turn.
  @ObservationIgnored package private(set) var closedByUser: ShownLayer?
  /// The content of the layer shown last, kept while it is on screen and while it leaves.
  @ObservationIgnored private var content: LayerContent?
  /// Counts the waits that ended, so the views presenting layers read again.
  private var waitsEnded = 0

  /// The presentation of the layers over the stack at `address`.
  ///
  /// - Parameter nextTurn: Runs its argument on the next turn of the main actor; a task by
  ///   default. Tests give one they run by hand.
  package init(
    _ app: AppRouter, over address: StackAddress,
    nextTurn: @escaping (@escaping @MainActor () -> Void) -> Void = { body in
      Task { @MainActor in body() }
    }
  ) {
    self.app = app
    self.address = address
    self.nextTurn = nextTurn
  }

  /// The layer the UI presents now as `kind`, or `nil`.
  ///
  /// It reads the router's layer over the stack, so a view that calls it is told when that
  /// layer is presented, dismissed or replaced, and when a wait ends.
  package func shown(_ kind: ShownLayer.Kind, in tree: ShownTree) -> ShownLayer? {
    _ = waitsEnded
    let wanted = tree.presented(at: address).map(ShownLayer.init)
    let shown = present(wanted)
    return shown?.kind == kind ? shown : nil
  }

  /// The layer to present, given the one the router has; what is on screen follows it.
  private func present(_ wanted: ShownLayer?) -> ShownLayer? {
    if leaving != nil { return nil }
    if let closedByUser, closedByUser == wanted { return nil }
    closedByUser = nil
    guard let onScreen, onScreen != wanted else {
      onScreen = wanted
      return wanted
    }
    // The router dismissed or replaced the layer on screen: it goes first.
    leave(onScreen)
    return nil
  }

  /// Takes `layer` off screen, and waits for it to be gone.
  private func leave(_ layer: ShownLayer) {
    onScreen = nil
    leaving = layer
    switch layer.kind {
    case .sheet, .cover: break  // Their `onDismiss` ends the wait.
    case .popover, .alert, .dialog: nextTurn { [weak self] in self?.didDismiss() }
    }
  }

  /// Ends the wait for the layer that was leaving: a sheet's or a cover's `onDismiss`.
  package func didDismiss() {
    guard leaving != nil else { return }
    leaving = nil
    waitsEnded += 1
  }

  /// The UI took the layer it showed as `kind` off screen: the user swiped a sheet down, tapped
  /// outside a dialog, or chose one of an alert's buttons.
  ///
  /// A write for a layer no longer on screen is ignored: the UI must not close what replaced
  /// what it showed.
  package func userDismissed(_ kind: ShownLayer.Kind) {
    guard let layer = onScreen, layer.kind == kind else { return }
    if kind.isLeaf {
      onScreen = nil
      closedByUser = layer
      nextTurn { [weak self] in self?.closeAfterUser(layer) }
    } else {
      leave(layer)
      app.close(layer, over: address)
    }
  }

  /// Closes an alert or a dialog the user closed, unless a button closed it first.
  private func closeAfterUser(_ layer: ShownLayer) {
    if closedByUser == layer { closedByUser = nil }
    app.close(layer, over: address)
  }

  /// The content of `layer`, presented over this stack inside `outer`: the same object for as
  /// long as the layer is on screen and while it leaves.
  package func content(for layer: ShownLayer, inside outer: LayerContent?) -> LayerContent {
    if let content, content.shown == layer, !content.hasLeft || leaving == layer {
      return content
    }
    let content = LayerContent(layer, over: address, inside: outer)
    self.content = content
    return content
  }
}

extension AppRouter {
  /// Closes the layer over the stack at `address` as a binding write, if it is still `shown`:
  /// a UI that closed what it showed must not close what replaced it.
  package func close(_ shown: ShownLayer, over address: StackAddress) {
    guard let layer = storage.state[stack: address]?.presented, ShownLayer(layer) == shown else {
      return
    }
    setPresented(nil, at: address)
  }

  /// Tells the views that read `slice` to read it again: after a write from the UI that
  /// changes nothing, so the UI shows the router's state again instead of its own.
  package func showAgain(_ slice: StateSlice) {
    tellAgain(slice)
  }
}
