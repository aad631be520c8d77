import NavCore
import Observation

/// Which layer a UI presents over one stack, and what the UI's writes to it do.
///
/// The router's layer can change in ways a UI cannot follow in one update: a sheet replaced
/// by a cover, an alert by a sheet, an alert by another alert in place. Presenting the second
/// while the first is still going is dropped, or keeps the first one's buttons. So a layer
/// waits until the one before it is off screen: until a sheet's or a cover's `onDismiss`
/// (``didDismiss()``); for a popover, an alert or a dialog, which have none, until its content
/// disappears (``contentDisappeared(_:)``), or at the latest ``disappearanceFallback`` later.
///
/// What the user does reaches the router as a write that carries the layer the UI showed
/// (``userWrote(isPresented:shown:)``, ``userDismissed(_:)``), so a write made against a
/// layer the router has since replaced closes nothing: a sheet swiped down is closed through
/// the router at once, if the router still has it; an alert or a dialog the user closed (a
/// button, a tap outside) is shown no more and closed a turn later, after the button's own
/// action, whichever order the UI runs the two in. A close the router refuses shows the layer
/// again.
///
/// A custom sheet keeps one per presenting stack and binds to it:
///
/// ```swift
/// let sheet = presentation.shown(.sheet, in: tree)
/// content.sheet(
///   item: Binding(get: { sheet }, set: { presentation.userWrote(isPresented: $0 != nil, shown: sheet) }),
///   onDismiss: presentation.didDismiss
/// ) { layer in MySheet(content: presentation.content(for: layer, inside: tree.layer)) }
/// ```
@MainActor @Observable
public final class LayerPresentation {
  /// The longest a popover, an alert or a dialog that left is waited for when its content
  /// never says it disappeared: the next layer is presented then.
  public static let disappearanceFallback: Duration = .milliseconds(500)

  /// The stack the layers are presented over.
  @ObservationIgnored public let address: StackAddress
  /// The router.
  @ObservationIgnored public let app: AppRouter
  /// Runs its argument on the next turn of the main actor.
  @ObservationIgnored private let nextTurn: (@escaping @MainActor () -> Void) -> Void
  /// Runs its argument once the duration has passed.
  @ObservationIgnored private let after: (Duration, @escaping @MainActor () -> Void) -> Void
  /// The layer the UI was last told to present.
  @ObservationIgnored public private(set) var onScreen: ShownLayer?
  /// A layer the UI is taking off screen; the next one waits for it.
  @ObservationIgnored public private(set) var leaving: ShownLayer?
  /// An alert or a dialog the user closed, which the router closes on the next turn.
  @ObservationIgnored private var closedByUser: ShownLayer?
  /// The content of the layer shown last, kept while it is on screen and while it leaves.
  @ObservationIgnored private var content: LayerContent?
  /// Counts the waits that ended, so the views presenting layers read again.
  private var waitsEnded = 0

  /// The presentation of the layers over the stack at `address`.
  ///
  /// - Parameters:
  ///   - app: The router.
  ///   - address: The stack the layers are presented over.
  ///   - nextTurn: Runs its argument on the next turn of the main actor; a task by default.
  ///     Tests give one they run by hand.
  ///   - after: Runs its argument once the duration has passed; a task that sleeps by default.
  ///     Tests give one they run by hand.
  public init(
    _ app: AppRouter, over address: StackAddress,
    nextTurn: @escaping (@escaping @MainActor () -> Void) -> Void = { body in
      Task { @MainActor in body() }
    },
    after: @escaping (Duration, @escaping @MainActor () -> Void) -> Void = { delay, body in
      Task { @MainActor in
        try? await Task.sleep(for: delay)
        body()
      }
    }
  ) {
    self.app = app
    self.address = address
    self.nextTurn = nextTurn
    self.after = after
  }

  /// The layer the UI presents now as `kind`, or `nil`.
  ///
  /// It reads the router's layer over the stack, so a view that calls it is told when that
  /// layer is presented, dismissed or replaced, and when a wait ends.
  public func shown(_ kind: ShownLayer.Kind, in tree: ShownTree) -> ShownLayer? {
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
    case .popover, .alert, .dialog:
      after(Self.disappearanceFallback) { [weak self] in self?.contentDisappeared(layer) }
    }
  }

  /// Ends the wait for the sheet or the cover that was leaving: its `onDismiss`.
  public func didDismiss() {
    guard leaving != nil else { return }
    endWait()
  }

  /// Ends the wait for `layer`, a popover, an alert or a dialog that was leaving: its
  /// content's disappearance (`onDisappear` of the popover's stack, of the alert's buttons).
  /// A signal for a layer no longer awaited does nothing.
  public func contentDisappeared(_ layer: ShownLayer) {
    guard leaving == layer else { return }
    endWait()
  }

  private func endWait() {
    leaving = nil
    waitsEnded += 1
  }

  /// A write from the binding of a presentation that showed `shown`: a sheet's `item` set to
  /// `nil`, an alert's `isPresented` set to `false`. Hiding it is the user's dismissal
  /// (``userDismissed(_:)``); anything else the UI writes asks for nothing.
  public func userWrote(isPresented: Bool, shown: ShownLayer?) {
    guard !isPresented, let shown else { return }
    userDismissed(shown)
  }

  /// The user took `layer` off screen: swiped a sheet down, tapped outside a dialog, or chose
  /// one of an alert's buttons.
  ///
  /// A write for a layer that is no longer the one on screen is ignored: the UI must not
  /// close what replaced what it showed. An alert or a dialog is then left like any layer:
  /// the next one waits for its content to disappear.
  public func userDismissed(_ layer: ShownLayer) {
    guard onScreen == layer else { return }
    leave(layer)
    if layer.kind.isLeaf {
      closedByUser = layer
      nextTurn { [weak self] in self?.closeAfterUser(layer) }
    } else {
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
  public func content(for layer: ShownLayer, inside outer: LayerContent?) -> LayerContent {
    if let content, content.shown == layer, !content.hasLeft || leaving == layer {
      return content
    }
    let content = LayerContent(layer, over: address, inside: outer)
    self.content = content
    return content
  }

  /// The question a leave guard holds a request on (``AppRouter/pendingLeave``), when this
  /// stack is the one that presents it (``ShownTree/heldLeavePresenter()``): inside a sheet,
  /// the sheet asks, over its content.
  public func heldLeave(in tree: ShownTree) -> PendingLeave? {
    guard tree.isLive, tree.heldLeavePresenter() == address else { return nil }
    return app.pendingLeave
  }

  /// A write from the binding of the question `asked`: hiding it with no answer cancels the
  /// held leave a turn of the main actor later, and only if it is still the question asked
  /// (``AppRouter/cancelLeave(ifStill:)``), so a button that answered first — in whichever
  /// order the UI runs the two — is not undone, and a newer question is not cancelled.
  public func userWrote(isPresented: Bool, question asked: PendingLeave?) {
    guard !isPresented, let asked else { return }
    nextTurn { [app] in app.cancelLeave(ifStill: asked) }
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
