#if canImport(SwiftUI)
  import ModuleRouting
  import SwiftUI

  /// The layer over a stack shown as an alert or as a confirmation dialog, when it is one
  /// (`kind`), with the buttons of its own ``DialogContent``. The buttons' disappearance is
  /// the signal the next layer waits for (`LayerPresentation.contentDisappeared(_:)`).
  struct DialogLayer: ViewModifier {
    /// `.alert` or `.dialog`.
    let kind: ShownLayer.Kind
    let presentation: LayerPresentation
    let context: RoutingContext

    func body(content: Content) -> some View {
      let shown = presentation.shown(kind, in: context.tree)
      let dialog = shown.map { context.dialog(for: $0.layer, over: presentation.address) }
      let title = Text(verbatim: dialog?.title ?? "")
      let isPresented = presentation.isPresented(shown)
      let buttons = { (dialog: DialogContent) in
        DialogButtons(content: dialog, app: context.app)
          .onDisappear { _ = shown.map(presentation.contentDisappeared) }
      }
      if kind == .alert {
        content.alert(
          title, isPresented: isPresented, presenting: dialog, actions: buttons,
          message: message)
      } else {
        content.confirmationDialog(
          title, isPresented: isPresented, titleVisibility: .visible, presenting: dialog,
          actions: buttons, message: message)
      }
    }

    private func message(_ dialog: DialogContent) -> Text? {
      dialog.message.map { Text(verbatim: $0) }
    }
  }
#endif
