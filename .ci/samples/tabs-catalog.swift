import ModuleRouting

enum MainTab: NavigationTab, Codable { case home, settings }
var catalog = RouteCatalog<String>(module: "app")
