#if canImport(SwiftUI)
  import ModuleRouting
  import SwiftUI

  /// The layer over a stack shown as an alert, when it is one, with the buttons of its own
  /// ``DialogContent``.
  struct AlertLayer: ViewModifier {
    let presentation: LayerPresentation
    let context: RoutingContext

    func body(content: Content) -> some View {
      let dialog = context.dialog(shownAs: .alert, by: presentation)
      content.alert(
        Text(verbatim: dialog?.title ?? ""),
        isPresented: presentation.isPresented(.alert, in: context.tree), presenting: dialog
      ) { dialog in
        DialogButtons(content: dialog, app: context.app)
      } message: { dialog in
        dialog.message.map { Text(verbatim: $0) }
      }
    }
  }

  /// The layer over a stack shown as a confirmation dialog, when it is one, with the buttons of
  /// its own ``DialogContent``.
  struct DialogLayer: ViewModifier {
    let presentation: LayerPresentation
    let context: RoutingContext

    func body(content: Content) -> some View {
      let dialog = context.dialog(shownAs: .dialog, by: presentation)
      content.confirmationDialog(
        Text(verbatim: dialog?.title ?? ""),
        isPresented: presentation.isPresented(.dialog, in: context.tree),
        titleVisibility: .visible, presenting: dialog
      ) { dialog in
        DialogButtons(content: dialog, app: context.app)
      } message: { dialog in
        dialog.message.map { Text(verbatim: $0) }
      }
    }
  }

  extension RoutingContext {
    /// What the alert or dialog `presentation` shows as `kind` says, or `nil` when it shows
    /// none.
    @MainActor
    func dialog(shownAs kind: ShownLayer.Kind, by presentation: LayerPresentation)
      -> DialogContent?
    {
      presentation.shown(kind, in: tree).map { layer in
        dialog(for: layer.layer, over: presentation.address)
      }
    }
  }
#endif
