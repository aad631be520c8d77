import ModuleRouting

extension SettingsBuilder {
  /// Registers the key every ``SettingsRoute`` is saved under, `settings`, in the app's table,
  /// which has the schema version and the migration from older ones.
  ///
  /// - Parameter table: The app's table.
  /// - Throws: ``RestorationError`` when the key or the route type is registered already.
  public static func registerRestorationKeys(in table: inout RestorationTable)
    throws(RestorationError)
  {
    try table.register(SettingsRoute.self, key: "settings")
  }
}
