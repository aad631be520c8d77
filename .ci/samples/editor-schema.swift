// Before the samples that name it: the editor module's schema (DeepLinksAndRestoration.md).
import NavCore

enum EditorRoute: NavigationRoute, Codable { case draft(id: Int) }

var schema = RouteSchema(module: "editor")
try schema.add(EditorRoute.self, key: "editor")
