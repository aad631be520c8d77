import NavCore

/// Why a catalog refused a declaration, or catalogs could not be merged: it names the module
/// and the route type declared, and what it collided with.
///
/// ```swift
/// do {
///   let catalog = try RouteCatalog(merging: [dashboard, settings])
/// } catch {
///   print(error)
///   // settings: Settings.SettingsRoute: the key "dashboard" is dashboard's, for
///   // Dashboard.DashboardRoute
/// }
/// ```
public struct CatalogError: Error, Hashable, Sendable {
  /// What went wrong.
  public enum Problem: Hashable, Sendable {
    /// The route type was declared already, by `firstIn`: one screen per route type.
    case declaredTwice(firstIn: String)
    /// The key (a current key, a former one, or a dropped one) is `module`'s already, for
    /// `type` (`nil`: a key it dropped).
    case keyTaken(String, module: String, type: RouteType?)
    /// The link pattern matches the links of `other`, `module`'s already, for `type`.
    case linkTaken(String, other: String, module: String, type: RouteType?)
    /// A link pattern that cannot be declared, and why.
    case invalidLink(DeepLinkError)
    /// The route type is placed already, by `firstIn`: one placement per route type.
    case placedTwice(firstIn: String)
    /// The closure declaring the links threw this, not a link's error.
    case linksThrew(String)
    /// `AnyRoute` itself, which no route ever is once wrapped.
    case typeErased
    /// Two catalogs merged under one module name.
    case moduleNamedTwice
    /// A key (a current key, a former one, or a dropped one) that is empty: nothing could tell
    /// it from a missing one.
    case emptyKey
    /// A former key that is the type's key itself: a rename from a key to itself.
    case formerKeyIsKey(String)
  }

  /// The module whose declaration was refused.
  public let module: String
  /// The route type declared; `nil` for a dropped key or a module name.
  public let routeType: RouteType?
  /// What went wrong.
  public let problem: Problem

  /// An error about `module`'s declaration of `routeType`.
  public init(module: String, routeType: RouteType?, problem: Problem) {
    self.module = module
    self.routeType = routeType
    self.problem = problem
  }
}

extension CatalogError: CustomStringConvertible {
  public var description: String {
    let what = [module, routeType?.name].compactMap { $0 }.joined(separator: ": ")
    let problem =
      switch problem {
      case .declaredTwice(let first): "declared already, by \(first)"
      case .keyTaken(let key, let module, let type):
        "the key \"\(key)\" is \(module)'s, " + (type.map { "for \($0.name)" } ?? "dropped")
      case .linkTaken(let pattern, let other, let module, let type):
        "the link \(pattern) matches \(other), \(module)'s"
          + (type.map { ", for \($0.name)" } ?? "")
      case .invalidLink(let error): "\(error)"
      case .placedTwice(let first): "placed already, by \(first)"
      case .linksThrew(let error): "declaring its links threw \(error)"
      case .typeErased: "AnyRoute is declared by the type it wraps"
      case .moduleNamedTwice: "two catalogs have this module name"
      case .emptyKey: "a key cannot be empty"
      case .formerKeyIsKey(let key): "the former key \"\(key)\" is its key"
      }
    return "\(what): \(problem)"
  }
}
