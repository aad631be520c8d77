#if canImport(SwiftUI)
  import ModuleRouting
  import SwiftUI

  /// Shows the layer presented over the stack at `address` on top of `content`: a sheet, a
  /// full-screen cover or a popover holding the layer's own stack, or an alert or a
  /// confirmation dialog built from its ``DialogContent``.
  ///
  /// Which layer is shown, and what a dismissal does, is `LayerPresentation`'s decision; each
  /// kind of presentation is a small modifier that forwards to it. It reads the layer over the
  /// stack only (``AppRouter/presented(at:)``): a push inside the layer redraws the layer's
  /// stack, not this.
  struct LayerPresenter<Content: View>: View {
    let context: RoutingContext
    let content: Content
    @State private var presentation: LayerPresentation

    init(address: StackAddress, context: RoutingContext, @ViewBuilder content: () -> Content) {
      self.context = context
      self.content = content()
      _presentation = State(wrappedValue: LayerPresentation(context.app, over: address))
    }

    var body: some View {
      content
        .modifier(SheetLayer(presentation: presentation, context: context))
        .modifier(CoverLayer(presentation: presentation, context: context))
        .modifier(PopoverLayer(presentation: presentation, context: context))
        .modifier(DialogLayer(kind: .alert, presentation: presentation, context: context))
        .modifier(DialogLayer(kind: .dialog, presentation: presentation, context: context))
    }
  }

  extension LayerPresentation {
    /// The layer shown as `kind`, as a sheet's, a cover's or a popover's item: setting `nil`,
    /// as swiping a sheet down does, is the user's dismissal.
    func item(_ kind: ShownLayer.Kind, in tree: ShownTree) -> Binding<ShownLayer?> {
      Binding(
        get: { self.shown(kind, in: tree) },
        set: { layer in if layer == nil { self.userDismissed(kind) } })
    }

    /// Whether an alert or a dialog is shown as `kind`: setting `false`, as a button or a tap
    /// outside does, is the user's dismissal.
    func isPresented(_ kind: ShownLayer.Kind, in tree: ShownTree) -> Binding<Bool> {
      Binding(
        get: { self.shown(kind, in: tree) != nil },
        set: { isPresented in if !isPresented { self.userDismissed(kind) } })
    }
  }
#endif
