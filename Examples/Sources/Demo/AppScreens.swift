import Auth
import Dashboard
import ModuleRouting
import Settings

/// Builds the app's screen registry from every module's registrations and the app's own, and
/// checks it.
///
/// The check runs at launch, so a module whose registration was forgotten stops the app before
/// a user can reach a missing screen.
///
/// - Returns: A registry with a screen for every route type the app shows.
/// - Throws: ``DestinationError/duplicateRegistration(_:)`` when two modules register the same
///   route type, or ``DestinationError/missingScreens(_:)`` listing every route type left
///   without a screen.
func makeAppScreens() throws(DestinationError) -> DestinationRegistry<String> {
  var screens = DestinationRegistry<String>()
  try registerDashboardScreens(in: &screens)
  try registerSettingsScreens(in: &screens)
  try registerAuthScreens(in: &screens)
  try screens.register(AppRoute.self) { route in
    switch route {
    case .main: "Main › tab bar: Home, Settings"
    }
  }
  try screens.validate([
    DashboardRouter.Route.self,
    SettingsRouter.Route.self,
    AuthRouter.Route.self,
    AppRoute.self,
  ])
  return screens
}
