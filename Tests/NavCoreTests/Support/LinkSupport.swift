import NavCore

/// The links of one route type, declared in a schema of `module` as a module declares them.
func linkTable<Route: Hashable & Sendable>(
  _ type: Route.Type, module: String = "m", _ declare: (inout RouteLinks<Route>) throws -> Void
) throws -> DeepLinkTable {
  var schema = RouteSchema(module: module)
  try schema.add(Route.self, links: declare)
  return schema.links
}
