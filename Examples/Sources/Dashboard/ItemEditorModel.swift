import ModuleRouting
import Observation

/// The model of an item's editor: a draft of the item, handed back to whoever pushed the
/// editor when the user saves.
@MainActor
@Observable
public final class ItemEditorModel {
  /// The item as it was when the editor opened.
  public let original: Item
  /// The name in the text field.
  public var name: String
  /// The item as the editor last handed it back, or as it opened.
  private var saved: Item
  private let router: DashboardRouter

  init(item: Item, router: DashboardRouter) {
    original = item
    name = item.name
    saved = item
    self.router = router
  }

  /// Whether the name differs from what was last saved: leaving the editor now would lose it.
  public var hasUnsavedChanges: Bool {
    name != saved.name
  }

  /// The "Save" button: completes the editor with the edited item; it is popped in the same
  /// change. The draft counts as saved while it leaves, so nothing asks to discard it.
  @discardableResult
  public func saveTapped() -> NavigationResult {
    let edited = Item(id: original.id, name: name)
    let unsaved = saved
    saved = edited
    let result = router.complete(with: edited)
    if !result.isApplied { saved = unsaved }
    return result
  }
}
