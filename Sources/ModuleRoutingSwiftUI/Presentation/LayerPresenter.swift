#if canImport(SwiftUI)
  import ModuleRouting
  import SwiftUI

  /// Shows the layer presented over the stack at `address` on top of `content`: a sheet, a
  /// full-screen cover or a popover holding the layer's own stack, or an alert or a
  /// confirmation dialog built from its ``DialogContent``; and the question a leave guard asks,
  /// when this stack is the one that presents it.
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
        .modifier(HeldLeaveQuestion(presentation: presentation, context: context))
        .modifier(SheetLayer(presentation: presentation, context: context))
        .modifier(CoverLayer(presentation: presentation, context: context))
        .modifier(PopoverLayer(presentation: presentation, context: context))
        .modifier(DialogLayer(kind: .alert, presentation: presentation, context: context))
        .modifier(DialogLayer(kind: .dialog, presentation: presentation, context: context))
    }
  }

  extension LayerPresentation {
    /// The layer `shown` as a sheet's, a cover's or a popover's item: the write carries it, so
    /// setting `nil` closes that layer and never the one that replaced it.
    func item(_ shown: ShownLayer?) -> Binding<ShownLayer?> {
      Binding(
        get: { shown },
        set: { layer in self.userWrote(isPresented: layer != nil, shown: shown) })
    }

    /// Whether the alert or dialog `shown` is presented: the write carries it, so setting
    /// `false` closes that layer and never the one that replaced it.
    func isPresented(_ shown: ShownLayer?) -> Binding<Bool> {
      Binding(
        get: { shown != nil },
        set: { isPresented in self.userWrote(isPresented: isPresented, shown: shown) })
    }
  }
#endif
