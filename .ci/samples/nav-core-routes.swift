// Before the samples that name it: two modules' route types, with NavCore alone (NavCore.md,
// StateAndCommands.md).
import NavCore

enum DashboardRoute: NavigationRoute { case home, details(id: Int) }
enum SettingsRoute: NavigationRoute { case main, privacy }
