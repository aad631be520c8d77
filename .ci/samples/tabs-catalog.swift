// Before the samples that name it: a tab identity type and an empty catalog
// (PresentationsAndTabs.md).
import ModuleRouting

enum MainTab: NavigationTab, Codable { case home, settings }
var catalog = RouteCatalog<String>(module: "app")
