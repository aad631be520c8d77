#if canImport(SwiftUI)
  import ModuleRouting
  import SwiftUI

  /// Shows the layer presented over the stack at `address` on top of `content`: a sheet, a
  /// full-screen cover or a popover holding the layer's own stack, or an alert or a
  /// confirmation dialog built from its ``DialogContent``.
  ///
  /// It reads the layer over the stack only (``AppRouter/presented(at:)``): a push inside the
  /// layer redraws the layer's stack, not this.
  struct LayerPresenter<Content: View>: View {
    let address: StackAddress
    let context: RoutingContext
    let content: Content

    init(address: StackAddress, context: RoutingContext, @ViewBuilder content: () -> Content) {
      self.address = address
      self.context = context
      self.content = content()
    }

    var body: some View {
      let layer = context.app.presented(at: address).map(ShownLayer.init)
      let dialog = layer.flatMap { layer in
        layer.kind.isLeaf ? context.dialog(for: layer.layer, over: address) : nil
      }
      content
        .sheet(item: item(.sheet, shown: layer)) { _ in layerStack }
        #if !os(macOS)
          .fullScreenCover(item: item(.cover, shown: layer)) { _ in layerStack }
        #endif
        #if !os(tvOS) && !os(watchOS)
          .popover(item: item(.popover, shown: layer)) { _ in layerStack }
        #endif
        .alert(
          Text(verbatim: dialog?.title ?? ""), isPresented: isPresented(.alert, shown: layer),
          presenting: layer?.kind == .alert ? dialog : nil
        ) { dialog in
          DialogButtons(content: dialog, app: context.app)
        } message: { dialog in
          dialog.message.map { Text(verbatim: $0) }
        }
        .confirmationDialog(
          Text(verbatim: dialog?.title ?? ""), isPresented: isPresented(.dialog, shown: layer),
          titleVisibility: .visible, presenting: layer?.kind == .dialog ? dialog : nil
        ) { dialog in
          DialogButtons(content: dialog, app: context.app)
        } message: { dialog in
          dialog.message.map { Text(verbatim: $0) }
        }
    }

    /// The stack of the layer presented here. The user may swipe it away only when the router
    /// would let the layer be dismissed (`AppRouter.allows(_:)`, a dry run through the guards):
    /// a leave guard that would ask, or a guard that would refuse, keeps the gesture from
    /// starting, instead of the layer bouncing back after it moved.
    private var layerStack: some View {
      // The answer is not observable: reading the layer's path and its own layer makes the
      // content ask again when a screen is pushed or presented in it.
      _ = context.app.path(at: address.presented)
      _ = context.app.presented(at: address.presented)
      return StackView(address: address.presented, context: context)
        .interactiveDismissDisabled(!context.app.allows([.at(address, [.dismiss])]))
    }

    /// The layer as a sheet, a cover or a popover shows it: `nil` unless the layer is shown
    /// as `kind`. Setting `nil`, as swiping a sheet down does, closes the layer through the
    /// router — if it is still the one shown.
    private func item(_ kind: ShownLayer.Kind, shown: ShownLayer?) -> Binding<ShownLayer?> {
      let app = context.app
      let address = address
      return Binding(
        get: {
          app.presented(at: address).map(ShownLayer.init).flatMap { $0.kind == kind ? $0 : nil }
        },
        set: { item in
          if item == nil, let shown, shown.kind == kind { app.close(shown, over: address) }
        })
    }

    /// Whether the layer is an alert or a dialog shown as `kind`. Setting `false` closes it
    /// through the router, on the next turn of the main actor.
    ///
    /// A tapped button also sets `false`, and its action runs ``AppRouter/choose(_:fileID:line:)``,
    /// which closes the alert and does what the button says; waiting a turn lets the button
    /// act first, whichever order SwiftUI runs the two in. A dismissal with no button (a
    /// dialog tapped outside) then closes the layer, if it is still the one shown.
    private func isPresented(_ kind: ShownLayer.Kind, shown: ShownLayer?) -> Binding<Bool> {
      let app = context.app
      let address = address
      return Binding(
        get: { app.presented(at: address).map { ShownLayer($0).kind == kind } ?? false },
        set: { isPresented in
          guard !isPresented, let shown, shown.kind == kind else { return }
          Task { @MainActor in app.close(shown, over: address) }
        })
    }
  }

  extension AppRouter {
    /// Closes the layer over the stack at `address` as a binding write, if it is still
    /// `shown`: a UI that closed what it showed must not close what replaced it.
    func close(_ shown: ShownLayer, over address: StackAddress) {
      guard let layer = presented(at: address), ShownLayer(layer) == shown else { return }
      setPresented(nil, at: address)
    }
  }
#endif
