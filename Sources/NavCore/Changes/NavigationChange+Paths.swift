/// The change to one stack's path: above its bottom `kept` routes, which stayed, it held
/// `removed` and now holds `addedCount` routes.
///
/// It is recorded as commands apply. A push records nothing once the path has an edit: the
/// routes above `kept` are the ones the commands added, and the path holds them. A pop takes
/// those first; once they are gone, the routes it takes were there before, so they join
/// `removed` and `kept` shrinks. So the path is always its bottom `kept` routes followed by
/// what was added, and putting `removed` back above `kept` gives the path before. The added
/// routes are copied out of the path only when the change is sealed
/// (``NavigationChange/sealed(in:)``), so that recording a push copies nothing.
struct PathEdit: Sendable {
  var stack: StackAddress
  /// How many routes at the bottom of the path stayed.
  var kept: Int
  /// The routes above `kept` before the change.
  var removed: [AnyRoute] = []
  /// How many routes are above `kept` now.
  var addedCount = 0

  /// Records that a route is about to be pushed.
  mutating func push() {
    addedCount += 1
  }

  /// Records that `count` routes are about to be popped from `path`, as it is now.
  mutating func pop(_ count: Int, from path: RoutePath) {
    // The routes above `kept` were added by this change; below them they were there before.
    let fromAdded = min(count, addedCount)
    addedCount -= fromAdded
    let below = count - fromAdded
    guard below > 0 else { return }
    let taken = path.copyOfRoutes(in: (kept - below)..<kept)
    removed = removed.isEmpty ? taken : taken + removed
    kept -= below
  }

  /// Records that the top route of `path`, as it is now, is about to be replaced.
  mutating func replaceTop(of path: RoutePath) {
    guard addedCount == 0 else { return }
    removed.insert(path[kept - 1], at: 0)
    kept -= 1
    addedCount = 1
  }

  /// Whether the path may have ended with routes it started with above `kept`, which
  /// ``settle(in:)`` then finds by comparing: routes both removed and added.
  var needsSettling: Bool {
    !removed.isEmpty && addedCount > 0
  }

  /// Whether the path changed, once settled.
  var changesPath: Bool {
    !removed.isEmpty || addedCount > 0
  }

  /// Moves the routes the path, now `path`, shares at the bottom of `removed` into `kept`.
  mutating func settle(in path: RoutePath) {
    var same = 0
    while same < removed.count && same < addedCount && removed[same] == path[kept + same] {
      same += 1
    }
    guard same > 0 else { return }
    kept += same
    addedCount -= same
    removed.removeFirst(same)
  }

  /// The edit as the public record shows it, given `path`, the path it left.
  func edit(leaving path: RoutePath) -> NavigationChange.Edit {
    .path(stack, kept: kept, removed: removed, added: path.copyOfRoutes(from: kept))
  }
}
