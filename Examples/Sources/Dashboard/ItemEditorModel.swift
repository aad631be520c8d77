import ModuleRouting

/// The model of an item's editor: a draft of the item, handed back to whoever pushed the
/// editor when the user saves.
@MainActor
public final class ItemEditorModel {
  /// The item as it was when the editor opened.
  public let original: Item
  /// The name in the text field.
  public var name: String
  private let router: DashboardRouter

  init(item: Item, router: DashboardRouter) {
    original = item
    name = item.name
    self.router = router
  }

  /// The "Save" button: completes the editor with the edited item; it is popped in the same
  /// change.
  @discardableResult
  public func saveTapped() -> NavigationResult {
    router.complete(with: Item(id: original.id, name: name))
  }
}
