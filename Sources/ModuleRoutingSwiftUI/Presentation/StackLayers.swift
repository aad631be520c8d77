#if canImport(SwiftUI)
  import ModuleRouting
  import SwiftUI

  /// The layer over a stack shown as a sheet, when it is one.
  struct SheetLayer: StackLayerModifier {
    let presentation: LayerPresentation
    let context: RoutingContext

    func body(content: Content) -> some View {
      content.sheet(
        item: presentation.item(presentation.shown(.sheet, in: context.tree)),
        onDismiss: presentation.didDismiss, content: layerStack)
    }
  }

  /// The layer over a stack shown as a full-screen cover, when it is one; macOS has none, and
  /// shows it as a sheet (`ShownLayer.kind`).
  struct CoverLayer: StackLayerModifier {
    let presentation: LayerPresentation
    let context: RoutingContext

    func body(content: Content) -> some View {
      #if os(macOS)
        content
      #else
        content.fullScreenCover(
          item: presentation.item(presentation.shown(.cover, in: context.tree)),
          onDismiss: presentation.didDismiss, content: layerStack)
      #endif
    }
  }

  /// The layer over a stack shown as a popover, when it is one; tvOS and watchOS have none, and
  /// show it as a sheet (`ShownLayer.kind`). A popover has no `onDismiss`: the next layer waits
  /// for its stack's disappearance instead.
  ///
  /// `arrowEdge` is passed: the overloads without it are iOS 18 and later, and the package's
  /// floor is iOS 17.
  struct PopoverLayer: StackLayerModifier {
    let presentation: LayerPresentation
    let context: RoutingContext

    func body(content: Content) -> some View {
      #if os(tvOS) || os(watchOS)
        content
      #else
        content.popover(
          item: presentation.item(presentation.shown(.popover, in: context.tree)),
          arrowEdge: .top, content: layerStack)
      #endif
    }
  }

  /// A modifier showing the layer over a stack as one kind of presentation with a stack of its
  /// own: a sheet, a cover or a popover.
  protocol StackLayerModifier: ViewModifier {
    var presentation: LayerPresentation { get }
    var context: RoutingContext { get }
  }

  extension StackLayerModifier {
    /// The content of the presentation showing `layer`.
    func layerStack(_ layer: ShownLayer) -> LayerStack {
      LayerStack(layer: layer, presentation: presentation, context: context)
    }
  }

  /// The stack of a sheet, a cover or a popover: the layer's own stack, read from its frozen
  /// copy once the layer leaves, with the presentation options its route type declared. Its
  /// disappearance ends a popover's wait (`LayerPresentation.contentDisappeared(_:)`).
  struct LayerStack: View {
    let layer: ShownLayer
    let presentation: LayerPresentation
    let context: RoutingContext

    var body: some View {
      let inner = context.inside(presentation.content(for: layer, inside: context.layer))
      let options = context.presentation(layer.layer.route)
      StackView(address: presentation.address.presented, context: inner)
        .interactiveDismissDisabled(
          !inner.tree.allowsSwipingAway(layerOver: presentation.address, presentation: options)
        )
        .modifier(PresentationOptions(options: options))
        .onDisappear { presentation.contentDisappeared(layer) }
    }
  }
#endif
