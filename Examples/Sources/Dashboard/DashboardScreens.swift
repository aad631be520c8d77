import ModuleRouting

/// Registers the screen of every ``DashboardRoute``.
///
/// The app calls it once while it builds its registry, as a SwiftUI app applies a module's
/// `withDashboardRoutes()` modifier to its navigation stack. A screen here is the text it
/// would show.
///
/// - Parameter screens: The app's registry.
/// - Throws: ``DestinationError/duplicateRegistration(_:)`` when the Dashboard's screens are
///   already registered in this scope.
public func registerDashboardScreens(
  in screens: inout DestinationRegistry<String>
) throws(DestinationError) {
  try screens.register(DashboardRoute.self) { route in
    switch route {
    case .home: "Dashboard › Home: 3 items need attention"
    case .items: "Dashboard › Items: 12 followed"
    case .details(let id): "Dashboard › Item #\(id)"
    case .confirmDelete(let id): "Dashboard › Alert: Delete item #\(id)? [Delete] [Cancel]"
    }
  }
}
