import Auth
import Dashboard
import ModuleRouting

/// The session's steps on the app's guards and policies: billing behind the auth wall, a
/// double tap that pushes once, and an edited item that asks before its changes go.
extension Session {
  func openBillingBehindTheWall() throws(DestinationError) {
    let home = onTop(DashboardHomeModel.self)
    try transcript.step(
      "Billing: the wall keeps the push and asks to sign in again, in a full-screen cover",
      "home.billingTapped()",
      noting: app.pendingRequest.map { "app.pendingRequest: " + list($0.commands) }
    ) {
      home.billingTapped()
    }
    let signIn = onTop(SignInModel.self)
    try transcript.step(
      "Forgot password? in the cover: denied, the user is signed in",
      "signIn.forgotPasswordTapped()"
    ) {
      signIn.forgotPasswordTapped()
    }
    try transcript.step(
      "Sign in: Auth exits; in one change the cover closes and the push the wall kept applies",
      "signIn.signInTapped()",
      noting: wall.lastResumed.map { "the wall resumed " + list($0) }
    ) {
      signIn.signInTapped()
    }
    try transcript.step("The navigation bar's back button: back to home", "app.back()") {
      app.back()
    }
  }

  func doubleTapItems() throws(DestinationError) {
    let home = onTop(DashboardHomeModel.self)
    try transcript.stepTwice(
      "A double tap on Items: navigating .singleTop, the list is pushed once",
      "home.showItemsTapped()"
    ) {
      home.showItemsTapped()
    }
  }

  func leaveAnEditedItem() async throws(DestinationError) {
    let items = onTop(ItemListModel.self)
    try transcript.step("The list pushes item 7", "items.itemTapped(7)") {
      items.itemTapped(7)
    }
    let details = onTop(ItemDetailsModel.self)
    let editing = try await transcript.start(
      "Edit again: the editor waits for the edited item", "await details.editTapped()",
      outcome: "item editor"
    ) {
      await details.editTapped()
    }
    let editor = onTop(ItemEditorModel.self)
    try transcript.step(
      "A new name, then back: the leave guard holds the pop and asks",
      "editor.name = \"Standing lamp\"; app.back()"
    ) {
      editor.name = "Standing lamp"
      return app.back()
    }
    try transcript.step(
      "Keep editing: the app drops the held back, the editor stays", "app.cancelLeave()",
      noting: "pending leave: " + (app.pendingLeave?.message ?? "none")
    ) {
      app.cancelLeave()
    }
    try await swipeBackAndDiscard(ending: editing)
  }

  /// Swipes the editor away through the home tab's path binding, which is held too, and
  /// confirms: the editor goes, its changes with it.
  private func swipeBackAndDiscard(ending editing: Task<Void, Never>) async throws(DestinationError)
  {
    let homeTab = StackAddress.tab(MainTab.home)
    var path = app.path(at: homeTab)
    path.removeLast()
    try transcript.step(
      "The user swipes back: the path binding's write is held too",
      "path.removeLast(); app.setPath(path, at: .tab(MainTab.home))"
    ) {
      app.setPath(path, at: homeTab)
    }
    try await transcript.step(
      "Discard: the app confirms, the swipe applies, the editor is cancelled",
      "app.confirmLeave()", ending: editing
    ) {
      app.confirmLeave()
    }
  }

  /// Commands as the transcript shows them: `[dismiss, push(Dashboard.DashboardRoute.billing)]`.
  func list(_ commands: [NavigationCommand]) -> String {
    "[" + commands.map(\.description).joined(separator: ", ") + "]"
  }
}
