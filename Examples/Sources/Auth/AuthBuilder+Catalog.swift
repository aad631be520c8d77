import ModuleRouting

extension AuthBuilder {
  /// Every ``AuthRoute``, declared once: its screen, the key it is saved under, `auth`, and the
  /// links that open it: `/auth/login` and `/auth/forgot-password`. And ``AuthExit``, whose
  /// exits a flight recorder writes under the key `auth.exit`.
  ///
  /// - Throws: ``CatalogError`` — never, unless a declaration here is changed into a wrong one.
  public func catalog() throws(CatalogError) -> RouteCatalog<String> {
    var catalog = RouteCatalog<String>(module: "auth")
    try catalog.add(AuthRoute.self, key: "auth") { links in
      try links.add("/auth/login", .login)
      try links.add("/auth/forgot-password", .forgotPassword)
    } screen: { route, _ in
      switch route {
      case .login: "Auth › Sign in: email and password [Sign in] [Forgot password?]"
      case .forgotPassword: "Auth › Reset password: we'll email you a link"
      }
    }
    try catalog.addExits(AuthExit.self, key: "auth.exit")
    return catalog
  }
}
