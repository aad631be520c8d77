extension RoutePath: RandomAccessCollection, MutableCollection {
  public var startIndex: Int { routes.startIndex }
  public var endIndex: Int { routes.endIndex }

  public subscript(position: Int) -> AnyRoute {
    get { routes[position] }
    set { routes[position] = newValue }
  }

  /// Calls `body` with the routes as they are stored, one after the other: a path always has
  /// such storage, so generic algorithms take their fast path and a test can tell a copy of
  /// the stack from a change in place by its address.
  public func withContiguousStorageIfAvailable<Result>(
    _ body: (UnsafeBufferPointer<AnyRoute>) throws -> Result
  ) rethrows -> Result? {
    try routes.withContiguousStorageIfAvailable(body)
  }
}

extension RoutePath: RangeReplaceableCollection {
  public mutating func replaceSubrange<Routes: Collection<AnyRoute>>(
    _ subrange: Range<Int>, with newRoutes: Routes
  ) {
    routes.replaceSubrange(subrange, with: newRoutes)
  }

  // The removals below forward to the array: the protocol's defaults would go through
  // `replaceSubrange`, which is slower for the pops a stack lives on. Appending an `AnyRoute`
  // goes through `append(_:)` for any route (RoutePath.swift), which keeps it as it is; the
  // other operations (`append(contentsOf:)`, `popLast()`, `removeAll(keepingCapacity:)`) use
  // the protocol's defaults.

  /// Reserves room for `minimumCapacity` routes, as an array does: the protocol's default does
  /// nothing.
  public mutating func reserveCapacity(_ minimumCapacity: Int) {
    routes.reserveCapacity(minimumCapacity)
  }

  /// Removes and returns the top route.
  ///
  /// The path must not be empty: as on an array, this traps on an empty path. To pop from
  /// navigation code, call ``pop(count:)``, which refuses instead.
  ///
  /// - Returns: The route that was on top.
  @discardableResult @inlinable
  public mutating func removeLast() -> AnyRoute {
    routes.removeLast()
  }

  /// Removes `count` routes from the top.
  ///
  /// `count` must be between 0 and the number of routes, as for an array; ``pop(count:)``
  /// refuses what this would trap on.
  ///
  /// - Parameter count: How many routes to remove.
  @inlinable
  public mutating func removeLast(_ count: Int) {
    // The array's `removeLast(_:)` goes through `replaceSubrange`; a pop of one, the usual
    // case, takes the direct path.
    if count == 1 { routes.removeLast() } else { routes.removeLast(count) }
  }
}
