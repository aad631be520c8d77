import ModuleRouting

extension AuthBuilder {
  /// The links that open the Auth screens, for the app to merge with the other modules'
  /// tables; a module never sees another's.
  ///
  /// | pattern | route |
  /// | --- | --- |
  /// | `/auth/login` | ``AuthRoute/login`` |
  /// | `/auth/forgot-password` | ``AuthRoute/forgotPassword`` |
  ///
  /// - Returns: The table, named `auth` in conflicts.
  /// - Throws: ``DeepLinkError`` when a pattern is invalid or two of them match the same links.
  public static func deepLinks() throws(DeepLinkError) -> DeepLinkTable {
    var links = DeepLinkTable(module: "auth")
    try links.add("/auth/login", AuthRoute.login)
    try links.add("/auth/forgot-password", AuthRoute.forgotPassword)
    return links
  }
}
