import NavCore

/// Objects kept for as long as a screen is in the state — a screen's view model — at most one
/// of each type per screen.
///
/// A value the router keeps beside the state; it releases the objects of the screens a change
/// removed.
struct ScreenObjects {
  private var objects: [StackAddress: [Int: [ObjectIdentifier: AnyObject]]] = [:]

  var isEmpty: Bool {
    objects.isEmpty
  }

  /// The object of type `Object` kept for `screen`, if any.
  func object<Object: AnyObject>(_ type: Object.Type, for screen: ScreenID) -> Object? {
    objects[screen.stack]?[screen.depth]?[ObjectIdentifier(Object.self)] as? Object
  }

  /// Keeps `object` for `screen`.
  mutating func keep<Object: AnyObject>(_ object: Object, for screen: ScreenID) {
    objects[screen.stack, default: [:]][screen.depth, default: [:]][ObjectIdentifier(Object.self)] =
      object
  }

  /// Releases the objects of the screens a change removed.
  mutating func release(_ removed: ScreenRange) {
    guard !objects.isEmpty, objects[removed.stack] != nil else { return }
    objects[removed.stack] = objects[removed.stack]?.filter {
      !removed.contains(ScreenID(stack: removed.stack, depth: $0.key))
    }
    if objects[removed.stack]?.isEmpty == true { objects[removed.stack] = nil }
  }
}
