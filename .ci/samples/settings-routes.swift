// Before the samples that name it: the Settings module's routes (PresentationsAndTabs.md).
import ModuleRouting

enum SettingsRoute: NavigationRoute { case main, editProfile, profilePhoto }
