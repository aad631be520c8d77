import ModuleRouting
import TestFixtures

typealias DashboardRouter = ModuleRouter<DashboardRoute, DashboardExit>
typealias SettingsRouter = ModuleRouter<SettingsRoute, SettingsExit>
