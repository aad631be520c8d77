// Before the samples that name it: an item's screen model that deletes through a store, then pops
// (SwiftTestingAndAsyncFlows.md).
import ModuleRouting
import NavigationTesting
import XCTest

enum ItemRoute: NavigationRoute { case list, details(Int) }

protocol ItemStore: Sendable { func delete(_ id: Int) async }
struct FakeStore: ItemStore { func delete(_ id: Int) async {} }

/// An item's screen model: deletes the item, then leaves the screen.
@MainActor final class DetailsModel {
  let app: AppRouter
  let store: any ItemStore
  init(app: AppRouter, store: any ItemStore) {
    self.app = app
    self.store = store
  }

  func delete() async {
    guard case .details(let id)? = app.state.top.value(as: ItemRoute.self) else { return }
    await store.delete(id)
    app.pop()
  }
}
