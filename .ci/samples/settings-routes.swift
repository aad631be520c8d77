import ModuleRouting

enum SettingsRoute: NavigationRoute { case main, editProfile, profilePhoto }
