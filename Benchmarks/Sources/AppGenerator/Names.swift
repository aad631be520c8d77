/// The names the generated code gives module `module`'s types, keys and links.
struct Names {
  let module: Int
  /// Digits in a module number: every name has as many, so names sort in module order.
  let width: Int

  /// The module's name in types: `M042`.
  var prefix: String {
    let digits = String(module)
    return "M" + String(repeating: "0", count: max(0, width - digits.count)) + digits
  }

  /// The module's name in keys, links and catalogs: `m042`.
  var lowercased: String { prefix.lowercased() }

  /// The module's `route`th route type: `M042R3`.
  func route(_ route: Int) -> String { "\(prefix)R\(route)" }

  /// The key of the module's `route`th route type: `m042.r3`.
  func key(_ route: Int) -> String { "\(lowercased).r\(route)" }

  /// The link of the module's `route`th route type: `/m042/r3`.
  func link(_ route: Int) -> String { "/\(lowercased)/r\(route)" }

  var exit: String { "\(prefix)Exit" }
  var builder: String { "\(prefix)Builder" }
  /// The plain app's enum of one module's routes, which wraps its route types.
  var plainRoute: String { "\(prefix)Route" }

  /// The names of module `module` of an app of `modules` modules.
  init(module: Int, of modules: Int) {
    self.module = module
    width = String(modules - 1).count
  }
}
