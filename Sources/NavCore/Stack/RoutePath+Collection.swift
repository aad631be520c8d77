extension RoutePath: RandomAccessCollection, MutableCollection {
  public var startIndex: Int { routes.startIndex }
  public var endIndex: Int { routes.endIndex }

  public subscript(position: Int) -> AnyRoute {
    get { routes[position] }
    set { routes[position] = newValue }
  }

  public func withContiguousStorageIfAvailable<Result>(
    _ body: (UnsafeBufferPointer<AnyRoute>) throws -> Result
  ) rethrows -> Result? {
    try routes.withUnsafeBufferPointer(body)
  }
}

extension RoutePath: RangeReplaceableCollection {
  public mutating func replaceSubrange<Routes: Collection<AnyRoute>>(
    _ subrange: Range<Int>, with newRoutes: Routes
  ) {
    routes.replaceSubrange(subrange, with: newRoutes)
  }

  // The operations below forward to the array: the protocol's defaults would go through
  // `replaceSubrange`, which is slower for the pushes and pops a stack lives on.

  public mutating func reserveCapacity(_ minimumCapacity: Int) {
    routes.reserveCapacity(minimumCapacity)
  }

  public mutating func append(_ route: AnyRoute) {
    routes.append(route)
  }

  public mutating func append<Routes: Sequence<AnyRoute>>(contentsOf newRoutes: Routes) {
    routes.append(contentsOf: newRoutes)
  }

  @discardableResult @inlinable
  public mutating func removeLast() -> AnyRoute {
    routes.removeLast()
  }

  @inlinable
  public mutating func removeLast(_ count: Int) {
    // The array's `removeLast(_:)` goes through `replaceSubrange`; a pop of one, the usual
    // case, takes the direct path.
    if count == 1 { routes.removeLast() } else { routes.removeLast(count) }
  }

  public mutating func popLast() -> AnyRoute? {
    routes.popLast()
  }

  public mutating func removeAll(keepingCapacity keepCapacity: Bool = false) {
    routes.removeAll(keepingCapacity: keepCapacity)
  }
}
