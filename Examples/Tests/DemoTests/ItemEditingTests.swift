import Dashboard
import ModuleRouting
import NavigationTesting
import Settings
import Testing

@testable import Demo

/// Editing an item, in Swift Testing: the details push the editor from a task and wait for the
/// edited item; the test waits for that push with `awaitRequest`, and the test kit's
/// assertions report through Swift Testing.
@Suite @MainActor struct ItemEditingTests {
  @Test func savingTheEditor_handsTheEditedItemBack_andPopsIt() async throws {
    let composed = try ComposedApp(state: .signedIn)
    try #require(composed.onTop(DashboardHomeModel.self)).showItemsTapped()
    try #require(composed.onTop(ItemListModel.self)).itemTapped(7)
    let details = try #require(composed.onTop(ItemDetailsModel.self))
    let lamp = try #require(details.item)

    let editing = Task { await details.editTapped() }
    let push = await awaitRequest(on: composed.app)
    #expect(push?.source == .flow)
    #expect(push?.commands == [.push(AnyRoute(DashboardRoute.editor(lamp)))])

    let editor = try #require(composed.onTop(ItemEditorModel.self))
    editor.name = "Desk lamp"
    #expect(editor.saveTapped() == .applied)
    guard case .finished(let edited) = await editing.value else {
      Issue.record("the editor finishes with the edited item")
      return
    }
    #expect(edited == Item(id: 7, name: "Desk lamp"))
    #expect(details.item == edited)
    assertTree(
      composed.app,
      NavigationState(
        root: AppRoute.main,
        tabs: TabGroup(
          [
            (
              MainTab.home,
              NavigationState(
                root: DashboardRoute.home,
                path: [DashboardRoute.items, DashboardRoute.details(id: 7)])
            ),
            (MainTab.settings, NavigationState(root: SettingsRoute.main)),
          ],
          selected: MainTab.home)))
  }
}
