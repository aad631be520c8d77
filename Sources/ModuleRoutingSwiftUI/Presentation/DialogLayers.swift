#if canImport(SwiftUI)
  import ModuleRouting
  import SwiftUI

  /// The layer over a stack shown as an alert or as a confirmation dialog, when it is one
  /// (`kind`), with the buttons of its own ``DialogContent``.
  struct DialogLayer: ViewModifier {
    /// `.alert` or `.dialog`.
    let kind: ShownLayer.Kind
    let presentation: LayerPresentation
    let context: RoutingContext

    func body(content: Content) -> some View {
      let dialog = context.dialog(shownAs: kind, by: presentation)
      let title = Text(verbatim: dialog?.title ?? "")
      let isPresented = presentation.isPresented(kind, in: context.tree)
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

    private func buttons(_ dialog: DialogContent) -> DialogButtons {
      DialogButtons(content: dialog, app: context.app)
    }

    private func message(_ dialog: DialogContent) -> Text? {
      dialog.message.map { Text(verbatim: $0) }
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
