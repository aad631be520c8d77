import ModuleRouting

extension AuthBuilder {
  /// Registers the key every ``AuthRoute`` is saved under, `auth`, in the app's table, which
  /// has the schema version and the migration from older ones.
  ///
  /// - Parameter table: The app's table.
  /// - Throws: ``RestorationError`` when the key or the route type is registered already.
  public static func registerRestorationKeys(in table: inout RestorationTable)
    throws(RestorationError)
  {
    try table.register(AuthRoute.self, key: "auth")
  }
}
