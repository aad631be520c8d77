#if canImport(SwiftUI)
  import ModuleRouting
  import SwiftUI

  /// The question a leave guard holds a request on (`AppRouter.pendingLeave`), asked in an
  /// alert by the stack that presents it (`LayerPresentation.heldLeave(in:)`): inside a sheet,
  /// over the sheet's content. Leave confirms the held request, Stay cancels it; closing the
  /// alert with no answer is `LayerPresentation.userWrote(isPresented:question:)`'s to judge.
  struct HeldLeaveQuestion: ViewModifier {
    let presentation: LayerPresentation
    let context: RoutingContext

    func body(content: Content) -> some View {
      let asked = presentation.heldLeave(in: context.tree)
      let app = context.app
      content.alert(
        Text(verbatim: asked?.message ?? ""),
        isPresented: Binding(
          get: { asked != nil },
          set: { shown in presentation.userWrote(isPresented: shown, question: asked) }),
        presenting: asked
      ) { _ in
        Button(role: .destructive) {
          app.confirmLeave()
        } label: {
          Text(verbatim: "Leave")
        }
        Button(role: .cancel) {
          app.cancelLeave()
        } label: {
          Text(verbatim: "Stay")
        }
      } message: { _ in
        EmptyView()
      }
    }
  }
#endif
