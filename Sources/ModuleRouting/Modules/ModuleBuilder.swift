import NavCore

/// A module's one public entry point: it registers all of the module's screens, builds each
/// screen's router and model with the app router it was given, and names the module's route
/// and exit types, so the composition root never constructs the module's internals.
///
/// ```swift
/// // In the Customers module:
/// public struct CustomersBuilder: ModuleBuilder {
///   public typealias Route = CustomerRoute
///   public typealias Exit = CustomersExit
///   let app: AppRouter
///   public init(app: AppRouter) { self.app = app }
///
///   public func register(in screens: inout DestinationRegistry<AnyView>) throws(DestinationError) {
///     try screens.register(CustomerRoute.self) { route, screen in
///       let model = app.object(for: screen) { CustomerModel(route, router: CustomersRouter(app)) }
///       return AnyView(CustomerView(model: model))
///     }
///   }
/// }
///
/// // In the composition root:
/// try app.install([CustomersBuilder(app: app), SettingsBuilder(app: app)], into: &screens)
/// ```
@MainActor
public protocol ModuleBuilder<Screen>: ModuleInterface {
  /// What a screen is: a SwiftUI `AnyView`, a `UIViewController`, a `String` in tests.
  associatedtype Screen

  /// Registers every screen of the module.
  ///
  /// - Throws: ``DestinationError/duplicateRegistration(_:)`` when a type is registered twice.
  func register(in screens: inout DestinationRegistry<Screen>) throws(DestinationError)
}

/// What is wrong with a set of modules: a registration that failed, route types left without
/// a screen, exit types left without a handler.
public struct ModuleSetupError: Error, Hashable, Sendable {
  /// The error a module's registration threw, if one did.
  public var registration: DestinationError?
  /// The modules' route types without a screen.
  public var missingScreens: [RouteType]
  /// The modules' exit types without a handler.
  public var unhandledExits: [RouteType]

  /// An error naming these problems.
  public init(
    registration: DestinationError? = nil, missingScreens: [RouteType] = [],
    unhandledExits: [RouteType] = []
  ) {
    self.registration = registration
    self.missingScreens = missingScreens
    self.unhandledExits = unhandledExits
  }
}

extension ModuleSetupError: CustomStringConvertible {
  public var description: String {
    var problems: [String] = []
    if let registration { problems.append("\(registration)") }
    if !missingScreens.isEmpty {
      problems.append("no screen for " + missingScreens.map(\.name).joined(separator: ", "))
    }
    if !unhandledExits.isEmpty {
      problems.append("no exit handler for " + unhandledExits.map(\.name).joined(separator: ", "))
    }
    return problems.joined(separator: "; ")
  }
}

extension AppRouter {
  /// Installs modules: each registers its screens into `screens`, then every module's route
  /// type must have a screen and every exit type a handler (set the handlers first; a module
  /// with no way out names `Never`).
  ///
  /// - Throws: ``ModuleSetupError`` naming everything that is missing; `screens` then holds
  ///   what the modules registered before the check.
  public func install<Screen>(
    _ modules: [any ModuleBuilder<Screen>], into screens: inout DestinationRegistry<Screen>
  ) throws(ModuleSetupError) {
    var error = ModuleSetupError()
    for module in modules {
      do {
        try module.register(in: &screens)
      } catch let failure {
        error.registration = error.registration ?? failure
      }
      let routeType = type(of: module).routeType
      let exitType = type(of: module).exitType
      if !screens.canResolve(routeType) { error.missingScreens.append(RouteType(routeType)) }
      if exitType != Never.self && !handlesExits(exitType) {
        error.unhandledExits.append(RouteType(exitType))
      }
    }
    if error.registration != nil || !error.missingScreens.isEmpty || !error.unhandledExits.isEmpty {
      throw error
    }
  }
}
