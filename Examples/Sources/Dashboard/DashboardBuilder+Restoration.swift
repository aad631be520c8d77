import ModuleRouting

extension DashboardBuilder {
  /// Registers the key every ``DashboardRoute`` is saved under, `dashboard`, in the app's
  /// table, which has the schema version and the migration from older ones.
  ///
  /// ```swift
  /// var restoration = RestorationTable(version: 2)
  /// try DashboardBuilder.registerRestorationKeys(in: &restoration)
  /// ```
  ///
  /// - Parameter table: The app's table.
  /// - Throws: ``RestorationError`` when the key or the route type is registered already.
  public static func registerRestorationKeys(in table: inout RestorationTable)
    throws(RestorationError)
  {
    try table.register(DashboardRoute.self, key: "dashboard")
  }
}
