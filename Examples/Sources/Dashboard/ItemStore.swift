/// The items the Dashboard's screens show and change: one store for the whole module, so an
/// item edited on one screen reads the same on every other.
@MainActor
final class ItemStore {
  /// Every followed item, in the order the list shows them.
  private(set) var items = [
    Item(id: 7, name: "Lamp"), Item(id: 12, name: "Chair"), Item(id: 42, name: "Old desk"),
  ]

  /// The item `id`, or `nil` once it is deleted.
  func item(id: Int) -> Item? {
    items.first { $0.id == id }
  }

  /// Deletes the item `id`, if it is still there.
  func delete(id: Int) {
    items.removeAll { $0.id == id }
  }

  /// Puts `item` in the place of the item with its identifier, if that one is still there.
  func replace(with item: Item) {
    guard let index = items.firstIndex(where: { $0.id == item.id }) else { return }
    items[index] = item
  }
}
