#if canImport(SwiftUI)
  import ModuleRouting
  import SwiftUI

  extension View {
    /// This view, asking in an alert the question a leave guard holds a request on
    /// (`AppRouter.pendingLeave`): Leave confirms the held request, Stay cancels it. Closing
    /// the alert with no answer cancels it a turn of the main actor later, and only if it is
    /// still the question asked, so a button that answered first — in whichever order SwiftUI
    /// runs the two — is not undone, and a newer question is not cancelled.
    func askingHeldLeave(of app: AppRouter) -> some View {
      let asked = app.pendingLeave
      return alert(
        Text(verbatim: asked?.message ?? ""),
        isPresented: Binding(
          get: { app.pendingLeave != nil },
          set: { shown in
            guard !shown, let asked else { return }
            Task { @MainActor in app.cancelLeave(ifStill: asked) }
          }),
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
