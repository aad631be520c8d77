import ModuleRouting

/// Each Dashboard screen: its model, made the first time the screen or a lookup needs it and
/// kept while the screen lives, and the text it shows; and the delete alert, as a value.
extension DashboardBuilder {
  /// What `route` shows: the text of its screen, read from its model, or the delete alert.
  func content(of route: DashboardRoute, at screen: ScreenID?) -> RouteCatalog<String>.Content {
    switch route {
    case .home:
      .screen(homeText(home(at: screen)))
    case .billing:
      .screen("Dashboard › Billing: Pro plan, paid yearly [Change plan]")
    case .items:
      .screen(
        "Dashboard › Items: " + list(at: screen).items.map(\.description).joined(separator: ", "))
    case .details(let id):
      .screen(
        "Dashboard › Item \(details(id, at: screen).item?.description ?? "#\(id), deleted")"
          + " [Edit] [Notifications]")
    case .editor(let item):
      .screen("Dashboard › Edit #\(item.id): name \"\(editor(item, at: screen).name)\" [Save]")
    case .confirmDelete(let id):
      .dialog(deleteAlert(id))
    }
  }

  /// What the home screen shows: the items followed, and the tour until it has a result.
  private func homeText(_ home: DashboardHomeModel) -> String {
    let tour = home.tour.map { "tour \($0)" } ?? "[Take the tour]"
    return "Dashboard › Home: \(home.followedCount) items followed, \(tour)"
  }

  /// The alert asking whether to delete item `id`: Delete closes it and deletes the item, as
  /// the list's ``ItemListModel/confirmDeleteTapped()`` does; Cancel only closes it.
  private func deleteAlert(_ id: Int) -> DialogContent {
    DialogContent(
      title: "Delete \(store.item(id: id)?.description ?? "#\(id)")?",
      buttons: [
        DialogButton(
          "Delete", role: .destructive, action: .run { [store] in store.delete(id: id) }),
        DialogButton("Cancel", role: .cancel),
      ])
  }

  /// The model of the screen of `route`; `nil` for billing, which only shows the plan, and for
  /// the delete alert, whose buttons the list's model answers.
  func model(of route: DashboardRoute, at screen: ScreenID?) -> AnyObject? {
    switch route {
    case .home: home(at: screen)
    case .items: list(at: screen)
    case .details(let id): details(id, at: screen)
    case .editor(let item): editor(item, at: screen)
    case .billing, .confirmDelete: nil
    }
  }

  private func home(at screen: ScreenID?) -> DashboardHomeModel {
    app.object(for: screen) { DashboardHomeModel(store: store, router: DashboardRouter(app)) }
  }

  private func list(at screen: ScreenID?) -> ItemListModel {
    app.object(for: screen) { ItemListModel(store: store, router: DashboardRouter(app)) }
  }

  private func details(_ id: Int, at screen: ScreenID?) -> ItemDetailsModel {
    app.object(for: screen) { ItemDetailsModel(id: id, store: store, router: DashboardRouter(app)) }
  }

  private func editor(_ item: Item, at screen: ScreenID?) -> ItemEditorModel {
    app.object(for: screen) { ItemEditorModel(item: item, router: DashboardRouter(app)) }
  }
}
