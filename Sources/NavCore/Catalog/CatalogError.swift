/// Why a declaration was refused, catalogs or schemas could not be merged, or installed
/// modules are not wired: it names the module and the route type, and what went wrong. The
/// one error type of declaring: a ``RouteSchema``, ModuleRouting's `RouteCatalog` and its
/// `install` throw it. An install names every problem it found at once (``problems``).
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
    /// A link pattern that does not follow the pattern syntax, and why.
    case invalidLink(String, problem: String)
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
    /// An installed module's route type declared with no screen (nor dialog).
    case missingScreen
    /// An installed module's exit type with no handler.
    case noExitHandler
    /// An installed module's exit type whose exits expect a result of the type named, with
    /// no handler mapping one onto it.
    case noResultHandler(expecting: String)
    /// A route type declared with links that no catalog placed: a link could open it, but
    /// nobody said where.
    case noPlacement
  }

  /// The module whose declaration was refused.
  public let module: String
  /// The route type declared; `nil` for a dropped key or a module name.
  public let routeType: RouteType?
  /// What went wrong.
  public let problem: Problem
  /// The problems the same check found after this one.
  private var rest: [CatalogError] = []

  /// An error about `module`'s declaration of `routeType`.
  public init(module: String, routeType: RouteType?, problem: Problem) {
    self.module = module
    self.routeType = routeType
    self.problem = problem
  }

  /// Every problem the check found, this one first: one for a refused declaration or merge,
  /// every one at once for an install.
  public var problems: [CatalogError] {
    [CatalogError(module: module, routeType: routeType, problem: problem)] + rest
  }

  /// One error naming every problem of `errors`, in order; `nil` when there is none.
  package static func naming(_ errors: [CatalogError]) -> CatalogError? {
    let problems = errors.flatMap(\.problems)
    guard var first = problems.first else { return nil }
    first.rest = Array(problems.dropFirst())
    return first
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
      case .invalidLink(let pattern, let problem): "invalid pattern \(pattern): \(problem)"
      case .placedTwice(let first): "placed already, by \(first)"
      case .linksThrew(let error): "declaring its links threw \(error)"
      case .typeErased: "AnyRoute is declared by the type it wraps"
      case .moduleNamedTwice: "two catalogs have this module name"
      case .emptyKey: "a key cannot be empty"
      case .formerKeyIsKey(let key): "the former key \"\(key)\" is its key"
      case .missingScreen: "no screen is declared for it"
      case .noExitHandler: "no handler answers its exits"
      case .noResultHandler(let result): "no handler answers its exits expecting \(result)"
      case .noPlacement: "a link opens it, but no catalog places it"
      }
    return (["\(what): \(problem)"] + rest.map(\.description)).joined(separator: "; ")
  }
}
