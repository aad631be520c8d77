extension RouteSchema {
  /// Places every route type declared with links and placed by no schema as `placement` says:
  /// for a module run alone, with no composition root to place its routes.
  ///
  /// - Parameter placement: Where a link places the routes of each such type.
  package mutating func placeUnplacedLinkTypes(_ placement: LinkPlacement) {
    for routeType in unplacedLinkTypes {
      placements[routeType.id] = Placement(module: module, routeType: routeType) { _ in placement }
    }
  }
}
