import ModuleRouting

/// Each Dashboard screen: its model, made the first time the screen or a lookup needs it and
/// kept while the screen lives, and the text it shows.
extension DashboardBuilder {
  /// What the screen of `route` shows, read from its model.
  func text(of route: DashboardRoute, at screen: ScreenID?) -> String {
    switch route {
    case .home:
      "Dashboard › Home: \(home(at: screen).followedCount) items followed"
    case .billing:
      "Dashboard › Billing: Pro plan, paid yearly [Change plan]"
    case .items:
      "Dashboard › Items: " + list(at: screen).items.map(\.description).joined(separator: ", ")
    case .details(let id):
      "Dashboard › Item \(details(id, at: screen).item?.description ?? "#\(id), deleted")"
        + " [Edit] [Notifications]"
    case .editor(let item):
      "Dashboard › Edit #\(item.id): name \"\(editor(item, at: screen).name)\" [Save]"
    case .confirmDelete(let id):
      "Dashboard › Alert: Delete \(store.item(id: id)?.description ?? "#\(id)")? [Delete] [Cancel]"
    }
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
