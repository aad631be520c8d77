import Dashboard
import ModuleRouting
import Onboarding
import Settings

/// The session's steps on the home tab: the Dashboard's screens, the tour it asks another
/// module for and gets a result from, and the Settings screen the Dashboard leads to through
/// its exit.
extension Session {
  func takeTheTour() async throws(DestinationError) {
    let home = onTop(DashboardHomeModel.self)
    let touring = try await transcript.start(
      "Tour: the Dashboard exits expecting a TourResult; the app runs Onboarding's flow",
      "await home.takeTheTourTapped()", outcome: "tour"
    ) {
      await home.takeTheTourTapped()
    }
    let welcome = onTop(OnboardingStepModel.self)
    try await transcript.step(
      "Skip: Onboarding's flow ends with false, mapped to the Dashboard's .skipped",
      "welcome.skipTapped()", ending: touring
    ) {
      welcome.skipTapped()
    }
  }

  func deleteAnItem() throws(DestinationError) {
    let home = onTop(DashboardHomeModel.self)
    try transcript.step("Home pushes the item list", "home.showItemsTapped()") {
      home.showItemsTapped()
    }
    let items = onTop(ItemListModel.self)
    try transcript.step("The list asks in an alert: delete #42?", "items.deleteTapped(42)") {
      items.deleteTapped(42)
    }
    try transcript.step(
      "The list pushes item 42 while the alert shows: refused", "items.itemTapped(42)"
    ) {
      items.itemTapped(42)
    }
    try transcript.step(
      "Delete: the alert closes, the list deletes the item it asked about",
      "items.confirmDeleteTapped()"
    ) {
      items.confirmDeleteTapped()
    }
  }

  func editAnItem() async throws(DestinationError) {
    let items = onTop(ItemListModel.self)
    try transcript.step("The list pushes item 7", "items.itemTapped(7)") {
      items.itemTapped(7)
    }
    let details = onTop(ItemDetailsModel.self)
    let editing = try await transcript.start(
      "Edit: the details push the item's editor and wait for the edited item",
      "await details.editTapped()", outcome: "item editor"
    ) {
      await details.editTapped()
    }
    let editor = onTop(ItemEditorModel.self)
    try await transcript.step(
      "Save: the editor hands the item back and pops; it replaces the old one",
      "editor.name = \"Desk lamp\"; editor.saveTapped()", ending: editing
    ) {
      editor.name = "Desk lamp"
      return editor.saveTapped()
    }
  }

  func visitAnotherModule() throws(DestinationError) {
    let details = onTop(ItemDetailsModel.self)
    try transcript.step(
      "The details exit to item 7's notifications, a Settings screen",
      "details.notificationsTapped()"
    ) {
      details.notificationsTapped()
    }
    let notifications = onTop(ItemNotificationsModel.self)
    try transcript.step(
      "Done: Settings closes its screens, back to item 7", "notifications.doneTapped()"
    ) {
      notifications.doneTapped()
    }
    try transcript.step("Pop five screens: refused, nothing changes", "app.pop(count: 5)") {
      app.pop(count: 5)
    }
  }
}
